import { clearSession } from '../session/session-store';

type Handler = (redirect: string) => void;

/** Default: a full navigation to the sign-in page; the app installs a router-based one. */
let handler: Handler = (redirect) => window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);

export function onUnauthorized(h: Handler): void {
  handler = h;
}

/** 401: local logout, then the sign-in page, remembering where the user was. */
export function handleUnauthorized(): void {
  clearSession();
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  handler(pathname + search);
}

let announcedAt = -Infinity;

/** One "login expired" message for a burst of 401 replies (calls in flight all fail at once). */
export function shouldAnnounceExpiry(now = Date.now()): boolean {
  if (now - announcedAt < 3000) return false;
  announcedAt = now;
  return true;
}
