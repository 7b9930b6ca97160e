import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { stateHistory } from '../../platform/kit/kit.tables';
import { signUpCustomer } from '../customers/test-support';
import { CARD_REDEEM_FAILURES, newCardNo } from './devices.service';
import { pointCards } from './devices.tables';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

type H = Record<string, string>;
const redeem = (headers: H, payload: unknown) => t.app.inject({ method: 'POST', url: '/lenkor-app/card/redeem', headers, payload: payload as object });
const mine = (headers: H, qs = '') => t.app.inject({ method: 'GET', url: `/lenkor-app/card/mine${qs}`, headers });
const staffGet = (p: string, headers: H = admin.headers) => t.app.inject({ method: 'GET', url: `/lenkor-user${p}`, headers });
const staffPost = (p: string, payload: unknown, headers: H = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-user${p}`, headers, payload: payload as object });

async function newCard(over: Partial<typeof pointCards.$inferInsert> = {}) {
  const [c] = await t.ctx.db
    .insert(pointCards)
    .values({ cardNo: newCardNo(), cardType: 273, status: 'sold', batchNo: 'BTEST', faceValue: 100, ...over })
    .returning();
  return c!;
}
const card = async (id: number) => (await t.ctx.db.select().from(pointCards).where(eq(pointCards.id, id)))[0]!;
async function pointsOf(customerId: number) {
  const r = await t.ctx.db.execute(sql`select points from customers where id = ${customerId}`);
  return Number((r as unknown as { rows: Array<{ points: number }> }).rows[0]!.points);
}
async function movements(customerId: number) {
  const r = await t.ctx.db.execute(sql`select delta, balance_after, reason, actor_kind from points_movements where customer_id = ${customerId} order by id`);
  return (r as unknown as { rows: Array<Record<string, unknown>> }).rows;
}
async function events(customerId: number) {
  const r = await t.ctx.db.execute(sql`select kind from customer_events where customer_id = ${customerId} order by id`);
  return (r as unknown as { rows: Array<{ kind: string }> }).rows.map((e) => e.kind);
}
const historyOf = (id: number) =>
  t.ctx.db
    .select()
    .from(stateHistory)
    .where(eq(stateHistory.entityId, String(id)));

describe('customer API: /lenkor-app/card/redeem and /card/mine', () => {
  it('a recharge card adds its face value with a movement; staff see the redemption on the card and the customer', async () => {
    const c = await signUpCustomer(t);
    const k = await newCard({ cardType: 275, faceValue: 120, status: 'gifted' });
    // spaces and dashes a customer types are ignored
    const spaced = `${k.cardNo.slice(0, 4)} ${k.cardNo.slice(4, 8)}-${k.cardNo.slice(8)}`;
    const res = await redeem(c.headers, { cardNo: spaced });
    expect(res.json()).toMatchObject({
      code: 2000,
      data: { pointsAdded: 120, points: 120, card: { id: k.id, cardNo: k.cardNo, status: 'redeemed', redeemTime: new Date(t.clock.now()).toISOString() } },
    });
    expect(await card(k.id)).toMatchObject({ status: 'redeemed', customerId: c.id, version: 2 });
    expect(await pointsOf(c.id)).toBe(120);
    expect(await movements(c.id)).toEqual([{ delta: 120, balance_after: 120, reason: `card ${k.cardNo} redeemed`, actor_kind: 'customer' }]);
    expect(await events(c.id)).toEqual(['card.redeem']);
    expect((await historyOf(k.id)).map((h) => [h.entityType, h.action, h.fromState, h.toState])).toEqual([['pointCard', 'redeem', 'gifted', 'redeemed']]);
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'pointCard')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'redeem', targetId: String(k.id), userId: null });

    // staff: the card detail names the customer and the time; the customer's points tab and gift-card tab show it
    const detail = (await staffGet(`/pointCard/detail/${k.id}`)).json().data;
    expect(detail).toMatchObject({ status: 'redeemed', customerId: c.id, customerAccount: c.account, redeemTime: new Date(t.clock.now()).toISOString() });
    const tab = (await staffPost('/pointCard/page', { customerId: c.id })).json().data.records;
    expect(tab.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[k.id, 'redeemed']]);
    const pts = (await staffPost('/customer/pointsPage', { customerId: c.id, current: 1, size: 10 })).json().data.records;
    expect(pts[0]).toMatchObject({ delta: 120, balanceAfter: 120, actorKind: 'customer' });
    expect((await staffGet(`/customer/info/${c.id}`)).json().data.points).toBe(120);
    // the customer's own view
    expect((await t.app.inject({ method: 'GET', url: '/lenkor-app/me', headers: c.headers })).json().data.points).toBe(120);
  });

  it('an entitlement card becomes the customer’s card without points; card/mine pages their cards', async () => {
    const c = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const ai = await newCard({ cardType: 281, faceValue: 0 });
    t.clock.advance(1000);
    const nastf = await newCard({ cardType: 282, faceValue: 50 });
    await newCard({ cardType: 273, status: 'redeemed', customerId: other.id });
    expect((await redeem(c.headers, { cardNo: ai.cardNo })).json().data).toMatchObject({
      pointsAdded: 0,
      points: 0,
      card: { cardType: 281, status: 'redeemed' },
    });
    expect((await redeem(c.headers, { cardNo: nastf.cardNo })).json().data).toMatchObject({ pointsAdded: 0, points: 0 });
    expect(await pointsOf(c.id)).toBe(0);
    expect(await movements(c.id)).toEqual([]);
    expect(await events(c.id)).toEqual(['card.redeem', 'card.redeem']);
    const page = (await mine(c.headers, '?current=1&size=10')).json().data;
    expect(page.total).toBe(2);
    expect(page.records.map((r: { id: number }) => r.id).sort()).toEqual([ai.id, nastf.id].sort());
    expect(page.records[0]).toEqual(expect.objectContaining({ status: 'redeemed', faceValue: expect.any(Number), redeemTime: expect.any(String) }));
    expect((await mine(c.headers, '?current=2&size=10')).json().data).toMatchObject({ total: 2, records: [] });
    expect((await mine(c.headers, '?size=7')).json().code).toBe(1001);
    expect((await mine(other.headers)).json().data.total).toBe(1);
  });

  it('refuses unknown numbers, a card of another customer, a second redemption and cards not redeemable; nothing changes', async () => {
    const c = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const en = { ...c.headers, language: 'en-US' };
    // unknown number and another customer's card: the same 73306
    const unknown = await redeem(en, { cardNo: '1234567890123456' });
    expect(unknown.json()).toMatchObject({ code: 73306, msg: 'The card number is incorrect' });
    const theirs = await newCard({ status: 'gifted', customerId: other.id });
    const r1 = await redeem(c.headers, { cardNo: theirs.cardNo });
    expect(r1.json()).toMatchObject({ code: 73306, msg: '卡号不正确' });
    expect(await card(theirs.id)).toMatchObject({ status: 'gifted', customerId: other.id, version: 1 });
    // not sold, locked, taken, occupied, refunded, expired: 73308
    for (const status of ['shipped', 'locked', 'taken', 'occupied', 'refunded'] as const) {
      const k = await newCard({ status });
      const r = await redeem(en, { cardNo: k.cardNo });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 73308, msg: 'The card cannot be redeemed in its current state' });
      expect(await card(k.id)).toMatchObject({ status, customerId: null, version: 1 });
    }
    const expired = await newCard({ expireAt: new Date(t.clock.now() - 1) });
    expect((await redeem(c.headers, { cardNo: expired.cardNo })).json()).toMatchObject({ code: 73308, msg: '该卡当前不能兑换' });
    // once redeemed: 73307 for the owner, 73306 for anyone else
    const k = await newCard({ faceValue: 30 });
    expect((await redeem(c.headers, { cardNo: k.cardNo })).json().code).toBe(2000);
    const again = await redeem(en, { cardNo: k.cardNo });
    expect(again.json()).toMatchObject({ code: 73307, msg: 'The card has already been redeemed' });
    expect((await redeem(other.headers, { cardNo: k.cardNo })).json().code).toBe(73306);
    expect(await pointsOf(c.id)).toBe(30);
    expect(await pointsOf(other.id)).toBe(0);
    expect((await movements(c.id)).length).toBe(1);
    expect(await events(c.id)).toEqual(['card.redeem']);
    expect(await events(other.id)).toEqual([]);
    expect((await historyOf(k.id)).length).toBe(1);
    // strict body: unknown fields and an empty number are 1001
    expect((await redeem(c.headers, { cardNo: k.cardNo, customerId: other.id })).json().code).toBe(1001);
    expect((await redeem(c.headers, { cardNo: '' })).json().code).toBe(1001);
    // cards carry no PIN (no column): a password is refused, not silently ignored
    const fresh = await newCard();
    expect((await redeem(c.headers, { cardNo: fresh.cardNo, password: '1234' })).json().code).toBe(1001);
    expect(await card(fresh.id)).toMatchObject({ status: 'sold', customerId: null, version: 1 });
  });

  it('two concurrent redemptions of one card: one wins, the other is 73307, the points are added once', async () => {
    const c = await signUpCustomer(t);
    const k = await newCard({ faceValue: 500 });
    const [a, b] = await Promise.all([redeem(c.headers, { cardNo: k.cardNo }), redeem(c.headers, { cardNo: k.cardNo })]);
    expect([a.json().code, b.json().code].sort()).toEqual([2000, 73307]);
    expect(await pointsOf(c.id)).toBe(500);
    expect(await movements(c.id)).toHaveLength(1);
    expect(await card(k.id)).toMatchObject({ status: 'redeemed', customerId: c.id, version: 2 });
    // and two customers racing for one gift card: one owns it, the other is told it is unknown
    const x = await signUpCustomer(t);
    const y = await signUpCustomer(t);
    const g = await newCard({ cardType: 280, faceValue: 0, status: 'gifted' });
    const [rx, ry] = await Promise.all([redeem(x.headers, { cardNo: g.cardNo }), redeem(y.headers, { cardNo: g.cardNo })]);
    expect([rx.json().code, ry.json().code].sort()).toEqual([2000, 73306]);
    const owner = rx.json().code === 2000 ? x.id : y.id;
    expect(await card(g.id)).toMatchObject({ status: 'redeemed', customerId: owner, version: 2 });
    expect((await historyOf(g.id)).length).toBe(1);
  });

  it('limits wrong numbers per customer (1004), leaving other customers free', async () => {
    const c = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    for (let i = 0; i < CARD_REDEEM_FAILURES.max; i++)
      expect((await redeem(c.headers, { cardNo: `99999999000000${String(i).padStart(2, '0')}` })).json().code).toBe(73306);
    const k = await newCard({ faceValue: 10 });
    const limited = await redeem(c.headers, { cardNo: k.cardNo });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(1004);
    expect(await card(k.id)).toMatchObject({ status: 'sold', customerId: null });
    expect((await redeem(other.headers, { cardNo: k.cardNo })).json().code).toBe(2000);
  });

  it('a staff token never opens these routes, nor a customer token the staff card screens', async () => {
    const c = await signUpCustomer(t);
    const k = await newCard();
    expect((await redeem(admin.headers, { cardNo: k.cardNo })).statusCode).toBe(401);
    expect((await mine(admin.headers)).statusCode).toBe(401);
    expect((await redeem({}, { cardNo: k.cardNo })).statusCode).toBe(401);
    expect((await staffGet(`/pointCard/detail/${k.id}`, c.headers)).statusCode).toBe(401);
    expect((await staffPost('/pointCard/page', {}, c.headers)).statusCode).toBe(401);
    expect(await card(k.id)).toMatchObject({ status: 'sold', customerId: null, version: 1 });
  });
});
