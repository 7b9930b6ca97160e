import { DEVICE_PERMISSIONS as P, type TCard } from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { signUpCustomer } from '../customers/test-support';
import { cardLedger, foldCardStatus } from '../ledger';
import { pointCards } from './devices.tables';

// Cards leave "shipped" (decision 0029): staff sell, gift, lock, unlock and refund through the API,
// the customer redeems through the app API; every step is a value-ledger entry and the card's
// status is always what its entries say.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

type H = Record<string, string>;
const staff = (p: string, payload: unknown, headers: H = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-user/pointCard${p}`, headers, payload: payload as object });
const redeem = (headers: H, cardNo: string) => t.app.inject({ method: 'POST', url: '/lenkor-app/card/redeem', headers, payload: { cardNo } });
const row = async (id: number) => (await t.ctx.db.select().from(pointCards).where(eq(pointCards.id, id)))[0]!;

/** A fresh batch made through the staff API: the cards, in stock. */
async function batch(count: number, over: Record<string, unknown> = {}): Promise<TCard[]> {
  const made = await staff('/generate', { cardType: 275, count, faceValue: 100, ...over });
  expect(made.json().code).toBe(2000);
  const page = await staff('/page', { current: 1, size: 100, batchNo: made.json().data.batchNo });
  return page.json().data.records;
}
const ledgerKinds = async (id: number) => (await cardLedger(t.ctx.db, id)).map((e) => e.kind);

async function expectStatusIsItsEntries(id: number) {
  const c = await row(id);
  const entries = await cardLedger(t.ctx.db, id);
  expect(foldCardStatus(entries)).toBe(c.status);
  expect(entries.at(-1)?.statusAfter).toBe(c.status);
}

describe('staff card steps (CARD-03) on the value ledger', () => {
  it('sell on an order → lock (the customer cannot redeem) → unlock → refund (cannot redeem either); each step an entry and a log row', async () => {
    const [k] = await batch(1);
    expect(await ledgerKinds(k!.id)).toEqual(['issue']);
    const sold = await staff('/sell', { id: k!.id, version: k!.version, orderNo: 'SO-1001', amount: 88.5, currency: 'USD' });
    expect(sold.json()).toMatchObject({ code: 2000, data: { status: 'sold', version: k!.version + 1 } });

    const locked = await staff('/lock', { id: k!.id, version: k!.version + 1, reason: 'reported stolen' });
    expect(locked.json().data.status).toBe('locked');
    const c = await signUpCustomer(t);
    const tried = await redeem(c.headers, k!.cardNo);
    expect(tried.json().code).toBe(73308);
    expect(await row(k!.id)).toMatchObject({ status: 'locked', customerId: null, version: k!.version + 2 });

    const unlocked = await staff('/unlock', { id: k!.id, version: k!.version + 2, reason: 'found again' });
    expect(unlocked.json().data.status).toBe('sold');

    const refunded = await staff('/refund', { id: k!.id, version: k!.version + 3, reason: 'customer returned it' });
    expect(refunded.json()).toMatchObject({ code: 2000, data: { status: 'refunded' } });
    expect((await redeem(c.headers, k!.cardNo)).json().code).toBe(73308);
    expect(await row(k!.id)).toMatchObject({ status: 'refunded', customerId: null, version: k!.version + 4 });

    const entries = await cardLedger(t.ctx.db, k!.id);
    expect(entries.map((e) => [e.kind, e.statusAfter])).toEqual([
      ['issue', 'shipped'],
      ['sell', 'sold'],
      ['lock', 'locked'],
      ['unlock', 'sold'],
      ['refund', 'refunded'],
    ]);
    // the refund reverses the sale, in full and in its currency, on its order
    expect(entries[4]).toMatchObject({
      amount: '88.50',
      currency: 'USD',
      orderNo: 'SO-1001',
      reversesId: entries[1]!.id,
      reason: 'customer returned it',
      actorName: 'admin',
    });
    await expectStatusIsItsEntries(k!.id);
    const logs = await t.ctx.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'pointCard'), eq(operationLogs.targetId, String(k!.id))));
    expect(logs.map((l) => l.action).sort()).toEqual(['lock', 'refund', 'sell', 'unlock']);
    // the card detail reads the same entries
    const history = await t.app.inject({ method: 'GET', url: `/lenkor-user/pointCard/ledger/${k!.id}`, headers: admin.headers });
    expect(history.json().data.map((e: { kind: string }) => e.kind)).toEqual(['issue', 'sell', 'lock', 'unlock', 'refund']);
  });

  it('a gift goes to one customer with a reason: only they redeem it, and the points are credited on the ledger', async () => {
    const [k] = await batch(1, { faceValue: 30 });
    const c = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const gifted = await staff('/gift', { id: k!.id, version: k!.version, customerId: c.id, reason: 'trade-show prize' });
    expect(gifted.json()).toMatchObject({ code: 2000, data: { status: 'gifted', customerId: c.id, customerAccount: c.account } });
    expect((await redeem(other.headers, k!.cardNo)).json().code).toBe(73306);
    const r = await redeem(c.headers, k!.cardNo);
    expect(r.json()).toMatchObject({ code: 2000, data: { pointsAdded: 30, points: 30 } });
    expect(await ledgerKinds(k!.id)).toEqual(['issue', 'gift', 'redeem']);
    await expectStatusIsItsEntries(k!.id);
    // the customer's point account on the same ledger adds up to the balance
    const pts = await t.ctx.db.execute(sql`select coalesce(sum(points), 0)::int as s from value_ledger where account = 'points' and customer_id = ${c.id}`);
    expect((pts as unknown as { rows: Array<{ s: number }> }).rows[0]!.s).toBe(30);
  });

  it('a refused step leaves the card as it was and writes nothing', async () => {
    const [k] = await batch(1);
    const before = await row(k!.id);
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['/refund', { reason: 'not sold yet' }, 1017],
      ['/unlock', { reason: 'not locked' }, 1017],
      ['/gift', { customerId: 2_000_000, reason: 'nobody' }, 1001],
      ['/sell', { orderNo: 'SO-1', channelId: 1, amount: 1, currency: 'CNY' }, 1001],
      ['/sell', { amount: 1, currency: 'CNY' }, 1001],
      ['/sell', { channelId: 999_999, amount: 1, currency: 'CNY' }, 1001],
    ];
    for (const [path, body, code] of cases) {
      const res = await staff(path, { id: k!.id, version: k!.version, ...body });
      expect([path, res.json().code]).toEqual([path, code]);
    }
    expect((await staff('/lock', { id: k!.id, version: k!.version + 5, reason: 'stale' })).statusCode).toBe(409);
    const sold = await staff('/sell', { id: k!.id, version: k!.version, orderNo: 'SO-2', amount: 10, currency: 'CNY' });
    expect(sold.json().code).toBe(2000);
    const more = await staff('/refund', { id: k!.id, version: k!.version + 1, reason: 'too much', amount: 10.01 });
    expect(more.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'amount', message: '超过该卡的售价' }] } });
    expect((await staff('/sell', { id: k!.id, version: k!.version + 1, orderNo: 'SO-3', amount: 10, currency: 'CNY' })).json().code).toBe(1017);
    expect(await row(k!.id)).toMatchObject({ status: 'sold', version: before.version + 1 });
    expect(await ledgerKinds(k!.id)).toEqual(['issue', 'sell']);
  });

  it('each step has its own permission (403 without it)', async () => {
    const [k] = await batch(1);
    const viewer = await userWith(t, [P.cardView.name, P.cardSell.name]);
    expect((await staff('/gift', { id: k!.id, version: k!.version, customerId: 1, reason: 'x' }, viewer.headers)).statusCode).toBe(403);
    expect((await staff('/lock', { id: k!.id, version: k!.version, reason: 'x' }, viewer.headers)).statusCode).toBe(403);
    expect((await staff('/sell', { id: k!.id, version: k!.version, orderNo: 'SO-9', amount: 5, currency: 'CNY' }, viewer.headers)).json().code).toBe(2000);
    expect((await staff('/refund', { id: k!.id, version: k!.version + 1, reason: 'x' }, viewer.headers)).statusCode).toBe(403);
  });

  it('two customers redeeming one sold card at the same moment: exactly one wins, one redeem entry', async () => {
    const [k] = await batch(1, { faceValue: 50 });
    expect((await staff('/sell', { id: k!.id, version: k!.version, orderNo: 'SO-R', amount: 50, currency: 'CNY' })).json().code).toBe(2000);
    const x = await signUpCustomer(t);
    const y = await signUpCustomer(t);
    const [rx, ry] = await Promise.all([redeem(x.headers, k!.cardNo), redeem(y.headers, k!.cardNo)]);
    expect([rx.json().code, ry.json().code].sort()).toEqual([2000, 73306]);
    const winner = rx.json().code === 2000 ? x.id : y.id;
    expect(await row(k!.id)).toMatchObject({ status: 'redeemed', customerId: winner });
    expect(await ledgerKinds(k!.id)).toEqual(['issue', 'sell', 'redeem']);
    await expectStatusIsItsEntries(k!.id);
  });

  it('a card written before the ledger is opened in its status before its first step', async () => {
    const [k] = await t.ctx.db
      .insert(pointCards)
      .values({ cardNo: '4000000000000002', cardType: 274, status: 'gifted', batchNo: 'OLD', customerId: null })
      .returning();
    const res = await staff('/lock', { id: k!.id, version: k!.version, reason: 'audit' });
    expect(res.json().data.status).toBe('locked');
    expect((await staff('/unlock', { id: k!.id, version: k!.version + 1, reason: 'audit done' })).json().data.status).toBe('gifted');
    expect(await ledgerKinds(k!.id)).toEqual(['opening', 'lock', 'unlock']);
    await expectStatusIsItsEntries(k!.id);
  });

  it('the ledger is append-only: the database refuses to change or remove an entry', async () => {
    const [k] = await batch(1);
    const refusal = (q: Promise<unknown>) =>
      q.then(
        () => 'done',
        (e: { message: string; cause?: { message?: string } }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(t.ctx.db.execute(sql`update value_ledger set amount = 1 where card_id = ${k!.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.ctx.db.execute(sql`delete from value_ledger where card_id = ${k!.id}`))).toMatch(/append-only: DELETE refused/);
    expect(await ledgerKinds(k!.id)).toEqual(['issue']);
  });

  it("every card's status equals what its entries say", async () => {
    const all = await t.ctx.db.select().from(pointCards);
    expect(all.length).toBeGreaterThan(5);
    for (const c of all) {
      const entries = await cardLedger(t.ctx.db, c.id);
      if (entries.length > 0) expect([c.id, foldCardStatus(entries)]).toEqual([c.id, c.status]);
    }
  });
});
