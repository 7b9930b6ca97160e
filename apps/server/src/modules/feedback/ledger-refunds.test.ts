import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';

// Refund records have a source (decision 0029): a refunded card writes one from its value-ledger
// entry — amount, currency, reason, order, operator and time — and /brand/abnormalRecords/list shows it.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/lenkor-user${url}`, headers: admin.headers, payload: payload as object });

describe('refund records from the value ledger', () => {
  it('a refunded card is listed with its amount, currency, reason, operator and time; a refused refund lists nothing', async () => {
    const made = await post('/pointCard/generate', { cardType: 276, count: 2, faceValue: 0 });
    const [a, b] = (await post('/pointCard/page', { current: 1, size: 10, batchNo: made.json().data.batchNo })).json().data.records;
    expect((await post('/pointCard/sell', { id: a.id, version: a.version, orderNo: 'SO-7788', amount: 120.5, currency: 'EUR' })).json().code).toBe(2000);
    expect((await post('/pointCard/sell', { id: b.id, version: b.version, channelId: 999_999, amount: 1, currency: 'CNY' })).json().code).toBe(1001);
    t.clock.advance(60_000);
    const at = new Date(t.clock.now()).toISOString();
    const refunded = await post('/pointCard/refund', { id: a.id, version: a.version + 1, reason: 'ordered twice', amount: 100 });
    expect(refunded.json().code).toBe(2000);
    // the unsold card cannot be refunded and leaves no record
    expect((await post('/pointCard/refund', { id: b.id, version: b.version, reason: 'never sold' })).json().code).toBe(1017);

    const list = (await post('/abnormalRecords/page', { current: 1, size: 10, orderNo: 'SO-7788' })).json().data;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({
      orderNo: 'SO-7788',
      cardNo: a.cardNo,
      amount: 100,
      currency: 'EUR',
      reason: 'ordered twice',
      status: 'refunded',
      operatorName: 'admin',
      createTime: at,
    });
    const byCard = (await post('/abnormalRecords/page', { current: 1, size: 100 }))
      .json()
      .data.records.filter((r: { cardNo: string | null }) => r.cardNo === b.cardNo);
    expect(byCard).toEqual([]);
  });
});
