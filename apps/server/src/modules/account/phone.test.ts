import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, encrypt, type TestApp, userWith } from '../../../test/helpers';
import { events, getUserInfo, lastCode, messagesTo, opLogs, post, updateUser, userRow } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SEND = '/lenkor-plat-user/account/sendVerifiyCode';
const CHANGE = '/lenkor-plat-user/account/changePhone';
const BIND = '/lenkor-plat-user/account/bindNewPhone';
let phoneSeq = 13800000000;
const newPhone = () => String(++phoneSeq);
const send = (headers: Record<string, string>, contactWay: string, operationType: number, extra: Record<string, unknown> = {}) =>
  post(t, SEND, { contactWay, operationType, accountType: 2, languageId: 1, ...extra }, headers);

/** A signed-in user with a bound phone. */
async function withPhone() {
  const u = await userWith(t, []);
  const phone = newPhone();
  await updateUser(t, u.userId, { phone });
  return { ...u, phone };
}

describe('changing a bound phone (steps 2 and 3)', () => {
  it('verifies the current phone, then binds the new one; user info shows it; the old phone is told', async () => {
    const u = await withPhone();
    expect((await send(u.headers, u.phone, 2)).json()).toMatchObject({ code: 2000 });
    const res = await post(t, CHANGE, { captcha: await lastCode(t, u.phone) }, u.headers);
    expect(res.json()).toMatchObject({ code: 2000, data: true });

    const next = newPhone();
    expect((await send(u.headers, next, 3)).json().code).toBe(2000);
    const bind = await post(t, BIND, { phone: next, captcha: await lastCode(t, next) }, u.headers);
    expect(bind.json()).toMatchObject({ code: 2000, data: true });
    expect((await getUserInfo(t, u.headers)).json().data.sysUser.phone).toBe(next);

    const notices = await messagesTo(t, u.phone);
    expect(notices.at(-1)!.body).toContain('新的手机号');
    const [log] = await opLogs(t, 'bindNewPhone', u.userId);
    expect(log!.after).toEqual({ phone: `${next.slice(0, 3)}****${next.slice(-4)}` });
    expect(await events(t, 'phone_changed', u.userId)).toHaveLength(1);
    // the mark is spent: another bind needs the current phone verified again
    const again = newPhone();
    expect((await send(u.headers, again, 3)).json().code).toBe(1000);
  });

  it('sends the step-2 code only to the caller own bound phone', async () => {
    const u = await withPhone();
    const other = await send({ ...u.headers, language: 'en-US' }, '13912345678', 2);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe(1000);
    expect(other.json().data.errors[0]).toEqual({ field: 'contactWay', message: 'Codes can only be sent to the phone bound to your account' });
    expect(await messagesTo(t, '13912345678')).toHaveLength(0);
    const email = await send(u.headers, u.phone, 2, { accountType: 1 });
    expect(email.json().code).toBe(1001);
  });

  it('answers 15317 for a wrong or expired code and keeps the phone', async () => {
    const u = await withPhone();
    await send(u.headers, u.phone, 2);
    const code = await lastCode(t, u.phone);
    const wrong = await post(t, CHANGE, { captcha: code === '000000' ? '111111' : '000000' }, u.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe(15317);
    t.clock.advance(5 * 60_000 + 1);
    expect((await post(t, CHANGE, { captcha: code }, u.headers)).json().code).toBe(15317);
    expect((await userRow(t, u.userId)).phone).toBe(u.phone);
  });

  it('needs the current phone verified before binding, in the same session, within 10 minutes', async () => {
    const u = await withPhone();
    const next = newPhone();
    expect((await post(t, BIND, { phone: next, captcha: '123456' }, u.headers)).json().code).toBe(1000);
    expect((await send(u.headers, next, 3)).json().code).toBe(1000);

    await send(u.headers, u.phone, 2);
    expect((await post(t, CHANGE, { captcha: await lastCode(t, u.phone) }, u.headers)).json().code).toBe(2000);
    // another session of the same user does not inherit the mark
    const login = await post(
      t,
      '/lenkor-plat-user/sysUser/login',
      { loginType: 1, userAccount: u.username, password: encrypt(t, u.password) },
      { 'x-device-id': 'tab2' },
    );
    const tab2 = { authorization: `Bearer ${login.json().data.access_token}` };
    expect((await send(tab2, next, 3)).json().code).toBe(1000);

    t.clock.advance(10 * 60_000 + 1);
    expect((await send(u.headers, next, 3)).json().code).toBe(1000);
  });

  it('answers 15317 for a wrong code on the new phone and binds nothing', async () => {
    const u = await withPhone();
    await send(u.headers, u.phone, 2);
    await post(t, CHANGE, { captcha: await lastCode(t, u.phone) }, u.headers);
    const next = newPhone();
    await send(u.headers, next, 3);
    const code = await lastCode(t, next);
    const res = await post(t, BIND, { phone: next, captcha: code === '000000' ? '111111' : '000000' }, u.headers);
    expect(res.json().code).toBe(15317);
    expect((await userRow(t, u.userId)).phone).toBe(u.phone);
    // a code sent to one phone does not bind another
    const third = newPhone();
    expect((await post(t, BIND, { phone: third, captcha: code }, u.headers)).json().code).toBe(15317);
  });
});

describe('binding a first phone (no phone bound)', () => {
  it('step 2 has nothing to verify; a code to the new phone binds it', async () => {
    const u = await userWith(t, []);
    const noPhone = await send({ ...u.headers, language: 'zh-CN' }, '13700000000', 2);
    expect(noPhone.json().code).toBe(1001);
    expect(noPhone.json().data.errors[0].message).toBe('当前账号未绑定手机号');
    expect((await post(t, CHANGE, { captcha: '123456' }, u.headers)).json().code).toBe(1001);
    const next = newPhone();
    expect((await send(u.headers, next, 3)).json().code).toBe(2000);
    expect((await post(t, BIND, { phone: next, captcha: await lastCode(t, next) }, u.headers)).json().code).toBe(2000);
    expect((await userRow(t, u.userId)).phone).toBe(next);
  });
});

describe('phone rules', () => {
  it.each([
    ['', 'The phone cannot be empty'],
    ['010-12345678', 'This looks like a landline; enter a mobile phone'],
    ['02112345678', 'This looks like a landline; enter a mobile phone'],
    ['1380000000', 'The phone must be 11 digits long'],
    ['+8613800000000', 'The phone must be 11 digits long'],
    ['12800000000', 'please input a valid phone'],
    ['1380000000a', 'please input a valid phone'],
  ])('refuses %j: %s (1001)', async (phone, message) => {
    const u = await userWith(t, []);
    const bind = await post(t, BIND, { phone, captcha: '123456' }, { ...u.headers, language: 'en-US' });
    expect(bind.statusCode).toBe(400);
    expect(bind.json().code).toBe(1001);
    expect(bind.json().data.errors).toEqual([{ field: 'phone', message }]);
    if (phone) expect((await send({ ...u.headers, language: 'en-US' }, phone, 3)).json().data.errors).toEqual([{ field: 'contactWay', message }]);
  });

  it('refuses the phone already bound (1001) and another account phone (10120)', async () => {
    const a = await withPhone();
    const b = await userWith(t, []);
    expect((await send(b.headers, a.phone, 3)).json().code).toBe(10120);
    expect((await post(t, BIND, { phone: a.phone, captcha: '123456' }, b.headers)).json().code).toBe(10120);
    await send(a.headers, a.phone, 2);
    await post(t, CHANGE, { captcha: await lastCode(t, a.phone) }, a.headers);
    expect((await post(t, BIND, { phone: a.phone, captcha: '123456' }, a.headers)).json().code).toBe(1001);
  });

  it('takes codes of at most 200 characters and no unknown fields', async () => {
    const u = await withPhone();
    expect((await post(t, CHANGE, { captcha: '1'.repeat(201) }, u.headers)).json().code).toBe(1001);
    expect((await post(t, CHANGE, { captcha: '1'.repeat(200) }, u.headers)).json().code).toBe(15317);
    expect((await post(t, BIND, { phone: newPhone(), captcha: '1', extra: 1 }, u.headers)).json().code).toBe(1001);
  });
});

describe('codes and sessions', () => {
  it('sends at most one code per phone every 60 seconds', async () => {
    const u = await withPhone();
    expect((await send(u.headers, u.phone, 2)).json().code).toBe(2000);
    const again = await send(u.headers, u.phone, 2);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe(1004);
    expect(again.json().data.retryAfterSeconds).toBeGreaterThan(0);
    t.clock.advance(60_000);
    expect((await send(u.headers, u.phone, 2)).json().code).toBe(2000);
    expect(await messagesTo(t, u.phone)).toHaveLength(2);
  });

  it('a newer code replaces the older one', async () => {
    const u = await withPhone();
    await send(u.headers, u.phone, 2);
    const first = await lastCode(t, u.phone);
    t.clock.advance(60_000);
    await send(u.headers, u.phone, 2);
    const latest = await lastCode(t, u.phone);
    if (first !== latest) expect((await post(t, CHANGE, { captcha: first }, u.headers)).json().code).toBe(15317);
    expect((await post(t, CHANGE, { captcha: latest }, u.headers)).json().code).toBe(2000);
  });

  it('needs a session (401) for the phone calls', async () => {
    expect((await send({}, '13800000001', 2)).statusCode).toBe(401);
    expect((await send({}, '13800000001', 3)).statusCode).toBe(401);
    expect((await post(t, CHANGE, { captcha: '123456' })).json().code).toBe(1003);
    expect((await post(t, BIND, { phone: '13800000001', captcha: '123456' })).statusCode).toBe(401);
  });

  it('refuses the restricted session of an expired password (15316)', async () => {
    const u = await withPhone();
    await updateUser(t, u.userId, { passwordExpired: true });
    const login = await post(
      t,
      '/lenkor-plat-user/sysUser/login',
      { loginType: 1, userAccount: u.username, password: encrypt(t, u.password) },
      { 'x-device-id': 'x' },
    );
    const headers = { authorization: `Bearer ${login.json().data.access_token}` };
    expect((await send(headers, u.phone, 2)).json().code).toBe(15316);
    expect((await post(t, CHANGE, { captcha: '123456' }, headers)).json().code).toBe(15316);
  });

  it('limits a user to 10 phone codes an hour', async () => {
    const u = await userWith(t, []);
    for (let i = 0; i < 10; i++) expect((await send(u.headers, newPhone(), 3)).json().code).toBe(2000);
    expect((await send(u.headers, newPhone(), 3)).json().code).toBe(1004);
  });
});
