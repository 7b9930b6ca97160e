import { APPROVAL_PERMISSION, OUTSOURCING_PERMISSIONS as P } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { insertSuppliers, insertWarehouses } from '../supply/test-support';
import { approverWith, inboxOf, insertTestSkus, putStock, snOf, stockOf } from './test-support';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-04-01T08:00:00Z'));
let clerk: SignedIn;
let manager: SignedIn;
let viewer: SignedIn;
let wh = 0;
let supplier = 0;
let disabled = 0;
let board = 0; // material
let casing = 0; // material
let unit = 0; // finished, serialised
let cable = 0; // finished, by quantity
let other = 0; // another warehouse
const O = (p: string) => t.ctx.svcPath('stock', `/outsourcing${p}`);
const A = (p: string) => t.ctx.svcPath('supply', `/approval${p}`);
const post = (url: string, payload: unknown, who: SignedIn = clerk) => call(t, { method: 'POST', url, payload }, who.headers);
const get = (url: string, who: SignedIn = clerk) => call(t, { method: 'GET', url }, who.headers);

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  const all = Object.values(P).map((p) => p.name);
  clerk = await approverWith(t, [...all, APPROVAL_PERMISSION.act]);
  manager = await approverWith(t, [...all, APPROVAL_PERMISSION.act]);
  viewer = await userWith(t, [P.view.name]);
  [wh, other] = (
    await insertWarehouses(t, [
      { code: 'OS-WH', nameZh: '委外仓', nameEn: 'Outsourcing WH', type: 'own' },
      { code: 'OS-WH2', nameZh: '其他仓', nameEn: 'Other WH', type: 'own' },
    ])
  ).map((w) => w.id) as [number, number];
  const sup = (
    await insertSuppliers(t, [
      { code: 'FAB-1', nameZh: '加工厂', nameEn: 'Factory One' },
      { code: 'FAB-OFF', nameZh: '停用厂', nameEn: 'Disabled factory', enabled: false },
    ])
  ).map((s) => s.id);
  supplier = sup[0]!;
  disabled = sup[1]!;
  const skus = await insertTestSkus(t, [{ code: 'OS-BOARD' }, { code: 'OS-CASE' }, { code: 'OS-UNIT', serialised: true }, { code: 'OS-CABLE' }]);
  [board, casing, unit, cable] = skus as [number, number, number, number];
  await putStock(t, { skuId: board, warehouseId: wh, qty: 100 });
  await putStock(t, { skuId: casing, warehouseId: wh, qty: 100 });
});
afterAll(() => t.close());

const order = (over: Record<string, unknown> = {}) => ({
  supplierId: supplier,
  warehouseId: wh,
  expectedDate: '2026-04-20',
  materials: [
    { skuId: board, qty: 10 },
    { skuId: casing, qty: 10 },
  ],
  products: [
    { skuId: unit, qty: 2 },
    { skuId: cable, qty: 20 },
  ],
  ...over,
});

/** Added, submitted and approved by the manager. */
async function approved(over: Record<string, unknown> = {}) {
  const o = (await post(O('/save'), order(over))).body.data;
  const s = (await post(O('/submit'), { id: o.id, version: o.version })).body.data;
  expect((await post(A('/approve'), { id: s.approval.requestId, docVersion: s.version }, clerk)).body.code).toBe(78201);
  expect((await post(A('/approve'), { id: s.approval.requestId, docVersion: s.version }, manager)).body.code).toBe(2000);
  return (await get(O(`/detail/${o.id}`))).body.data;
}

describe('outsourcing', () => {
  it('issues the material, receives the finished goods in parts (SNs for the serialised one) and completes', async () => {
    const o = await approved();
    expect(o).toMatchObject({
      status: 'approved',
      no: expect.stringMatching(/^OS20260401\d{5}$/),
      supplierName: '加工厂',
      allowedActions: ['issue', 'cancel'],
    });
    const issued = (await post(O('/issue'), { id: o.id, version: o.version })).body.data;
    expect(issued).toMatchObject({ status: 'issued', issuedAt: '2026-04-01T08:00:00.000Z', allowedActions: ['receive', 'close'] });
    expect(await stockOf(t, board, wh)).toEqual({ qty: 90, ledgerSum: 90 });
    expect(await stockOf(t, casing, wh)).toEqual({ qty: 90, ledgerSum: 90 });
    const [unitLine, cableLine] = issued.products.map((l: J) => l.id);
    const part = await post(O('/receive'), {
      id: o.id,
      version: issued.version,
      lines: [
        { lineId: unitLine, qty: 1, sns: ['OS-SN-1'] },
        { lineId: cableLine, qty: 12 },
      ],
    });
    expect(part.body.data).toMatchObject({ status: 'partlyReceived', receivedQty: 13, expectedQty: 22 });
    expect(await snOf(t, 'OS-SN-1')).toEqual({ warehouseId: wh, status: 'inStock' });
    // the SN count must match; a line of another order is refused
    expect((await post(O('/receive'), { id: o.id, version: part.body.data.version, lines: [{ lineId: unitLine, qty: 1 }] })).body.code).toBe(78106);
    expect((await post(O('/receive'), { id: o.id, version: part.body.data.version, lines: [{ lineId: o.materials[0].id, qty: 1 }] })).body.code).toBe(1001);
    const done = await post(O('/receive'), {
      id: o.id,
      version: part.body.data.version,
      lines: [
        { lineId: unitLine, qty: 1, sns: ['OS-SN-2'] },
        { lineId: cableLine, qty: 8 },
      ],
    });
    expect(done.body.data).toMatchObject({ status: 'completed', allowedActions: [], receivedQty: 22 });
    expect(done.body.data.receipts).toHaveLength(4);
    expect(await stockOf(t, unit, wh)).toEqual({ qty: 2, ledgerSum: 2 });
    expect(await stockOf(t, cable, wh)).toEqual({ qty: 20, ledgerSum: 20 });
    const kinds = (await t.ctx.db.execute(
      sql`select kind, sum(qty)::int as q from stock_ledger where doc_type = 'outsourcing' and doc_id = ${o.id} group by kind order by kind`,
    )) as unknown as { rows: J[] };
    expect(kinds.rows).toEqual([
      { kind: 'outsourceIssue', q: -20 },
      { kind: 'outsourceReceipt', q: 22 },
    ]);
  });

  it('issues serialised material with its SNs: as many as the quantity (78106), held in the warehouse (78102); they leave issued', async () => {
    const [chip] = (await insertTestSkus(t, [{ code: 'OS-CHIP', serialised: true }])) as [number];
    await putStock(t, { skuId: chip, warehouseId: wh, qty: 3, sns: ['CHIP-1', 'CHIP-2', 'CHIP-3'] });
    await putStock(t, { skuId: chip, warehouseId: other, qty: 1, sns: ['CHIP-ELSEWHERE'] });
    const o = await approved({
      materials: [
        { skuId: board, qty: 1 },
        { skuId: chip, qty: 2 },
      ],
      products: [{ skuId: cable, qty: 1 }],
    });
    const [boardLine, chipLine] = o.materials.map((l: J) => l.id);
    expect(o.materials[1]).toMatchObject({ serialised: true, issuedSns: [] });
    const issue = (lines?: J[]) => post(O('/issue'), { id: o.id, version: o.version, ...(lines ? { lines } : {}) });
    const before = { board: await stockOf(t, board, wh), chip: await stockOf(t, chip, wh) };
    // no SNs, too few, on a line by quantity, a line not of its material, one twice, an SN elsewhere or unknown: nothing issued
    expect((await issue()).body).toMatchObject({ code: 78106, data: { errors: [{ field: 'lines' }] } });
    expect((await issue([{ lineId: chipLine, sns: ['CHIP-1'] }])).body).toMatchObject({ code: 78106, data: { errors: [{ field: 'lines.0.sns' }] } });
    expect((await issue([{ lineId: chipLine, sns: ['CHIP-1', 'CHIP-1'] }])).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'lines.0.sns' }] } });
    expect(
      (
        await issue([
          { lineId: chipLine, sns: ['CHIP-1', 'CHIP-2'] },
          { lineId: boardLine, sns: ['X'] },
        ])
      ).body,
    ).toMatchObject({ code: 1001, data: { errors: [{ field: 'lines.1.sns' }] } });
    expect((await issue([{ lineId: o.products[0].id, sns: ['CHIP-1', 'CHIP-2'] }])).body).toMatchObject({
      code: 1001,
      data: { errors: [{ field: 'lines.0.lineId' }] },
    });
    expect(
      (
        await issue([
          { lineId: chipLine, sns: ['CHIP-1', 'CHIP-2'] },
          { lineId: chipLine, sns: ['CHIP-1', 'CHIP-2'] },
        ])
      ).body.code,
    ).toBe(1001);
    expect((await issue([{ lineId: chipLine, sns: ['CHIP-1', 'CHIP-ELSEWHERE'] }])).body).toMatchObject({ code: 78102, data: { sns: ['CHIP-ELSEWHERE'] } });
    expect((await issue([{ lineId: chipLine, sns: ['CHIP-1', 'NO-SUCH-CHIP'] }])).body.code).toBe(78102);
    expect({ board: await stockOf(t, board, wh), chip: await stockOf(t, chip, wh) }).toEqual(before);
    expect(await snOf(t, 'CHIP-1')).toEqual({ warehouseId: wh, status: 'inStock' });
    // with its SNs: out of the warehouse through the ledger, the SNs issued, kept on the line
    const issued = (await issue([{ lineId: chipLine, sns: ['CHIP-1', 'chip-2'] }])).body.data;
    expect(issued).toMatchObject({ status: 'issued', materials: [{ issuedSns: [] }, { id: chipLine, issuedSns: ['CHIP-1', 'chip-2'] }] });
    expect(await stockOf(t, chip, wh)).toEqual({ qty: 1, ledgerSum: 1 });
    expect(await stockOf(t, board, wh)).toEqual({ qty: before.board.qty - 1, ledgerSum: before.board.ledgerSum - 1 });
    expect((await snOf(t, 'CHIP-1'))?.status).toBe('issued');
    expect((await snOf(t, 'CHIP-2'))?.status).toBe('issued');
    expect(await snOf(t, 'CHIP-3')).toEqual({ warehouseId: wh, status: 'inStock' });
    const ledger = (await t.ctx.db.execute(
      sql`select qty, sns from stock_ledger where doc_type = 'outsourcing' and doc_id = ${o.id} and sku_id = ${chip}`,
    )) as unknown as { rows: J[] };
    expect(ledger.rows).toEqual([{ qty: -2, sns: ['CHIP-1', 'chip-2'] }]);
  });

  it('refuses a receipt beyond expected × 1.05 with 78103 (nothing received); up to the tolerance is accepted', async () => {
    const o = await approved({ products: [{ skuId: cable, qty: 20 }] });
    const issued = (await post(O('/issue'), { id: o.id, version: o.version })).body.data;
    const line = issued.products[0].id;
    const before = await stockOf(t, cable, wh);
    const over = await post(O('/receive'), { id: o.id, version: issued.version, lines: [{ lineId: line, qty: 22 }] });
    expect(over.body.code).toBe(78103);
    expect(await stockOf(t, cable, wh)).toEqual(before);
    const within = await post(O('/receive'), { id: o.id, version: issued.version, lines: [{ lineId: line, qty: 21 }] });
    expect(within.body.data).toMatchObject({ status: 'completed', receivedQty: 21 });
  });

  it('refuses a disabled supplier (73222) on save and on submit; material below zero refuses the issue (78101)', async () => {
    expect((await post(O('/save'), order({ supplierId: disabled }))).body.code).toBe(73222);
    const o = (await post(O('/save'), order())).body.data;
    await t.ctx.db.execute(sql`update suppliers set enabled = false where id = ${supplier}`);
    expect((await post(O('/submit'), { id: o.id, version: o.version })).body.code).toBe(73222);
    await t.ctx.db.execute(sql`update suppliers set enabled = true where id = ${supplier}`);
    const big = await approved({ materials: [{ skuId: board, qty: 10_000 }] });
    const before = await stockOf(t, board, wh);
    expect((await post(O('/issue'), { id: big.id, version: big.version })).body.code).toBe(78101);
    expect(await stockOf(t, board, wh)).toEqual(before);
    expect((await get(O(`/detail/${big.id}`))).body.data.status).toBe('approved');
  });

  it('cancels before issue only, closes an issued order by hand, and refuses actions out of state (1017)', async () => {
    const a = (await post(O('/save'), order())).body.data;
    expect((await post(O('/issue'), { id: a.id, version: a.version })).body).toMatchObject({ code: 1017, data: { state: 'draft' } });
    expect((await post(O('/cancel'), { id: a.id, version: a.version, reason: 'not needed' })).body.data).toMatchObject({
      status: 'cancelled',
      closeReason: 'not needed',
    });
    // in approval: cancelling withdraws the request (out of the approver's inbox, no longer decided)
    const c = (await post(O('/save'), order())).body.data;
    const s = (await post(O('/submit'), { id: c.id, version: c.version })).body.data;
    expect(s.allowedActions).toEqual(['cancel']);
    expect(await inboxOf(t, manager, c.no)).toEqual([s.approval.requestId]);
    expect((await post(O('/cancel'), { id: c.id, version: s.version })).body.data).toMatchObject({ status: 'cancelled', approval: { status: 'withdrawn' } });
    expect(await inboxOf(t, manager, c.no)).toEqual([]);
    expect((await post(A('/approve'), { id: s.approval.requestId, docVersion: s.version }, manager)).body.code).toBe(1017);
    const b = await approved();
    const issued = (await post(O('/issue'), { id: b.id, version: b.version })).body.data;
    expect((await post(O('/cancel'), { id: b.id, version: issued.version })).body).toMatchObject({
      code: 1017,
      data: { state: 'issued', allowedActions: ['receive', 'close'] },
    });
    expect((await post(O('/close'), { id: b.id, version: issued.version, reason: 'supplier stopped' })).body.data).toMatchObject({
      status: 'closed',
      allowedActions: [],
    });
  });

  it('lists with filters; 401 without sign-in and 403 without the permission', async () => {
    const page = (q: Record<string, unknown>) => post(O('/page'), q, viewer);
    const all = (await page({})).body.data;
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect((await page({ status: 'completed' })).body.data.total).toBe(2);
    expect((await page({ supplierId: supplier, warehouseId: wh, no: 'os2026' })).body.data.total).toBe(all.total);
    expect((await page({ createdFrom: '2026-04-02' })).body.data.total).toBe(0);
    expect(all.records[0].allowedActions).toEqual([]);
    const nobody = await userWith(t, []);
    await expectGuarded(t, { method: 'POST', url: O('/page'), payload: {} }, nobody);
    for (const a of ['save', 'submit', 'issue', 'receive', 'close', 'cancel'])
      await expectGuarded(
        t,
        {
          method: 'POST',
          url: O(`/${a}`),
          payload: a === 'save' ? order() : a === 'receive' ? { id: 1, version: 1, lines: [{ lineId: 1, qty: 1 }] } : { id: 1, version: 1 },
        },
        viewer,
      );
  });
});
