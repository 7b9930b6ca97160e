import { APPROVAL_PERMISSION, INVENTORY_PERMISSIONS as I, PURCHASE_ORDER_PERMISSIONS as P, PURCHASE_RETURN_PERMISSIONS as R } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { insertPlatformSku } from '../skus/test-support';
import { insertSuppliers, insertWarehouses } from '../supply/test-support';
import { approverWith, inboxOf, stockOf } from './test-support';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
let buyer: SignedIn; // creates, submits, receives
let manager: SignedIn; // the purchasing manager: approves
let viewer: SignedIn;
let wh: number;
let supplier: number;
let offSupplier: number;
let plain: number;
let serial: number;
const O = (p: string) => t.ctx.svcPath('stock', `/purchaseOrder${p}`);
const RT = (p: string) => t.ctx.svcPath('stock', `/purchaseReturn${p}`);
const IV = (p: string) => t.ctx.svcPath('stock', `/inventory${p}`);
const A = (p: string) => t.ctx.svcPath('supply', `/approval${p}`);
const post = (url: string, payload: unknown, who: SignedIn = buyer) => call(t, { method: 'POST', url, payload }, who.headers);
const get = (url: string, who: SignedIn = buyer) => call(t, { method: 'GET', url }, who.headers);
const rows = async <T = J>(q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

const sku = (code: string, serialised: boolean) => insertPlatformSku(t, { skuCode: code, serialised });
async function approveOrder(id: number, who: SignedIn = manager, path = O) {
  const d = (await get(path(`/detail/${id}`), who)).body.data;
  return post(A('/approve'), { id: d.approval.requestId, docVersion: d.version }, who);
}
const order = (over: Record<string, unknown> = {}) => ({
  supplierId: supplier,
  warehouseId: wh,
  currency: 'CNY',
  expectedDate: '2026-03-20',
  lines: [
    { skuId: plain, qty: 10, unitPrice: 12.5 },
    { skuId: serial, qty: 2, unitPrice: 100 },
  ],
  ...over,
});
async function approvedOrder(over: Record<string, unknown> = {}) {
  const o = (await post(O('/save'), order(over))).body.data;
  const s = (await post(O('/submit'), { id: o.id, version: o.version })).body.data;
  expect(s.status).toBe('applying');
  expect((await approveOrder(o.id)).body.code).toBe(2000);
  return (await get(O(`/detail/${o.id}`))).body.data;
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  const all = [...Object.values(P), ...Object.values(R), ...Object.values(I)].map((p) => p.name);
  buyer = await approverWith(t, [...all, APPROVAL_PERMISSION.act]);
  manager = await approverWith(t, [...all, APPROVAL_PERMISSION.act]);
  viewer = await userWith(t, [P.view.name]);
  wh = (await insertWarehouses(t, [{ code: 'PO-WH', nameZh: '采购仓', nameEn: 'Purchase WH', type: 'own' }]))[0]!.id;
  const sups = (
    await insertSuppliers(t, [
      { code: 'SUP-ON', nameZh: '供应商', nameEn: 'Supplier' },
      { code: 'SUP-OFF', nameZh: '停用供应商', nameEn: 'Disabled supplier', enabled: false },
    ] as J)
  ).map((s) => s.id);
  supplier = sups[0]!;
  offSupplier = sups[1]!;
  plain = await sku('PO-PLAIN', false);
  serial = await sku('PO-SN', true);
});
afterAll(() => t.close());

describe('purchase orders', () => {
  it('adds a draft with its number, lines, total and the configured tolerance; refuses a disabled supplier 73222', async () => {
    const o = (await post(O('/save'), order({ remark: 'first' }))).body.data;
    expect(o).toMatchObject({
      status: 'draft',
      no: expect.stringMatching(/^PO20260302\d{5}$/),
      totalAmount: 325,
      totalQty: 12,
      overReceiptPct: 5,
      supplierName: '供应商',
      allowedActions: ['edit', 'submit', 'cancel'],
      lines: [
        { skuCode: 'PO-PLAIN', qty: 10, unitPrice: 12.5, amount: 125, serialised: false },
        { skuCode: 'PO-SN', qty: 2, amount: 200, serialised: true },
      ],
    });
    expect((await get(O('/settings'))).body.data).toEqual({ overReceiptPct: 5 });
    expect((await post(O('/save'), order({ supplierId: offSupplier }))).body.code).toBe(73222);
    expect((await post(O('/save'), order({ overReceiptPct: 21 }))).body.code).toBe(1001);
    expect((await post(O('/save'), order({ lines: [{ skuId: plain, qty: 0, unitPrice: 1 }] }))).body.code).toBe(1001);
    expect((await post(O('/save'), order({ lines: [{ skuId: 999_999, qty: 1, unitPrice: 1 }] }))).body.data.errors[0]).toMatchObject({
      field: 'lines.0.skuId',
    });
    const page = (await post(O('/page'), { current: 1, size: 10, no: 'po2026' }, viewer)).body.data;
    expect(page.records.map((r: J) => r.id)).toContain(o.id);
    expect(page.records.find((r: J) => r.id === o.id).allowedActions).toEqual([]);
  });

  it('goes through approval by another user (the creator is refused 78201); rejected is edited and submitted again', async () => {
    const o = (await post(O('/save'), order())).body.data;
    const s = (await post(O('/submit'), { id: o.id, version: o.version })).body.data;
    expect(s).toMatchObject({ status: 'applying', approval: { status: 'applying' } });
    expect((await approveOrder(o.id, buyer)).body.code).toBe(78201);
    expect(s.allowedActions).toEqual(['edit', 'cancel']);
    const d = (await get(O(`/detail/${o.id}`), manager)).body.data;
    expect((await post(A('/reject'), { id: d.approval.requestId, docVersion: d.version, reason: 'too dear' }, manager)).body.code).toBe(2000);
    const rejected = (await get(O(`/detail/${o.id}`))).body.data;
    expect(rejected).toMatchObject({ status: 'rejected', allowedActions: ['edit', 'submit', 'cancel'] });
    const edited = (await post(O('/update'), { id: o.id, version: rejected.version, ...order({ lines: [{ skuId: plain, qty: 5, unitPrice: 10 }] }) })).body
      .data;
    expect(edited).toMatchObject({ status: 'rejected', totalAmount: 50 });
    await post(O('/submit'), { id: o.id, version: edited.version });
    expect((await approveOrder(o.id)).body.code).toBe(2000);
    const passed = (await get(O(`/detail/${o.id}`))).body.data;
    expect(passed).toMatchObject({ status: 'toReceive', approval: { status: 'passed' } });
    // an approved order edited before any receipt goes back to approval
    const again = (await post(O('/update'), { id: o.id, version: passed.version, ...order({ lines: [{ skuId: plain, qty: 6, unitPrice: 10 }] }) })).body.data;
    expect(again).toMatchObject({ status: 'applying', approval: { status: 'applying' }, totalAmount: 60 });
    expect((await approveOrder(o.id)).body.code).toBe(2000);
    expect((await get(O(`/detail/${o.id}`))).body.data.status).toBe('toReceive');
  });

  it('receives partly with a rejected line, registers SNs as devices, refuses beyond the tolerance 78103, then closes', async () => {
    const o = await approvedOrder();
    const [pl, sl] = o.lines;
    // a rejected quantity needs its reason
    const noReason = await post(O('/receive'), { id: o.id, version: o.version, lines: [{ orderLineId: pl.id, receivedQty: 4, rejectedQty: 1 }] });
    expect(noReason.body.data.errors[0]).toMatchObject({ field: 'lines.0.rejectReason' });
    // SNs: as many as received
    const fewSns = await post(O('/receive'), { id: o.id, version: o.version, lines: [{ orderLineId: sl.id, receivedQty: 2, sns: ['PO-SN-1'] }] });
    expect(fewSns.body.code).toBe(78106);
    const r1 = await post(O('/receive'), {
      id: o.id,
      version: o.version,
      lines: [
        { orderLineId: pl.id, receivedQty: 4, rejectedQty: 1, rejectReason: 'dented' },
        { orderLineId: sl.id, receivedQty: 2, sns: ['PO-SN-1', 'PO-SN-2'], boxNo: 'B1' },
      ],
    });
    expect(r1.body.data).toMatchObject({
      status: 'partlyReceived',
      allowedActions: expect.arrayContaining(['receive', 'close']),
      lines: [
        { receivedQty: 4, rejectedQty: 1 },
        { receivedQty: 2, rejectedQty: 0 },
      ],
      receipts: [{ no: expect.stringMatching(/^GR/), lines: [{ rejectReason: 'dented' }, { sns: ['PO-SN-1', 'PO-SN-2'], boxNo: 'B1' }] }],
    });
    expect(r1.body.data.allowedActions).not.toContain('edit');
    expect(await stockOf(t, plain, wh)).toEqual({ qty: 4, ledgerSum: 4 });
    expect(await stockOf(t, serial, wh)).toEqual({ qty: 2, ledgerSum: 2 });
    const sns = await rows(sql`select sn, status, box_no, po_line_id from stock_sns where sn like 'PO-SN-%' order by sn`);
    expect(sns).toEqual([
      { sn: 'PO-SN-1', status: 'inStock', box_no: 'B1', po_line_id: sl.id },
      { sn: 'PO-SN-2', status: 'inStock', box_no: 'B1', po_line_id: sl.id },
    ]);
    const devices = await rows(sql`select sn, status from devices where sn like 'PO-SN-%' order by sn`);
    expect(devices).toEqual([
      { sn: 'PO-SN-1', status: 'unactivated' },
      { sn: 'PO-SN-2', status: 'unactivated' },
    ]);
    // 10 ordered, 5% tolerance: 10 in all (4 + 1 so far) → 6 more is 11 > 10
    const over = await post(O('/receive'), { id: o.id, version: r1.body.data.version, lines: [{ orderLineId: pl.id, receivedQty: 6 }] });
    expect(over.body.code).toBe(78103);
    // editing or cancelling after a receipt is refused
    expect((await post(O('/cancel'), { id: o.id, version: r1.body.data.version })).body.code).toBe(1017);
    expect((await post(O('/update'), { id: o.id, version: r1.body.data.version, ...order() })).body.code).toBe(1017);
    const closed = await post(O('/close'), { id: o.id, version: r1.body.data.version, reason: 'the rest is not coming' });
    expect(closed.body.data).toMatchObject({ status: 'closed', closeReason: 'the rest is not coming', allowedActions: [] });
  });

  it('cancels an order in approval: its request is withdrawn, out of the inbox, and approving it is refused', async () => {
    const o = (await post(O('/save'), order())).body.data;
    const s = (await post(O('/submit'), { id: o.id, version: o.version })).body.data;
    expect(await inboxOf(t, manager, o.no)).toEqual([s.approval.requestId]);
    const c = (await post(O('/cancel'), { id: o.id, version: s.version })).body.data;
    expect(c).toMatchObject({ status: 'cancelled', allowedActions: [], approval: { requestId: s.approval.requestId, status: 'withdrawn' } });
    expect(await inboxOf(t, manager, o.no)).toEqual([]);
    expect((await post(A('/approve'), { id: s.approval.requestId, docVersion: s.version }, manager)).body.code).toBe(1017);
    expect((await get(O(`/detail/${o.id}`))).body.data.status).toBe('cancelled');
  });

  it('ends received when every line is in; a draft is cancelled; receiving a draft is 1017', async () => {
    const o = await approvedOrder({ lines: [{ skuId: plain, qty: 3, unitPrice: 1 }] });
    const done = await post(O('/receive'), { id: o.id, version: o.version, lines: [{ orderLineId: o.lines[0].id, receivedQty: 3 }] });
    expect(done.body.data.status).toBe('received');
    const d = (await post(O('/save'), order())).body.data;
    expect((await post(O('/receive'), { id: d.id, version: d.version, lines: [{ orderLineId: d.lines[0].id, receivedQty: 1 }] })).body.code).toBe(1017);
    expect((await post(O('/cancel'), { id: d.id, version: d.version })).body.data.status).toBe('cancelled');
  });
});

describe('purchase returns', () => {
  it('returns received goods after approval: 78104 beyond received, SNs returned, the stock goes out', async () => {
    const o = await approvedOrder();
    const [pl, sl] = o.lines;
    const r = (
      await post(O('/receive'), {
        id: o.id,
        version: o.version,
        lines: [
          { orderLineId: pl.id, receivedQty: 5 },
          { orderLineId: sl.id, receivedQty: 2, sns: ['RET-SN-1', 'RET-SN-2'] },
        ],
      })
    ).body.data;
    const returnable = (await get(RT(`/returnable/${o.id}`))).body.data;
    expect(returnable.lines.map((l: J) => [l.skuCode, l.returnable, l.snsInStock])).toEqual([
      ['PO-PLAIN', 5, []],
      ['PO-SN', 2, ['RET-SN-1', 'RET-SN-2']],
    ]);
    const [rpl, rsl] = r.receipts[0].lines;
    expect((await post(RT('/save'), { orderId: o.id, reason: 'faulty', lines: [{ receiptLineId: rpl.id, qty: 6 }] })).body.code).toBe(78104);
    expect((await post(RT('/save'), { orderId: o.id, reason: 'faulty', lines: [{ receiptLineId: rsl.id, qty: 1 }] })).body.code).toBe(78106);
    expect((await post(RT('/save'), { orderId: o.id, reason: 'faulty', lines: [{ receiptLineId: rsl.id, qty: 1, sns: ['NOT-IN-STOCK'] }] })).body.code).toBe(
      78102,
    );
    const before = await stockOf(t, plain, wh);
    const ret = (
      await post(RT('/save'), {
        orderId: o.id,
        reason: 'faulty',
        lines: [
          { receiptLineId: rpl.id, qty: 2 },
          { receiptLineId: rsl.id, qty: 1, sns: ['RET-SN-2'] },
        ],
      })
    ).body.data;
    expect(ret).toMatchObject({ status: 'draft', no: expect.stringMatching(/^PR/), orderNo: o.no, totalQty: 3, allowedActions: ['submit'] });
    await post(RT('/submit'), { id: ret.id, version: ret.version });
    expect((await approveOrder(ret.id, buyer, RT)).body.code).toBe(78201);
    expect((await approveOrder(ret.id, manager, RT)).body.code).toBe(2000);
    expect((await get(RT(`/detail/${ret.id}`))).body.data).toMatchObject({ status: 'approved', lines: [{ qty: 2 }, { qty: 1, sns: ['RET-SN-2'] }] });
    expect(await stockOf(t, plain, wh)).toEqual({ qty: before.qty - 2, ledgerSum: before.qty - 2 });
    expect(await rows(sql`select status, warehouse_id from stock_sns where sn = 'RET-SN-2'`)).toEqual([{ status: 'returned', warehouse_id: null }]);
    const after = (await get(O(`/detail/${o.id}`))).body.data;
    expect(after.lines.map((l: J) => l.returnedQty)).toEqual([2, 1]);
    // what is left to return: 3 and 1
    expect((await post(RT('/save'), { orderId: o.id, reason: 'more', lines: [{ receiptLineId: rpl.id, qty: 4 }] })).body.code).toBe(78104);
    const page = (await post(RT('/page'), { current: 1, size: 10, orderNo: o.no })).body.data;
    expect(page.records.map((x: J) => x.id)).toEqual([ret.id]);
  });
});

describe('inventory', () => {
  it('lists balances with filters and sorts, the SNs and the movements of a row', async () => {
    const all = (await post(IV('/page'), { current: 1, size: 50, skuCode: 'po-' })).body.data;
    expect(all.records.length).toBeGreaterThanOrEqual(2);
    const row = all.records.find((r: J) => r.skuCode === 'PO-SN');
    expect(row).toMatchObject({ warehouseName: '采购仓', warehouseType: 'own', serialised: true });
    const sorted = (await post(IV('/page'), { current: 1, size: 50, skuCode: 'po-', sort: { field: 'qty', order: 'desc' } })).body.data.records;
    expect(sorted.map((r: J) => r.qty)).toEqual([...sorted.map((r: J) => r.qty)].sort((a, b) => b - a));
    const sns = (await post(IV('/sns'), { skuId: row.skuId, warehouseId: row.warehouseId })).body.data;
    expect(sns.total).toBe(row.qty);
    const movesRes = await post(IV('/movements'), { current: 1, size: 10, skuId: row.skuId, warehouseId: row.warehouseId });
    expect(movesRes.body).toMatchObject({ code: 2000 });
    const moves = movesRes.body.data;
    expect(moves.records[0]).toMatchObject({ kind: expect.any(String), balanceAfter: row.qty });
    // the next page by keyset
    const next = (await post(IV('/movements'), { current: 2, size: 10, after: moves.records[0].id, skuId: row.skuId, warehouseId: row.warehouseId })).body.data;
    expect(next.records[0]?.id ?? 0).toBeLessThan(moves.records[0].id);
    const xlsx = await t.app.inject({ method: 'POST', url: IV('/exportExcel'), payload: { skuCode: 'po-' }, headers: buyer.headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await post(IV('/exportExcel'), {}, viewer)).status).toBe(403);
    const nonZero = (await post(IV('/page'), { current: 1, size: 50, nonZero: true, warehouseId: wh })).body.data.records;
    expect(nonZero.every((r: J) => r.qty > 0 && r.warehouseId === wh)).toBe(true);
  });

  it('guards every route: 401 without a token, 403 without the permission', async () => {
    const none = await userWith(t, []);
    await expectGuarded(t, { method: 'POST', url: O('/page'), payload: { current: 1, size: 10 } }, none);
    await expectGuarded(t, { method: 'POST', url: O('/save'), payload: order() }, viewer);
    await expectGuarded(t, { method: 'POST', url: O('/receive'), payload: { id: 1, version: 1, lines: [{ orderLineId: 1, receivedQty: 1 }] } }, viewer);
    await expectGuarded(t, { method: 'POST', url: RT('/page'), payload: { current: 1, size: 10 } }, viewer);
    await expectGuarded(t, { method: 'POST', url: IV('/page'), payload: { current: 1, size: 10 } }, viewer);
  });

  it('refuses to delete a warehouse that holds stock (78105)', async () => {
    const { warehouseHoldsStock } = await import('./inventory.service');
    expect(await warehouseHoldsStock(t.ctx.db, wh)).toBe(true);
    expect(await warehouseHoldsStock(t.ctx.db, 999_999)).toBe(false);
  });
});
