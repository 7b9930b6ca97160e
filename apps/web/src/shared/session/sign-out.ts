import { svcPath } from '../config/app-config';
import { request } from '../http/client';
import { clearSession, useSession } from './session-store';

let endingHereUntil = 0;

/**
 * This page is about to end its own session (sign-out, password change): the server's closing of
 * the real-time connection (3000) that follows is expected, not news to announce.
 */
export function endingSessionHere(now = Date.now()): void {
  endingHereUntil = now + 10_000;
}

/** True while this page is ending its own session. */
export function isEndingSessionHere(now = Date.now()): boolean {
  return now < endingHereUntil;
}

/**
 * Ends the session: DELETE /{svc}-auth/token/logout (best effort), then the local logout.
 * `token` signs out a session not stored here (the restricted one of an expired password).
 */
export async function signOut(token?: string): Promise<void> {
  endingSessionHere();
  const bearer = token ?? useSession.getState().token;
  if (bearer) {
    await request<boolean>({ url: svcPath('auth', '/token/logout'), method: 'delete', silent: true, token: bearer }).catch(() => undefined);
  }
  clearSession();
}
