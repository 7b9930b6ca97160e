import { APPROVAL_PERMISSIONS, SHIPMENT_PLAN_PERMISSIONS as P } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { topDeptId } from '../depts';
import { insertWarehouses } from '../supply/test-support';
import { moveStock } from './ledger';
import { inboxOf } from './test-support';

let t: TestApp;
let admin: SignedIn;
let clerk: SignedIn;
let approver: SignedIn & { username: string };
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const S = (p: string) => t.ctx.svcPath('stock', `/shipmentPlan${p}`);
const D = (p: string) => t.ctx.svcPath('dealer', p);
const post = (url: string, payload: unknown, headers = clerk.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers = clerk.headers) => call(t, { method: 'GET', url }, headers);
const rows = async <R>(q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: R[] }).rows;
const one = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(q))[0]!.id);

let serial: number;
let plain: number;
let wh: number;
let otherWh: number;
let channel: number;
let fabA: number;
let fabB: number;
let dealer: J;
let poLineA: number;
let poLineB: number;

/** SNs received on a purchase-order line into a warehouse (the ledger), registered as devices. */
async function receive(skuId: number, warehouseId: number, sns: string[], poLineId: number | null, docId: number, box = 'BOX-1') {
  for (const sn of sns) await t.ctx.db.execute(sql`insert into devices (sn, product_id) values (${sn}, 1)`);
  await t.ctx.db.transaction((tx) =>
    moveStock(
      tx,
      [
        {
          skuId,
          warehouseId,
          qty: sns.length,
          kind: 'receipt',
          doc: { type: 'purchaseReceipt', id: docId, no: `PR-T${docId}` },
          sns,
          sn: { boxNo: box, ...(poLineId ? { poLineId } : {}) },
        },
      ],
      { userId: 1, name: 'admin' },
      new Date(clock.now()),
    ),
  );
}
async function putPlain(skuId: number, warehouseId: number, qty: number) {
  await t.ctx.db.transaction((tx) =>
    moveStock(
      tx,
      [{ skuId, warehouseId, qty, kind: 'adjustment', doc: { type: 'test', id: 1, no: 'ADJ-1' }, reason: 'opening' }],
      { userId: 1, name: 'admin' },
      new Date(clock.now()),
    ),
  );
}
async function balance(skuId: number, warehouseId: number) {
  const r = await rows<{ qty: number }>(sql`select qty from stock_balances where sku_id = ${skuId} and warehouse_id = ${warehouseId}`);
  return Number(r[0]?.qty ?? 0);
}

/** A plan through the approval: the clerk adds and submits it, the approver approves it through the engine's route. */
async function approvedPlan(body: J): Promise<J> {
  const added = await post(S('/save'), body);
  expect(added.body.code).toBe(2000);
  const sub = await post(S('/submit'), { id: added.body.data.id, version: added.body.data.version });
  expect(sub.body).toMatchObject({ code: 2000, data: { status: 'applying' } });
  await approve(sub.body.data);
  const d = await get(S(`/detail/${added.body.data.id}`));
  expect(d.body.data.status).toBe('approved');
  return d.body.data;
}
/** The engine's decision as a user makes it, through its route. */
async function decideAs(who: SignedIn, requestId: number, docVersion: number, outcome: 'approve' | 'reject', reason?: string) {
  const r = await call(
    t,
    { method: 'POST', url: t.ctx.svcPath('supply', `/approval/${outcome}`), payload: { id: requestId, docVersion, ...(reason ? { reason } : {}) } },
    who.headers,
  );
  return r.body;
}
async function approve(plan: J, who: SignedIn = approver) {
  const r = await decideAs(who, plan.approval.requestId, plan.version, 'approve');
  expect(r.code).toBe(2000);
  return r;
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  clerk = await userWith(t, [
    P.view.name,
    P.add.name,
    P.edit.name,
    P.submit.name,
    P.ship.name,
    P.cancel.name,
    'supply_trace_view',
    APPROVAL_PERMISSIONS.act.name,
  ]);
  approver = await userWith(t, [P.view.name, APPROVAL_PERMISSIONS.act.name]);
  // the shipment plan's template: one step, the approver's role
  const roleId = await one(sql`select r.id from roles r join user_roles ur on ur.role_id = r.id where ur.user_id = ${approver.userId}`);
  // (the seeded template's step, or a new template, gets the approver's role)
  const seeded = await rows<{ id: number }>(sql`select id from workflow_templates where doc_type = 'shipmentPlan' and del_flag = false`);
  const tpl = seeded[0]
    ? Number(seeded[0].id)
    : await one(
        sql`insert into workflow_templates (doc_type, name_zh, name_en, enabled) values ('shipmentPlan', '发货审批', 'Shipment approval', true) returning id`,
      );
  await t.ctx.db.execute(sql`update workflow_templates set enabled = true where id = ${tpl}`);
  await t.ctx.db.execute(sql`delete from workflow_template_steps where template_id = ${tpl}`);
  await t.ctx.db.execute(
    sql`insert into workflow_template_steps (template_id, seq, name_zh, name_en, role_id) values (${tpl}, 1, '采购经理', 'Purchasing manager', ${roleId})`,
  );
  serial = await one(sql`insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency, serialised)
    values ('SHP-SN', '诊断仪', 'Scanner', 1, 1, 'SHP-SN', 1, 'CNY', true) returning id`);
  plain = await one(sql`insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency, serialised)
    values ('SHP-CABLE', '线缆', 'Cable', 1, 1, 'SHP-CABLE', 1, 'CNY', false) returning id`);
  [wh, otherWh] = (
    await insertWarehouses(t, [
      { code: 'SHP-WH', nameZh: '深圳仓', nameEn: 'Shenzhen', type: 'own' },
      { code: 'SHP-WH2', nameZh: '东莞仓', nameEn: 'Dongguan', type: 'own' },
    ])
  ).map((w) => w.id) as [number, number];
  channel = await one(sql`insert into channels (code, name_zh, name_en, platform) values ('SHP-AMZ', '亚马逊', 'Amazon', 'amazon') returning id`);
  fabA = await one(sql`insert into suppliers (code, name_zh, name_en) values ('SHP-FAB-A', '工厂甲', 'Factory A') returning id`);
  fabB = await one(sql`insert into suppliers (code, name_zh, name_en) values ('SHP-FAB-B', '工厂乙', 'Factory B') returning id`);
  const po = async (supplierId: number, no: string) =>
    one(sql`insert into purchase_orders (no, supplier_id, warehouse_id, currency, expected_date, over_receipt_pct, status, total_amount, creator_id, creator_name)
      values (${no}, ${supplierId}, ${wh}, 'CNY', '2026-03-01', 0, 'toReceive', 10, 1, 'admin') returning id`);
  const line = async (orderId: number) =>
    one(sql`insert into purchase_order_lines (order_id, seq, sku_id, qty, unit_price, amount) values (${orderId}, 1, ${serial}, 10, 1, 10) returning id`);
  poLineA = await line(await po(fabA, 'PO-SHP-A'));
  poLineB = await line(await po(fabB, 'PO-SHP-B'));
  await receive(serial, wh, ['SHPA1', 'SHPA2', 'SHPA3'], poLineA, 1);
  await receive(serial, wh, ['SHPB1', 'SHPB2'], poLineB, 2, 'BOX-2');
  await receive(serial, otherWh, ['SHPX1'], poLineA, 3);
  await putPlain(plain, wh, 10);
  const team = (await topDeptId(t.ctx.db))!;
  const [area] = await rows<{ id: number }>(sql`select id from dealer_areas where code = '01'`);
  const d = await call(
    t,
    {
      method: 'POST',
      url: D('/dealer/add'),
      payload: {
        name: 'Shipment dealer',
        account: 'dealer_ship.x@y',
        email: 'ship.dealer@example.com',
        areaId: area!.id,
        serviceTeamId: team,
        doiRegistered: false,
        teamPermission: true,
        individualPermission: false,
        profitRatios: [{ skuId: plain, ratio: 10 }],
      },
    },
    admin.headers,
  );
  expect(d.body).toMatchObject({ code: 2000 });
  dealer = d.body.data;
});
afterAll(() => t.close());

const toDealer = (lines: J[], over: J = {}) => ({ warehouseId: wh, targetKind: 'dealer', targetId: dealer.id, plannedDate: '2026-03-05', lines, ...over });

describe('shipment plans', () => {
  it('ships to a dealer after a different user approves: the ledger goes down, the SNs are shipped, the dealer holds the devices, one allocation record per supplier', async () => {
    const plan = await approvedPlan(
      toDealer(
        [
          { skuId: serial, qty: 3 },
          { skuId: plain, qty: 4 },
        ],
        { remark: 'spring stock' },
      ),
    );
    expect(plan).toMatchObject({
      no: expect.stringMatching(/^SP2026030\d{6}$/),
      targetKind: 'dealer',
      targetName: 'Shipment dealer',
      warehouseName: '深圳仓',
      allowedActions: ['ship', 'cancel'],
    });
    const [snLine, plainLine] = plan.lines;
    expect(snLine).toMatchObject({ serialised: true, qty: 3, skuCode: 'SHP-SN' });
    clock.advance(60_000);
    const shipped = await post(S('/ship'), { id: plan.id, version: plan.version, lines: [{ lineId: snLine.id, sns: ['SHPA1', 'SHPA2', 'SHPB1'] }] });
    expect(shipped.body).toMatchObject({ code: 2000, data: { status: 'shipped', allowedActions: [] } });
    expect(shipped.body.data.lines[0].sns).toEqual(['SHPA1', 'SHPA2', 'SHPB1']);
    expect(plainLine.sns).toEqual([]);
    expect(await balance(serial, wh)).toBe(2);
    expect(await balance(plain, wh)).toBe(6);
    const sns = await rows<{ sn: string; status: string; dealer_id: number }>(
      sql`select sn, status, dealer_id from stock_sns where sn in ('SHPA1','SHPA2','SHPB1') order by sn`,
    );
    expect(sns.every((s) => s.status === 'shipped' && s.dealer_id === dealer.id)).toBe(true);
    const led = await rows<{ kind: string; qty: number; doc_no: string }>(
      sql`select kind, qty, doc_no from stock_ledger where doc_type = 'shipmentPlan' and doc_id = ${plan.id} order by id`,
    );
    expect(led.map((l) => [l.kind, l.qty, l.doc_no])).toEqual(
      expect.arrayContaining([
        ['dealerShipment', -3, plan.no],
        ['dealerShipment', -4, plan.no],
      ]),
    );
    // the dealer's network, through the dealers API
    const devices = await call(t, { method: 'POST', url: D('/device/page'), payload: { dealerId: dealer.id } }, admin.headers);
    expect(devices.body.data.records.map((r: J) => r.sn).sort()).toEqual(['SHPA1', 'SHPA2', 'SHPB1']);
    const ships = await call(t, { method: 'POST', url: D('/shipment/page'), payload: { dealerId: dealer.id } }, admin.headers);
    const recs = ships.body.data.records as J[];
    expect(recs).toHaveLength(2);
    const details = await Promise.all(recs.map((r) => call(t, { method: 'GET', url: D(`/shipment/detail/${r.serialNo}`) }, admin.headers)));
    const byProvider = Object.fromEntries(details.map((d) => [d.body.data.providerId, d.body.data.sns.sort()]));
    expect(byProvider).toEqual({ [fabA]: ['SHPA1', 'SHPA2'], [fabB]: ['SHPB1'] });
    expect(details.every((d) => d.body.data.remarkType === 'factory' && d.body.data.remark === plan.no)).toBe(true);
    // shipped once: not again, not cancelled
    const again = await post(S('/ship'), { id: plan.id, version: shipped.body.data.version, lines: [] });
    expect(again.body).toMatchObject({ code: 1017, data: { state: 'shipped' } });
    expect((await post(S('/cancel'), { id: plan.id, version: shipped.body.data.version })).body.code).toBe(1017);
  });

  it('ships to a sales channel (the channel is the approval condition), no dealer involved', async () => {
    const plan = await approvedPlan({
      warehouseId: wh,
      targetKind: 'channel',
      targetId: channel,
      plannedDate: '2026-03-06',
      lines: [{ skuId: plain, qty: 2 }],
    });
    expect(plan).toMatchObject({ targetName: '亚马逊' });
    const req = await rows<{ channel_id: number }>(sql`select channel_id from approval_requests where doc_type = 'shipmentPlan' and doc_id = ${plan.id}`);
    expect(req[0]!.channel_id).toBe(channel);
    const r = await post(S('/ship'), { id: plan.id, version: plan.version });
    expect(r.body).toMatchObject({ code: 2000, data: { status: 'shipped' } });
    const led = await rows<{ kind: string }>(sql`select kind from stock_ledger where doc_type = 'shipmentPlan' and doc_id = ${plan.id}`);
    expect(led.map((l) => l.kind)).toEqual(['channelShipment']);
    expect(await balance(plain, wh)).toBe(4);
  });

  it('refuses shipping more than in stock (78101) and an SN not in that warehouse (78102); nothing moves', async () => {
    const tooMany = await approvedPlan(toDealer([{ skuId: plain, qty: 50 }]));
    const r1 = await post(S('/ship'), { id: tooMany.id, version: tooMany.version });
    expect(r1.body.code).toBe(78101);
    expect(await balance(plain, wh)).toBe(4);
    const wrongWh = await approvedPlan(toDealer([{ skuId: serial, qty: 1 }]));
    const r2 = await post(S('/ship'), { id: wrongWh.id, version: wrongWh.version, lines: [{ lineId: wrongWh.lines[0].id, sns: ['SHPX1'] }] });
    expect(r2.body.code).toBe(78102);
    const count = await post(S('/ship'), { id: wrongWh.id, version: wrongWh.version, lines: [{ lineId: wrongWh.lines[0].id, sns: ['SHPA3', 'SHPB2'] }] });
    expect(count.body.code).toBe(78106);
    expect((await get(S(`/detail/${wrongWh.id}`))).body.data.status).toBe('approved');
    const held = await call(t, { method: 'POST', url: D('/device/page'), payload: { dealerId: dealer.id } }, admin.headers);
    expect(held.body.data.total).toBe(3);
  });

  it('refuses an SN that has no device in the register, clearly', async () => {
    await receive(serial, wh, [], null, 9);
    await t.ctx.db.transaction((tx) =>
      moveStock(
        tx,
        [{ skuId: serial, warehouseId: wh, qty: 1, kind: 'adjustment', doc: { type: 'test', id: 2, no: 'ADJ-2' }, sns: ['NODEV1'], reason: 'found' }],
        { userId: 1, name: 'admin' },
        new Date(clock.now()),
      ),
    );
    const plan = await approvedPlan(toDealer([{ skuId: serial, qty: 1 }]));
    const r = await call(
      t,
      { method: 'POST', url: S('/ship'), payload: { id: plan.id, version: plan.version, lines: [{ lineId: plan.lines[0].id, sns: ['NODEV1'] }] } },
      { ...clerk.headers, 'accept-language': 'en-US' },
    );
    expect(r.body).toMatchObject({ code: 1001, data: { sns: ['NODEV1'] } });
    expect(JSON.stringify(r.body)).toContain('no device is registered with this SN');
  });

  it('edits a rejected plan, resubmits it, cancels it in approval (the request is withdrawn); the creator cannot approve their own plan', async () => {
    const added = (await post(S('/save'), toDealer([{ skuId: plain, qty: 1 }]))).body.data;
    expect(added).toMatchObject({ status: 'draft', allowedActions: ['edit', 'submit', 'cancel'] });
    const sub = (await post(S('/submit'), { id: added.id, version: added.version })).body.data;
    // the creator may not approve their own plan
    expect((await decideAs(clerk, sub.approval.requestId, sub.version, 'approve')).code).not.toBe(2000);
    expect((await decideAs(approver, sub.approval.requestId, sub.version, 'reject', 'wrong date')).code).toBe(2000);
    const rejected = (await get(S(`/detail/${added.id}`))).body.data;
    expect(rejected.status).toBe('rejected');
    const edited = await post(S('/update'), {
      id: added.id,
      version: rejected.version,
      ...toDealer([{ skuId: plain, qty: 2 }], { plannedDate: '2026-03-09' }),
    });
    expect(edited.body).toMatchObject({ code: 2000, data: { status: 'rejected', plannedDate: '2026-03-09', totalQty: 2 } });
    const stale = await post(S('/update'), { id: added.id, version: rejected.version, ...toDealer([{ skuId: plain, qty: 3 }]) });
    expect(stale.body.code).toBe(1005);
    const again = (await post(S('/submit'), { id: added.id, version: edited.body.data.version })).body.data;
    expect(again.status).toBe('applying');
    expect(await inboxOf(t, approver, added.no)).toEqual([again.approval.requestId]);
    const cancelled = await post(S('/cancel'), { id: added.id, version: again.version });
    expect(cancelled.body).toMatchObject({ code: 2000, data: { status: 'cancelled', allowedActions: [], approval: { status: 'withdrawn' } } });
    // out of the approver's inbox; deciding it now is refused
    expect(await inboxOf(t, approver, added.no)).toEqual([]);
    expect((await decideAs(approver, again.approval.requestId, again.version, 'approve')).code).toBe(1017);
    const list = await post(S('/page'), { status: 'cancelled', targetKind: 'dealer', warehouseId: wh });
    expect(list.body.data.records.map((r: J) => r.id)).toContain(added.id);
    expect((await post(S('/page'), { no: added.no })).body.data.total).toBe(1);
  });

  it('refuses a disabled channel, an unknown dealer, a missing line and a bad date', async () => {
    expect((await post(S('/save'), toDealer([{ skuId: plain, qty: 1 }], { targetId: 999_999 }))).body.code).toBe(73216);
    expect((await post(S('/save'), toDealer([{ skuId: plain, qty: 1 }], { targetKind: 'channel', targetId: 999_999 }))).body.code).toBe(1001);
    expect((await post(S('/save'), toDealer([]))).body.code).toBe(1001);
    expect((await post(S('/save'), toDealer([{ skuId: plain, qty: 1 }], { plannedDate: '5 March' }))).body.code).toBe(1001);
    expect((await post(S('/save'), toDealer([{ skuId: 999_999, qty: 1 }]))).body.code).toBe(1001);
  });

  it('401 without a token, 403 without the permission', async () => {
    const anon = await call(t, { method: 'POST', url: S('/page'), payload: {} }, {});
    expect(anon.status).toBe(401);
    const viewer = await userWith(t, [P.view.name]);
    expect((await post(S('/page'), {}, viewer.headers)).body.code).toBe(2000);
    for (const [url, body] of [
      ['/save', toDealer([{ skuId: plain, qty: 1 }])],
      ['/submit', { id: 1, version: 1 }],
      ['/ship', { id: 1, version: 1 }],
      ['/cancel', { id: 1, version: 1 }],
    ] as const) {
      expect((await post(S(url), body, viewer.headers)).status).toBe(403);
    }
    const nobody = await userWith(t, []);
    expect((await post(S('/page'), {}, nobody.headers)).status).toBe(403);
  });
});
