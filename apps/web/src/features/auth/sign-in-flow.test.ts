import { webcrypto } from 'node:crypto';
import { CANCELLED_SIGN_IN_CODE } from '@diagops/contracts';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetPublicKey } from '../../shared/crypto/encrypt-password';
import { http } from '../../shared/http/client';
import { runSignIn } from './sign-in-flow';

const tokens = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 7200,
  token_type: 'bearer',
  scope: 'server',
  user_id: 1,
  username: 'admin',
  password_expired: false,
};
let publicPem = '';
let privateKey: CryptoKey;
let calls: { url: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  const pair = await webcrypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ]);
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
  publicPem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`;
  privateKey = pair.privateKey as CryptoKey;
});
afterEach(() => {
  http.defaults.adapter = undefined;
  calls = [];
});

/** A fake server: answers by path. */
function server(routes: Record<string, (body: Record<string, unknown>) => [number, unknown]>): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {});
    calls.push({ url, body });
    if (url.endsWith('/publicKey'))
      return { data: { code: 2000, msg: 'ok', data: { publicKey: publicPem } }, status: 200, statusText: 'OK', headers: {}, config };
    const [status, data] = routes[url]?.(body) ?? [404, { code: 1007, msg: 'no', data: null }];
    return { data, status, statusText: String(status), headers: {}, config };
  };
}
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, msg: 'ok', data }];
const form = { mode: 'password' as const, username: ' admin ', password: 'Secret123', captcha: 'abcd', randomStr: 'r1' };

describe('sign-in flow', () => {
  it('sends the password RSA-OAEP encrypted with the published key, with the captcha and isFirst', async () => {
    http.defaults.adapter = server({ '/lenkor-plat-user/sysUser/login': () => ok(tokens) });
    expect(await runSignIn(form, { confirmOtherDevice: async () => true })).toEqual({ kind: 'signedIn', tokens });
    const login = calls.find((c) => c.url.endsWith('/sysUser/login'))!.body;
    expect(login).toMatchObject({ loginType: 1, userAccount: 'admin', captcha: 'abcd', randomStr: 'r1', isFirst: true });
    const plain = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, Buffer.from(login.password as string, 'base64'));
    expect(new TextDecoder().decode(plain)).toBe('Secret123');
  });

  it('without WebCrypto (plain HTTP on a LAN address) encrypts with the plain-JS fallback', async () => {
    forgetPublicKey();
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => webcrypto.getRandomValues(a as never) as T });
    try {
      http.defaults.adapter = server({ '/lenkor-plat-user/sysUser/login': () => ok(tokens) });
      await runSignIn(form, { confirmOtherDevice: async () => true });
      const login = calls.find((c) => c.url.endsWith('/sysUser/login'))!.body;
      const plain = await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, Buffer.from(login.password as string, 'base64'));
      expect(new TextDecoder().decode(plain)).toBe('Secret123');
    } finally {
      vi.unstubAllGlobals();
      forgetPublicKey();
    }
  });

  it('logged in elsewhere: confirming takes the other device offline', async () => {
    http.defaults.adapter = server({
      '/lenkor-plat-user/sysUser/login': () => ok({ otherDeviceOnline: true, id: 'T1' }),
      '/lenkor-plat-user/sysUser/offlineOtherDevices': () => ok(tokens),
    });
    const confirm = vi.fn(async () => true);
    expect(await runSignIn(form, { confirmOtherDevice: confirm })).toEqual({ kind: 'signedIn', tokens });
    expect(confirm).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.url.endsWith('/offlineOtherDevices'))!.body).toEqual({ id: 'T1', offlineFlag: 1 });
  });

  it('logged in elsewhere: cancelling aborts with code -1111', async () => {
    http.defaults.adapter = server({
      '/lenkor-plat-user/sysUser/login': () => ok({ otherDeviceOnline: true, id: 'T1' }),
      '/lenkor-plat-user/sysUser/offlineOtherDevices': () => ok(null),
    });
    await expect(runSignIn(form, { confirmOtherDevice: async () => false })).rejects.toMatchObject({ code: CANCELLED_SIGN_IN_CODE });
    expect(calls.find((c) => c.url.endsWith('/offlineOtherDevices'))?.body).toEqual({ id: 'T1', offlineFlag: 0 });
  });

  it('two-factor: hands back the unionId for the code step', async () => {
    http.defaults.adapter = server({ '/lenkor-plat-user/sysUser/login': () => ok({ twoFactor: true, unionId: 'U1' }) });
    expect(await runSignIn(form, { confirmOtherDevice: async () => true })).toEqual({ kind: 'twoFactor', unionId: 'U1', loginType: 1 });
  });

  it('15316: the expired password hands back the restricted token', async () => {
    const restricted = { ...tokens, password_expired: true };
    http.defaults.adapter = server({ '/lenkor-plat-user/sysUser/login': () => [403, { code: 15316, msg: '密码已过期，请修改密码', data: restricted }] });
    expect(await runSignIn(form, { confirmOtherDevice: async () => true })).toEqual({ kind: 'passwordExpired', tokens: restricted, username: 'admin' });
  });

  it('a wrong password rejects with the server message', async () => {
    http.defaults.adapter = server({ '/lenkor-plat-user/sysUser/login': () => [400, { code: 60002, msg: 'Wrong Password', data: null }] });
    await expect(runSignIn(form, { confirmOtherDevice: async () => true })).rejects.toMatchObject({ code: 60002, message: 'Wrong Password' });
  });

  it('code modes send loginType 2 (SMS) or 3 (e-mail) with the code as captcha', async () => {
    http.defaults.adapter = server({ '/lenkor-plat-user/sysUser/login': () => ok(tokens) });
    await runSignIn({ mode: 'sms', account: '13800138000', code: '123456' }, { confirmOtherDevice: async () => true });
    await runSignIn({ mode: 'email', account: 'a@b.cn', code: '654321' }, { confirmOtherDevice: async () => true });
    const bodies = calls.filter((c) => c.url.endsWith('/sysUser/login')).map((c) => c.body);
    expect(bodies).toEqual([
      { loginType: 2, userAccount: '13800138000', captcha: '123456', isFirst: true },
      { loginType: 3, userAccount: 'a@b.cn', captcha: '654321', isFirst: true },
    ]);
  });
});
