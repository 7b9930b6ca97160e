import { clearSession } from '../session/session-store';

type Handler = (redirect: string) => void;

/** Default: a full navigation to the sign-in page; the app installs a router-based one. */
let handler: Handler = (redirect) => window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);

export function onUnauthorized(h: Handler): void {
  handler = h;
}

let redirectedAt = -Infinity;

/** 401: local logout, then the sign-in page, remembering where the user was (the address bar). */
export function handleUnauthorized(now = Date.now()): void {
  const { pathname, search } = window.location;
  if (pathname !== '/login') redirectedAt = now;
  clearSession();
  if (pathname === '/login') return;
  handler(pathname + search);
}

/**
 * True just after a 401 sent the page to sign in. The sign-in guard then leaves the redirect
 * to it: the guard knows only the page the router last showed, which is an older one while a
 * newer page is still loading, and its redirect would replace the right one.
 */
export function isRedirectingToSignIn(now = Date.now()): boolean {
  return now - redirectedAt < 3000;
}

let announcedAt = -Infinity;

/** One "login expired" message for a burst of 401 replies (calls in flight all fail at once). */
export function shouldAnnounceExpiry(now = Date.now()): boolean {
  if (now - announcedAt < 3000) return false;
  announcedAt = now;
  return true;
}
