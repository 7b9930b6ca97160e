import { svcPath } from '../config/app-config';
import { request } from '../http/client';
import { clearSession, useSession } from './session-store';

/**
 * Ends the session: DELETE /{svc}-auth/token/logout (best effort), then the local logout.
 * `token` signs out a session not stored here (the restricted one of an expired password).
 */
export async function signOut(token?: string): Promise<void> {
  const bearer = token ?? useSession.getState().token;
  if (bearer) {
    await request<boolean>({ url: svcPath('auth', '/token/logout'), method: 'delete', silent: true, token: bearer }).catch(() => undefined);
  }
  clearSession();
}
