import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { call } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { tasksDueBetween } from '../../platform/kit/periodic-tasks';
import { signUpCustomer } from './test-support';

// Points awards expire; a spend draws from the awards that expire first and records which;
// expiry writes breakage entries through the periodic task (decision 0040).
let t: TestApp;
let admin: SignedIn;
const DAY = 86_400_000;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const points = (id: number, delta: number, reason = 'test') =>
  call(t, { method: 'POST', url: '/lenkor-user/customer/points', payload: { id, delta, reason } }, admin.headers);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
const setRule = async (code: string, validityDays: number | null) => {
  const list = (await call(t, { method: 'GET', url: '/lenkor-finance/pointsRule/list' }, admin.headers)).body.data as Array<{
    id: number;
    code: string;
    version: number;
  }>;
  const r = list.find((x) => x.code === code)!;
  const res = await call(
    t,
    { method: 'POST', url: '/lenkor-finance/pointsRule/update', payload: { id: r.id, version: r.version, validityDays } },
    admin.headers,
  );
  expect(res.body.code).toBe(2000);
};
async function moveClock(ms: number) {
  const from = clock.now();
  clock.advance(ms);
  for (const task of tasksDueBetween(t.ctx, from, clock.now())) await task.handler();
  admin = await signInAdmin(t); // the session did not outlive the move
}
/** the balance the customer row holds, the sum of its ledger entries, and the entries' kinds */
async function account(id: number) {
  const [c] = await rows<{ p: number }>(sql`select points as p from customers where id = ${id}`);
  const [s] = await rows<{ s: number }>(sql`select coalesce(sum(points), 0)::int as s from value_ledger where account = 'points' and customer_id = ${id}`);
  return { balance: Number(c!.p), sum: Number(s!.s) };
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describe('points awards and the spends that draw from them', () => {
  it('an award takes its expiry from its rule (none when the rule has none)', async () => {
    const c = await signUpCustomer(t);
    await setRule('staff_grant', null);
    expect((await points(c.id, 10)).body.code).toBe(2000);
    await setRule('staff_grant', 30);
    expect((await points(c.id, 20)).body.code).toBe(2000);
    const awards = await rows<{ points: number; expires_at: Date | null; rule_code: string }>(
      sql`select points, expires_at, rule_code from value_ledger where account = 'points' and customer_id = ${c.id} order by id`,
    );
    expect(awards.map((a) => [a.points, a.rule_code])).toEqual([
      [10, 'staff_grant'],
      [20, 'staff_grant'],
    ]);
    expect(awards[0]!.expires_at).toBeNull();
    expect(new Date(awards[1]!.expires_at!).getTime()).toBe(clock.now() + 30 * DAY);
  });

  it('spending more than held is refused with 73303 and writes nothing', async () => {
    const c = await signUpCustomer(t);
    await points(c.id, 40);
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from value_ledger`);
    const [allocs] = await rows<{ n: number }>(sql`select count(*)::int as n from points_allocations`);
    const res = await call(
      t,
      { method: 'POST', url: '/lenkor-user/customer/points', payload: { id: c.id, delta: -41, reason: 'too much' } },
      { ...admin.headers, language: 'en-US' },
    );
    expect(res.body.code).toBe(73303);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from value_ledger`))[0]!.n).toBe(before!.n);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from points_allocations`))[0]!.n).toBe(allocs!.n);
    expect(await account(c.id)).toEqual({ balance: 40, sum: 40 });
  });

  it('a spend draws from the award expiring first (FIFO by expiry) and records how much from each', async () => {
    const c = await signUpCustomer(t);
    await setRule('staff_grant', 30);
    await points(c.id, 100, 'long award');
    await setRule('staff_grant', 10);
    await points(c.id, 50, 'short award');
    await setRule('staff_grant', null);
    await points(c.id, 25, 'never expires');
    expect((await points(c.id, -70, 'spend')).body.code).toBe(2000);
    const awards = await rows<{ id: number; reason: string }>(
      sql`select id::int, reason from value_ledger where customer_id = ${c.id} and kind = 'credit' order by id`,
    );
    const byReason = Object.fromEntries(awards.map((a) => [a.reason, Number(a.id)]));
    const draws = await rows<{ award_id: number; points: number }>(
      sql`select p.award_id::int, p.points from points_allocations p join value_ledger e on e.id = p.entry_id where e.customer_id = ${c.id} and e.kind = 'debit' order by p.id`,
    );
    expect(draws.map((d) => [Number(d.award_id), d.points])).toEqual([
      [byReason['short award'], 50],
      [byReason['long award'], 20],
    ]);
    expect(await account(c.id)).toEqual({ balance: 105, sum: 105 });

    // past the short award's expiry nothing is left of it; past the long one's its rest of 80 expires
    await moveClock(11 * DAY);
    expect(await account(c.id)).toEqual({ balance: 105, sum: 105 });
    await moveClock(20 * DAY);
    const expired = await rows<{ points: number; award_id: number }>(
      sql`select e.points, p.award_id::int from value_ledger e join points_allocations p on p.entry_id = e.id where e.customer_id = ${c.id} and e.kind = 'expire'`,
    );
    expect(expired.map((x) => [x.points, Number(x.award_id)])).toEqual([[-80, byReason['long award']]]);
    expect(await account(c.id)).toEqual({ balance: 25, sum: 25 });
    // the task again: nothing more to expire
    await moveClock(2 * 3_600_000);
    expect((await rows(sql`select 1 from value_ledger where customer_id = ${c.id} and kind = 'expire'`)).length).toBe(1);
    // what is left never expires; a spend of more than it is refused
    expect((await points(c.id, -26)).body.code).toBe(73303);
    expect((await points(c.id, -25)).body.code).toBe(2000);
    expect(await account(c.id)).toEqual({ balance: 0, sum: 0 });
  });

  it('100 concurrent spends of one balance: never below zero, the balance is the sum of its entries', async () => {
    const c = await signUpCustomer(t);
    await setRule('staff_grant', 30);
    await points(c.id, 50);
    await setRule('staff_grant', 5);
    await points(c.id, 30);
    const results = await Promise.all(Array.from({ length: 100 }, () => points(c.id, -1)));
    expect(results.filter((r) => r.body.code === 2000).length).toBe(80);
    expect(results.filter((r) => r.body.code === 73303).length).toBe(20);
    expect(await account(c.id)).toEqual({ balance: 0, sum: 0 });
    const [drawn] = await rows<{ s: number }>(sql`select coalesce(sum(points), 0)::int as s from points_allocations where customer_id = ${c.id}`);
    expect(Number(drawn!.s)).toBe(80);
  });
});
