import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { explainUsesIndex } from '../../platform/kit/explain';
import { signUpCustomer } from '../customers/test-support';
import { insertProducts } from '../products/test-support';

// Issue item 2 (USER-10): the customer list, detail and API count the customer's bound SNs.
let t: TestApp;
let admin: SignedIn;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const [p] = await insertProducts(t, [{ code: 'CNT-1', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' }]);
  productId = p!.id;
});
afterAll(() => t.close());

const staff = (p: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/lenkor-user${p}`, headers: admin.headers, payload: payload as object });
const appBind = (headers: Record<string, string>, sn: string, registrationCode: string) =>
  t.app.inject({ method: 'POST', url: '/lenkor-app/device/bind', headers, payload: { sn, registrationCode } });
let seq = 0;
async function stock() {
  const sn = `CNT${String(++seq).padStart(6, '0')}`;
  const r = await staff('/device/add', { sn, productId, registrationCode: `R-${sn}` });
  return r.json().data as { id: number; sn: string };
}
const version = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/lenkor-user/device/detail/${id}`, headers: admin.headers })).json().data.device.version as number;
const detailCount = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/lenkor-user/customer/info/${id}`, headers: admin.headers })).json().data.boundSnCount as number;
const listCount = async (account: string) => (await staff('/customer/page', { account })).json().data.records[0].boundSnCount as number;

describe('bound SN count (USER-10)', () => {
  it('counts the bound devices through bind, transfer, exchange, lock and unbind, on the list and the detail', async () => {
    const a = await signUpCustomer(t);
    const b = await signUpCustomer(t);
    const d1 = await stock();
    const d2 = await stock();
    expect(await detailCount(a.id)).toBe(0);
    expect((await appBind(a.headers, d1.sn, `R-${d1.sn}`)).json().code).toBe(2000);
    expect((await appBind(a.headers, d2.sn, `R-${d2.sn}`)).json().code).toBe(2000);
    expect(await detailCount(a.id)).toBe(2);
    expect(await listCount(a.account)).toBe(2);
    // a refused bind changes no count
    expect((await appBind(b.headers, d1.sn, `R-${d1.sn}`)).json().code).toBe(73312);
    expect(await detailCount(b.id)).toBe(0);
    // transfer: counted with the owner until the receiver accepts
    expect((await staff('/device/transfer', { id: d1.id, version: await version(d1.id), targetCustomerId: b.id, note: 'sold on' })).json().code).toBe(2000);
    expect([await detailCount(a.id), await detailCount(b.id)]).toEqual([2, 0]);
    const accept = await t.app.inject({ method: 'POST', url: '/lenkor-app/device/transfer/accept', headers: b.headers, payload: { sn: d1.sn } });
    expect(accept.json().code).toBe(2000);
    expect([await detailCount(a.id), await detailCount(b.id)]).toEqual([1, 1]);
    // exchange: the new SN takes the old one's place
    expect((await staff('/device/exchange', { id: d2.id, version: await version(d2.id), newSn: `NEW${d2.sn}`, note: 'faulty' })).json().code).toBe(2000);
    expect(await detailCount(a.id)).toBe(1);
    // lock: still the owner's device
    expect((await staff('/device/lock', { id: d1.id, version: await version(d1.id), note: 'stolen' })).json().code).toBe(2000);
    expect(await detailCount(b.id)).toBe(1);
    // unbind by the customer
    expect((await t.app.inject({ method: 'POST', url: '/lenkor-app/device/unbind', headers: a.headers, payload: { sn: `NEW${d2.sn}` } })).json().code).toBe(
      2000,
    );
    expect(await detailCount(a.id)).toBe(0);
    expect(await listCount(a.account)).toBe(0);
    // two binds at once: each counts after the other (the customer row is locked first)
    const [d3, d4] = [await stock(), await stock()];
    const both = await Promise.all([appBind(a.headers, d3.sn, `R-${d3.sn}`), appBind(a.headers, d4.sn, `R-${d4.sn}`)]);
    expect(both.map((r) => r.json().code)).toEqual([2000, 2000]);
    expect(await detailCount(a.id)).toBe(2);
  });

  it('filters and sorts the customer list by the count, from an index', async () => {
    const many = await signUpCustomer(t, { email: 'cnt-many@example.com' });
    const one = await signUpCustomer(t, { email: 'cnt-one@example.com' });
    await signUpCustomer(t, { email: 'cnt-none@example.com' });
    for (const c of [many, many, many, one]) {
      const d = await stock();
      expect((await appBind(c.headers, d.sn, `R-${d.sn}`)).json().code).toBe(2000);
    }
    const page = async (q: Record<string, unknown>) =>
      (await staff('/customer/page', { account: 'cnt-', ...q }))
        .json()
        .data.records.map((r: { account: string; boundSnCount: number }) => `${r.account}:${r.boundSnCount}`);
    expect(await page({ sort: { field: 'boundSnCount', order: 'desc' } })).toEqual([
      'cnt-many@example.com:3',
      'cnt-one@example.com:1',
      'cnt-none@example.com:0',
    ]);
    expect(await page({ boundSnMin: 1, sort: { field: 'boundSnCount', order: 'asc' } })).toEqual(['cnt-one@example.com:1', 'cnt-many@example.com:3']);
    expect(await page({ boundSnMax: 0 })).toEqual(['cnt-none@example.com:0']);
    expect(await page({ boundSnMin: 2, boundSnMax: 3 })).toEqual(['cnt-many@example.com:3']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/lenkor-user/customer/page',
      headers: { ...admin.headers, 'accept-language': 'en-US' },
      payload: { boundSnMin: -1 },
    });
    expect(bad.json().code).toBe(1001);
    const plan = await explainUsesIndex(
      t.ctx.db,
      'customers',
      sql`select id from customers where del_flag = false order by bound_sn_count desc, id desc limit 10`,
    );
    expect(plan.ok, plan.plan).toBe(true);
  });
});
