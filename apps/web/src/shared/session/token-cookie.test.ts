import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveTokens, TOKEN_COOKIE, tokenCookieAttributes } from './session-store';

afterEach(() => vi.restoreAllMocks());

describe('the authToken cookie', () => {
  const now = Date.UTC(2026, 0, 1);
  const http = { hostname: 'console.example.net', protocol: 'http:' };
  const https = { hostname: 'console.diagops.com', protocol: 'https:' };

  it('is SameSite=Lax, Secure on a page served over HTTPS, and ends with the access token it holds', () => {
    const a = tokenCookieAttributes({ expires_in: 7200 }, now, https);
    expect(a).toMatchObject({ sameSite: 'Lax', secure: true, path: '/', domain: '.diagops.com' });
    expect((a.expires as Date).getTime()).toBe(now + 7200_000);
    const b = tokenCookieAttributes({ expires_in: 7200 }, now, http);
    expect(b).toMatchObject({ sameSite: 'Lax', secure: false, domain: undefined });
  });

  it('never lives longer than a day, whatever the token says', () => {
    expect((tokenCookieAttributes({ expires_in: 30 * 24 * 3600 }, now, https).expires as Date).getTime()).toBe(now + 24 * 3600_000);
    expect((tokenCookieAttributes({}, now, https).expires as Date).getTime()).toBe(now + 24 * 3600_000);
  });

  it('is written with those attributes when tokens are saved, and removed at logout', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveTokens({ access_token: 'tok', refresh_token: 'ref', expires_in: 600 }, now);
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok', expect.objectContaining({ sameSite: 'Lax', expires: new Date(now + 600_000) }));
    clearSession();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });
});
