import crypto from 'node:crypto';
import type { TTokenReply } from '@diagops/contracts';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { closeRealtimeSessions } from '../../platform/realtime';
import { callerCacheOf, invalidateCallers, type Loaded } from '../../platform/security/caller-cache';
import { newToken, sha256 } from '../../platform/security/tokens';
import { usersView as users } from '../users';
import { findAccessGrants } from './access.repository';
import { sessions, sessionTokens } from './auth.tables';

export type OpenSessionInput = {
  userId: number;
  username: string;
  clientId: string;
  deviceId: string;
  ip: string | null;
  userAgent: string | null;
  scope: 'all' | 'password_change';
};

/** How long an access token replaced by a refresh stays valid, for requests in flight. */
const REPLACED_ACCESS_GRACE_MS = 30_000;

async function issueTokens(ctx: AppContext, db: DbOrTx, sessionId: string) {
  const access = newToken();
  const refresh = newToken();
  const now = ctx.clock.now();
  await db.insert(sessionTokens).values([
    { tokenHash: sha256(access), sessionId, kind: 'access', expiresAt: new Date(now + ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000), createdAt: new Date(now) },
    {
      tokenHash: sha256(refresh),
      sessionId,
      kind: 'refresh',
      expiresAt: new Date(now + ctx.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
      createdAt: new Date(now),
    },
  ]);
  return { access, refresh };
}

export async function openSession(ctx: AppContext, input: OpenSessionInput): Promise<TTokenReply> {
  const id = crypto.randomUUID();
  const now = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id,
      userId: input.userId,
      clientId: input.clientId,
      deviceId: input.deviceId,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      scope: input.scope,
      createdAt: now,
      lastUsedAt: now,
    });
    const { access, refresh } = await issueTokens(ctx, tx, id);
    return tokenReply(ctx, access, refresh, input.userId, input.username, input.scope);
  });
}

function tokenReply(ctx: AppContext, access: string, refresh: string, userId: number, username: string, scope: string): TTokenReply {
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: ctx.config.ACCESS_TOKEN_TTL_SECONDS,
    token_type: 'bearer',
    scope: 'server',
    user_id: userId,
    username,
    password_expired: scope === 'password_change',
  };
}

export type ResolvedSession = {
  sessionId: string;
  userId: number;
  username: string;
  deviceId: string;
  scope: string;
};

/** The live session behind an access token, or null. */
export async function resolveAccessToken(ctx: AppContext, token: string): Promise<ResolvedSession | null> {
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      deviceId: sessions.deviceId,
      scope: sessions.scope,
      endedAt: sessions.endedAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessionTokens.expiresAt,
      usedAt: sessionTokens.usedAt,
      username: users.username,
      lockFlag: users.lockFlag,
      delFlag: users.delFlag,
    })
    .from(sessionTokens)
    .innerJoin(sessions, eq(sessions.id, sessionTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessionTokens.tokenHash, sha256(token)), eq(sessionTokens.kind, 'access')));
  const now = ctx.clock.now();
  if (!row || row.endedAt || row.expiresAt.getTime() <= now || row.lockFlag || row.delFlag) return null;
  await markFirstUse(ctx, sha256(token), row.usedAt);
  if (now - row.lastUsedAt.getTime() > 60_000) {
    // last use is kept to the minute; the write is not on the request's path
    void ctx.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId))
      .catch(() => {});
  }
  return { sessionId: row.sessionId, userId: row.userId, username: row.username, deviceId: row.deviceId, scope: row.scope };
}

/**
 * The signed-in caller behind an access token, with roles and permissions, in one query;
 * reused for CALLER_CACHE_SECONDS (see caller-cache.ts for what ends it at once).
 */
export async function resolveCaller(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const hash = sha256(token);
  const load = () => loadCaller(ctx, hash);
  const cache = callerCacheOf(ctx.db);
  return cache ? cache.resolve(hash, load) : load().then((l) => l?.caller ?? null);
}

/** The caller read from the database (one query). */
async function loadCaller(ctx: AppContext, hash: string): Promise<Loaded<AuthUser>> {
  const g = await findAccessGrants(ctx.db, hash, new Date(ctx.clock.now()));
  if (!g) return null;
  await markFirstUse(ctx, hash, g.usedAt);
  touchSession(ctx, g.sessionId, g.lastUsedAt);
  const caller: AuthUser = {
    sessionId: g.sessionId,
    userId: g.userId,
    username: g.username,
    deviceId: g.deviceId,
    scope: g.scope,
    roleIds: g.roles.map((r) => r.id),
    roleCodes: g.roles.map((r) => r.code),
    roleNames: g.roles.map((r) => r.name),
    permissions: new Set(g.permissions),
  };
  return { caller, expiresAt: g.expiresAt.getTime() };
}

/** Last use is kept to the minute; the write is not on the request's path. */
function touchSession(ctx: AppContext, sessionId: string, lastUsedAt: Date) {
  const now = ctx.clock.now();
  if (now - lastUsedAt.getTime() <= 60_000) return;
  void ctx.db
    .update(sessions)
    .set({ lastUsedAt: new Date(now) })
    .where(eq(sessions.id, sessionId))
    .catch(() => {});
}

/** How long a used refresh token may be presented again when the pair it was exchanged for was lost. */
const LOST_REPLY_GRACE_MS = 30_000;

/**
 * A refresh token presented again is a lost reply, not a theft, when it was used moments ago
 * and nothing has used the pair it was exchanged for (made when it was used; an access token
 * records its first use): the browser reloaded or the network dropped while the refresh was
 * answered (the reply is gone, the rotation happened). Anything else (older, or its successor
 * already used) is a reuse, which ends the session.
 */
async function isLostReply(tx: DbOrTx, tok: typeof sessionTokens.$inferSelect, now: Date): Promise<boolean> {
  if (!tok.usedAt || now.getTime() - tok.usedAt.getTime() > LOST_REPLY_GRACE_MS) return false;
  const [used] = await tx
    .select({ h: sessionTokens.tokenHash })
    .from(sessionTokens)
    .where(
      and(
        eq(sessionTokens.sessionId, tok.sessionId),
        ne(sessionTokens.tokenHash, tok.tokenHash),
        sql`${sessionTokens.createdAt} >= ${tok.usedAt.toISOString()}::timestamptz`,
        isNotNull(sessionTokens.usedAt),
      ),
    )
    .limit(1);
  return !used;
}

/** An access token's first use is recorded once (it tells a lost refresh reply from a reuse). */
async function markFirstUse(ctx: AppContext, tokenHash: string, usedAt: Date | null) {
  if (usedAt) return;
  await ctx.db
    .update(sessionTokens)
    .set({ usedAt: new Date(ctx.clock.now()) })
    .where(and(eq(sessionTokens.tokenHash, tokenHash), isNull(sessionTokens.usedAt)));
}

/** Refresh grant: rotates the pair; a refresh token used twice ends its whole session (a reply lost in transit aside). */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<TTokenReply> {
  const hash = sha256(refreshToken);
  const now = new Date(ctx.clock.now());
  const result = await ctx.db.transaction(async (tx) => {
    const [tok] = await tx
      .select()
      .from(sessionTokens)
      .where(and(eq(sessionTokens.tokenHash, hash), eq(sessionTokens.kind, 'refresh')));
    if (!tok) return { error: 'unknown' as const };
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, tok.sessionId));
    if (!session || session.endedAt) return { error: 'ended' as const };
    if (tok.usedAt) {
      if (!(await isLostReply(tx, tok, now))) return { error: 'reused' as const, sessionId: session.id };
      // the pair it was exchanged for never arrived: it is dropped and a new pair issued
      await tx.delete(sessionTokens).where(and(eq(sessionTokens.sessionId, session.id), eq(sessionTokens.kind, 'refresh'), isNull(sessionTokens.usedAt)));
    } else {
      if (tok.expiresAt <= now) return { error: 'expired' as const };
      const marked = await tx
        .update(sessionTokens)
        .set({ usedAt: now })
        .where(and(eq(sessionTokens.tokenHash, hash), isNull(sessionTokens.usedAt)))
        .returning({ h: sessionTokens.tokenHash });
      if (marked.length === 0) return { error: 'reused' as const, sessionId: session.id };
    }
    await tx
      .update(sessionTokens)
      .set({ expiresAt: sql`least(${sessionTokens.expiresAt}, ${new Date(now.getTime() + REPLACED_ACCESS_GRACE_MS).toISOString()}::timestamptz)` })
      .where(and(eq(sessionTokens.sessionId, session.id), eq(sessionTokens.kind, 'access')));
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
    if (!user || user.lockFlag || user.delFlag) return { error: 'ended' as const };
    const { access, refresh } = await issueTokens(ctx, tx, session.id);
    await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
    // the replaced access token now expires sooner than its cached caller
    await invalidateCallers(tx, { sessionIds: [session.id] });
    return { reply: tokenReply(ctx, access, refresh, user.id, user.username, session.scope) };
  });
  if ('reply' in result && result.reply) return result.reply;
  if (result.error === 'reused' && 'sessionId' in result && result.sessionId) await endSessions(ctx, [result.sessionId], 'refresh_reuse');
  throw new AppError(1013);
}

/** Ends sessions: marks them and deletes their tokens. */
export async function endSessions(ctx: AppContext, sessionIds: string[], reason: string, db: DbOrTx = ctx.db): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(sessions)
    .set({ endedAt: new Date(ctx.clock.now()), endReason: reason })
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.endedAt)));
  await db.delete(sessionTokens).where(inArray(sessionTokens.sessionId, sessionIds));
  await invalidateCallers(db, { sessionIds });
  // their real-time sockets close with 3000 (a deliberate sign-out: the console does not reconnect)
  await closeRealtimeSessions(sessionIds, 3000, reason);
}

/** The user's live sessions, optionally except one device or one session. */
export async function liveSessions(ctx: AppContext, userId: number, except?: { deviceId?: string; sessionId?: string }) {
  const conds = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
  if (except?.deviceId) conds.push(ne(sessions.deviceId, except.deviceId));
  if (except?.sessionId) conds.push(ne(sessions.id, except.sessionId));
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(...conds));
  // a session whose refresh token has expired is no longer live
  if (rows.length === 0) return rows;
  const live = await ctx.db
    .selectDistinct({ sessionId: sessionTokens.sessionId })
    .from(sessionTokens)
    .where(
      and(
        inArray(
          sessionTokens.sessionId,
          rows.map((r) => r.id),
        ),
        sql`${sessionTokens.expiresAt} > ${new Date(ctx.clock.now()).toISOString()}::timestamptz`,
      ),
    );
  const liveIds = new Set(live.map((l) => l.sessionId));
  return rows.filter((r) => liveIds.has(r.id));
}

/** Ends every session of a user (password change, reset, disabling), optionally keeping one. */
export async function endUserSessions(ctx: AppContext, userId: number, reason: string, keepSessionId?: string, db: DbOrTx = ctx.db) {
  const conds = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
  if (keepSessionId) conds.push(ne(sessions.id, keepSessionId));
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(...conds));
  await endSessions(
    ctx,
    rows.map((r) => r.id),
    reason,
    db,
  );
}
