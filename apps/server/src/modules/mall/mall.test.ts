import { mallOrderResource, mallPaymentResource } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { tasksDueBetween } from '../../platform/kit/periodic-tasks';
import { signUpCustomer } from '../customers/test-support';
import { cardLedger, foldCardStatus } from '../ledger';
import { mallOrderLinesForReport } from '.';
import { signFields } from './mall.sign';
import { mallOrders } from './mall.tables';
import { computeOrderStatus } from './orders.service';

let t: TestApp;
let admin: SignedIn;
const MIN = 60_000;
const clock = new ManualClock(Date.parse('2026-05-04T08:00:00Z'));
const M = (p: string) => `/lenkor-mall${p}`;
const APP = (p: string) => `/lenkor-app/mall${p}`;
type H = Record<string, string>;
const post = (url: string, payload: unknown, headers: H = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers: H = admin.headers) => call(t, { method: 'GET', url }, headers);
type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
const rows = async (q: ReturnType<typeof sql>): Promise<J[]> => ((await t.ctx.db.execute(q)) as unknown as { rows: J[] }).rows;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  await t.ctx.db.execute(sql`insert into software_codes (code, name_zh, name_en) values ('DIAG-PRO', '诊断专业版', 'Diag Pro')`);
  expect(
    (
      await post(M('/goods/save'), {
        code: 'SUB-PRO-12',
        kind: 'software',
        nameZh: '专业版一年',
        nameEn: 'Pro, 1 year',
        price: 99.9,
        currency: 'USD',
        softwareCode: 'diag-pro',
        months: 12,
      })
    ).body,
  ).toMatchObject({ code: 2000, data: { softwareCode: 'DIAG-PRO' } });
  await post(M('/goods/save'), { code: 'CARD-275', kind: 'card', nameZh: '充值卡', nameEn: 'Top-up card', price: 20, currency: 'USD', cardType: 275 });
  await post(M('/goods/save'), { code: 'CABLE', kind: 'goods', nameZh: '连接线', nameEn: 'Cable', price: 5.5, currency: 'USD' });
  await post(M('/goods/save'), { code: 'CABLE-CNY', kind: 'goods', nameZh: '连接线', nameEn: 'Cable', price: 30, currency: 'CNY' });
  await post(M('/goods/save'), { code: 'OLD', kind: 'goods', nameZh: '下架', nameEn: 'Off', price: 1, currency: 'USD', onSale: false });
});
afterAll(() => t.close());

async function order(c: Customer, lines: Array<{ goodsCode: string; quantity?: number }>) {
  return (await post(APP('/order/create'), { lines }, c.headers)).body;
}
async function startPay(c: Customer, orderNo: string) {
  return (await post(APP('/pay/start'), { orderNo, provider: 'test' }, c.headers)).body;
}
const detail = async (orderNo: string) => (await get(M(`/order/info/${orderNo}`))).body.data;
const callback = (payload: unknown) => t.app.inject({ method: 'POST', url: M('/pay/callback'), payload: payload as object, headers: { language: 'en-US' } });
const signed = (fields: Record<string, unknown>, over: { secret?: string; appKey?: string; now?: number; nonce?: string } = {}) =>
  signFields(fields, {
    appKey: over.appKey ?? t.ctx.config.MALL_PAY_APP_KEY,
    secret: over.secret ?? t.ctx.config.MALL_PAY_SECRET,
    now: over.now ?? clock.now(),
    nonce: over.nonce,
  });
async function runExpiry(minutes: number) {
  const from = clock.now();
  clock.advance(minutes * MIN);
  for (const task of tasksDueBetween(t.ctx, from, clock.now())) await task.handler();
}
async function cardsInStock(n: number) {
  const made = (await post('/lenkor-user/pointCard/generate', { cardType: 275, count: n, faceValue: 100 })).body;
  expect(made.code).toBe(2000);
}

describe('the status is computed from the records', () => {
  it('unpaid, paid, partly refunded, refunded; cancelled and expired only while nothing is paid', () => {
    expect(computeOrderStatus(10, 0, 0, null)).toBe('unpaid');
    expect(computeOrderStatus(10, 10, 0, null)).toBe('paid');
    expect(computeOrderStatus(10, 10, 2.5, null)).toBe('partlyRefunded');
    expect(computeOrderStatus(10, 10, 10, null)).toBe('refunded');
    expect(computeOrderStatus(10, 0, 0, 'expired')).toBe('expired');
    expect(computeOrderStatus(10, 5, 0, 'cancelled')).toBe('cancelled');
  });
});

describe('a purchase through the customer API with the test provider', () => {
  let c: Customer;
  let orderNo: string;
  it('lists goods on sale, places an order, starts a payment and completes it through the signed callback', async () => {
    c = await signUpCustomer(t, { language: 'en-US' });
    const goods = (await get(APP('/goods'), { ...c.headers, language: 'en-US' })).body.data.map((g: J) => g.code);
    expect(goods).toEqual(['CABLE', 'CABLE-CNY', 'CARD-275', 'SUB-PRO-12']);
    const o = await order(c, [{ goodsCode: 'SUB-PRO-12' }, { goodsCode: 'CABLE', quantity: 2 }]);
    expect(o).toMatchObject({ code: 2000, data: { status: 'unpaid', totalAmount: 110.9, currency: 'USD' } });
    expect(o.data.expireAt).toBe(new Date(clock.now() + 30 * MIN).toISOString());
    orderNo = o.data.orderNo;
    const pay = await startPay(c, orderNo);
    expect(pay).toMatchObject({ code: 2000, data: { provider: 'test', amount: 110.9, currency: 'USD' } });
    expect((await post(M('/payRecord/page'), { payOrderNo: pay.data.payOrderNo })).body.data.records[0]).toMatchObject({ status: 'pending' });
    const done = await post(APP('/pay/test/complete'), { payOrderNo: pay.data.payOrderNo }, c.headers);
    expect(done.body).toMatchObject({ code: 2000, data: { status: 'succeeded', duplicate: false } });
    const d = await detail(orderNo);
    expect(d).toMatchObject({ status: 'paid', paidAmount: 110.9, refundable: 110.9, payments: [{ status: 'succeeded', provider: 'test' }] });
    expect(d.payments[0].transactionNo).toMatch(/^TEST/);
    expect(d.ledger.map((e: J) => [e.kind, e.amount])).toEqual([['pay', 110.9]]);
    expect((await get(APP('/orders'), c.headers)).body.data[0]).toMatchObject({ orderNo, status: 'paid' });
    // the list filters: order no, customer e-mail, status, time window
    const page = async (q: Record<string, unknown>) => (await post(M('/order/page'), q)).body.data.records.map((r: J) => r.orderNo);
    expect(await page({ orderNo: orderNo.slice(0, 10) })).toContain(orderNo);
    expect(await page({ customerEmail: c.account })).toEqual([orderNo]);
    expect(await page({ status: 'paid', customerEmail: c.account })).toEqual([orderNo]);
    expect(await page({ status: 'unpaid', customerEmail: c.account })).toEqual([]);
    expect(await page({ createTimeFrom: new Date(clock.now() + MIN).toISOString() })).not.toContain(orderNo);
  });

  it('a second payment started supersedes the first: the first is closed and its callback refused (79803)', async () => {
    const o = await order(c, [{ goodsCode: 'CABLE' }]);
    const first = await startPay(c, o.data.orderNo);
    const second = await startPay(c, o.data.orderNo);
    expect((await post(APP('/pay/test/complete'), { payOrderNo: first.data.payOrderNo }, c.headers)).body.code).toBe(79803);
    expect((await post(APP('/pay/test/complete'), { payOrderNo: second.data.payOrderNo }, c.headers)).body.code).toBe(2000);
    const d = await detail(o.data.orderNo);
    expect(d.payments.map((p: J) => p.status)).toEqual(['closed', 'succeeded']);
    expect(d).toMatchObject({ status: 'paid', paidAmount: 5.5 });
  });

  it('refuses paying it again (79803) and a second completion of the same payment writes nothing', async () => {
    expect((await startPay(c, orderNo)).code).toBe(79803);
    const d = await detail(orderNo);
    const again = await post(APP('/pay/test/complete'), { payOrderNo: d.payments[0].payOrderNo }, c.headers);
    expect(again.body).toMatchObject({ code: 2000, data: { duplicate: true } });
    expect((await detail(orderNo)).ledger).toHaveLength(1);
  });

  it('refunds part, then refuses more than is left (79807, nothing written), then the rest; each a ledger entry and a refund record', async () => {
    const clerk = await userWith(t, ['mall_order_view']);
    expect((await post(M('/order/refund'), { orderNo, amount: 10, reason: 'x' }, clerk.headers)).status).toBe(403);
    const part = await post(M('/order/refund'), { orderNo, amount: 30.9, reason: '客户退回连接线' });
    expect(part.body).toMatchObject({ code: 2000 });
    expect(await detail(orderNo)).toMatchObject({ status: 'partlyRefunded', refundedAmount: 30.9, refundable: 80 });
    const over = await post(M('/order/refund'), { orderNo, amount: 80.01, reason: 'too much' }, { ...admin.headers, language: 'en-US' });
    expect(over.body).toMatchObject({ code: 79807, msg: 'The refund is more than can be refunded (paid less refunded)' });
    expect((await post(M('/order/refund'), { orderNo, amount: 0, reason: 'zero' })).body.code).toBe(1001);
    expect((await post(M('/order/refund'), { orderNo, amount: 1, reason: 'x', extra: 1 })).body.code).toBe(1001);
    const mid = await detail(orderNo);
    expect(mid.refunds).toHaveLength(1);
    expect(mid.ledger.map((e: J) => e.kind)).toEqual(['pay', 'refund']);
    const records = (await post('/lenkor-user/abnormalRecords/page', { orderNo })).body.data.records;
    expect(records).toEqual([expect.objectContaining({ orderNo, amount: 30.9, currency: 'USD', reason: '客户退回连接线', status: 'refunded' })]);
    expect((await post(M('/order/refund'), { orderNo, amount: 80, reason: 'the rest' })).body.code).toBe(2000);
    expect(await detail(orderNo)).toMatchObject({ status: 'refunded', refundable: 0 });
    expect((await post(M('/order/refund'), { orderNo, amount: 0.01, reason: 'more' })).body.code).toBe(79811);
  });

  it('the finance reports read what was sold, paid and refunded in a window', async () => {
    const r = await mallOrderLinesForReport(t.ctx.db, { from: new Date('2026-05-01T00:00:00Z'), to: new Date('2026-06-01T00:00:00Z') });
    expect(r.lines.filter((l) => l.orderNo === orderNo).map((l) => [l.kind, l.softwareCode, l.months, l.amount])).toEqual([
      ['software', 'DIAG-PRO', 12, 99.9],
      ['goods', null, null, 11],
    ]);
    expect(r.payments.filter((p) => p.orderNo === orderNo).map((p) => p.amount)).toEqual([110.9]);
    expect(r.refunds.filter((p) => p.orderNo === orderNo).map((p) => p.amount)).toEqual([30.9, 80]);
    const none = await mallOrderLinesForReport(t.ctx.db, { from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z') });
    expect(none.lines.filter((l) => l.orderNo === orderNo)).toEqual([]);
  });
});

describe('orders: bad input', () => {
  it('refuses goods not on sale or unknown (79801), two currencies (79810), unknown fields (1001); staff tokens cannot order', async () => {
    const c = await signUpCustomer(t);
    expect((await order(c, [{ goodsCode: 'OLD' }])).code).toBe(79801);
    expect((await order(c, [{ goodsCode: 'NOPE' }])).code).toBe(79801);
    expect((await order(c, [{ goodsCode: 'CABLE' }, { goodsCode: 'CABLE-CNY' }])).code).toBe(79810);
    expect((await post(APP('/order/create'), { lines: [{ goodsCode: 'CABLE' }], price: 0 }, c.headers)).body.code).toBe(1001);
    expect((await post(APP('/order/create'), { lines: [] }, c.headers)).body.code).toBe(1001);
    expect((await post(APP('/order/create'), { lines: [{ goodsCode: 'CABLE' }] })).status).toBeGreaterThanOrEqual(401);
    expect((await t.ctx.db.select().from(mallOrders).where(eq(mallOrders.customerId, c.id))).length).toBe(0);
  });

  it("refuses goods of another kind's fields and a software code the software area does not know", async () => {
    expect(
      (await post(M('/goods/save'), { code: 'X1', kind: 'software', nameZh: 'x', nameEn: 'x', price: 1, currency: 'USD', softwareCode: 'NOPE', months: 1 }))
        .body.code,
    ).toBe(1001);
    expect((await post(M('/goods/save'), { code: 'X2', kind: 'goods', nameZh: 'x', nameEn: 'x', price: 1, currency: 'USD', cardType: 275 })).body.code).toBe(
      1001,
    );
  });

  it("another customer's order does not exist for them (1002)", async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const o = await order(a, [{ goodsCode: 'CABLE' }]);
    expect((await startPay(b, o.data.orderNo)).code).toBe(1002);
    expect((await post(APP('/order/cancel'), { orderNo: o.data.orderNo }, b.headers)).body.code).toBe(1002);
  });
});

describe('cards in an order: occupied, released on expiry or cancellation, taken when paid', () => {
  it('occupies a card (ledger occupy); the order expires when the clock moves past its time: released, pending payment closed, paying refused', async () => {
    await cardsInStock(2);
    const c = await signUpCustomer(t);
    const o = await order(c, [{ goodsCode: 'CARD-275' }]);
    expect(o.code).toBe(2000);
    const cardNo = o.data.lines[0].cardNo as string;
    const card = (await rows(sql`select id, status from point_cards where card_no = ${cardNo}`))[0] as { id: number; status: string };
    expect(card.status).toBe('occupied');
    const pay = await startPay(c, o.data.orderNo);
    expect(pay.code).toBe(2000);
    await runExpiry(29);
    expect((await detail(o.data.orderNo)).status).toBe('unpaid');
    await runExpiry(2);
    const d = await detail(o.data.orderNo);
    expect(d).toMatchObject({ status: 'expired', payments: [{ status: 'closed' }] });
    expect(d.ledger.map((e: J) => e.kind)).toEqual(['occupy', 'release']);
    const entries = await cardLedger(t.ctx.db, card.id);
    expect(entries.map((e) => e.kind)).toEqual(['issue', 'occupy', 'release']);
    expect(foldCardStatus(entries)).toBe('shipped');
    expect((await rows(sql`select status from point_cards where id = ${card.id}`))[0]).toEqual({ status: 'shipped' });
    // paying an expired order: refused, and the closed payment's callback too, nothing written
    expect((await startPay(c, o.data.orderNo)).code).toBe(79803);
    const late = await post(APP('/pay/test/complete'), { payOrderNo: pay.data.payOrderNo }, c.headers);
    expect(late.body.code).toBe(79803);
    expect((await detail(o.data.orderNo)).ledger).toHaveLength(2);
  });

  it('refuses an order when no card of the type is in stock (79802), writing nothing', async () => {
    const c = await signUpCustomer(t);
    const stock = Number(((await rows(sql`select count(*)::int as n from point_cards where card_type = 275 and status = 'shipped'`))[0] as { n: number }).n);
    const all = Array.from({ length: stock + 1 }, () => ({ goodsCode: 'CARD-275' }));
    expect((await order(c, all)).code).toBe(79802);
    const after = Number(((await rows(sql`select count(*)::int as n from point_cards where card_type = 275 and status = 'shipped'`))[0] as { n: number }).n);
    expect(after).toBe(stock);
  });

  it('a staff cancellation releases the card; paying takes it (card taken, the customer its holder)', async () => {
    const c = await signUpCustomer(t);
    const o1 = await order(c, [{ goodsCode: 'CARD-275' }]);
    const noCancel = await userWith(t, ['mall_order_view']);
    expect((await post(M('/order/cancel'), { orderNo: o1.data.orderNo }, noCancel.headers)).status).toBe(403);
    expect((await post(M('/order/cancel'), { orderNo: o1.data.orderNo, reason: '客户要求' })).body.code).toBe(2000);
    expect((await detail(o1.data.orderNo)).status).toBe('cancelled');
    expect((await post(M('/order/cancel'), { orderNo: o1.data.orderNo })).body.code).toBe(79803);
    const o2 = await order(c, [{ goodsCode: 'CARD-275' }]);
    const pay = await startPay(c, o2.data.orderNo);
    await post(APP('/pay/test/complete'), { payOrderNo: pay.data.payOrderNo }, c.headers);
    const d = await detail(o2.data.orderNo);
    expect(d.status).toBe('paid');
    expect(d.ledger.map((e: J) => e.kind)).toEqual(['occupy', 'pay', 'take']);
    const card = (await rows(sql`select id, status, customer_id as "customerId" from point_cards where card_no = ${d.lines[0].cardNo}`))[0] as J;
    expect(card).toMatchObject({ status: 'taken', customerId: c.id });
    expect(foldCardStatus(await cardLedger(t.ctx.db, card.id))).toBe('taken');
  });
});

describe('payment callbacks (HTTP-10 signed, public)', () => {
  let c: Customer;
  let payment: J;
  const fields = () => ({ payOrderNo: payment.payOrderNo, transactionNo: 'GW-1', amount: payment.amount, currency: payment.currency, outcome: 'succeeded' });
  beforeAll(async () => {
    c = await signUpCustomer(t);
    const o = await order(c, [{ goodsCode: 'CABLE' }]);
    payment = (await startPay(c, o.data.orderNo)).data;
  });

  it('refuses a bad sign (79804), a wrong app key or a stale timestamp (79806), a wrong amount (79809); nothing written', async () => {
    const bad = { ...signed(fields()), sign: 'A'.repeat(32) };
    expect((await callback(bad)).json()).toMatchObject({ code: 79804, msg: 'The payment callback signature is invalid' });
    expect((await callback(signed(fields(), { secret: 'not-the-secret' }))).json().code).toBe(79804);
    const tampered = { ...signed(fields()), amount: 0.01 };
    expect((await callback(tampered)).json().code).toBe(79804);
    expect((await callback(signed(fields(), { appKey: 'other' }))).json().code).toBe(79806);
    expect((await callback(signed(fields(), { now: clock.now() - 10 * MIN }))).json().code).toBe(79806);
    expect((await callback(signed({ ...fields(), amount: 1 }))).json().code).toBe(79809);
    expect((await callback(signed({ ...fields(), payOrderNo: 'PO-NOPE' }))).json().code).toBe(79809);
    expect((await callback({ ...signed(fields()), extra: 1 })).json().code).toBe(1001);
    expect((await post(M('/payRecord/page'), { payOrderNo: payment.payOrderNo })).body.data.records[0].status).toBe('pending');
  });

  it('two callbacks at once complete the order once; the same callback replayed is refused (79805); a retry with a new nonce is harmless', async () => {
    const a = signed(fields());
    const b = signed(fields());
    const [ra, rb] = await Promise.all([callback(a), callback(b)]);
    const answers = [ra.json(), rb.json()];
    expect(answers.map((x) => x.code)).toEqual([2000, 2000]);
    expect(answers.map((x) => x.data.duplicate).sort()).toEqual([false, true]);
    const replay = await callback(a);
    expect(replay.json()).toMatchObject({ code: 79805, msg: 'The payment callback nonce was already used (replay)' });
    expect((await callback(signed(fields()))).json()).toMatchObject({ code: 2000, data: { duplicate: true } });
    const orders = (await get(APP('/orders'), c.headers)).body.data;
    const d = await detail(orders[0].orderNo);
    expect(d).toMatchObject({ status: 'paid', paidAmount: 5.5 });
    expect(d.ledger.map((e: J) => e.kind)).toEqual(['pay']);
  });

  it('the callback route is public in the API docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as J;
    expect(doc.paths['/lenkor-mall/pay/callback'].post.security).toEqual([]);
    expect(doc.paths['/lenkor-app/mall/order/create'].post.security).toEqual([{ customer: [] }]);
  });
});

describe('the kit lists of orders and payment records', () => {
  it('are guarded by their permissions', async () => {
    const none = await userWith(t, []);
    expect((await post(M('/order/page'), {}, none.headers)).status).toBe(403);
    expect((await post(M('/payRecord/page'), {}, none.headers)).status).toBe(403);
    expect((await get(M('/order/info/MO1'), none.headers)).status).toBe(403);
    expect(mallOrderResource.permissions.view).toBe('mall_order_view');
    expect(mallPaymentResource.permissions.view).toBe('mall_pay_view');
  });
});
