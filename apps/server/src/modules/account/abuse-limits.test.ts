import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, encrypt, type TestApp, userWith } from '../../../test/helpers';
import { addressKey, LIMITS } from '../../platform/security/abuse-limits';
import { post } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const captcha = (ip: string, n: number) => t.app.inject({ method: 'GET', url: `/lenkor-auth/code?randomStr=r${n}`, remoteAddress: ip });
const login = (account: string, password: string, device: string, ip: string) =>
  post(t, '/lenkor-plat-user/sysUser/login', { loginType: 1, userAccount: account, password: encrypt(t, password) }, { 'x-device-id': device }, ip);

describe('addressKey', () => {
  it('counts IPv4 addresses one by one and IPv6 by /64', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('per-address limits', () => {
  it('draws at most 120 captchas a minute for one address', async () => {
    for (let i = 0; i < LIMITS.captchasPerAddress.max; i++) expect((await captcha('203.0.113.10', i)).statusCode).toBe(200);
    const refused = await captcha('203.0.113.10', 999);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(1004);
    expect((await captcha('203.0.113.11', 1)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await captcha('203.0.113.10', 1000)).statusCode).toBe(200);
  });

  it('sends at most 30 codes an hour on behalf of one address', async () => {
    const send = (n: number, ip: string) =>
      post(t, '/lenkor-plat-user/account/sendVerifiyCode', { contactWay: `someone${n}@example.com`, operationType: 1, accountType: 1 }, {}, ip);
    for (let i = 0; i < LIMITS.codeSendsPerAddress.max; i++) expect((await send(i, '203.0.113.20')).json().code).toBe(2000);
    expect((await send(99, '203.0.113.20')).json().code).toBe(1004);
    expect((await send(100, '203.0.113.21')).json().code).toBe(2000);
  });

  it('stops sign-ins from an address after 300 failures, except from a device that signed in before', async () => {
    const u = await userWith(t, []);
    // 300 failures spread over many accounts (credential stuffing) from one address
    await t.ctx.kv.set('limit:signInFailuresPerAddress:203.0.113.30', String(LIMITS.signInFailuresPerAddress.max - 1), 3_600_000);
    expect((await login('stuffed', 'Wrong#Pass1', 'bot', '203.0.113.30')).json().code).toBe(60002);
    const blocked = await login(u.username, u.password, 'bot', '203.0.113.30');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(1004);
    // the user's own device (it signed in before) is not held back by the address count
    expect((await login(u.username, u.password, `device-${u.username}`, '203.0.113.30')).json().code).toBe(2000);
    // another address is not affected
    expect((await login(u.username, u.password, 'new-laptop', '203.0.113.31')).json().code).toBe(2000);
    t.clock.advance(3_600_000);
    expect((await login(u.username, u.password, 'bot', '203.0.113.30')).json().code).toBe(2000);
  });

  it('an attacker burning an account 100 failures cannot lock its owner out of a known device', async () => {
    const u = await userWith(t, []);
    await t.ctx.kv.set(`signin-fail:acct:${u.username.toLowerCase()}`, '100', 3_600_000);
    expect((await login(u.username, u.password, 'attacker', '203.0.113.40')).json().code).toBe(1004);
    expect((await login(u.username, u.password, `device-${u.username}`, '203.0.113.41')).json().code).toBe(2000);
  });

  it('stops wrong phone codes from one address after 60 an hour', async () => {
    const u = await userWith(t, []);
    await t.ctx.kv.set('limit:codeCheckFailuresPerAddress:203.0.113.50', String(LIMITS.codeCheckFailuresPerAddress.max), 3_600_000);
    const res = await post(t, '/lenkor-plat-user/account/bindNewPhone', { phone: '13811112222', captcha: '123456' }, u.headers, '203.0.113.50');
    expect(res.json().code).toBe(1004);
    const elsewhere = await post(t, '/lenkor-plat-user/account/bindNewPhone', { phone: '13811112222', captcha: '123456' }, u.headers, '203.0.113.51');
    expect(elsewhere.json().code).toBe(15317);
  });
});
