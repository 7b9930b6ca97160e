import { APPROVAL_PERMISSION, PURCHASE_ORDER_PERMISSIONS as PO, SHIPMENT_PLAN_PERMISSIONS as SP, TRACE_PERMISSIONS as T } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { topDeptId } from '../depts';
import { insertSuppliers, insertWarehouses } from '../supply/test-support';
import { approverWith } from './test-support';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-04-01T08:00:00Z'));
let clerk: SignedIn; // orders, receives, plans and ships
let manager: SignedIn; // the purchasing manager: approves
let wh: number;
let supplier: number;
let serial: number;
let dealer: J;
let poLineId: number;
let poNo: string;
let planNo: string;
const O = (p: string) => t.ctx.svcPath('stock', `/purchaseOrder${p}`);
const S = (p: string) => t.ctx.svcPath('stock', `/shipmentPlan${p}`);
const TR = (p: string) => t.ctx.svcPath('stock', `/trace${p}`);
const A = (p: string) => t.ctx.svcPath('supply', `/approval${p}`);
const post = (url: string, payload: unknown, who: SignedIn = clerk) => call(t, { method: 'POST', url, payload }, who.headers);
const get = (url: string, who: SignedIn = clerk) => call(t, { method: 'GET', url }, who.headers);
const rows = async <R = J>(q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: R[] }).rows;

async function approve(url: string) {
  const d = (await get(url)).body.data;
  const r = await post(A('/approve'), { id: d.approval.requestId, docVersion: d.version }, manager);
  expect(r.body.code).toBe(2000);
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  const admin = await signInAdmin(t);
  const perms = [...Object.values(PO), ...Object.values(SP), ...Object.values(T)].map((p) => p.name);
  clerk = await userWith(t, perms);
  manager = await approverWith(t, [...perms, APPROVAL_PERMISSION.act]);
  [wh] = (await insertWarehouses(t, [{ code: 'TR-WH', nameZh: '追溯仓', nameEn: 'Trace WH', type: 'own' }])).map((w) => w.id) as [number];
  [supplier] = (await insertSuppliers(t, [{ code: 'TR-FAB', nameZh: '追溯工厂', nameEn: 'Trace factory' }])).map((s) => s.id) as [number];
  const [s] = await rows<{ id: number }>(
    sql`insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency, serialised)
        values ('TR-SN', '追溯诊断仪', 'Trace scanner', 1, 1, 'TR-SN', 1, 'CNY', true) returning id`,
  );
  serial = Number(s!.id);
  const team = (await topDeptId(t.ctx.db))!;
  const [area] = await rows<{ id: number }>(sql`select id from dealer_areas where code = '01'`);
  const d = await call(
    t,
    {
      method: 'POST',
      url: t.ctx.svcPath('dealer', '/dealer/add'),
      payload: {
        name: 'Trace dealer',
        account: 'dealer_trace.x@y',
        email: 'trace.dealer@example.com',
        areaId: area!.id,
        serviceTeamId: team,
        doiRegistered: false,
        teamPermission: true,
        individualPermission: false,
        profitRatios: [{ skuId: serial, ratio: 10 }],
      },
    },
    admin.headers,
  );
  expect(d.body).toMatchObject({ code: 2000 });
  dealer = d.body.data;

  // ordered, approved and received through purchasing's API: 3 SNs in box TR-BOX-1
  const o = (
    await post(O('/save'), {
      supplierId: supplier,
      warehouseId: wh,
      currency: 'CNY',
      expectedDate: '2026-04-10',
      lines: [{ skuId: serial, qty: 3, unitPrice: 100 }],
    })
  ).body.data;
  poNo = o.no;
  poLineId = o.lines[0].id;
  await post(O('/submit'), { id: o.id, version: o.version });
  await approve(O(`/detail/${o.id}`));
  clock.advance(60_000);
  const approved = (await get(O(`/detail/${o.id}`))).body.data;
  const r = await post(O('/receive'), {
    id: o.id,
    version: approved.version,
    lines: [{ orderLineId: poLineId, receivedQty: 3, sns: ['TRSN1', 'TRSN2', 'TRSN3'], boxNo: 'TR-BOX-1' }],
  });
  expect(r.body.code).toBe(2000);

  // two of them shipped to the dealer through a shipment plan
  clock.advance(60_000);
  const p = (
    await post(S('/save'), { warehouseId: wh, targetKind: 'dealer', targetId: dealer.id, plannedDate: '2026-04-05', lines: [{ skuId: serial, qty: 2 }] })
  ).body.data;
  planNo = p.no;
  await post(S('/submit'), { id: p.id, version: p.version });
  await approve(S(`/detail/${p.id}`));
  const ap = (await get(S(`/detail/${p.id}`))).body.data;
  const shipped = await post(S('/ship'), { id: p.id, version: ap.version, lines: [{ lineId: ap.lines[0].id, sns: ['TRSN1', 'TRSN2'] }] });
  expect(shipped.body).toMatchObject({ code: 2000, data: { status: 'shipped' } });
  // a customer activates one of them (the devices area's own flow is tested there)
  await t.ctx.db.execute(
    sql`update devices set status = 'activated', activation_time = '2026-04-20T10:00:00Z', bind_time = '2026-04-20T10:00:00Z', customer_id = 4242 where sn = 'TRSN1'`,
  );
});
afterAll(() => t.close());

describe('the trace', () => {
  it("follows one SN from its purchase order through the receipt and the shipment to the dealer and the customer's activation", async () => {
    const r = await call(t, { method: 'GET', url: `${TR('/sn')}?sn=TRSN1` }, { ...clerk.headers, 'accept-language': 'en-US' });
    expect(r.body.code).toBe(2000);
    const tr = r.body.data;
    expect(tr).toMatchObject({
      sn: 'TRSN1',
      current: { status: 'shipped' },
      purchase: { orderNo: poNo, lineId: poLineId, supplierId: supplier, supplierName: 'Trace factory' },
      receipt: { receiptNo: expect.stringMatching(/^GR/), boxNo: 'TR-BOX-1' },
      shippedTo: { id: dealer.id, name: 'Trace dealer' },
      heldBy: { id: dealer.id, name: 'Trace dealer' },
      device: { status: 'activated', activationTime: '2026-04-20T10:00:00.000Z', bound: true },
    });
    expect(tr.movements.map((m: J) => [m.kind, m.qty, m.warehouseName])).toEqual([
      ['receipt', 3, 'Trace WH'],
      ['dealerShipment', -2, 'Trace WH'],
    ]);
    expect(tr.movements[1].docNo).toBe(planNo);
    expect(tr.movements.every((m: J) => m.operator && m.at)).toBe(true);
    // no customer data beyond "bound"
    expect(JSON.stringify(tr)).not.toContain('4242');
    expect(tr.device).not.toHaveProperty('customerId');
  });

  it('an SN still in stock: no dealer, a device not yet activated; an unknown SN: nothing', async () => {
    const tr = (await get(`${TR('/sn')}?sn=TRSN3`)).body.data;
    expect(tr).toMatchObject({
      current: { status: 'inStock', warehouseId: wh },
      shippedTo: null,
      heldBy: null,
      device: { status: 'unactivated', bound: false },
    });
    expect(tr.movements).toHaveLength(1);
    const none = (await get(`${TR('/sn')}?sn=NOPE-1`)).body.data;
    expect(none).toMatchObject({ current: null, purchase: null, receipt: null, movements: [], device: null });
  });

  it('lists the SNs received on a purchase-order line, paged, with where each is now', async () => {
    const r = (await get(`${TR('/poLine')}?poLineId=${poLineId}&size=10`)).body;
    expect(r.code).toBe(2000);
    expect(r.data).toMatchObject({ total: 3, purchase: { orderNo: poNo } });
    expect(r.data.records.map((x: J) => [x.sn, x.status, x.dealer?.name ?? null, x.boxNo, x.deviceStatus])).toEqual([
      ['TRSN1', 'shipped', 'Trace dealer', 'TR-BOX-1', 'activated'],
      ['TRSN2', 'shipped', 'Trace dealer', 'TR-BOX-1', 'unactivated'],
      ['TRSN3', 'inStock', null, 'TR-BOX-1', 'unactivated'],
    ]);
    const p2 = (await get(`${TR('/poLine')}?poLineId=${poLineId}&size=10&current=2`)).body.data;
    expect(p2.records).toEqual([]);
    expect((await get(`${TR('/poLine')}?poLineId=abc`)).body.code).toBe(1001);
  });

  it('401 without a token, 403 without supply_trace_view', async () => {
    expect((await call(t, { method: 'GET', url: `${TR('/sn')}?sn=TRSN1` })).status).toBe(401);
    const other = await userWith(t, [SP.view.name]);
    expect((await get(`${TR('/sn')}?sn=TRSN1`, other)).status).toBe(403);
    expect((await get(`${TR('/poLine')}?poLineId=${poLineId}`, other)).status).toBe(403);
  });
});
