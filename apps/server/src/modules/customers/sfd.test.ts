import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { multipartFile } from '../../../test/kit-helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { filesOf } from '../files';
import { customerEvents, customers } from './customers.tables';
import { signUpCustomer } from './test-support';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0a90000000049454e44ae426082',
  'hex',
);

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

type H = Record<string, string>;
const staff = (p: string, payload: unknown, headers: H = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-user${p}`, payload: payload as never, headers });
const me = (headers: H) => t.app.inject({ method: 'GET', url: '/lenkor-app/me', headers });
const submit = (headers: H, payload: unknown) => t.app.inject({ method: 'POST', url: '/lenkor-app/me/sfd', payload: payload as never, headers });
async function upload(headers: H, body: Buffer = PNG, name = 'id.png', url = '/lenkor-app/me/sfd/upload') {
  const m = multipartFile(body, name);
  return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...headers, ...m.headers } });
}
async function image(headers: H): Promise<string> {
  const res = await upload(headers);
  expect(res.json()).toMatchObject({ code: 2000, data: { type: 'image/png' } });
  return res.json().data.id;
}
const row = async (id: number) => (await t.ctx.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('customer SFD documents: /lenkor-app/me/sfd', () => {
  it('upload, submit, staff reject with a remark, the customer sees it, resubmits, staff pass; then no more submissions', async () => {
    const c = await signUpCustomer(t);
    expect((await me(c.headers)).json().data).toMatchObject({ sfdStatus: 'none', sfdRemark: null });
    const front = await image(c.headers);
    const back = await image(c.headers);
    const sent = await submit(c.headers, { frontFileId: front, backFileId: back });
    expect(sent.json()).toMatchObject({ code: 2000, data: { sfdStatus: 'pending', sfdRemark: null } });
    expect((await filesOf(t.ctx, 'customers', String(c.id))).map((f) => f.id).sort()).toEqual([front, back].sort());

    // staff see the pending review with the customer's images, and reject it with a remark
    const info = (await t.app.inject({ method: 'GET', url: `/lenkor-user/customer/info/${c.id}`, headers: admin.headers })).json().data;
    expect(info).toMatchObject({ sfdStatus: 'pending', sfdFront: front, sfdBack: back });
    expect((await staff('/customer/page', { sfdStatus: 'pending' })).json().data.records.map((r: { id: number }) => r.id)).toContain(c.id);
    const dl = await t.app.inject({ method: 'GET', url: `/lenkor-user/ossFile/download/${front}`, headers: admin.headers });
    expect(Buffer.compare(dl.rawPayload, PNG)).toBe(0);
    expect((await staff('/customer/sfdReview', { id: c.id, version: info.version, result: 'rejected', remark: '照片模糊' })).json().code).toBe(2000);
    expect((await me(c.headers)).json().data).toMatchObject({ sfdStatus: 'rejected', sfdRemark: '照片模糊' });

    // resubmission replaces the documents (the old ones are detached) and clears the remark
    const front2 = await image(c.headers);
    const back2 = await image(c.headers);
    expect((await submit(c.headers, { frontFileId: front2, backFileId: back2 })).json().data).toMatchObject({ sfdStatus: 'pending', sfdRemark: null });
    expect((await filesOf(t.ctx, 'customers', String(c.id))).map((f) => f.id).sort()).toEqual([front2, back2].sort());
    expect(await row(c.id)).toMatchObject({ sfdFront: front2, sfdBack: back2 });
    // while pending: 73309, nothing changes
    const front3 = await image(c.headers);
    const pending = await submit(c.headers, { frontFileId: front3, backFileId: back2 });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe(73309);
    expect(await row(c.id)).toMatchObject({ sfdStatus: 'pending', sfdFront: front2 });

    const v = (await row(c.id)).version;
    expect((await staff('/customer/sfdReview', { id: c.id, version: v, result: 'passed' })).json().code).toBe(2000);
    expect((await me(c.headers)).json().data).toMatchObject({ sfdStatus: 'passed' });
    // once passed: 73309 in both languages
    const passed = await submit({ ...c.headers, language: 'en-US' }, { frontFileId: front3, backFileId: back2 });
    expect(passed.json()).toMatchObject({ code: 73309 });
    expect(passed.json().msg).toMatch(/under review or have passed/);
    const zh = await submit(c.headers, { frontFileId: front3, backFileId: back2 });
    expect(zh.json().msg).toMatch(/审核中或已通过/);
    expect(await row(c.id)).toMatchObject({ sfdStatus: 'passed', sfdFront: front2 });

    const kinds = await t.ctx.db
      .select({ kind: customerEvents.kind, actorKind: customerEvents.actorKind })
      .from(customerEvents)
      .where(eq(customerEvents.customerId, c.id))
      .orderBy(customerEvents.id);
    expect(kinds).toEqual([
      { kind: 'sfd.submit', actorKind: 'customer' },
      { kind: 'sfd.rejected', actorKind: 'staff' },
      { kind: 'sfd.submit', actorKind: 'customer' },
      { kind: 'sfd.passed', actorKind: 'staff' },
    ]);
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.action, 'sfdSubmit')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ module: 'customer', targetId: String(c.id), userId: null });
  });

  it('refuses files that are not images, not this customer’s, of another area, or the same twice; nothing changes', async () => {
    const c = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    // not an image (judged by content, whatever the name): refused at upload
    const exe = await upload(c.headers, Buffer.from('MZ\x90\x00 not an image at all'), 'id.png');
    expect(exe.json().code).toBe(1040);
    const mine = await image(c.headers);
    const theirs = await image(other.headers);
    const r1 = await submit(c.headers, { frontFileId: mine, backFileId: theirs });
    expect(r1.json().code).toBe(1002);
    // a feedback screenshot of the same customer is of another area
    const fb = await upload(c.headers, PNG, 'shot.png', '/lenkor-app/feedback/upload');
    expect(fb.json().code).toBe(2000);
    expect((await submit(c.headers, { frontFileId: mine, backFileId: fb.json().data.id })).json().code).toBe(1002);
    // a file staff uploaded is not the customer's
    const sm = multipartFile(PNG, 'staff.png');
    const staffUp = await t.app.inject({
      method: 'POST',
      url: '/lenkor-user/ossFile/uploadFile?area=customers',
      payload: sm.payload,
      headers: { ...admin.headers, ...sm.headers },
    });
    expect((await submit(c.headers, { frontFileId: mine, backFileId: staffUp.json().data.id })).json().code).toBe(1002);
    // the same image as front and back, an unknown id, an unknown field
    expect((await submit(c.headers, { frontFileId: mine, backFileId: mine })).json().code).toBe(1001);
    expect((await submit(c.headers, { frontFileId: mine, backFileId: '00000000-0000-4000-8000-000000000000' })).json().code).toBe(1002);
    expect((await submit(c.headers, { frontFileId: mine, backFileId: theirs, id: other.id })).json().code).toBe(1001);
    expect(await row(c.id)).toMatchObject({ sfdStatus: 'none', sfdFront: null, sfdBack: null, version: 1 });
    expect(await filesOf(t.ctx, 'customers', String(c.id))).toEqual([]);
    expect(await row(other.id)).toMatchObject({ sfdStatus: 'none' });
  });

  it('a staff token never opens these routes, nor a customer token the staff review', async () => {
    const c = await signUpCustomer(t);
    expect(
      (await submit(admin.headers, { frontFileId: '00000000-0000-4000-8000-000000000000', backFileId: '00000000-0000-4000-8000-000000000001' })).statusCode,
    ).toBe(401);
    expect((await upload(admin.headers)).statusCode).toBe(401);
    expect((await me(admin.headers)).statusCode).toBe(401);
    expect((await staff('/customer/sfdReview', { id: c.id, version: 1, result: 'passed' }, c.headers)).statusCode).toBe(401);
    expect(
      (
        await staff(
          '/customer/sfdSubmit',
          { id: c.id, version: 1, frontFileId: '00000000-0000-4000-8000-000000000000', backFileId: '00000000-0000-4000-8000-000000000001' },
          c.headers,
        )
      ).statusCode,
    ).toBe(401);
  });
});
