import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, encrypt, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { updateUserRow } from '../users/test-support';
import { peekCaptcha } from './captcha.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/lenkor-plat-user/sysUser/login', headers: { 'x-device-id': 'dev-a', ...headers }, payload: body });

describe('publicKey', () => {
  it('publishes an SPKI PEM that encrypts passwords the server can read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lenkor-auth/publicKey' });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(2000);
    expect(data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(t.ctx.cipher.decrypt(encrypt(t, 'hello'))).toBe('hello');
  });

  it('says the captcha is off when CAPTCHA_ENABLED=false (the form then hides it)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lenkor-auth/publicKey' });
    expect(res.json().data.captchaEnabled).toBe(false);
  });
});

describe('sysUser/login', () => {
  it('signs in with an encrypted password and opens a session getUserInfo accepts', async () => {
    const res = await login({ loginType: 1, userAccount: 'admin', password: encrypt(t, ADMIN_PASSWORD) });
    expect(res.json().code).toBe(2000);
    const { access_token, refresh_token, token_type, expires_in } = res.json().data;
    expect(token_type).toBe('bearer');
    expect(expires_in).toBeGreaterThan(0);
    expect(refresh_token).toBeTruthy();
    const info = await t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: { authorization: `Bearer ${access_token}` } });
    expect(info.json().data.sysUser.username).toBe('admin');
    expect(info.json().data.permissions).toContain('sys_user_add');
  });

  it('answers a wrong password and an unknown account alike (60002)', async () => {
    const wrong = await login({ loginType: 1, userAccount: 'admin', password: encrypt(t, 'Wrong#12345') });
    const unknown = await login({ loginType: 1, userAccount: 'nobody-here', password: encrypt(t, 'Wrong#12345') });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe(60002);
  });

  it('refuses unknown fields with 1001 and the field named', async () => {
    const res = await login({ loginType: 1, userAccount: 'admin', password: 'x', extra: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1001);
    expect(res.json().data.errors[0].field).toContain('extra');
  });

  it('answers in the caller language', async () => {
    const zh = await login({ loginType: 1, userAccount: 'admin', password: encrypt(t, 'Wrong#12345') }, { 'accept-language': 'zh-CN' });
    const en = await login({ loginType: 1, userAccount: 'admin', password: encrypt(t, 'Wrong#12345') }, { language: 'en-US' });
    expect(zh.json().msg).toBe('账号或密码错误');
    expect(en.json().msg).toBe('Wrong Password');
  });

  it('refuses a password not encrypted with the published key (1009)', async () => {
    const res = await login({ loginType: 1, userAccount: 'admin', password: Buffer.from('plain').toString('base64') });
    expect(res.json().code).toBe(1009);
  });

  it('answers 15603 for an unknown login type', async () => {
    const res = await login({ loginType: 9, userAccount: 'admin' });
    expect(res.json().code).toBe(15603);
  });

  it('answers 15601 for a locked account once the password is right', async () => {
    const u = await userWith(t, []);
    await updateUserRow(t, u.userId, { lockFlag: true });
    const res = await login({ loginType: 1, userAccount: u.username, password: encrypt(t, u.password) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(15601);
    // the old token stops working too
    const info = await t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: u.headers });
    expect(info.statusCode).toBe(401);
  });
});

describe('logged in elsewhere', () => {
  it('asks first, then offlineOtherDevices with the ticket ends the other session', async () => {
    const u = await userWith(t, []);
    const first = await login({ loginType: 1, userAccount: u.username, password: encrypt(t, u.password), isFirst: true }, { 'x-device-id': 'dev-b' });
    expect(first.json().code).toBe(2000);
    expect(first.json().data).toEqual({ otherDeviceOnline: true, id: expect.any(String) });
    expect(first.json().data.access_token).toBeUndefined();
    // another device cannot use the ticket
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/lenkor-plat-user/sysUser/offlineOtherDevices',
      headers: { 'x-device-id': 'dev-x' },
      payload: { id: first.json().data.id, offlineFlag: 1 },
    });
    expect(stolen.json().code).toBe(1012);
    const again = await login({ loginType: 1, userAccount: u.username, password: encrypt(t, u.password), isFirst: true }, { 'x-device-id': 'dev-b' });
    const kick = await t.app.inject({
      method: 'POST',
      url: '/lenkor-plat-user/sysUser/offlineOtherDevices',
      headers: { 'x-device-id': 'dev-b' },
      payload: { id: again.json().data.id, offlineFlag: 1 },
    });
    expect(kick.json().code).toBe(2000);
    expect(kick.json().data.access_token).toBeTruthy();
    const old = await t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: u.headers });
    expect(old.statusCode).toBe(401);
    // a ticket is single use
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/lenkor-plat-user/sysUser/offlineOtherDevices',
      headers: { 'x-device-id': 'dev-b' },
      payload: { id: again.json().data.id, offlineFlag: 1 },
    });
    expect(reuse.json().code).toBe(1012);
  });

  it('no ticket, no kick', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/lenkor-plat-user/sysUser/offlineOtherDevices', payload: { id: 'made-up', offlineFlag: 1 } });
    expect(res.json().code).toBe(1012);
  });
});

describe('oauth/token', () => {
  const basic = `Basic ${Buffer.from('console:console').toString('base64')}`;
  it('password grant with Basic client auth replies with RFC 6749 fields and code 2000', async () => {
    const q = new URLSearchParams({ username: 'admin', password: encrypt(t, ADMIN_PASSWORD), grant_type: 'password', scope: 'server' });
    const res = await t.app.inject({ method: 'POST', url: `/lenkor-auth/oauth/token?${q}`, headers: { authorization: basic } });
    const body = res.json();
    expect(body.code).toBe(2000);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number), access_token: expect.any(String), refresh_token: expect.any(String) });
  });

  it('refuses an unknown client', async () => {
    const q = new URLSearchParams({ username: 'admin', password: encrypt(t, ADMIN_PASSWORD), grant_type: 'password' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/lenkor-auth/oauth/token?${q}`,
      headers: { authorization: `Basic ${Buffer.from('console:nope').toString('base64')}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1011);
  });

  it('refresh rotates, and a reused refresh token revokes the family', async () => {
    const s = await signInAdmin(t, 'dev-refresh');
    const r1 = await t.app.inject({ method: 'POST', url: '/auth/oauth/token', payload: { refresh_token: s.refresh, grant_type: 'refresh_token' } });
    expect(r1.json().code).toBe(2000);
    const next = r1.json().refresh_token;
    expect(next).not.toBe(s.refresh);
    // the form-encoded body works on the {svc} path as well
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/lenkor-auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refresh_token=${encodeURIComponent(next)}&grant_type=refresh_token`,
    });
    expect(r2.json().code).toBe(2000);
    const reuse = await t.app.inject({ method: 'POST', url: '/auth/oauth/token', payload: { refresh_token: s.refresh, grant_type: 'refresh_token' } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe(1013);
    // the whole family is gone: the newest refresh and access tokens no longer work
    const r3 = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      payload: { refresh_token: r2.json().refresh_token, grant_type: 'refresh_token' },
    });
    expect(r3.json().code).toBe(1013);
    const info = await t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: { authorization: `Bearer ${r2.json().access_token}` } });
    expect(info.statusCode).toBe(401);
  });

  it('a refresh whose reply was lost (the page reloaded) may be presented again for 30 s until its new pair is used', async () => {
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/auth/oauth/token', payload: { refresh_token: token, grant_type: 'refresh_token' } });
    const s = await signInAdmin(t, 'dev-lost-reply');
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: { authorization: `Bearer ${token}` } });
    expect((await me(s.token)).statusCode).toBe(200);
    // the console refreshes once the token is a minute old
    t.clock.advance(60_000);
    const lost = await refresh(s.refresh);
    expect(lost.json().code).toBe(2000);
    // the reply never reached the page, which goes on with the tokens it still holds
    t.clock.advance(5_000);
    expect((await me(s.token)).statusCode).toBe(200);
    t.clock.advance(5_000);
    const again = await refresh(s.refresh);
    expect(again.json().code).toBe(2000);
    // the lost pair's refresh token is dropped (refused without ending the session); the new pair works
    expect((await refresh(lost.json().refresh_token)).json().code).toBe(1013);
    expect((await me(again.json().access_token)).statusCode).toBe(200);

    // once the new pair is used, the old token is a reuse, even within the 30 s: the whole session ends
    t.clock.advance(1_000);
    const late = await refresh(s.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe(1013);
    expect((await refresh(again.json().refresh_token)).json().code).toBe(1013);
    expect((await me(again.json().access_token)).statusCode).toBe(401);
  });

  it('a used refresh token presented again after 30 s is a reuse even when its new pair was never used', async () => {
    const s = await signInAdmin(t, 'dev-late-reply');
    t.clock.advance(60_000);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/auth/oauth/token', payload: { refresh_token: token, grant_type: 'refresh_token' } });
    expect((await refresh(s.refresh)).json().code).toBe(2000);
    t.clock.advance(30_001);
    expect((await refresh(s.refresh)).json().code).toBe(1013);
    const info = await t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: s.headers });
    expect(info.statusCode).toBe(401);
  });
});

describe('captcha', () => {
  it('is a single-use 4-character image that expires in 5 minutes', async () => {
    const c = await buildTestApp({ CAPTCHA_ENABLED: 'true' });
    try {
      // the sign-in form learns it is on beside the public key
      expect((await c.app.inject({ method: 'GET', url: '/lenkor-auth/publicKey' })).json().data.captchaEnabled).toBe(true);
      const img = await c.app.inject({ method: 'GET', url: '/lenkor-auth/code?randomStr=r1' });
      expect(img.headers['content-type']).toContain('image/svg+xml');
      const text = (await peekCaptcha(c.ctx, 'r1'))!;
      expect(text).toHaveLength(4);
      const body = (code: string) => ({ loginType: 1, userAccount: 'admin', password: encrypt(c, ADMIN_PASSWORD), randomStr: 'r1', captcha: code });
      const go = (code: string) => c.app.inject({ method: 'POST', url: '/lenkor-plat-user/sysUser/login', payload: body(code) });
      expect((await go(text.toUpperCase())).json().code).toBe(2000);
      expect((await go(text)).json().code).toBe(1010); // spent
      await c.app.inject({ method: 'GET', url: '/lenkor-auth/code?randomStr=r1' });
      const fresh = (await peekCaptcha(c.ctx, 'r1'))!;
      c.clock.advance(5 * 60_000 + 1);
      expect((await go(fresh)).json().code).toBe(1010); // expired
    } finally {
      await c.close();
    }
  });
});

describe('logout', () => {
  it('ends the session; the token then gets HTTP 401', async () => {
    const s = await signInAdmin(t, 'dev-logout');
    const out = await t.app.inject({ method: 'DELETE', url: '/lenkor-auth/token/logout', headers: s.headers });
    expect(out.json().code).toBe(2000);
    const after = await t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: s.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(1003);
  });
});

describe('expired password', () => {
  it('answers 15316 with a session that only allows the password change', async () => {
    const u = await userWith(t, ['sys_user_view']);
    await updateUserRow(t, u.userId, { passwordExpired: true });
    const res = await login({ loginType: 1, userAccount: u.username, password: encrypt(t, u.password) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(15316);
    const token = res.json().data.access_token;
    expect(res.json().data.password_expired).toBe(true);
    const info = await t.app.inject({ method: 'GET', url: '/lenkor-user/user/getUserInfo', headers: { authorization: `Bearer ${token}` } });
    expect(info.json().code).toBe(2000);
    const other = await t.app.inject({
      method: 'POST',
      url: '/lenkor-plat-user/account/querySysUserByAccount?account=admin',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.json().code).toBe(15316);
  });
});

describe('codes', () => {
  it('sends a sign-in code by SMS through the outbox and signs in with it (loginType 2)', async () => {
    const u = await userWith(t, []);
    const { outbox } = await import('../../platform/notify/notify.tables');
    const { desc } = await import('drizzle-orm');
    await updateUserRow(t, u.userId, { phone: '13800138000' });
    const send = await t.app.inject({
      method: 'POST',
      url: '/lenkor-plat-user/account/sendVerifiyCode',
      payload: { contactWay: '13800138000', operationType: 1, accountType: 2, languageId: 7 },
    });
    expect(send.json().code).toBe(2000);
    const [msg] = await t.ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(msg!.channel).toBe('sms');
    expect(msg!.body).toContain('verification code');
    const code = msg!.body.match(/\d{6}/)![0];
    const again = await t.app.inject({
      method: 'POST',
      url: '/lenkor-plat-user/account/sendVerifiyCode',
      payload: { contactWay: '13800138000', operationType: 1, accountType: 2 },
    });
    expect(again.statusCode).toBe(429);
    const wrong = await login({ loginType: 2, userAccount: '13800138000', captcha: '000000' === code ? '111111' : '000000' });
    expect(wrong.json().code).toBe(15317);
    const ok = await login({ loginType: 2, userAccount: '13800138000', captcha: code });
    expect(ok.json().code).toBe(2000);
  });

  it('answers the same for an unknown target and sends nothing', async () => {
    const { outbox } = await import('../../platform/notify/notify.tables');
    const before = (await t.ctx.db.select().from(outbox)).length;
    const send = await t.app.inject({
      method: 'POST',
      url: '/lenkor-plat-user/account/sendVerifiyCode',
      payload: { contactWay: 'ghost@example.com', operationType: 1, accountType: 1 },
    });
    expect(send.json().code).toBe(2000);
    expect((await t.ctx.db.select().from(outbox)).length).toBe(before);
  });
});

describe('querySysUserByAccount', () => {
  it('needs sys_user_view', async () => {
    const u = await userWith(t, []);
    const res = await t.app.inject({ method: 'POST', url: '/lenkor-plat-user/account/querySysUserByAccount?account=admin', headers: u.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(1000);
    const anon = await t.app.inject({ method: 'POST', url: '/lenkor-plat-user/account/querySysUserByAccount?account=admin' });
    expect(anon.statusCode).toBe(401);
    const admin = await signInAdmin(t);
    const ok = await t.app.inject({ method: 'POST', url: '/lenkor-plat-user/account/querySysUserByAccount?account=admin', headers: admin.headers });
    expect(ok.json().data.username).toBe('admin');
  });

  it('does not confirm who owns a phone to a caller who may not see full phones', async () => {
    const owner = await userWith(t, []);
    await updateUserRow(t, owner.userId, { phone: '13900139123', email: `${owner.username}@example.com` });
    const ask = (account: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/lenkor-plat-user/account/querySysUserByAccount?account=${encodeURIComponent(account)}`, headers });
    const masked = await userWith(t, ['sys_user_view']);
    const taken = await ask('13900139123', masked.headers);
    const free = await ask('13900139124', masked.headers);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json().data).toBeNull();
    // by account and e-mail the same caller still finds the user, phone masked
    const byName = await ask(owner.username, masked.headers);
    expect(byName.json().data).toMatchObject({ userId: owner.userId, phone: '139****9123' });
    const byMail = await ask(`${owner.username}@example.com`, masked.headers);
    expect(byMail.json().data.userId).toBe(owner.userId);
    // a caller who may see full phones still finds the user by phone
    const full = await userWith(t, ['sys_user_view', 'sys_user_phone_view']);
    expect((await ask('13900139123', full.headers)).json().data.userId).toBe(owner.userId);
  });
});
