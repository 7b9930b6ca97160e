import { FINANCE_REPORT_KEYS, financeViewPermission, type TCard, type TFinanceReport } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { runJob } from '../../platform/kit/jobs';
import { tasksDueBetween } from '../../platform/kit/periodic-tasks';
import { signUpCustomer } from '../customers/test-support';

// The finance reports (decision 0040): each a query over the value ledger with a reconciliation
// line that is zero; months in UTC+0 or UTC+8; exports streamed within 10,000 rows, a job beyond.
let t: TestApp;
let admin: SignedIn;
const DAY = 86_400_000;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
type H = Record<string, string>;
const post = (url: string, payload: unknown, headers: H = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const report = async (key: string, q: Record<string, string | number>, headers: H = admin.headers) => {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  return call(t, { method: 'GET', url: `/lenkor-finance/report/${key}?${qs}` }, headers);
};
const data = async (key: string, q: Record<string, string | number>) => {
  const r = await report(key, q);
  expect(r.body.code, `${key}: ${r.body.msg}`).toBe(2000);
  return r.body.data as unknown as TFinanceReport;
};
async function moveClock(ms: number) {
  const from = clock.now();
  clock.advance(ms);
  for (const task of tasksDueBetween(t.ctx, from, clock.now())) await task.handler();
  admin = await signInAdmin(t); // the session did not outlive the move
}
async function cards(count: number, cardType = 275): Promise<TCard[]> {
  const made = await post('/lenkor-user/pointCard/generate', { cardType, count, faceValue: 100 });
  expect(made.body.code).toBe(2000);
  const page = await post('/lenkor-user/pointCard/page', { current: 1, size: 100, batchNo: (made.body.data as { batchNo: string }).batchNo });
  return (page.body.data as { records: TCard[] }).records;
}
const expectBalanced = (r: TFinanceReport) => {
  expect(r.reconciliation.length).toBeGreaterThan(0);
  for (const l of r.reconciliation) {
    expect(l.difference).toBe(0);
    expect(Math.round((l.opening + l.movements) * 100) / 100).toBe(l.closing);
  }
};

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describe('finance reports over the ledger', () => {
  it('refuses bad filters (1001) and callers without the permission (403)', async () => {
    const bad: Array<Record<string, string | number>> = [
      { month: '2026-13' },
      { month: '2026-03', zone: 5 },
      { month: '2026-03', nonsense: 1 },
      { month: '2026-03', cardType: 99 },
      {},
    ];
    for (const q of bad) expect((await report('pointsList', q)).body.code).toBe(1001);
    const viewer = await userWith(t, [financeViewPermission('giftRecord')]);
    expect((await report('giftRecord', { month: '2026-03' }, viewer.headers)).status).toBe(200);
    expect((await report('pointsList', { month: '2026-03' }, viewer.headers)).status).toBe(403);
  });

  it('a month of card and points movements: every report shows them, each with a zero reconciliation line', async () => {
    const c = await signUpCustomer(t);
    const [sold, gifted, refunded, locked] = await cards(4);
    expect(
      (await post('/lenkor-user/pointCard/sell', { id: sold!.id, version: sold!.version, orderNo: 'SO-1', amount: 88.5, currency: 'USD' })).body.code,
    ).toBe(2000);
    expect((await post('/lenkor-user/pointCard/gift', { id: gifted!.id, version: gifted!.version, customerId: c.id, reason: 'prize' })).body.code).toBe(2000);
    expect((await call(t, { method: 'POST', url: '/lenkor-app/card/redeem', payload: { cardNo: gifted!.cardNo } }, c.headers)).body.code).toBe(2000);
    await post('/lenkor-user/pointCard/sell', { id: refunded!.id, version: refunded!.version, orderNo: 'SO-2', amount: 50, currency: 'USD' });
    expect((await post('/lenkor-user/pointCard/refund', { id: refunded!.id, version: refunded!.version + 1, amount: 30, reason: 'partly' })).body.code).toBe(
      2000,
    );
    await post('/lenkor-user/pointCard/lock', { id: locked!.id, version: locked!.version, reason: 'held' });
    expect((await post('/lenkor-user/customer/points', { id: c.id, delta: -40, reason: 'spend' })).body.code).toBe(2000);

    const month = { month: '2026-03', zone: 8 };
    for (const key of FINANCE_REPORT_KEYS) expectBalanced(await data(key, month));

    const decl = await data('fullDeclaration', { ...month, cardType: 275 });
    const usd = decl.rows.find((r) => r.currency === 'USD')!;
    expect(usd).toMatchObject({ product: 'recharge', opening: 0, sold: 138.5, redeemed: 0, refunded: 30, breakage: 20, closing: 88.5 });
    expect(decl.reconciliation).toEqual([{ unit: 'money', currency: 'USD', opening: 0, movements: 88.5, closing: 88.5, difference: 0 }]);

    const mine = { ...month, customerId: c.id };
    const pts = await data('pointsList', mine);
    expect(pts.rows).toEqual([expect.objectContaining({ obtained: 100, used: 40, expired: 0, closing: 60 })]);
    expect(pts.reconciliation).toEqual([{ unit: 'points', currency: null, opening: 0, movements: 60, closing: 60, difference: 0 }]);
    const usage = await data('pointsUsage', mine);
    expect(usage.rows[0]).toMatchObject({ points: 40, draws: expect.stringMatching(/^#\d+:40$/) });
    const sales = await data('cardSaleDetail', month);
    expect(sales.rows.map((r) => [r.kind, r.amount])).toEqual(
      expect.arrayContaining([
        ['sell', 88.5],
        ['sell', 50],
        ['refund', -30],
      ]),
    );
    expect((await data('giftRecord', mine)).rows).toEqual([expect.objectContaining({ cardNo: gifted!.cardNo, status: 'redeemed' })]);
    expect((await data('innerDetail', month)).rows.some((r) => r.kind === 'lock' && r.cardNo === locked!.cardNo)).toBe(true);
    expect((await data('userDimension', mine)).rows).toEqual([expect.objectContaining({ cardsGifted: 1, cardsRedeemed: 1, cardPoints: 100, closing: 60 })]);

    // the recharge card's award lasts a year (its rule): past it, the unused 60 points expire as breakage
    await moveClock(366 * DAY);
    const later = new Date(clock.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    const expiredMonth = await data('fullDeclaration', { month: later, zone: 8, customerId: c.id });
    expect(expiredMonth.rows.find((r) => r.product === 'points')).toMatchObject({ opening: 60, breakage: 60, closing: 0 });
    expectBalanced(expiredMonth);
    // and March, seen again, has not changed
    expect((await data('pointsList', mine)).rows[0]).toMatchObject({ closing: 60 });
  });

  it('a month is chosen in UTC+0 or UTC+8: an entry at 17:00 UTC on 31 March is April in UTC+8', async () => {
    const c = await signUpCustomer(t);
    clock.set(Date.parse('2027-03-31T17:00:00Z'));
    admin = await signInAdmin(t);
    await post('/lenkor-user/customer/points', { id: c.id, delta: 7, reason: 'boundary' });
    const n = async (month: string, zone: number) => (await data('pointsDetail', { month, zone, customerId: c.id })).total;
    expect(await n('2027-03', 0)).toBe(1);
    expect(await n('2027-03', 8)).toBe(0);
    expect(await n('2027-04', 8)).toBe(1);
    expect(await n('2027-04', 0)).toBe(0);
    const april8 = await data('pointsList', { month: '2027-04', zone: 8, customerId: c.id });
    expect(april8.from).toBe('2027-03-31T16:00:00.000Z');
    expect(april8.reconciliation[0]).toMatchObject({ opening: 0, movements: 7, closing: 7, difference: 0 });
  });

  it('exports stream within 10,000 rows; beyond it only as a job (61009 at once)', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/lenkor-finance/report/fullDeclaration/export?month=2026-03&zone=8', headers: admin.headers });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toContain('spreadsheetml');
    expect(small.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const c = await signUpCustomer(t);
    await t.ctx.db.execute(sql`
      insert into value_ledger (account, kind, points, customer_id, actor_kind, created_at)
      select 'points', 'credit', 1, ${c.id}, 'system', '2025-01-10T00:00:00Z'::timestamptz + (i || ' seconds')::interval from generate_series(1, 10001) i`);
    const q = `month=2025-01&zone=0&customerId=${c.id}`;
    const refused = await t.app.inject({ method: 'GET', url: `/lenkor-finance/report/pointsDetail/export?${q}`, headers: admin.headers });
    expect(refused.json().code).toBe(61009);
    const started = await t.app.inject({
      method: 'GET',
      url: `/lenkor-finance/report/pointsDetail/export?${q}`,
      headers: { ...admin.headers, 'x-async-job': '1' },
    });
    const jobId = started.json().data.jobId as string;
    await runJob(t.ctx, jobId);
    const job = await t.app.inject({ method: 'GET', url: `/lenkor-finance/job/${jobId}`, headers: admin.headers });
    expect(job.json().data).toMatchObject({ status: 'completed', total: 10001, hasFile: true });
    const file = await t.app.inject({ method: 'GET', url: `/lenkor-finance/job/${jobId}/file`, headers: admin.headers });
    expect(file.statusCode).toBe(200);
    expectBalanced(await data('pointsDetail', { month: '2025-01', zone: 0, customerId: c.id }));
  });

  it('the software sale orders come from the mall: a subscription bought with the test provider and partly refunded', async () => {
    clock.set(Date.parse('2027-06-10T04:00:00Z'));
    admin = await signInAdmin(t);
    await t.ctx.db.execute(sql`insert into software_codes (code, name_zh, name_en) values ('FIN-PRO', '财务专业版', 'Fin Pro') on conflict do nothing`);
    const goods = await post('/lenkor-mall/goods/save', {
      code: 'FIN-SUB-12',
      kind: 'software',
      nameZh: '专业版一年',
      nameEn: 'Pro, 1 year',
      price: 120,
      currency: 'USD',
      softwareCode: 'FIN-PRO',
      months: 12,
    });
    expect(goods.body.code).toBe(2000);
    const c = await signUpCustomer(t);
    const made = await post('/lenkor-app/mall/order/create', { lines: [{ goodsCode: 'FIN-SUB-12' }] }, c.headers);
    const orderNo = (made.body.data as { orderNo: string }).orderNo;
    const pay = await post('/lenkor-app/mall/pay/start', { orderNo, provider: 'test' }, c.headers);
    expect((await post('/lenkor-app/mall/pay/test/complete', { payOrderNo: (pay.body.data as { payOrderNo: string }).payOrderNo }, c.headers)).body.code).toBe(
      2000,
    );
    expect((await post('/lenkor-mall/order/refund', { orderNo, amount: 20, reason: 'partial' })).body.code).toBe(2000);
    const r = await data('softSaleOrder', { month: '2027-06', zone: 8, customerId: c.id });
    expect(r.rows.map((x) => [x.orderNo, x.kind, x.amount])).toEqual([
      [orderNo, 'sell', 120],
      [orderNo, 'refund', -20],
    ]);
    expect(r.totals.amount).toBe(100);
    expect(r.reconciliation).toEqual([{ unit: 'money', currency: 'USD', opening: 0, movements: 100, closing: 100, difference: 0 }]);
    expect((await data('softSaleOrder', { month: '2027-07', zone: 8, customerId: c.id })).reconciliation[0]).toMatchObject({
      opening: 100,
      movements: 0,
      closing: 100,
    });
  });

  it('staff edit a rule: new awards take the new validity, a stale version is refused (1005)', async () => {
    const list = (await call(t, { method: 'GET', url: '/lenkor-finance/pointsRule/list' }, admin.headers)).body.data as Array<{
      id: number;
      code: string;
      version: number;
    }>;
    const rule = list.find((r) => r.code === 'card_redeem')!;
    const ok = await post('/lenkor-finance/pointsRule/update', { id: rule.id, version: rule.version, validityDays: 90 });
    expect(ok.body).toMatchObject({ code: 2000, data: { validityDays: 90, version: rule.version + 1 } });
    expect((await post('/lenkor-finance/pointsRule/update', { id: rule.id, version: rule.version, validityDays: 10 })).body.code).toBe(1005);
    expect((await post('/lenkor-finance/pointsRule/update', { id: rule.id, version: rule.version + 1, validityDays: 0 })).body.code).toBe(1001);
    expect((await post('/lenkor-finance/pointsRule/update', { id: rule.id, version: rule.version + 1, validityDays: null, extra: 1 })).body.code).toBe(1001);
  });
});
