import type { TSessionInfo } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { endSessions, liveSessions, logSecurityEvent } from '../auth';

/** session/list: the caller's live sessions, most recently used first. */
export async function listOwnSessions(ctx: AppContext, me: AuthUser): Promise<TSessionInfo[]> {
  const rows = await liveSessions(ctx, me.userId);
  return rows
    .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime())
    .map((s) => ({
      sessionId: s.id,
      deviceId: s.deviceId,
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      current: s.id === me.sessionId,
    }));
}

/** session/end: ends one of the caller's own live sessions; any other id answers 1002. */
export async function endOwnSession(ctx: AppContext, req: FastifyRequest, me: AuthUser, sessionId: string): Promise<void> {
  const mine = await liveSessions(ctx, me.userId);
  const target = mine.find((s) => s.id === sessionId);
  if (!target) throw new AppError(1002);
  await ctx.db.transaction(async (tx) => {
    await endSessions(ctx, [sessionId], 'ended_by_user', tx);
    await writeOperationLog(tx, req, {
      module: 'account',
      action: 'endSession',
      targetId: sessionId,
      before: { deviceId: target.deviceId, ip: target.ip },
    });
  });
  await logSecurityEvent(ctx, { event: 'session_ended', userId: me.userId, account: me.username, ip: req.ip, deviceId: target.deviceId, detail: sessionId });
}
