import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { helmetHeaders } from './security-headers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v.join(' ')]),
  );

describe('browser security headers', () => {
  it('every reply carries the CSP, frame-ancestors none, nosniff and a referrer policy', async () => {
    for (const url of ['/health', t.ctx.svcPath('auth', '/publicKey'), '/docs/', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['frame-ancestors'], url).toBe("'none'");
      expect(csp['script-src'], url).toBe("'self'");
      expect(csp['object-src'], url).toBe("'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      // all of helmet's headers, worked out once at start, and the request id
      for (const [name, value] of Object.entries(helmetHeaders())) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('API replies, signed in or carrying tokens, are never stored by a cache', async () => {
    const info = await t.app.inject({ method: 'GET', url: t.ctx.svcPath('user', '/user/getUserInfo'), headers: admin.headers });
    expect(info.json().code).toBe(2000);
    expect(info.headers['cache-control']).toBe('no-store');
    const failed = await t.app.inject({ method: 'GET', url: t.ctx.svcPath('user', '/user/getUserInfo') });
    expect(failed.headers['cache-control']).toBe('no-store');
  });
});
