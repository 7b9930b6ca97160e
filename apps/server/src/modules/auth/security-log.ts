import type { AppContext } from '../../platform/context';
import { securityEvents } from './auth.tables';

export type SecurityEvent = {
  event: 'login_success' | 'login_failure' | 'logout' | 'refresh_reuse' | 'kick_other_devices' | (string & {});
  userId?: number | null;
  account?: string | null;
  ip?: string | null;
  deviceId?: string | null;
  detail?: string | null;
};

/** Writes a security-log row; never fails the request that caused it. */
export async function logSecurityEvent(ctx: AppContext, e: SecurityEvent): Promise<void> {
  await ctx.db
    .insert(securityEvents)
    .values({
      event: e.event,
      userId: e.userId ?? null,
      account: e.account?.slice(0, 128) ?? null,
      ip: e.ip ?? null,
      deviceId: e.deviceId?.slice(0, 128) ?? null,
      detail: e.detail?.slice(0, 255) ?? null,
      createdAt: new Date(ctx.clock.now()),
    })
    .catch(() => {});
}
