import type { TSessionInfo } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** POST /{svc}-plat-user/session/list: the caller's live sessions. */
export async function listSessions(): Promise<TSessionInfo[]> {
  return (await request<TSessionInfo[]>({ url: svcPath('plat-user', '/session/list'), method: 'post', data: {} })).data;
}

/** POST /{svc}-plat-user/session/end {sessionId}: signs one of the caller's devices out. */
export async function endSession(sessionId: string): Promise<void> {
  await request<boolean>({ url: svcPath('plat-user', '/session/end'), method: 'post', data: { sessionId } });
}
