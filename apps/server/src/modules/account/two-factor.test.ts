import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, encrypt, type TestApp, userWith } from '../../../test/helpers';
import { backupCodes } from './account.tables';
import { events, getUserInfo, opLogs, post, updateUser, userRow } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Moves the clock forward to 10 s into the next 30-second TOTP step. */
function toNextStep() {
  const next = (Math.floor(t.clock.now() / 30_000) + 1) * 30_000 + 10_000;
  t.clock.set(next);
}
beforeEach(toNextStep);

const totp = (secret: string, offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(t.clock.now() / 1000) + offsetSeconds });
const twoAuth = (p: string) => `/lenkor-plat-user/twoAuth/${p}`;
const login = (username: string, password: string, device: string, extra: Record<string, unknown> = {}) =>
  post(t, '/lenkor-plat-user/sysUser/login', { loginType: 1, userAccount: username, password: encrypt(t, password), ...extra }, { 'x-device-id': device });
const second = (unionId: string | undefined, loginType: number, verificationCode: string, device: string, extra: Record<string, unknown> = {}) =>
  post(t, twoAuth('twoFactorLogin'), { unionId, loginType, verificationCode, localTimeStamp: t.clock.now(), ...extra }, { 'x-device-id': device });

/** A user with two-factor on: returns the secret and the backup codes. */
async function enrolled() {
  const u = await userWith(t, []);
  const open = await post(t, twoAuth('openTwoFactor'), undefined, u.headers);
  const { secret } = open.json().data;
  const confirm = await post(t, twoAuth('confirmOpen'), { code: totp(secret) }, u.headers);
  expect(confirm.json().code).toBe(2000);
  // the confirming code's time step is spent: start two steps later
  toNextStep();
  toNextStep();
  return { ...u, secret: secret as string, backup: confirm.json().data.backupCodes as string[] };
}

describe('setting two-factor up', () => {
  it('openTwoFactor, firstCheckCode, confirmOpen: ten single-view backup codes, other sessions end', async () => {
    const u = await userWith(t, []);
    const laptop = await login(u.username, u.password, 'laptop');
    const open = await post(t, twoAuth('openTwoFactor'), undefined, u.headers);
    expect(open.json().code).toBe(2000);
    const { secret, otpauthUri, expiresIn } = open.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/DiagOps%20Console:${u.username}?secret=${secret}&issuer=DiagOps%20Console`);
    expect(expiresIn).toBe(600);

    expect((await post(t, twoAuth('firstCheckCode'), { code: '000000' === totp(secret) ? '111111' : '000000' }, u.headers)).json().code).toBe(15317);
    expect((await post(t, twoAuth('firstCheckCode'), { code: totp(secret) }, u.headers)).json()).toMatchObject({ code: 2000, data: true });
    expect((await post(t, twoAuth('confirmOpen'), { code: 'abcdef' }, u.headers)).json().code).toBe(15317);

    const confirm = await post(t, twoAuth('confirmOpen'), { code: totp(secret) }, u.headers);
    expect(confirm.json().code).toBe(2000);
    const codes: string[] = confirm.json().data.backupCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect(new Set(codes).size).toBe(10);

    // the caller keeps this session, the laptop is signed out
    expect((await getUserInfo(t, u.headers)).json().data.sysUser.twoFactorEnabled).toBe(true);
    expect((await getUserInfo(t, { authorization: `Bearer ${laptop.json().data.access_token}` })).statusCode).toBe(401);
    // stored: the secret encrypted, the backup codes hashed
    const row = await userRow(t, u.userId);
    expect(row.twoFactorSecret).toMatch(/^v1\./);
    expect(row.twoFactorSecret).not.toContain(secret);
    const stored = await t.ctx.db.select().from(backupCodes).where(eq(backupCodes.userId, u.userId));
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.codeHash)).not.toContain(codes[0]);
    expect(await events(t, 'two_factor_enabled', u.userId)).toHaveLength(1);
    expect(await opLogs(t, 'enableTwoFactor', u.userId)).toHaveLength(1);
    expect((await post(t, twoAuth('status'), undefined, u.headers)).json().data).toEqual({ enabled: true, backupCodesLeft: 10 });
  });

  it('answers 15604 once two-factor is on', async () => {
    const u = await enrolled();
    expect((await post(t, twoAuth('openTwoFactor'), undefined, u.headers)).json().code).toBe(15604);
  });

  it('answers 15319 when the activation is older than 10 minutes', async () => {
    const u = await userWith(t, []);
    const { secret } = (await post(t, twoAuth('openTwoFactor'), undefined, u.headers)).json().data;
    t.clock.advance(10 * 60_000 + 1000);
    expect((await post(t, twoAuth('confirmOpen'), { code: totp(secret) }, u.headers)).json().code).toBe(15319);
    expect((await post(t, twoAuth('firstCheckCode'), { code: totp(secret) }, u.headers)).json().code).toBe(15319);
    // without any openTwoFactor
    const v = await userWith(t, []);
    expect((await post(t, twoAuth('confirmOpen'), { code: '123456' }, v.headers)).json().code).toBe(15319);
  });

  it('needs a session (401) and a full one (15316 with an expired password)', async () => {
    expect((await post(t, twoAuth('openTwoFactor'))).statusCode).toBe(401);
    expect((await post(t, twoAuth('confirmOpen'), { code: '123456' })).statusCode).toBe(401);
    const u = await userWith(t, []);
    await updateUser(t, u.userId, { passwordExpired: true });
    const restricted = await login(u.username, u.password, 'r');
    expect(restricted.json().code).toBe(15316);
    const res = await post(t, twoAuth('openTwoFactor'), undefined, { authorization: `Bearer ${restricted.json().data.access_token}` });
    expect(res.json().code).toBe(15316);
  });

  it('refuses unknown fields and codes past 200 characters (1001)', async () => {
    const u = await userWith(t, []);
    expect((await post(t, twoAuth('firstCheckCode'), { code: '123456', x: 1 }, u.headers)).json().code).toBe(1001);
    expect((await post(t, twoAuth('firstCheckCode'), { code: '1'.repeat(201) }, u.headers)).json().code).toBe(1001);
  });
});

describe('two-factor sign-in', () => {
  it('sysUser/login answers {twoFactor, unionId}; a TOTP code completes it', async () => {
    const u = await enrolled();
    const first = await login(u.username, u.password, 'd1');
    expect(first.json()).toMatchObject({ code: 2000, data: { twoFactor: true, unionId: expect.any(String) } });
    expect(first.json().data.access_token).toBeUndefined();
    const done = await second(first.json().data.unionId, 1, totp(u.secret), 'd1');
    expect(done.json().code).toBe(2000);
    expect(done.json().data.access_token).toBeTruthy();
    expect((await getUserInfo(t, { authorization: `Bearer ${done.json().data.access_token}` })).statusCode).toBe(200);
    // a unionId is single use
    expect((await second(first.json().data.unionId, 1, totp(u.secret, 30), 'd1')).json().code).toBe(15602);
  });

  it('refuses a replayed TOTP code, accepts the next time step', async () => {
    const u = await enrolled();
    const code = totp(u.secret);
    const a = await login(u.username, u.password, 'd1');
    expect((await second(a.json().data.unionId, 1, code, 'd1')).json().code).toBe(2000);
    const b = await login(u.username, u.password, 'd1');
    expect((await second(b.json().data.unionId, 1, code, 'd1')).json().code).toBe(15317);
    t.clock.advance(30_000);
    expect((await second(b.json().data.unionId, 1, totp(u.secret), 'd1')).json().code).toBe(2000);
  });

  it('accepts one time step of drift either way, not two', async () => {
    const u = await enrolled();
    const a = await login(u.username, u.password, 'd1');
    expect((await second(a.json().data.unionId, 1, totp(u.secret, -30), 'd1')).json().code).toBe(2000);
    t.clock.advance(60_000);
    const b = await login(u.username, u.password, 'd1');
    expect((await second(b.json().data.unionId, 1, totp(u.secret, 30), 'd1')).json().code).toBe(2000);
    t.clock.advance(120_000);
    const c = await login(u.username, u.password, 'd1');
    expect((await second(c.json().data.unionId, 1, totp(u.secret, -60), 'd1')).json().code).toBe(15317);
    expect((await second(c.json().data.unionId, 1, totp(u.secret, 60), 'd1')).json().code).toBe(15317);
  });

  it('reports a client clock that is far off with the wrong code', async () => {
    const u = await enrolled();
    const a = await login(u.username, u.password, 'd1');
    const res = await second(a.json().data.unionId, 1, totp(u.secret, -300), 'd1', { localTimeStamp: t.clock.now() - 300_000 });
    expect(res.json().code).toBe(15317);
    expect(res.json().data).toEqual({ clockSkewSeconds: -300 });
  });

  it('a backup code (told by its shape) works once (15318 the second time), in any case and with a dash', async () => {
    const u = await enrolled();
    const a = await login(u.username, u.password, 'd1');
    const typed = `${u.backup[0]!.slice(0, 5).toLowerCase()}-${u.backup[0]!.slice(5)}`;
    expect((await second(a.json().data.unionId, 1, typed, 'd1')).json().code).toBe(2000);
    const b = await login(u.username, u.password, 'd1');
    expect((await second(b.json().data.unionId, 1, u.backup[0]!, 'd1')).json().code).toBe(15318);
    expect((await second(b.json().data.unionId, 3, u.backup[1]!, 'd1')).json().code).toBe(2000);
    expect((await post(t, twoAuth('status'), undefined, u.headers)).json().data.backupCodesLeft).toBe(8);
    expect(await events(t, 'two_factor_backup_used', u.userId)).toHaveLength(2);
  });

  it('answers 15602 for a missing, unknown or other-device unionId and 15603 for an unknown loginType', async () => {
    const u = await enrolled();
    const a = await login(u.username, u.password, 'd1');
    expect((await second(undefined, 1, totp(u.secret), 'd1')).json().code).toBe(15602);
    expect((await second('made-up', 1, totp(u.secret), 'd1')).json().code).toBe(15602);
    expect((await second(a.json().data.unionId, 1, totp(u.secret), 'elsewhere')).json().code).toBe(15602);
    expect((await second(a.json().data.unionId, 4, totp(u.secret), 'd1')).json().code).toBe(15603);
    expect((await second(a.json().data.unionId, 1, '12345', 'd1')).json().code).toBe(15317);
    // still usable after those
    expect((await second(a.json().data.unionId, 1, totp(u.secret), 'd1')).json().code).toBe(2000);
  });

  it('drops the sign-in after five wrong codes, and expires it after 5 minutes', async () => {
    const u = await enrolled();
    const a = await login(u.username, u.password, 'd1');
    const wrong = totp(u.secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await second(a.json().data.unionId, 1, wrong, 'd1')).json().code).toBe(15317);
    expect((await second(a.json().data.unionId, 1, totp(u.secret), 'd1')).json().code).toBe(15602);
    const b = await login(u.username, u.password, 'd1');
    t.clock.advance(5 * 60_000 + 1);
    expect((await second(b.json().data.unionId, 1, totp(u.secret), 'd1')).json().code).toBe(15602);
    expect((await events(t, 'login_failure', u.userId)).filter((e) => e.detail === 'wrong authenticator code')).toHaveLength(5);
  });

  it('keeps the logged-in-elsewhere step after the second factor', async () => {
    const u = await enrolled();
    const a = await login(u.username, u.password, 'other-device', { isFirst: true });
    const res = await second(a.json().data.unionId, 1, totp(u.secret), 'other-device');
    expect(res.json().code).toBe(2000);
    expect(res.json().data).toEqual({ otherDeviceOnline: true, id: expect.any(String) });
  });

  it('answers 15316 with the restricted session when the password has expired', async () => {
    const u = await enrolled();
    await updateUser(t, u.userId, { passwordExpired: true });
    const a = await login(u.username, u.password, 'd1');
    expect(a.json().data.twoFactor).toBe(true);
    const res = await second(a.json().data.unionId, 1, totp(u.secret), 'd1');
    expect(res.json().code).toBe(15316);
    expect(res.json().data.password_expired).toBe(true);
  });

  it('the OAuth password grant refuses a two-factor account (15602)', async () => {
    const u = await enrolled();
    const q = new URLSearchParams({ username: u.username, password: encrypt(t, u.password), grant_type: 'password' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/lenkor-auth/oauth/token?${q}`,
      headers: { authorization: `Basic ${Buffer.from('console:console').toString('base64')}` },
    });
    expect(res.json().code).toBe(15602);
  });
});

describe('turning two-factor off and new backup codes', () => {
  it('closeTwoFactor needs a current code; afterwards sign-in gives tokens at once', async () => {
    const u = await enrolled();
    const wrong = totp(u.secret) === '000000' ? '111111' : '000000';
    expect((await post(t, twoAuth('closeTwoFactor'), { code: wrong }, u.headers)).json().code).toBe(15317);
    expect((await post(t, twoAuth('closeTwoFactor'), { code: 'WRONGCODE9' }, u.headers)).json().code).toBe(15318);
    expect((await post(t, twoAuth('closeTwoFactor'), { code: totp(u.secret) }, u.headers)).json().code).toBe(2000);
    const row = await userRow(t, u.userId);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).toBeNull();
    expect((await login(u.username, u.password, 'd1')).json().data.access_token).toBeTruthy();
    expect((await post(t, twoAuth('closeTwoFactor'), { code: totp(u.secret) }, u.headers)).json().code).toBe(15602);
    expect(await events(t, 'two_factor_disabled', u.userId)).toHaveLength(1);
  });

  it('closeTwoFactor accepts a backup code', async () => {
    const u = await enrolled();
    expect((await post(t, twoAuth('closeTwoFactor'), { code: u.backup[3] }, u.headers)).json().code).toBe(2000);
  });

  it('regenerateBackupCodes replaces the old codes', async () => {
    const u = await enrolled();
    const res = await post(t, twoAuth('regenerateBackupCodes'), { code: totp(u.secret) }, u.headers);
    expect(res.json().code).toBe(2000);
    const fresh: string[] = res.json().data.backupCodes;
    expect(fresh).toHaveLength(10);
    const a = await login(u.username, u.password, 'd1');
    expect((await second(a.json().data.unionId, 1, u.backup[0]!, 'd1')).json().code).toBe(15318);
    expect((await second(a.json().data.unionId, 1, fresh[0]!, 'd1')).json().code).toBe(2000);
  });

  it('limits wrong codes while managing two-factor to 20 an hour (1004)', async () => {
    const u = await enrolled();
    const wrong = totp(u.secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 20; i++) await post(t, twoAuth('regenerateBackupCodes'), { code: wrong }, u.headers);
    const res = await post(t, twoAuth('closeTwoFactor'), { code: totp(u.secret) }, u.headers);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(1004);
  });
});

describe('oauth/token password grant with two-factor on', () => {
  const basic = `Basic ${Buffer.from('console:console').toString('base64')}`;
  const grant = (username: string, password: string, verificationCode?: string) => {
    const q = new URLSearchParams({ grant_type: 'password', scope: 'server', username, password: encrypt(t, password) });
    if (verificationCode) q.set('verificationCode', verificationCode);
    return t.app.inject({ method: 'POST', url: `/lenkor-auth/oauth/token?${q}`, headers: { authorization: basic, 'x-device-id': 'oauth-client' } });
  };

  it('needs the verificationCode (15602 without), refuses a wrong one (15317) and signs in with a good one', async () => {
    const u = await enrolled();
    expect((await grant(u.username, u.password)).json().code).toBe(15602);
    const wrong = totp(u.secret) === '000000' ? '111111' : '000000';
    expect((await grant(u.username, u.password, wrong)).json().code).toBe(15317);
    const ok = await grant(u.username, u.password, totp(u.secret));
    expect(ok.json()).toMatchObject({ code: 2000, token_type: 'bearer', access_token: expect.any(String) });
    // the same code cannot be replayed
    expect((await grant(u.username, u.password, totp(u.secret))).json().code).toBe(15317);
    // a backup code works once too
    expect((await grant(u.username, u.password, u.backup[0]!)).json().code).toBe(2000);
    expect((await grant(u.username, u.password, u.backup[0]!)).json().code).toBe(15318);
  });
});
