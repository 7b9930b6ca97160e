import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';

/** Ends every session of a user, optionally keeping one; auth, above users, owns sessions. */
export type SessionEnder = (ctx: AppContext, userId: number, reason: string, keepSessionId: string | undefined, db: DbOrTx) => Promise<void>;

let ender: SessionEnder | null = null;

/** Installed at start by auth (registerAuthGuard). */
export function installSessionEnder(fn: SessionEnder) {
  ender = fn;
}

/** Locking or deleting a user ends their sessions; without auth's ender the change fails. */
export async function endUserSessions(ctx: AppContext, userId: number, reason: string, keepSessionId?: string, db: DbOrTx = ctx.db): Promise<void> {
  if (!ender) throw new Error('session ender not installed: call registerAuthGuard');
  await ender(ctx, userId, reason, keepSessionId, db);
}
