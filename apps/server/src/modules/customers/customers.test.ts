import { CUSTOMER_PERMISSIONS as P } from '@diagops/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { outbox } from '../../platform/notify/notify.tables';
import { customerEvents, customerTokens } from './customers.tables';
import { customerColumns, findCustomerByAccount, getCustomer, recordCustomerEvent } from './index';
import { signUpCustomer } from './test-support';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const app = (p: string) => `/lenkor-app${p}`;
let ipCounter = 1;
/** each sign-up from its own address, so the per-address code limits stay out of the way */
const call = (url: string, payload?: unknown, headers: Record<string, string> = {}, ip = `10.0.0.${ipCounter}`) =>
  t.app.inject({ method: payload === undefined ? 'GET' : 'POST', url, payload: payload as never, headers, remoteAddress: ip });

async function lastCode(to: string) {
  const [msg] = await t.ctx.db.select().from(outbox).where(eq(outbox.target, to)).orderBy(desc(outbox.id)).limit(1);
  return msg ? { code: msg.body.match(/\d{6}/)![0], msg } : null;
}

async function signUpByEmail(email: string, extra: Record<string, unknown> = {}) {
  ipCounter++;
  const sent = await call(app('/auth/code'), { channel: 'email', target: email, purpose: 'signUp', language: 'en-US' });
  expect(sent.json().code).toBe(2000);
  const { code } = (await lastCode(email.toLowerCase()))!;
  return call(app('/auth/signUp'), { email, code, password: 'Secret@123', ...extra });
}

describe('customer sign-up and sign-in', () => {
  it('signs up with an e-mail code sent through the outbox, then reads /me', async () => {
    const res = await signUpByEmail('Alice@Example.com', { name: 'Alice', country: 'us' });
    expect(res.json().code).toBe(2000);
    const tok = res.json().data;
    expect(tok.account).toBe('alice@example.com');
    const { msg } = (await lastCode('alice@example.com'))!;
    expect(msg.channel).toBe('email');
    expect(msg.body).toContain('verification code');
    const me = await call(app('/me'), undefined, { authorization: `Bearer ${tok.accessToken}` });
    expect(me.json().data).toMatchObject({ email: 'alice@example.com', name: 'Alice', country: 'US', classification: 'normal' });
    // the same e-mail again is refused, nothing is added (after the 60 s resend wait)
    t.clock.advance(61_000);
    const again = await signUpByEmail('alice@example.com');
    expect(again.json().code).toBe(73301);
    expect(again.statusCode).toBe(409);
  });

  it('signs up by phone code (SMS), and refuses a non-mainland phone and a wrong code', async () => {
    ipCounter++;
    const bad = await call(app('/auth/code'), { channel: 'sms', target: '010-1234567', purpose: 'signUp' });
    expect(bad.json().code).toBe(1001);
    const sent = await call(app('/auth/code'), { channel: 'sms', target: '13900139000', purpose: 'signUp' });
    expect(sent.json().code).toBe(2000);
    const { code, msg } = (await lastCode('13900139000'))!;
    expect(msg.channel).toBe('sms');
    const wrong = await call(app('/auth/signUp'), { phone: '13900139000', code: code === '000000' ? '111111' : '000000', password: 'Secret@123' });
    expect(wrong.json().code).toBe(15317);
    const ok = await call(app('/auth/signUp'), { phone: '13900139000', code, password: 'Secret@123' });
    expect(ok.json().code).toBe(2000);
    expect(ok.json().data.account).toBe('13900139000');
  });

  it('refuses a customer without e-mail and phone (USER-07)', async () => {
    const res = await call(app('/auth/signUp'), { code: '123456', password: 'Secret@123' }, { language: 'en-US' });
    expect(res.json().code).toBe(1001);
    expect(JSON.stringify(res.json())).toContain('enter an e-mail or a phone');
    const zh = await call(app('/auth/signUp'), { code: '123456', password: 'Secret@123' }, { language: 'zh-CN' });
    expect(JSON.stringify(zh.json())).toContain('邮箱和手机号至少填写一个');
  });

  it('signs in with the password, rotates on refresh, ends the session on a reused refresh token, signs out', async () => {
    await signUpByEmail('bob@example.com');
    const wrong = await call(app('/auth/signIn'), { account: 'bob@example.com', password: 'Nope@1234' });
    expect(wrong.json().code).toBe(60002);
    const res = await call(app('/auth/signIn'), { account: 'BOB@example.com', password: 'Secret@123' });
    expect(res.json().code).toBe(2000);
    const first = res.json().data;
    const r1 = await call(app('/auth/refresh'), { refreshToken: first.refreshToken });
    expect(r1.json().code).toBe(2000);
    const second = r1.json().data;
    expect(second.accessToken).not.toBe(first.accessToken);
    // the old refresh token a second time: refused and the whole session ends
    const reuse = await call(app('/auth/refresh'), { refreshToken: first.refreshToken });
    expect(reuse.json().code).toBe(1013);
    const after = await call(app('/me'), undefined, { authorization: `Bearer ${second.accessToken}` });
    expect(after.json().code).toBe(1003);
    // a fresh sign-in, then sign-out ends it
    const s2 = (await call(app('/auth/signIn'), { account: 'bob@example.com', password: 'Secret@123' })).json().data;
    const h = { authorization: `Bearer ${s2.accessToken}` };
    expect((await call(app('/me'), undefined, h)).json().code).toBe(2000);
    expect((await call(app('/auth/signOut'), {}, h)).json().code).toBe(2000);
    expect((await call(app('/me'), undefined, h)).json().code).toBe(1003);
    // of bob's tokens only the sign-up session's pair is left: the reused family and the signed-out one are gone
    const rows = await t.ctx.db.select().from(customerTokens).where(eq(customerTokens.customerId, s2.customerId));
    expect(rows).toHaveLength(2);
  });

  it('signs in with a code, and sends sign-in codes only to real accounts (same answer)', async () => {
    const c = await signUpCustomer(t, { email: 'carol@example.com' });
    ipCounter++;
    expect((await call(app('/auth/code'), { channel: 'email', target: 'carol@example.com', purpose: 'signIn' })).json().code).toBe(2000);
    const { code } = (await lastCode('carol@example.com'))!;
    const res = await call(app('/auth/signIn'), { account: 'carol@example.com', code });
    expect(res.json().data.customerId).toBe(c.id);
    expect((await call(app('/auth/code'), { channel: 'email', target: 'nobody@example.com', purpose: 'signIn' })).json().code).toBe(2000);
    expect(await lastCode('nobody@example.com')).toBeNull();
  });
});

describe('staff and customer tokens are kept apart', () => {
  it('a staff token never opens a customer route, a customer token never a staff route (1003/401 both ways)', async () => {
    const c = await signUpCustomer(t, {});
    const staffOnApp = await call(app('/me'), undefined, admin.headers);
    expect(staffOnApp.statusCode).toBe(401);
    expect(staffOnApp.json().code).toBe(1003);
    const customerOnStaff = await call('/lenkor-user/customer/page', { current: 1, size: 10 }, c.headers);
    expect(customerOnStaff.statusCode).toBe(401);
    expect(customerOnStaff.json().code).toBe(1003);
    const customerOnSignedIn = await call('/lenkor-user/user/getUserInfo', undefined, c.headers);
    expect(customerOnSignedIn.statusCode).toBe(401);
    expect((await call(app('/me'), undefined, {})).statusCode).toBe(401);
    expect((await call(app('/me'), undefined, c.headers)).json().code).toBe(2000);
  });

  it('a disabled customer’s token stops working', async () => {
    const c = await signUpCustomer(t, {});
    const { customers } = await import('./customers.tables');
    await t.ctx.db.update(customers).set({ status: 'disabled' }).where(eq(customers.id, c.id));
    expect((await call(app('/me'), undefined, c.headers)).json().code).toBe(1003);
  });
});

describe('addresses', () => {
  it('adds, edits with a version, sets the default and deletes; only the own addresses', async () => {
    const a = await signUpCustomer(t, {});
    const b = await signUpCustomer(t, {});
    const addr = {
      firstName: 'San',
      lastName: 'Zhang',
      country: 'CN',
      province: '广东',
      city: '深圳',
      detail: '南山区科技园1号',
      postcode: '518000',
      phone: '13800138000',
    };
    const first = (await call(app('/address/save'), addr, a.headers)).json().data;
    expect(first.isDefault).toBe(true);
    const second = (await call(app('/address/save'), { ...addr, detail: 'Second', isDefault: true }, a.headers)).json().data;
    expect(second.isDefault).toBe(true);
    let list = (await call(app('/address/list'), {}, a.headers)).json().data;
    expect(list.map((x: { id: number; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const stale = await call(app('/address/update'), { ...addr, id: first.id, version: 99 }, a.headers);
    expect(stale.json().code).toBe(1005);
    const edited = await call(app('/address/update'), { ...addr, id: first.id, version: first.version, city: '广州' }, a.headers);
    expect(edited.json().data.city).toBe('广州');
    // another customer cannot touch it
    expect((await call(app('/address/delete'), { id: first.id }, b.headers)).json().code).toBe(1002);
    expect((await call(app('/address/setDefault'), { id: first.id }, a.headers)).json().code).toBe(2000);
    expect((await call(app('/address/delete'), { id: first.id }, a.headers)).json().code).toBe(2000);
    list = (await call(app('/address/list'), {}, a.headers)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
  });
});

describe('the contract other areas use', () => {
  it('getCustomer, findCustomerByAccount, customerColumns and recordCustomerEvent', async () => {
    const c = await signUpCustomer(t, { phone: '13700137000', name: 'Dan', country: 'CN' });
    expect(await getCustomer(t.ctx, c.id)).toMatchObject({ id: c.id, account: '13700137000', phone: '13700137000', name: 'Dan', classification: 'normal' });
    expect((await findCustomerByAccount(t.ctx, '13700137000'))?.id).toBe(c.id);
    expect(await getCustomer(t.ctx, 999999)).toBeNull();
    const [row] = await t.ctx.db.select().from(customerColumns).where(eq(customerColumns.id, c.id));
    expect(row).toMatchObject({ account: '13700137000', country: 'CN' });
    await t.ctx.db.transaction((tx) =>
      recordCustomerEvent(t.ctx, tx, { customerId: c.id, kind: 'device.bind', detail: { sn: 'SN1' }, actor: { kind: 'customer', id: c.id } }),
    );
    const events = await t.ctx.db.select().from(customerEvents).where(eq(customerEvents.customerId, c.id));
    expect(events.map((e) => e.kind)).toContain('device.bind');
  });
});

describe('staff customer list', () => {
  it('masks phones without the full-phone permission and shows them with it', async () => {
    const c = await signUpCustomer(t, { phone: '13600136000' });
    const viewer = await userWith(t, [P.customerView.name]);
    const full = await userWith(t, [P.customerView.name, P.customerPhoneView.name]);
    const masked = await call('/lenkor-user/customer/page', { current: 1, size: 10, phoneSuffix: '6000' }, viewer.headers);
    expect(masked.json().data.records.map((r: { id: number; phone: string }) => [r.id, r.phone])).toEqual([[c.id, '136****6000']]);
    const shown = await call(`/lenkor-user/customer/info/${c.id}`, undefined, full.headers);
    expect(shown.json().data.phone).toBe('13600136000');
  });
});
