import { APPROVAL_PERMISSION, APPROVAL_ROLE_CODES, TRANSFER_PLAN_PERMISSIONS as P } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { grantRole } from '../roles/test-support';
import { insertWarehouses } from '../supply/test-support';
import { inboxOf, insertTestSkus, putStock, snOf, stockOf } from './test-support';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const T = (p: string) => `/lenkor-stock/transferPlan${p}`;
const APPROVE = '/lenkor-supply/approval/approve';
let creator: SignedIn;
let approvers: SignedIn[];
let from: number;
let to: number;
let plain: number;
let serial: number;
const post = (url: string, payload: unknown, who: SignedIn = creator) => call(t, { method: 'POST', url, payload }, who.headers);
const detail = async (id: number) => (await call(t, { method: 'GET', url: T(`/detail/${id}`) }, creator.headers)).body.data;
const ALL = Object.values(P).map((p) => p.name);

/** A user holding the plan's and the approvals' permissions and the seeded approval role(s). */
async function userWithRoles(codes: string[]) {
  const u = await userWith(t, [...ALL, APPROVAL_PERMISSION.view, APPROVAL_PERMISSION.act]);
  for (const code of codes) await grantRole(t, u.userId, code);
  return u;
}
const approve = (who: SignedIn, d: J) => post(APPROVE, { id: d.approval.requestId, docVersion: d.version }, who);
async function approveAll(id: number) {
  for (const a of approvers) expect((await approve(a, await detail(id))).body.code).toBe(2000);
  return detail(id);
}
const newPlan = async (lines: J[], extra: J = {}) =>
  (await post(T('/save'), { fromWarehouseId: from, toWarehouseId: to, plannedShipDate: '2026-03-05', lines, ...extra })).body.data;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  const ws = await insertWarehouses(t, [
    { code: 'TP-SZ', nameZh: '深圳仓', nameEn: 'Shenzhen', type: 'own' },
    { code: 'TP-US', nameZh: '美国仓', nameEn: 'US warehouse', type: 'overseas' },
  ]);
  from = ws[0]!.id;
  to = ws[1]!.id;
  const skus = await insertTestSkus(t, [{ serialised: false }, { serialised: true }]);
  plain = skus[0]!;
  serial = skus[1]!;
  await putStock(t, { skuId: plain!, warehouseId: from, qty: 10 });
  await putStock(t, { skuId: serial!, warehouseId: from, qty: 3, sns: ['SN-A', 'SN-B', 'SN-C'] });
  // the creator also holds the first step's role: refused because it is their own plan, not for the role
  creator = await userWithRoles([APPROVAL_ROLE_CODES.admin]);
  approvers = [];
  for (const code of [APPROVAL_ROLE_CODES.admin, APPROVAL_ROLE_CODES.buyer, APPROVAL_ROLE_CODES.manager, APPROVAL_ROLE_CODES.shipment])
    approvers.push(await userWithRoles([code]));
}, 240_000);
afterAll(() => t.close());

describe('transfer plans: the whole story through the API', () => {
  let planId: number;
  let lineOf: Record<'plain' | 'serial', number>;

  it('creates a draft plan between two different warehouses', async () => {
    const same = await post(T('/save'), { fromWarehouseId: from, toWarehouseId: from, plannedShipDate: '2026-03-05', lines: [{ skuId: plain, qty: 1 }] });
    expect(same.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'toWarehouseId' }] } });
    const badDay = await post(T('/save'), { fromWarehouseId: from, toWarehouseId: to, plannedShipDate: '2026-02-30', lines: [{ skuId: plain, qty: 1 }] });
    expect(badDay.body).toMatchObject({ code: 1001 });
    expect((await post(T('/save'), { fromWarehouseId: from, toWarehouseId: to, plannedShipDate: '2026-03-05', lines: [] })).body.code).toBe(1001);
    expect(
      (await post(T('/save'), { fromWarehouseId: from, toWarehouseId: to, plannedShipDate: '2026-03-05', lines: [{ skuId: 999999, qty: 1 }] })).body,
    ).toMatchObject({
      code: 1001,
      data: { errors: [{ field: 'lines.0.skuId' }] },
    });
    const d = await newPlan([
      { skuId: plain, qty: 6 },
      { skuId: serial, qty: 2 },
    ]);
    expect(d).toMatchObject({
      status: 'draft',
      fromWarehouseName: '深圳仓',
      toWarehouseName: '美国仓',
      plannedQty: 8,
      allowedActions: ['edit', 'submit', 'cancel'],
    });
    expect(d.no).toMatch(/^TP20260302\d{5}$/);
    planId = d.id;
    lineOf = { plain: d.lines[0].id, serial: d.lines[1].id };
  });

  it('passes the four steps by four different users holding the four roles; the creator is refused', async () => {
    let d = (await post(T('/submit'), { id: planId, version: (await detail(planId)).version })).body.data;
    expect(d).toMatchObject({ status: 'applying', approval: { status: 'applying', step: { seq: 1 } } });
    expect((await approve(creator, d)).body.code).toBe(78201);
    // the buyer cannot take the administrative step
    expect((await approve(approvers[1]!, d)).body.code).toBe(78204);
    for (const [i, a] of approvers.entries()) {
      expect((await approve(a, d)).body.code).toBe(2000);
      d = await detail(planId);
      if (i < 3) expect(d).toMatchObject({ status: 'applying', approval: { step: { seq: i + 2 } } });
    }
    expect(d).toMatchObject({ status: 'approved', approval: { status: 'passed' }, allowedActions: ['edit', 'ship', 'cancel'] });
  });

  it('ships: the source balance goes down, in transit up, the SNs in transit', async () => {
    const d = await detail(planId);
    // a serialised line without its SNs
    expect((await post(T('/ship'), { id: planId, version: d.version })).body.code).toBe(78106);
    const shipped = await post(T('/ship'), { id: planId, version: d.version, lines: [{ lineId: lineOf.serial, sns: ['SN-A', 'SN-B'] }] });
    expect(shipped.body.data).toMatchObject({ status: 'shipped', shippedQty: 8, inTransitQty: 8, allowedActions: ['arrive', 'writeOff'] });
    const transit = shipped.body.data.transitWarehouseId;
    expect(await stockOf(t, plain!, from)).toEqual({ qty: 4, ledgerSum: 4 });
    expect(await stockOf(t, plain!, transit)).toEqual({ qty: 6, ledgerSum: 6 });
    expect(await stockOf(t, serial!, from)).toEqual({ qty: 1, ledgerSum: 1 });
    expect(await snOf(t, 'SN-A')).toEqual({ warehouseId: transit, status: 'inTransit' });
    expect(await snOf(t, 'SN-C')).toEqual({ warehouseId: from, status: 'inStock' });
  });

  it('arrives partly, refuses an arrival beyond in transit (78108), writes a shortfall off with a reason and closes', async () => {
    let d = await detail(planId);
    const transit = d.transitWarehouseId;
    d = (
      await post(T('/arrive'), {
        id: planId,
        version: d.version,
        lines: [
          { lineId: lineOf.plain, qty: 2 },
          { lineId: lineOf.serial, qty: 1, sns: ['SN-A'] },
        ],
      })
    ).body.data;
    expect(d).toMatchObject({ status: 'partlyArrived', arrivedQty: 3, inTransitQty: 5 });
    expect(d.lines[0]).toMatchObject({ plannedQty: 6, shippedQty: 6, arrivedQty: 2, writtenOffQty: 0, inTransitQty: 4 });
    expect(d.lines[1]).toMatchObject({ inTransitQty: 1, inTransitSns: ['SN-B'] });
    expect(await stockOf(t, plain!, to)).toEqual({ qty: 2, ledgerSum: 2 });
    expect(await snOf(t, 'SN-A')).toEqual({ warehouseId: to, status: 'inStock' });
    const over = await post(T('/arrive'), { id: planId, version: d.version, lines: [{ lineId: lineOf.plain, qty: 5 }] });
    expect(over.body).toMatchObject({ code: 78108, data: { errors: [{ field: 'lines.0.qty' }] } });
    // an SN that is not in transit on the line
    expect((await post(T('/arrive'), { id: planId, version: d.version, lines: [{ lineId: lineOf.serial, qty: 1, sns: ['SN-A'] }] })).body.code).toBe(78102);
    d = (await post(T('/arrive'), { id: planId, version: d.version, lines: [{ lineId: lineOf.plain, qty: 3 }] })).body.data;
    expect(d).toMatchObject({ status: 'partlyArrived', inTransitQty: 2 });
    // a write-off needs its reason
    const noReason = await post(T('/writeOff'), { id: planId, version: d.version, lines: [{ lineId: lineOf.plain, qty: 1 }] });
    expect(noReason.body).toMatchObject({ code: 1001 });
    const blank = await post(T('/writeOff'), { id: planId, version: d.version, lines: [{ lineId: lineOf.plain, qty: 1, reason: '  ' }] });
    expect(blank.body).toMatchObject({ code: 1001 });
    expect((await post(T('/writeOff'), { id: planId, version: d.version, lines: [{ lineId: lineOf.plain, qty: 2, reason: 'lost' }] })).body.code).toBe(78108);
    d = (await post(T('/writeOff'), { id: planId, version: d.version, lines: [{ lineId: lineOf.plain, qty: 1, reason: 'box crushed at the port' }] })).body
      .data;
    expect(d).toMatchObject({ status: 'partlyArrived', writtenOffQty: 1, inTransitQty: 1 });
    d = (
      await post(T('/writeOff'), { id: planId, version: d.version, lines: [{ lineId: lineOf.serial, qty: 1, sns: ['SN-B'], reason: 'missing on arrival' }] })
    ).body.data;
    expect(d).toMatchObject({ status: 'closed', inTransitQty: 0, arrivedQty: 6, writtenOffQty: 2, allowedActions: [] });
    expect(d.lines[0]).toMatchObject({
      plannedQty: 6,
      shippedQty: 6,
      arrivedQty: 5,
      writtenOffQty: 1,
      inTransitQty: 0,
      writeOffReasons: ['1: box crushed at the port'],
    });
    expect(await snOf(t, 'SN-B')).toMatchObject({ status: 'scrapped' });
    // the ledger sums to the balances everywhere, and transit is empty
    for (const sku of [plain!, serial!])
      for (const w of [from, to, transit]) {
        const s = await stockOf(t, sku, w);
        expect(s.ledgerSum).toBe(s.qty);
      }
    expect(await stockOf(t, plain!, transit)).toEqual({ qty: 0, ledgerSum: 0 });
    expect(await stockOf(t, plain!, to)).toEqual({ qty: 5, ledgerSum: 5 });
    // nothing more once closed
    expect((await post(T('/arrive'), { id: planId, version: d.version, lines: [{ lineId: lineOf.plain, qty: 1 }] })).body).toMatchObject({
      code: 1017,
      data: { state: 'closed' },
    });
  });

  it('an edit in approval goes back to the first step, the editor may no longer approve; a whole arrival ends arrived', async () => {
    let d = await newPlan([{ skuId: plain, qty: 2 }]);
    d = (await post(T('/submit'), { id: d.id, version: d.version })).body.data;
    expect((await approve(approvers[0]!, d)).body.code).toBe(2000);
    expect((await detail(d.id)).approval.step.seq).toBe(2);
    const editor = approvers[1]!;
    d = await detail(d.id);
    const edited = await post(
      T('/update'),
      { id: d.id, version: d.version, fromWarehouseId: from, toWarehouseId: to, plannedShipDate: '2026-03-06', lines: [{ skuId: plain, qty: 1 }] },
      editor,
    );
    expect(edited.body.data).toMatchObject({ status: 'applying', plannedQty: 1, approval: { step: { seq: 1 } } });
    // the version shown before the edit is refused
    expect((await approve(approvers[0]!, d)).body.code).toBe(78203);
    d = edited.body.data;
    expect((await approve(approvers[0]!, d)).body.code).toBe(2000);
    expect((await approve(editor, await detail(d.id))).body.code).toBe(78201);
    // approvers[1] edited; nobody else holds the buyer role: the plan waits. A fresh plan goes through.
    let p = await newPlan([{ skuId: plain, qty: 1 }]);
    p = (await post(T('/submit'), { id: p.id, version: p.version })).body.data;
    p = await approveAll(p.id);
    p = (await post(T('/ship'), { id: p.id, version: p.version })).body.data;
    p = (await post(T('/arrive'), { id: p.id, version: p.version, lines: [{ lineId: p.lines[0].id, qty: 1 }] })).body.data;
    expect(p).toMatchObject({ status: 'arrived', arrivedQty: 1, writtenOffQty: 0 });
  });

  it('refuses shipping more than the source holds (78101), nothing moved; cancels before shipping', async () => {
    let p = await newPlan([{ skuId: plain, qty: 100 }]);
    p = (await post(T('/submit'), { id: p.id, version: p.version })).body.data;
    p = await approveAll(p.id);
    const before = await stockOf(t, plain!, from);
    expect((await post(T('/ship'), { id: p.id, version: p.version })).body.code).toBe(78101);
    expect(await stockOf(t, plain!, from)).toEqual(before);
    expect((await detail(p.id)).status).toBe('approved');
    const c = await post(T('/cancel'), { id: p.id, version: p.version, reason: 'not enough stock' });
    expect(c.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'not enough stock', allowedActions: [] });
    expect((await post(T('/ship'), { id: p.id, version: c.body.data.version })).body).toMatchObject({ code: 1017, data: { state: 'cancelled' } });
    // cancelled while in approval: the request is withdrawn, it leaves the step's inbox and can no longer be decided
    let q = await newPlan([{ skuId: plain, qty: 1 }]);
    q = (await post(T('/submit'), { id: q.id, version: q.version })).body.data;
    expect(q.allowedActions).toEqual(['edit', 'cancel']);
    const shown = q;
    expect(await inboxOf(t, approvers[0]!, q.no)).toEqual([q.approval.requestId]);
    q = (await post(T('/cancel'), { id: q.id, version: q.version })).body.data;
    expect(q).toMatchObject({ status: 'cancelled', approval: { status: 'withdrawn', step: null } });
    expect(await inboxOf(t, approvers[0]!, q.no)).toEqual([]);
    expect((await approve(approvers[0]!, shown)).body.code).toBe(1017);
    expect(
      (await post('/lenkor-supply/approval/reject', { id: shown.approval.requestId, docVersion: shown.version, reason: 'no longer needed' }, approvers[0]!))
        .body.code,
    ).toBe(1017);
    const request = (await call(t, { method: 'GET', url: `/lenkor-supply/approval/detail/${shown.approval.requestId}` }, approvers[0]!.headers)).body.data;
    expect(request).toMatchObject({ status: 'withdrawn', mayAct: false, stepSeq: null });
    expect(request.actions.at(-1)).toMatchObject({ action: 'withdraw', userId: creator.userId, voided: false });
  });

  it('lists with filters by number, warehouses, status and dates', async () => {
    const ids = async (q: J) => (await post(T('/page'), q)).body.data.records.map((r: J) => r.id);
    const d = await detail(planId);
    expect(await ids({ no: d.no })).toEqual([planId]);
    expect(await ids({ status: 'closed' })).toEqual([planId]);
    expect(await ids({ fromWarehouseId: from, toWarehouseId: to, status: 'closed', plannedFrom: '2026-03-05', plannedTo: '2026-03-05' })).toEqual([planId]);
    expect(await ids({ toWarehouseId: from })).toEqual([]);
    expect(await ids({ createdFrom: '2026-03-03' })).toEqual([]);
  });

  it('answers 401 without a token and 403 without the permission', async () => {
    const nobody = await userWith(t, []);
    const d = await newPlan([{ skuId: plain, qty: 1 }]);
    const v = { id: d.id, version: d.version };
    const calls = [
      { method: 'POST' as const, url: T('/page'), payload: {} },
      { method: 'GET' as const, url: T(`/detail/${d.id}`) },
      {
        method: 'POST' as const,
        url: T('/save'),
        payload: { fromWarehouseId: from, toWarehouseId: to, plannedShipDate: '2026-03-05', lines: [{ skuId: plain, qty: 1 }] },
      },
      {
        method: 'POST' as const,
        url: T('/update'),
        payload: { ...v, fromWarehouseId: from, toWarehouseId: to, plannedShipDate: '2026-03-05', lines: [{ skuId: plain, qty: 1 }] },
      },
      { method: 'POST' as const, url: T('/submit'), payload: v },
      { method: 'POST' as const, url: T('/ship'), payload: v },
      { method: 'POST' as const, url: T('/arrive'), payload: { ...v, lines: [{ lineId: d.lines[0].id, qty: 1 }] } },
      { method: 'POST' as const, url: T('/writeOff'), payload: { ...v, lines: [{ lineId: d.lines[0].id, qty: 1, reason: 'x' }] } },
      { method: 'POST' as const, url: T('/cancel'), payload: v },
    ];
    for (const c of calls) await expectGuarded(t, c, nobody);
    const viewer = await userWith(t, [P.view.name]);
    expect((await call(t, { method: 'GET', url: T(`/detail/${d.id}`) }, viewer.headers)).body.data.allowedActions).toEqual([]);
  });
});
