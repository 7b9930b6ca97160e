import { TOKEN_COOKIE_DAYS, type TUserInfo } from '@diagops/contracts';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { cookieDomain } from '../config/app-config';
import { getEntry, removeStore, setStore } from '../storage/storage';

export const TOKEN_COOKIE = 'authToken';

export type Tokens = { access_token: string; refresh_token: string; expires_in?: number; user_id?: number; username?: string };

type SessionState = {
  token: string | null;
  refreshToken: string | null;
  /** when the token was stored (ms); the refresh loop compares its age with TOKEN_TIME_MS */
  tokenTime: number;
  userInfo: TUserInfo | null;
  /** permission strings of the user, as a map (platform.md §6) */
  permissions: Record<string, true>;
  isLogin: boolean;
};

const initial = (): SessionState => {
  const token = getEntry<string>('access_token');
  return {
    token: token?.content ?? null,
    refreshToken: getEntry<string>('refresh_token')?.content ?? null,
    tokenTime: token?.datetime ?? 0,
    userInfo: null,
    permissions: {},
    isLogin: Boolean(token?.content),
  };
};

export const useSession = create<SessionState>(() => initial());

/**
 * The authToken cookie's attributes: it holds the access token, so it ends when that token does
 * (and within a day, TOKEN_COOKIE_DAYS, which is shorter than any refresh token); SameSite=Lax;
 * Secure when the page was served over HTTPS (behind a proxy too: the page's protocol is what the browser saw).
 */
export function tokenCookieAttributes(t: Pick<Tokens, 'expires_in'>, now: number, location: Pick<Location, 'hostname' | 'protocol'>): Cookies.CookieAttributes {
  const dayMs = TOKEN_COOKIE_DAYS * 24 * 3600_000;
  const lifeMs = t.expires_in && t.expires_in > 0 ? Math.min(t.expires_in * 1000, dayMs) : dayMs;
  return { expires: new Date(now + lifeMs), path: '/', domain: cookieDomain(location.hostname), sameSite: 'Lax', secure: location.protocol === 'https:' };
}

/** Stores a new token pair with its timestamp, and the authToken cookie (tokenCookieAttributes). */
export function saveTokens(t: Tokens, now = Date.now()): void {
  setStore('access_token', t.access_token, 'session', now);
  setStore('refresh_token', t.refresh_token, 'session', now);
  Cookies.set(TOKEN_COOKIE, t.access_token, tokenCookieAttributes(t, now, window.location));
  useSession.setState({ token: t.access_token, refreshToken: t.refresh_token, tokenTime: now, isLogin: true });
}

export function saveUserInfo(info: TUserInfo): void {
  const permissions: Record<string, true> = {};
  for (const p of info.permissions) permissions[p] = true;
  setStore('pwd_intensity', info.pwd_intensity, 'session');
  useSession.setState({ userInfo: info, permissions });
}

/** Local logout: forgets the tokens, the cookie and the user (no server call). */
export function clearSession(): void {
  removeStore('access_token');
  removeStore('refresh_token');
  removeStore('pwd_intensity');
  Cookies.remove(TOKEN_COOKIE, { path: '/', domain: cookieDomain(window.location.hostname), sameSite: 'Lax', secure: window.location.protocol === 'https:' });
  useSession.setState({ token: null, refreshToken: null, tokenTime: 0, userInfo: null, permissions: {}, isLogin: false });
}

/** True when the user holds at least one of the permissions (none listed → true). */
export function holdsAny(permissions: Record<string, true>, wanted: string | readonly string[] | undefined): boolean {
  if (wanted === undefined) return true;
  const list = typeof wanted === 'string' ? [wanted] : wanted;
  return list.length === 0 || list.some((p) => permissions[p]);
}
