import { passwordIntensity } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, encrypt, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { verifyPassword } from '../../platform/security/password-hash';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { events, getUserInfo, opLogs, post, updateUser, userRow } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const URL = '/lenkor-user/user/updatePassword';
const change = (headers: Record<string, string>, body: Record<string, unknown>) => post(t, URL, body, headers);
const form = (current: string, next: string, confirm = next) => ({
  password: encrypt(t, current),
  newpassword1: encrypt(t, next),
  confirmPwd: encrypt(t, confirm),
});

describe('the common-password list', () => {
  it('holds 3,000 passwords and is compared without regard to case', () => {
    expect(commonPasswordCount()).toBe(3000);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('Kx7#mQ2v!pLz')).toBe(false);
  });
});

describe('updatePassword', () => {
  it('changes the password: new one signs in, other sessions end, this one stays, logs written', async () => {
    const u = await userWith(t, []);
    const other = await signIn(t, u.username, u.password, 'other-device');
    const res = await change(u.headers, { ...form(u.password, 'N3w#Secret9'), userId: u.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 2000, data: true });

    expect((await getUserInfo(t, other.headers)).statusCode).toBe(401);
    expect((await getUserInfo(t, u.headers)).statusCode).toBe(200);
    await expect(signIn(t, u.username, u.password, 'x')).rejects.toThrow();
    await expect(signIn(t, u.username, 'N3w#Secret9', 'x')).resolves.toBeTruthy();

    const row = await userRow(t, u.userId);
    expect(row.pwdIntensity).toBe(passwordIntensity('N3w#Secret9'));
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [log] = await opLogs(t, 'updatePassword', u.userId);
    expect(log).toBeTruthy();
    expect(JSON.stringify(log)).not.toMatch(/N3w#Secret9|argon2/);
    expect(await events(t, 'password_changed', u.userId)).toHaveLength(1);
  });

  it('accepts the username instead of the userId, and neither', async () => {
    const u = await userWith(t, []);
    expect((await change(u.headers, { ...form(u.password, 'Second#Pass1'), username: u.username.toUpperCase() })).json().code).toBe(2000);
    expect((await change(u.headers, form('Second#Pass1', 'Third#Pass22'))).json().code).toBe(2000);
  });

  it("refuses another user's id or name with 1000 and changes nothing", async () => {
    const u = await userWith(t, []);
    const byId = await change(u.headers, { ...form(u.password, 'N3w#Secret9'), userId: 1 });
    expect(byId.statusCode).toBe(403);
    expect(byId.json().code).toBe(1000);
    const byName = await change(u.headers, { ...form(u.password, 'N3w#Secret9'), username: 'admin' });
    expect(byName.json().code).toBe(1000);
    const admin = await userRow(t, 1);
    expect(await verifyPassword(admin.passwordHash, ADMIN_PASSWORD)).toBe(true);
  });

  it('answers 401 (1003) without a session', async () => {
    const res = await post(t, URL, form('a', 'b'));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1003);
  });

  it('refuses unknown fields and plain-text passwords', async () => {
    const u = await userWith(t, []);
    const extra = await change(u.headers, { ...form(u.password, 'N3w#Secret9'), oldPassword: 'x' });
    expect(extra.json().code).toBe(1001);
    expect(extra.json().data.errors[0].field).toContain('oldPassword');
    const plain = await change(u.headers, { password: u.password, newpassword1: 'N3w#Secret9', confirmPwd: 'N3w#Secret9' });
    expect(plain.json().code).toBe(1009);
  });

  it('answers the required texts of platform.md §5 as field errors, in the caller language', async () => {
    const u = await userWith(t, []);
    const zh = await change({ ...u.headers, language: 'zh-CN' }, {});
    expect(zh.statusCode).toBe(400);
    expect(zh.json().code).toBe(1001);
    expect(zh.json().data.errors).toEqual([
      { field: 'password', message: '请输入当前密码' },
      { field: 'newpassword1', message: '请输入新密码' },
      { field: 'confirmPwd', message: '请输入确认密码' },
    ]);
    const en = await change({ ...u.headers, language: 'en-US' }, { password: encrypt(t, u.password) });
    expect(en.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['newpassword1', 'confirmPwd']);
    expect(en.json().data.errors[0].message).toBe('Please enter the new password');
  });

  it('answers 60002 for a wrong current password, and 1004 after ten in an hour', async () => {
    const u = await userWith(t, []);
    const wrong = await change(u.headers, form('Wrong#Pass1', 'N3w#Secret9'));
    expect(wrong.json().code).toBe(60002);
    expect(await events(t, 'password_change_failure', u.userId)).toHaveLength(1);
    for (let i = 0; i < 9; i++) await change(u.headers, form('Wrong#Pass1', 'N3w#Secret9'));
    const limited = await change(u.headers, form(u.password, 'N3w#Secret9'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(1004);
    t.clock.advance(3_600_001);
    expect((await change(u.headers, form(u.password, 'N3w#Secret9'))).json().code).toBe(2000);
  });

  it.each([
    ['too short', 'Ab#1234'],
    ['too long', `Ab#1${'x'.repeat(27)}`],
    ['a character outside the set', 'Abcd 12345'],
    ['digits only', '1234567890'],
    ['lowercase only', 'abcdefghij'],
    ['uppercase only', 'ABCDEFGHIJ'],
    ['specials only', '!@#$%^&*_='],
  ])('refuses a new password with %s (1008, the spec text)', async (_label, next) => {
    const u = await userWith(t, []);
    const res = await change({ ...u.headers, language: 'zh-CN' }, form(u.password, next));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1008);
    expect(res.json().msg).toBe('密码规则不对,按上述规则输入!');
    expect(res.json().data.errors).toContainEqual({ field: 'newpassword1', message: '密码规则不对,按上述规则输入!' });
  });

  it('accepts exactly 8 and exactly 30 characters', async () => {
    const u = await userWith(t, []);
    expect((await change(u.headers, form(u.password, 'Ab#45678'))).json().code).toBe(2000);
    expect((await change(u.headers, form('Ab#45678', `Ab#4${'z'.repeat(26)}`))).json().code).toBe(2000);
  });

  it('refuses the current password as the new one and a differing confirmation (1001, spec texts)', async () => {
    const u = await userWith(t, []);
    const same = await change({ ...u.headers, language: 'zh-CN' }, form(u.password, u.password));
    expect(same.json().code).toBe(1001);
    expect(same.json().data.errors).toEqual([{ field: 'newpassword1', message: '新密码不可和当前密码相同!' }]);
    const mismatch = await change({ ...u.headers, language: 'zh-CN' }, form(u.password, 'N3w#Secret9', 'N3w#Secret8'));
    expect(mismatch.json().data.errors).toEqual([{ field: 'confirmPwd', message: '新密码和确认密码不相同!' }]);
  });

  it('refuses one of the most common passwords whatever its case', async () => {
    const u = await userWith(t, []);
    const res = await change({ ...u.headers, language: 'en-US' }, form(u.password, 'P@SSW0RD'));
    expect(res.json().code).toBe(1001);
    expect(res.json().data.errors[0]).toEqual({ field: 'newpassword1', message: expect.stringContaining('common') });
    expect(await verifyPassword((await userRow(t, u.userId)).passwordHash, u.password)).toBe(true);
  });

  it('lets the restricted session of an expired password change it, then ends that session', async () => {
    const u = await userWith(t, []);
    await updateUser(t, u.userId, { passwordExpired: true });
    const login = await post(
      t,
      '/lenkor-plat-user/sysUser/login',
      { loginType: 1, userAccount: u.username, password: encrypt(t, u.password) },
      { 'x-device-id': 'exp' },
    );
    expect(login.json().code).toBe(15316);
    const headers = { authorization: `Bearer ${login.json().data.access_token}`, 'x-device-id': 'exp' };
    const res = await change(headers, { ...form(u.password, 'Fresh#Pass77'), username: u.username });
    expect(res.json().code).toBe(2000);
    expect((await getUserInfo(t, headers)).statusCode).toBe(401);
    const row = await userRow(t, u.userId);
    expect(row.passwordExpired).toBe(false);
    await expect(signIn(t, u.username, 'Fresh#Pass77', 'exp')).resolves.toBeTruthy();
  });
});

describe('reSetPwd and updatePasswordBatch (administrators)', () => {
  it('sets an expired temporary password and ends the user sessions', async () => {
    const admin = await signInAdmin(t);
    const u = await userWith(t, []);
    const res = await post(t, '/lenkor-user/pwd/reSetPwd', { userId: u.userId, password: encrypt(t, 'Temp#Pass123') }, admin.headers);
    expect(res.json()).toMatchObject({ code: 2000, data: true });
    expect((await getUserInfo(t, u.headers)).statusCode).toBe(401);
    const login = await post(t, '/lenkor-plat-user/sysUser/login', { loginType: 1, userAccount: u.username, password: encrypt(t, 'Temp#Pass123') });
    expect(login.json().code).toBe(15316);
    expect(await opLogs(t, 'reSetPwd', u.userId)).toHaveLength(1);
    expect(await events(t, 'password_reset_by_admin', u.userId)).toHaveLength(1);
  });

  it('holds the caller to sys_user_reset_pwd (403) and a session (401)', async () => {
    const nobody = await userWith(t, ['sys_user_view']);
    const res = await post(t, '/lenkor-user/pwd/reSetPwd', { userId: 1, password: encrypt(t, 'Temp#Pass123') }, nobody.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(1000);
    expect((await post(t, '/lenkor-user/user/updatePasswordBatch', { userIds: [1], password: encrypt(t, 'Temp#Pass123') })).statusCode).toBe(401);
    const allowed = await userWith(t, ['sys_user_reset_pwd']);
    const target = await userWith(t, []);
    expect((await post(t, '/lenkor-user/pwd/reSetPwd', { userId: target.userId, password: encrypt(t, 'Temp#Pass123') }, allowed.headers)).json().code).toBe(
      2000,
    );
  });

  it('refuses a weak or common password, an unknown user and the caller own account', async () => {
    const admin = await signInAdmin(t);
    const u = await userWith(t, []);
    expect((await post(t, '/lenkor-user/pwd/reSetPwd', { userId: u.userId, password: encrypt(t, 'short1') }, admin.headers)).json().code).toBe(1008);
    expect((await post(t, '/lenkor-user/pwd/reSetPwd', { userId: u.userId, password: encrypt(t, 'Password1') }, admin.headers)).json().code).toBe(1001);
    expect((await post(t, '/lenkor-user/pwd/reSetPwd', { userId: 999999, password: encrypt(t, 'Temp#Pass123') }, admin.headers)).json().code).toBe(1002);
    expect((await post(t, '/lenkor-user/pwd/reSetPwd', { userId: admin.userId, password: encrypt(t, 'Temp#Pass123') }, admin.headers)).json().code).toBe(1016);
    expect((await post(t, '/lenkor-user/pwd/reSetPwd', { userId: 'x', password: encrypt(t, 'Temp#Pass123') }, admin.headers)).json().code).toBe(1001);
  });

  it('batch: all or nothing', async () => {
    const admin = await signInAdmin(t);
    const a = await userWith(t, []);
    const b = await userWith(t, []);
    const bad = await post(t, '/lenkor-user/user/updatePasswordBatch', { userIds: [a.userId, 999999], password: encrypt(t, 'Temp#Pass123') }, admin.headers);
    expect(bad.json().code).toBe(1002);
    expect((await userRow(t, a.userId)).passwordExpired).toBe(false);
    const ok = await post(t, '/lenkor-user/user/updatePasswordBatch', { userIds: [a.userId, b.userId], password: encrypt(t, 'Temp#Pass123') }, admin.headers);
    expect(ok.json().code).toBe(2000);
    const [ra, rb] = [await userRow(t, a.userId), await userRow(t, b.userId)];
    expect(ra.passwordExpired && rb.passwordExpired).toBe(true);
    expect(ra.passwordHash).not.toBe(rb.passwordHash);
    expect(await opLogs(t, 'updatePasswordBatch')).toHaveLength(2);
    expect((await post(t, '/lenkor-user/user/updatePasswordBatch', { userIds: [], password: encrypt(t, 'Temp#Pass123') }, admin.headers)).json().code).toBe(
      1001,
    );
  });
});
