import { CUSTOMER_PERMISSIONS as P } from '@diagops/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { multipartFile, waitForJob } from '../../../test/kit-helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { explainPlan, explainUsesIndex } from '../../platform/kit/explain';
import { customerLabels, customers, pointsMovements } from './customers.tables';
import { customerPage } from './staff.repository';
import { signUpCustomer } from './test-support';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const post = (p: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-user${p}`, payload: payload as never, headers });
const get = (p: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/lenkor-user${p}`, headers });

describe('staff customer administration', () => {
  it('adds a customer (USER-07: e-mail or phone), refuses a taken e-mail, edits with the version', async () => {
    const none = await post('/customer/save', { name: 'Nobody' }, { ...admin.headers, language: 'en-US' });
    expect(none.json().code).toBe(1001);
    expect(JSON.stringify(none.json())).toContain('enter an e-mail or a phone');
    const badPhone = await post('/customer/save', { phone: '12345' });
    expect(badPhone.json().code).toBe(1001);
    const res = await post('/customer/save', { email: 'Staff.Made@example.com', name: '王五', country: 'cn' });
    expect(res.json().code).toBe(2000);
    const c = res.json().data;
    expect(c).toMatchObject({ account: 'staff.made@example.com', country: 'CN', source: 'staff', classification: 'normal', version: 1 });
    expect((await post('/customer/save', { email: 'staff.made@EXAMPLE.com' })).json().code).toBe(73301);
    const upd = await post('/customer/update', { id: c.id, version: 1, email: c.email, name: '王五五', classification: 'beta', phone: '13511112222' });
    expect(upd.json().data).toMatchObject({ name: '王五五', classification: 'beta', version: 2 });
    const stale = await post('/customer/update', { id: c.id, version: 1, email: c.email, name: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(1005);
    const log = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'customer')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log[0]!.action).toBe('update');
    // the phone suffix search finds it
    const found = await post('/customer/page', { current: 1, size: 10, phoneSuffix: '2222' });
    expect(found.json().data.records.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(found.json().data.records[0].phone).toBe('13511112222');
  });

  it('filters by e-mail prefix, country, classification, registration time and label', async () => {
    const a = await signUpCustomer(t, { email: 'filter-a@example.com', country: 'DE' });
    t.clock.advance(3600_000);
    const b = await signUpCustomer(t, { email: 'filter-b@example.com', country: 'FR', classification: 'beta' });
    const ids = async (q: Record<string, unknown>) =>
      (await post('/customer/page', { current: 1, size: 100, ...q })).json().data.records.map((r: { id: number }) => r.id);
    expect(await ids({ account: 'FILTER-' })).toEqual([b.id, a.id]);
    expect(await ids({ account: 'filter-', country: 'de' })).toEqual([a.id]);
    expect(await ids({ account: 'filter-', classification: 'beta' })).toEqual([b.id]);
    const [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, b.id));
    expect(await ids({ account: 'filter-', registeredFrom: row!.registeredAt.toISOString() })).toEqual([b.id]);
    expect(await ids({ account: 'filter-', registeredTo: row!.registeredAt.toISOString() })).toEqual([a.id]);
    const label = (await post('/label/save', { nameZh: '过滤', nameEn: 'Filter' })).json().data;
    await post('/customer/labels', { id: a.id, labelIds: [label.id] });
    expect(await ids({ labelId: label.id })).toEqual([a.id]);
    expect((await post('/customer/page', { current: 1, size: 10, bogus: 1 })).json().code).toBe(1001);
  });

  it('takes a 10th label and refuses an 11th with 73302, changing nothing', async () => {
    const c = await signUpCustomer(t, {});
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push((await post('/label/save', { nameZh: `标签${i}`, nameEn: `Label ${i}` })).json().data.id);
    const ten = await post('/customer/labels', { id: c.id, labelIds: ids.slice(0, 10) });
    expect(ten.json().data.labels).toHaveLength(10);
    const eleven = await post('/customer/labels', { id: c.id, labelIds: ids }, { ...admin.headers, language: 'en-US' });
    expect(eleven.json().code).toBe(73302);
    expect(eleven.json().msg).toBe('A customer can have at most 10 labels');
    const zh = await post('/customer/labels', { id: c.id, labelIds: ids }, { ...admin.headers, language: 'zh-CN' });
    expect(zh.json().msg).toBe('每个用户最多10个标签');
    const held = await t.ctx.db.select().from(customerLabels).where(eq(customerLabels.customerId, c.id));
    expect(held).toHaveLength(10);
    // a label held by customers is not deleted
    const del = await post('/label/delete', { id: ids[0], version: 1 });
    expect(del.json().code).toBe(73305);
    expect((await post('/label/delete', { id: ids[10], version: 1 })).json().code).toBe(2000);
  });

  it('grants and deducts points with movements, never below zero', async () => {
    const c = await signUpCustomer(t, {});
    expect((await post('/customer/points', { id: c.id, delta: 100, reason: 'welcome' })).json().data.points).toBe(100);
    expect((await post('/customer/points', { id: c.id, delta: -30, reason: 'gift' })).json().data.points).toBe(70);
    const over = await post('/customer/points', { id: c.id, delta: -71, reason: 'too much' });
    expect(over.json().code).toBe(73303);
    const moves = (await post('/customer/pointsPage', { customerId: c.id })).json().data;
    expect(moves.records.map((m: { delta: number; balanceAfter: number }) => [m.delta, m.balanceAfter])).toEqual([
      [-30, 70],
      [100, 100],
    ]);
    expect(await t.ctx.db.select().from(pointsMovements).where(eq(pointsMovements.customerId, c.id))).toHaveLength(2);
    const events = (await post('/customer/eventPage', { customerId: c.id })).json().data.records.map((e: { kind: string }) => e.kind);
    expect(events).toEqual(['points.deduct', 'points.grant']);
  });

  it('needs the permissions: a viewer cannot edit, nor a customer token', async () => {
    const viewer = await userWith(t, [P.customerView.name]);
    const c = await signUpCustomer(t, {});
    expect((await post('/customer/points', { id: c.id, delta: 1, reason: 'x' }, viewer.headers)).json().code).toBe(1000);
    expect((await post('/customer/points', { id: c.id, delta: 1, reason: 'x' }, c.headers)).json().code).toBe(1003);
  });

  it('attaches SFD images through the files area and reviews them', async () => {
    const c = await signUpCustomer(t, {});
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0a90000000049454e44ae426082',
      'hex',
    );
    const up = async () => {
      const m = multipartFile(png, 'front.png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/lenkor-user/ossFile/uploadFile?area=customers',
        payload: m.payload,
        headers: { ...admin.headers, ...m.headers },
      });
      expect(res.json().code).toBe(2000);
      return res.json().data.id as string;
    };
    const front = await up();
    const back = await up();
    const notPending = await post('/customer/sfdReview', { id: c.id, version: 1, result: 'passed' });
    expect(notPending.json().code).toBe(1001);
    const sub = await post('/customer/sfdSubmit', { id: c.id, version: 1, frontFileId: front, backFileId: back });
    expect(sub.json().data).toMatchObject({ sfdStatus: 'pending', sfdFront: front, sfdBack: back });
    const rev = await post('/customer/sfdReview', { id: c.id, version: 2, result: 'rejected', remark: 'blurred' });
    expect(rev.json().data).toMatchObject({ sfdStatus: 'rejected', sfdRemark: 'blurred' });
  });

  it('lists seed users (beta) with their activity, and converts forecast users', async () => {
    const beta = await signUpCustomer(t, { email: 'seed-1@example.com', classification: 'beta' });
    await post('/customer/points', { id: beta.id, delta: 5, reason: 'beta reward' });
    const seeds = (await post('/seedUser/page', { current: 1, size: 100, account: 'seed-' })).json().data.records;
    expect(seeds.map((s: { id: number; activityCount: number }) => [s.id, s.activityCount])).toEqual([[beta.id, 1]]);
    const f = (await post('/forecastUser/save', { email: 'lead@example.com', name: 'Lead', country: 'us', source: 'exhibition' })).json().data;
    expect(f.status).toBe('pending');
    const conv = await post('/forecastUser/convert', { id: f.id, version: 1 });
    expect(conv.json().data).toMatchObject({ status: 'converted' });
    const cust = (await get(`/customer/info/${conv.json().data.customerId}`)).json().data;
    expect(cust).toMatchObject({ account: 'lead@example.com', source: 'forecast', country: 'US' });
    expect((await post('/forecastUser/convert', { id: f.id, version: 2 })).json().code).toBe(73304);
  });

  it('exports the list as xlsx', async () => {
    const res = await post('/customer/exportExcel', { account: 'filter-' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('exports as a job the console polls and downloads under /lenkor-user (the export button)', async () => {
    const started = await post('/customer/exportExcel', { account: 'filter-' }, { ...admin.headers, 'x-async-job': '1' });
    const { jobId } = started.json().data;
    const job = await waitForJob(t, 'user', jobId, admin.headers);
    expect(job).toMatchObject({ kind: 'export', status: 'completed', hasFile: true });
    const file = await get(`/job/${jobId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('searches by e-mail prefix and phone suffix on indexes', async () => {
    for (const [q, idx] of [
      [{ account: 'abc' }, 'customers_email_prefix_idx'],
      [{ phoneSuffix: '1234' }, 'customers_phone_rev_idx'],
      [{ country: 'US', registeredFrom: '2026-01-01T00:00:00Z' }, 'customers_country_idx'],
    ] as const) {
      const list = t.ctx.db
        .select()
        .from(customers)
        .where(customerPage.where(q))
        .orderBy(...customerPage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'customers', list);
      expect(r.ok, `${idx}\n${r.plan}`).toBe(true);
      expect(await explainPlan(t.ctx.db, list)).toContain(idx);
    }
  });
});
