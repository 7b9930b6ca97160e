import { readFileSync } from 'node:fs';
import { EXPERT_ORDER_STATUSES, EXPERT_PERMISSIONS as P, type TExpertOrderPageQuery } from '@diagops/contracts';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, encrypt, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { explainUsesIndex } from '../../platform/kit/explain';
import { signUpCustomer } from '../customers/test-support';
import { insertProducts } from '../products/test-support';
import { DEMO_EXPERT_PASSWORD, seedExpertsDemo } from './experts.demo';
import { expertPage, type OrderScope, orderPage } from './experts.repository';
import { expertOrders, experts } from './experts.tables';

let t: TestApp;
let admin: SignedIn;
const PASSWORD = 'Expert#2024a';
const R = (p: string) => `/lenkor-remote${p}`;
const A = (p: string) => `/lenkor-app${p}`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

let seq = 0;
async function newExpert(over: Record<string, unknown> = {}) {
  seq++;
  const account = `expert${seq}_${Date.now().toString(36)}`;
  const r = await post(
    R('/expert/add'),
    {
      account,
      password: encrypt(t, PASSWORD),
      name: `专家 ${seq}`,
      email: `${account}@example.com`,
      phone: `1390000${String(1000 + seq)}`,
      goodBrands: ['Toyota', 'BYD'],
      experienceStartYear: 2010,
      ...over,
    },
    admin.headers,
  );
  expect(r.json().code, r.body).toBe(2000);
  const session = await signIn(t, account, PASSWORD, `dev-${account}`);
  return { expert: r.json().data as { id: number; version: number; userId: number }, account, session };
}

const VIN = 'LSVAU2180N2123456';
async function newOrder(customer: { headers: Record<string, string> }, expertId: number) {
  const r = await post(
    A('/expertOrder/create'),
    { expertId, vehicleInfo: 'Toyota Camry 2019', vin: VIN, serviceType: 'remoteDiagnosis', content: 'engine light on, P0301' },
    customer.headers,
  );
  expect(r.json().code, r.body).toBe(2000);
  return r.json().data as { id: number; version: number; status: string };
}

describe('experts (profiles and accounts)', () => {
  it('adds an expert with a console account of type expert holding the expert role; a taken account is 73211', async () => {
    const { expert, account, session } = await newExpert();
    expect(expert).toMatchObject({ experienceYears: new Date(t.clock.now()).getUTCFullYear() - 2010, rating: 0, ordersCompleted: 0, enabled: true });
    const dup = await post(
      R('/expert/add'),
      { account, password: encrypt(t, PASSWORD), name: 'x', email: 'x@example.com', phone: '13900009999', goodBrands: ['BMW'], experienceStartYear: 2015 },
      { ...admin.headers, language: 'en-US' },
    );
    expect(dup.json()).toMatchObject({ code: 73211, msg: 'The login account already exists' });
    // the expert reaches its own orders, not the expert list
    expect((await post(R('/order/page'), {}, session.headers)).json().code).toBe(2000);
    expect((await post(R('/expert/page'), {}, session.headers)).json().code).toBe(1000);
    expect((await get(R('/expert/mine'), session.headers)).json().data.id).toBe(expert.id);
    expect((await get(R('/expert/mine'), admin.headers)).json().code).toBe(1002);
    // unknown fields and a bad phone are refused
    expect((await post(R('/expert/update'), { id: expert.id, version: 1, extra: 1 }, admin.headers)).json().code).toBe(1001);
  });

  it('edits at the version seen (1005 stale); disabling locks the account and ends its sessions at once', async () => {
    const { expert, session, account } = await newExpert();
    const body = { name: 'New name', email: 'new@example.com', phone: '13911112222', goodBrands: ['Audi'], experienceStartYear: 2012 };
    const up = await post(R('/expert/update'), { id: expert.id, version: 1, ...body }, admin.headers);
    expect(up.json().data).toMatchObject({ name: 'New name', version: 2, goodBrands: ['Audi'] });
    expect((await post(R('/expert/update'), { id: expert.id, version: 1, ...body }, admin.headers)).json().code).toBe(1005);
    const off = await post(R('/expert/disable'), { id: expert.id, version: 2 }, admin.headers);
    expect(off.json().data.enabled).toBe(false);
    expect((await post(R('/order/page'), {}, session.headers)).json().code).toBe(1003);
    await expect(signIn(t, account, PASSWORD, 'again')).rejects.toThrow();
    expect((await post(R('/expert/disable'), { id: expert.id, version: 3 }, admin.headers)).json().code).toBe(1017);
    // a customer cannot order from a disabled expert
    const c = await signUpCustomer(t);
    const r = await post(A('/expertOrder/create'), { expertId: expert.id, vehicleInfo: 'x', vin: VIN, serviceType: 'coding', content: 'x' }, c.headers);
    expect(r.json().code).toBe(1017);
    expect((await post(R('/expert/enable'), { id: expert.id, version: 3 }, admin.headers)).json().data.enabled).toBe(true);
    expect((await signIn(t, account, PASSWORD, 'again')).token).toBeTruthy();
  });
});

describe('an expert edits its own profile; staff reassign orders (issue #15 gap 4)', () => {
  const profile = { name: 'Self Edited', nickname: 'Ace', email: 'self@example.com', phone: '13922223333', goodBrands: ['Tesla'], experienceStartYear: 2005 };

  it('an expert edits its own profile only, at the version seen; the account follows; staff without a profile get 1002', async () => {
    const me = await newExpert({ remark: 'staff note' });
    const other = await newExpert();
    const r = await post(R('/expert/mine/update'), { version: 1, ...profile }, me.session.headers);
    expect(r.json().data).toMatchObject({ id: me.expert.id, name: 'Self Edited', nickname: 'Ace', goodBrands: ['Tesla'], remark: 'staff note', version: 2 });
    expect((await get(R('/expert/mine'), me.session.headers)).json().data.experienceStartYear).toBe(2005);
    const [acc] = await t.ctx.db.select({ userId: experts.userId }).from(experts).where(eq(experts.id, me.expert.id));
    expect(acc!.userId).toBe(me.expert.userId);
    // stale version, another expert's id, the staff's remark, the staff's own route: refused
    const stale = await post(R('/expert/mine/update'), { version: 1, ...profile }, { ...me.session.headers, language: 'en-US' });
    expect(stale.json().code).toBe(1005);
    expect((await post(R('/expert/mine/update'), { id: other.expert.id, version: 1, ...profile }, me.session.headers)).json().code).toBe(1001);
    expect((await post(R('/expert/mine/update'), { version: 2, remark: 'mine', ...profile }, me.session.headers)).json().code).toBe(1001);
    expect((await post(R('/expert/update'), { id: other.expert.id, version: 1, ...profile }, me.session.headers)).json().code).toBe(1000);
    expect((await post(R('/expert/mine/update'), { version: 2, ...profile, email: 'not-mail' }, me.session.headers)).json().code).toBe(1001);
    // the other expert is untouched
    expect((await get(R('/expert/mine'), other.session.headers)).json().data).toMatchObject({ version: 1, name: expect.not.stringContaining('Self') });
    expect((await post(R('/expert/mine/update'), { version: 1, ...profile }, admin.headers)).json().code).toBe(1002);
    const nobody = await userWith(t, []);
    expect((await post(R('/expert/mine/update'), { version: 1, ...profile }, nobody.headers)).json().code).toBe(1000);
  });

  it('staff reassign an order before its service to another enabled expert, with the reason in the history', async () => {
    const a = await newExpert();
    const b = await newExpert();
    const customer = await signUpCustomer(t);
    const order = await newOrder(customer, a.expert.id);
    const accepted = (await post(R('/order/accept'), { id: order.id, version: order.version }, a.session.headers)).json().data;
    expect(accepted.status).toBe('waitingConfirmation');
    // the reason is required; an expert cannot reassign; a stale version is 1005
    expect((await post(R('/order/reassign'), { id: order.id, version: accepted.version, expertId: b.expert.id }, admin.headers)).json().code).toBe(1001);
    expect(
      (await post(R('/order/reassign'), { id: order.id, version: accepted.version, expertId: b.expert.id, reason: '  ' }, admin.headers)).json().code,
    ).toBe(1001);
    const byExpert = await post(R('/order/reassign'), { id: order.id, version: accepted.version, expertId: b.expert.id, reason: 'x' }, a.session.headers);
    expect(byExpert.json().code).toBe(1000);
    expect((await post(R('/order/reassign'), { id: order.id, version: 1, expertId: b.expert.id, reason: 'x' }, admin.headers)).json().code).toBe(1005);
    // the same expert, an unknown one, a disabled one
    const same = await post(R('/order/reassign'), { id: order.id, version: accepted.version, expertId: a.expert.id, reason: 'x' }, admin.headers);
    expect(same.json().code).toBe(1017);
    expect((await post(R('/order/reassign'), { id: order.id, version: accepted.version, expertId: 999_999, reason: 'x' }, admin.headers)).json().code).toBe(
      1002,
    );
    const off = await newExpert();
    await post(R('/expert/disable'), { id: off.expert.id, version: 1 }, admin.headers);
    const disabled = await post(
      R('/order/reassign'),
      { id: order.id, version: accepted.version, expertId: off.expert.id, reason: 'x' },
      { ...admin.headers, language: 'en-US' },
    );
    expect(disabled.json().code).toBe(1017);
    // reassigned: back to waiting for acceptance, with the new expert
    const moved = await post(
      R('/order/reassign'),
      { id: order.id, version: accepted.version, expertId: b.expert.id, reason: 'expert A is on leave' },
      admin.headers,
    );
    expect(moved.json().data).toMatchObject({
      expertId: b.expert.id,
      status: 'waitingAcceptance',
      reason: 'expert A is on leave',
      version: accepted.version + 1,
    });
    const detail = (await get(R(`/order/detail/${order.id}`), admin.headers)).json().data;
    expect(detail.history.at(-1)).toMatchObject({
      action: 'reassign',
      fromState: 'waitingConfirmation',
      toState: 'waitingAcceptance',
      reason: 'expert A is on leave',
      username: 'admin',
    });
    // the old expert no longer sees it; the new one does and accepts it
    expect((await get(R(`/order/detail/${order.id}`), a.session.headers)).json().code).toBe(1002);
    expect((await post(R('/order/page'), {}, a.session.headers)).json().data.total).toBe(0);
    expect((await post(R('/order/page'), {}, b.session.headers)).json().data.records.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const again = await post(R('/order/accept'), { id: order.id, version: accepted.version + 1 }, b.session.headers);
    expect(again.json().data.status).toBe('waitingConfirmation');
    // once the service started, no reassignment
    await post(A('/expertOrder/confirm'), { id: order.id, version: accepted.version + 2 }, customer.headers);
    await post(R('/order/start'), { id: order.id, version: accepted.version + 3 }, b.session.headers);
    const started = await post(R('/order/reassign'), { id: order.id, version: accepted.version + 4, expertId: a.expert.id, reason: 'x' }, admin.headers);
    expect(started.json()).toMatchObject({ code: 1017 });
    expect((await get(R(`/order/detail/${order.id}`), admin.headers)).json().data.order.status).toBe('inService');
    // a staff member without the permission
    const viewer = await userWith(t, [P.orderView.name]);
    expect((await post(R('/order/reassign'), { id: order.id, version: 1, expertId: a.expert.id, reason: 'x' }, viewer.headers)).json().code).toBe(1000);
  });
});

describe('expert orders (EXP-01/02 fine states, parties, scope)', () => {
  it('walks from acceptance to a rated completion, each step by its own party, no step skipped', async () => {
    const { expert, session } = await newExpert();
    const customer = await signUpCustomer(t);
    let o = await newOrder(customer, expert.id);
    expect(o).toMatchObject({ status: 'waitingAcceptance', group: 'open' });
    const step = (who: Record<string, string>, base: string, action: string, extra: Record<string, unknown> = {}) =>
      post(`${base}/${action}`, { id: o.id, version: o.version, ...extra }, who);
    const O = R('/order');
    const C = A('/expertOrder');
    // skipping: the expert cannot start or finish before acceptance
    expect((await step(session.headers, O, 'start')).json().code).toBe(1017);
    expect((await step(session.headers, O, 'finish')).json().code).toBe(1017);
    // another party: staff (the administrator holds every permission) cannot accept for the expert
    expect((await step(admin.headers, O, 'accept')).json().code).toBe(1000);
    // the customer cannot confirm before the expert accepts; rating before completion is 1017
    expect((await step(customer.headers, C, 'confirm')).json().code).toBe(1017);
    expect((await post(`${C}/rate`, { id: o.id, rating: 5 }, customer.headers)).json().code).toBe(1017);
    const go = async (who: Record<string, string>, base: string, action: string, status: string) => {
      const r = await step(who, base, action);
      expect(r.json().code, `${action}: ${r.body}`).toBe(2000);
      o = r.json().data;
      expect(o.status).toBe(status);
    };
    await go(session.headers, O, 'accept', 'waitingConfirmation');
    expect((await step(session.headers, O, 'accept')).json().code).toBe(1017);
    await go(customer.headers, C, 'confirm', 'waitingService');
    // the customer's routes refuse console tokens and the console's refuse customer tokens
    expect((await step(session.headers, C, 'confirmCompletion')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await step(customer.headers, O, 'start')).statusCode).toBeGreaterThanOrEqual(400);
    await go(session.headers, O, 'start', 'inService');
    expect((await step(customer.headers, C, 'cancel')).json().code).toBe(1017);
    expect((await step(customer.headers, C, 'confirmCompletion')).json().code).toBe(1017);
    await go(session.headers, O, 'finish', 'waitingCompletion');
    await go(customer.headers, C, 'confirmCompletion', 'completed');
    // nothing leaves completed
    expect((await step(admin.headers, O, 'close', { reason: 'x' })).json().code).toBe(1017);
    const rated = await post(`${C}/rate`, { id: o.id, rating: 4, comment: 'quick and clear' }, customer.headers);
    expect(rated.json().data).toMatchObject({ rating: 4, ratingComment: 'quick and clear', status: 'completed' });
    expect((await post(`${C}/rate`, { id: o.id, rating: 5 }, customer.headers)).json().code).toBe(1017);
    expect((await post(`${C}/rate`, { id: o.id, rating: 6 }, customer.headers)).json().code).toBe(1001);
    const profile = (await get(R(`/expert/detail/${expert.id}`), admin.headers)).json().data;
    expect(profile).toMatchObject({ ordersCompleted: 1, rating: 4, ratingCount: 1 });
    const detail = (await get(R(`/order/detail/${o.id}`), session.headers)).json().data;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'accept', 'confirm', 'start', 'finish', 'confirmCompletion']);
    expect(detail.history[2].username).toMatch(/^customer:/);
    expect(detail.allowedActions).toEqual([]);
  });

  it('an expert sees and moves only its own orders: another expert’s id answers 1002 on every order endpoint', async () => {
    const a = await newExpert();
    const b = await newExpert();
    const customer = await signUpCustomer(t);
    const mine = await newOrder(customer, a.expert.id);
    const theirs = await newOrder(customer, b.expert.id);
    const page = (await post(R('/order/page'), { expertId: b.expert.id }, a.session.headers)).json().data;
    expect(page.records.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(page.total).toBe(1);
    expect((await get(R(`/order/detail/${theirs.id}`), a.session.headers)).json().code).toBe(1002);
    for (const action of ['accept', 'reject', 'start', 'finish']) {
      const r = await post(R(`/order/${action}`), { id: theirs.id, version: 1, reason: 'x' }, a.session.headers);
      expect(r.json().code, action).toBe(1002);
    }
    // staff close is not the expert's step
    expect((await post(R('/order/close'), { id: mine.id, version: 1, reason: 'x' }, a.session.headers)).json().code).toBe(1000);
    // a customer cannot move another customer's order
    const other = await signUpCustomer(t);
    expect((await post(A('/expertOrder/cancel'), { id: mine.id, version: 1 }, other.headers)).json().code).toBe(1002);
    expect((await get(A('/expertOrder/list'), other.headers)).json().data).toEqual([]);
    // staff see both
    const all = (await post(R('/order/page'), { customerId: customer.id }, admin.headers)).json().data;
    expect(all.total).toBe(2);
    expect((await get(R(`/order/detail/${theirs.id}`), admin.headers)).json().data.allowedActions).toEqual(['close']);
    // the untouched order is still waiting
    expect((await t.ctx.db.select().from(expertOrders).where(eq(expertOrders.id, theirs.id)))[0]!.status).toBe('waitingAcceptance');
  });

  it('reject and close need a reason; the customer cancels before service; groups filter the fine states', async () => {
    const { expert, session } = await newExpert();
    const customer = await signUpCustomer(t);
    const o1 = await newOrder(customer, expert.id);
    expect((await post(R('/order/reject'), { id: o1.id, version: 1 }, session.headers)).json().code).toBe(1001);
    expect((await post(R('/order/reject'), { id: o1.id, version: 1, reason: 'not my brand' }, session.headers)).json().data).toMatchObject({
      status: 'cancelled',
      reason: 'not my brand',
    });
    const o2 = await newOrder(customer, expert.id);
    expect((await post(R('/order/close'), { id: o2.id, version: 1, reason: ' ' }, admin.headers)).json().code).toBe(1001);
    expect((await post(R('/order/close'), { id: o2.id, version: 1, reason: 'duplicate' }, admin.headers)).json().data.status).toBe('cancelled');
    const o3 = await newOrder(customer, expert.id);
    expect((await post(R('/order/accept'), { id: o3.id, version: 1 }, session.headers)).json().data.status).toBe('waitingConfirmation');
    expect((await post(R('/order/accept'), { id: o3.id, version: 1 }, session.headers)).json().code).toBe(1005);
    expect((await post(A('/expertOrder/cancel'), { id: o3.id, version: 2 }, customer.headers)).json().data.status).toBe('cancelled');
    const o4 = await newOrder(customer, expert.id);
    const mine = (await get(A('/expertOrder/list'), customer.headers)).json().data;
    expect(mine.find((o: { id: number }) => o.id === o4.id).allowedActions).toEqual(['cancel']);
    const grouped = async (group: string) =>
      (await post(R('/order/page'), { group }, session.headers))
        .json()
        .data.records.map((r: { id: number }) => r.id)
        .sort();
    expect(await grouped('cancelled')).toEqual([o1.id, o2.id, o3.id].sort());
    expect(await grouped('open')).toEqual([o4.id]);
    expect(await grouped('inProgress')).toEqual([]);
  });

  it('customers list the enabled experts and keep favourites; the count follows', async () => {
    const { expert } = await newExpert();
    const c1 = await signUpCustomer(t);
    const c2 = await signUpCustomer(t);
    expect((await post(A('/expert/favourite'), { expertId: expert.id, favourite: true }, c1.headers)).json().data.favourites).toBe(1);
    expect((await post(A('/expert/favourite'), { expertId: expert.id, favourite: true }, c1.headers)).json().data.favourites).toBe(1);
    expect((await post(A('/expert/favourite'), { expertId: expert.id, favourite: true }, c2.headers)).json().data.favourites).toBe(2);
    expect((await post(A('/expert/favourite'), { expertId: expert.id, favourite: false }, c1.headers)).json().data.favourites).toBe(1);
    const list = (await get(A('/expert/list'), c1.headers)).json().data;
    expect(list.find((e: { id: number }) => e.id === expert.id)).toMatchObject({ favourites: 1 });
    expect(Object.keys(list[0])).not.toContain('phone');
  });

  it('lists the active devices with their session state; an order names only the customer’s own device', async () => {
    const [product] = await insertProducts(t, [{ code: 'RD-PRO', nameZh: '远程诊断盒', nameEn: 'Remote box', productLine: 'diag' }]);
    const customer = await signUpCustomer(t);
    const sn = 'RDSN0001';
    const added = (await post('/lenkor-user/device/add', { sn, productId: product!.id }, admin.headers)).json().data;
    expect((await post('/lenkor-user/device/bind', { id: added.id, version: 1, customerId: customer.id, note: 'sold' }, admin.headers)).json().code).toBe(2000);
    const { expert, session } = await newExpert();
    const base = { expertId: expert.id, vehicleInfo: 'BYD Han EV 2022', vin: VIN, serviceType: 'remoteDiagnosis', content: 'battery warning' };
    // someone else's SN is refused
    const stranger = await signUpCustomer(t);
    expect((await post(A('/expertOrder/create'), { ...base, sn }, stranger.headers)).json().code).toBe(1001);
    const o = (await post(A('/expertOrder/create'), { ...base, sn: sn.toLowerCase() }, customer.headers)).json().data;
    expect(o).toMatchObject({ deviceId: added.id, deviceSn: sn });
    const state = async (headers: Record<string, string>) =>
      (await post(R('/remoteDevice/page'), { sn: 'RDSN' }, headers)).json().data.records.find((d: { sn: string }) => d.sn === sn);
    expect(await state(admin.headers)).toMatchObject({ sessionState: 'available', orderNo: null, customerId: customer.id });
    await post(R('/order/accept'), { id: o.id, version: 1 }, session.headers);
    expect(await state(admin.headers)).toMatchObject({ sessionState: 'reserved', orderNo: o.orderNo, expertName: expect.any(String) });
    await post(A('/expertOrder/confirm'), { id: o.id, version: 2 }, customer.headers);
    await post(R('/order/start'), { id: o.id, version: 3 }, session.headers);
    expect(await state(admin.headers)).toMatchObject({ sessionState: 'inSession' });
    // the page needs its own permission (an expert's role does not hold it)
    expect((await post(R('/remoteDevice/page'), {}, (await userWith(t, [P.remoteDeviceView.name])).headers)).json().code).toBe(2000);
    expect((await post(R('/remoteDevice/page'), {}, session.headers)).json().code).toBe(1000);
  });

  it('seeds demo experts (who can sign in) with orders in every state; running it again adds nothing', async () => {
    await signUpCustomer(t);
    await seedExpertsDemo(t.ctx);
    await seedExpertsDemo(t.ctx);
    const demo = await t.ctx.db.select().from(experts).where(like(experts.account, 'expert.%'));
    expect(demo).toHaveLength(4);
    const ids = demo.map((e) => e.id);
    const rows = await t.ctx.db.select().from(expertOrders).where(inArray(expertOrders.expertId, ids));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(EXPERT_ORDER_STATUSES));
    expect(demo.reduce((n, e) => n + e.ordersCompleted, 0)).toBe(3);
    const wang = await signIn(t, 'expert.wang', DEMO_EXPERT_PASSWORD, 'demo');
    const own = (await post(R('/order/page'), { size: 50 }, wang.headers)).json().data;
    expect(own.total).toBeGreaterThan(0);
    expect(own.records.every((o: { expertName: string }) => o.expertName === '王建国')).toBe(true);
  });

  it('every filter and sort of the expert and order lists is served by an index', async () => {
    for (const q of [{ name: 'a' }, { account: 'e' }, { phone: '139' }, { enabled: true }, {}]) {
      const list = t.ctx.db
        .select()
        .from(experts)
        .where(expertPage.where(q))
        .orderBy(...expertPage.orderBy({}))
        .limit(10);
      const res = await explainUsesIndex(t.ctx.db, 'experts', list);
      expect(res.ok, `${JSON.stringify(q)}\n${res.plan}`).toBe(true);
    }
    // the order list carries the caller's scope through the kit: it refuses to run without one
    expect(() => orderPage.where({})).toThrow(/scope/);
    for (const [q, scope] of [
      [{}, { expertId: 1 }],
      [{ status: 'inService' as const }, { expertId: 1 }],
      [{ group: 'pending' as const }, { expertId: 1 }],
      ...[
        { orderNo: 'EO' },
        { vin: 'LSV' },
        { expertId: 1 },
        { expertId: 1, group: 'pending' as const },
        { customerId: 1 },
        { status: 'inService' as const },
        { group: 'inProgress' as const },
        { serviceType: 'coding' as const },
        {},
      ].map((q) => [q, 'all'] as const),
    ] as Array<[TExpertOrderPageQuery, OrderScope]>) {
      const list = t.ctx.db
        .select()
        .from(expertOrders)
        .where(orderPage.where(q, scope))
        .orderBy(...orderPage.orderBy({}))
        .limit(10);
      const res = await explainUsesIndex(t.ctx.db, 'expert_orders', list);
      expect(res.ok, `${JSON.stringify(q)}\n${res.plan}`).toBe(true);
    }
  });
});

describe("scope audit: every expert route with another expert's or another customer's ids (issue #15)", () => {
  it('answers 1000 or 1002 (lists: nothing of theirs), for the expert role and for an expert holding every expert permission', async () => {
    const a = await newExpert();
    const b = await newExpert();
    // x is an expert whose account holds every expert permission: its scope is still its own orders
    const x = await newExpert();
    const su = await userWith(
      t,
      Object.values(P).map((p) => p.name),
    );
    await t.ctx.db.update(experts).set({ userId: su.userId }).where(eq(experts.id, x.expert.id));
    const c1 = await signUpCustomer(t);
    const c2 = await signUpCustomer(t);
    // c1's device, in b's open order; c2 has an order of its own with a
    const [product] = await insertProducts(t, [{ code: 'SCOPE-PRO', nameZh: '远程盒', nameEn: 'Remote box', productLine: 'diag' }]);
    const sn = 'SCOPESN01';
    const dev = (await post('/lenkor-user/device/add', { sn, productId: product!.id }, admin.headers)).json().data;
    expect((await post('/lenkor-user/device/bind', { id: dev.id, version: 1, customerId: c1.id, note: 'sold' }, admin.headers)).json().code).toBe(2000);
    const base = { expertId: b.expert.id, vehicleInfo: 'BYD Han EV 2022', vin: VIN, serviceType: 'remoteDiagnosis', content: 'battery warning' };
    const theirs = (await post(A('/expertOrder/create'), { ...base, sn }, c1.headers)).json().data as { id: number; orderNo: string };
    // b accepts it: the device is reserved for b's order
    expect((await post(R('/order/accept'), { id: theirs.id, version: 1 }, b.session.headers)).json().data.status).toBe('waitingConfirmation');
    const c2Order = await newOrder(c2, a.expert.id);
    const profile = { name: 'Someone', email: 'someone@example.com', phone: '13911112222', goodBrands: ['BYD'], experienceStartYear: 2010 };
    const code = async (r: Promise<{ json(): { code: number } }>) => (await r).json().code;
    const ids = async (r: Promise<{ json(): { data: { records: Array<{ id: number }> } } }>) => (await r).json().data.records.map((o) => o.id);
    const devRow = async (h: Record<string, string>, q: Record<string, unknown> = {}) =>
      (await post(R('/remoteDevice/page'), { sn: 'SCOPESN', ...q }, h)).json().data.records as Array<Record<string, unknown>>;

    // the console routes, as the expert role (a) and as x: b's profile and b's order
    const step = (action: string) => async (h: Record<string, string>) =>
      expect(await code(post(R(`/order/${action}`), { id: theirs.id, version: 2, reason: 'x' }, h))).toBe(1002);
    const console: Record<string, (h: Record<string, string>, full: boolean) => Promise<unknown>> = {
      '/expert/page': async (h, full) =>
        full ? expect(await code(post(R('/expert/page'), {}, h))).toBe(2000) : expect(await code(post(R('/expert/page'), {}, h))).toBe(1000),
      '/expert/detail/:id': async (h, full) => expect(await code(get(R(`/expert/detail/${b.expert.id}`), h))).toBe(full ? 2000 : 1000),
      '/expert/mine': async (h) => expect((await get(R('/expert/mine'), h)).json().data.id).not.toBe(b.expert.id),
      '/expert/mine/update': async (h) => expect(await code(post(R('/expert/mine/update'), { id: b.expert.id, version: 1, ...profile }, h))).toBe(1001),
      '/expert/options': async (h, full) => expect(await code(get(R('/expert/options'), h))).toBe(full ? 2000 : 1000),
      // managing experts is staff's work by permission: the expert role holds none of it (x's checks are in the staff tests)
      '/expert/add': async (h, full) =>
        full || expect(await code(post(R('/expert/add'), { account: 'scope_x1', password: encrypt(t, PASSWORD), ...profile }, h))).toBe(1000),
      '/expert/update': async (h, full) => full || expect(await code(post(R('/expert/update'), { id: b.expert.id, version: 1, ...profile }, h))).toBe(1000),
      '/expert/enable': async (h, full) => full || expect(await code(post(R('/expert/enable'), { id: b.expert.id, version: 1 }, h))).toBe(1000),
      '/expert/disable': async (h, full) => full || expect(await code(post(R('/expert/disable'), { id: b.expert.id, version: 1 }, h))).toBe(1000),
      '/order/page': async (h) => {
        expect(await ids(post(R('/order/page'), { expertId: b.expert.id, size: 100 }, h))).not.toContain(theirs.id);
        expect(await ids(post(R('/order/page'), { customerId: c1.id, size: 100 }, h))).toEqual([]);
        expect(await ids(post(R('/order/page'), { orderNo: theirs.orderNo }, h))).toEqual([]);
      },
      '/order/detail/:id': async (h) => expect(await code(get(R(`/order/detail/${theirs.id}`), h))).toBe(1002),
      '/order/accept': step('accept'),
      '/order/reject': step('reject'),
      '/order/start': step('start'),
      '/order/finish': step('finish'),
      // staff's steps: an expert is not that party whatever it holds
      '/order/close': async (h) => expect(await code(post(R('/order/close'), { id: theirs.id, version: 2, reason: 'x' }, h))).toBe(1000),
      '/order/reassign': async (h) =>
        expect(await code(post(R('/order/reassign'), { id: theirs.id, version: 2, expertId: a.expert.id, reason: 'x' }, h))).toBe(1000),
      '/remoteDevice/page': async (h, full) => {
        if (!full) return expect(await code(post(R('/remoteDevice/page'), {}, h))).toBe(1000);
        // the device shows its session state, never b's order nor the owner; a customer filter tells it nothing
        expect(await devRow(h)).toEqual([
          expect.objectContaining({ sn, sessionState: 'reserved', orderId: null, orderNo: null, expertName: null, customerId: null }),
        ]);
        expect(await devRow(h, { customerId: c2.id })).toEqual(await devRow(h));
      },
    };
    // the customer API, as c2: c1's order
    const cstep = (action: string) => async () => expect(await code(post(A(`/expertOrder/${action}`), { id: theirs.id, version: 2 }, c2.headers))).toBe(1002);
    const app: Record<string, () => Promise<unknown>> = {
      '/expert/list': async () => expect(await code(get(A('/expert/list'), c2.headers))).toBe(2000), // the public list of enabled experts
      '/expert/favourite': async () => undefined, // keeps the caller's own favourite of a public expert: no one else's data
      '/expertOrder/create': async () => expect(await code(post(A('/expertOrder/create'), { ...base, sn }, c2.headers))).toBe(1001),
      '/expertOrder/list': async () =>
        expect((await get(A('/expertOrder/list'), c2.headers)).json().data.map((o: { id: number }) => o.id)).toEqual([c2Order.id]),
      '/expertOrder/confirm': cstep('confirm'),
      '/expertOrder/confirmCompletion': cstep('confirmCompletion'),
      '/expertOrder/cancel': cstep('cancel'),
      '/expertOrder/rate': async () => expect(await code(post(A('/expertOrder/rate'), { id: theirs.id, rating: 5 }, c2.headers))).toBe(1002),
    };
    // the tables name every route experts.routes.ts registers
    const source = readFileSync(new URL('./experts.routes.ts', import.meta.url), 'utf8');
    const named = (re: RegExp, prefix = '') => [...source.matchAll(re)].map((m) => `${prefix}${m[1]}`);
    const consoleRoutes = [...named(/\br\('([^']+)'\)/g), ...named(/consoleStep\('(\w+)'/g, '/order/')];
    const appRoutes = [...named(/\ba\('([^']+)'\)/g), ...named(/customerStep\('(\w+)'/g, '/expertOrder/')];
    expect(Object.keys(console).sort()).toEqual(consoleRoutes.sort());
    expect(Object.keys(app).sort()).toEqual(appRoutes.sort());
    for (const [who, h, full] of [
      ['expert role', a.session.headers, false],
      ['every expert permission', su.headers, true],
    ] as const) {
      for (const [route, check] of Object.entries(console)) await check(h, full).catch((e) => Promise.reject(new Error(`${route} as ${who}: ${e.message}`)));
    }
    for (const [route, check] of Object.entries(app)) await check().catch((e) => Promise.reject(new Error(`${route}: ${e.message}`)));
    // their own still answers, and nothing was changed by the refusals
    expect(await code(get(R(`/order/detail/${theirs.id}`), b.session.headers))).toBe(2000);
    expect((await get(A('/expertOrder/list'), c1.headers)).json().data.map((o: { id: number }) => o.id)).toEqual([theirs.id]);
    expect((await devRow(admin.headers))[0]).toMatchObject({ orderNo: theirs.orderNo, customerId: c1.id });
    const [row] = await t.ctx.db.select().from(expertOrders).where(eq(expertOrders.id, theirs.id));
    expect(row).toMatchObject({ status: 'waitingConfirmation', version: 2, expertId: b.expert.id });
    expect((await get(R(`/expert/detail/${b.expert.id}`), admin.headers)).json().data).toMatchObject({ version: 1, enabled: true });
  });
});
