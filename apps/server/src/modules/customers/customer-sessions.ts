import crypto from 'node:crypto';
import type { TCustomerTokenReply } from '@diagops/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { CustomerCaller } from '../../platform/http/route-config';
import { closeRealtimeSessions } from '../../platform/realtime';
import { callerCacheKind, type Loaded } from '../../platform/security/caller-cache';
import { newToken, sha256 } from '../../platform/security/tokens';
import { customers, customerTokens } from './customers.tables';

/** How long an access token replaced by a refresh stays valid, for requests in flight. */
const REPLACED_ACCESS_GRACE_MS = 30_000;

async function issueTokens(ctx: AppContext, db: DbOrTx, sessionId: string, customerId: number) {
  const access = newToken();
  const refresh = newToken();
  const now = ctx.clock.now();
  await db.insert(customerTokens).values([
    {
      tokenHash: sha256(access),
      sessionId,
      customerId,
      kind: 'access',
      expiresAt: new Date(now + ctx.config.ACCESS_TOKEN_TTL_SECONDS * 1000),
      createdAt: new Date(now),
    },
    {
      tokenHash: sha256(refresh),
      sessionId,
      customerId,
      kind: 'refresh',
      expiresAt: new Date(now + ctx.config.REFRESH_TOKEN_TTL_SECONDS * 1000),
      createdAt: new Date(now),
    },
  ]);
  return { access, refresh };
}

function reply(ctx: AppContext, access: string, refresh: string, customerId: number, account: string): TCustomerTokenReply {
  return { accessToken: access, refreshToken: refresh, expiresIn: ctx.config.ACCESS_TOKEN_TTL_SECONDS, tokenType: 'bearer', customerId, account };
}

/** A new customer session (one sign-in): an access and a refresh token. */
export async function openCustomerSession(ctx: AppContext, db: DbOrTx, customer: { id: number; account: string }): Promise<TCustomerTokenReply> {
  const { access, refresh } = await issueTokens(ctx, db, crypto.randomUUID(), customer.id);
  await db
    .update(customers)
    .set({ lastAccessAt: new Date(ctx.clock.now()) })
    .where(eq(customers.id, customer.id));
  return reply(ctx, access, refresh, customer.id, customer.account);
}

/** Which cached customers to forget: a session's, a customer's or all. */
export type CustomerTarget = { sessionIds: string[] } | { customerId: number } | { all: true };

/**
 * Customers resolved from their access tokens, cached like staff callers (caller-cache.ts): the
 * customer API's hottest calls (an AI question, a config check) then cost no lookup of the caller.
 * Ending a session, disabling a customer and editing a customer or their profile forget them at
 * once, here and on every instance.
 */
const customerCallers = callerCacheKind<CustomerCaller, CustomerTarget>('customers', (c, target) =>
  'sessionIds' in target ? target.sessionIds.includes(c.sessionId) : 'customerId' in target && c.id === target.customerId,
);
export const startCustomerCache = customerCallers.start;
export const invalidateCustomers = customerCallers.invalidate;
export const customerCacheOf = customerCallers.cacheOf;

/** The customer behind an access token: live token, enabled and not deleted customer. */
export async function resolveCustomer(ctx: AppContext, token: string): Promise<CustomerCaller | null> {
  const hash = sha256(token);
  const load = () => loadCustomer(ctx, hash);
  const cache = customerCallers.cacheOf(ctx.db);
  return cache ? cache.resolve(hash, load) : load().then((l) => l?.caller ?? null);
}

async function loadCustomer(ctx: AppContext, hash: string): Promise<Loaded<CustomerCaller>> {
  const [row] = await ctx.db
    .select({
      id: customers.id,
      account: customers.account,
      language: customers.language,
      status: customers.status,
      delFlag: customers.delFlag,
      lastAccessAt: customers.lastAccessAt,
      sessionId: customerTokens.sessionId,
      expiresAt: customerTokens.expiresAt,
    })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(and(eq(customerTokens.tokenHash, hash), eq(customerTokens.kind, 'access')));
  const now = ctx.clock.now();
  if (!row || row.expiresAt.getTime() <= now || row.status !== 'enabled' || row.delFlag) return null;
  if (!row.lastAccessAt || now - row.lastAccessAt.getTime() > 60_000) {
    // last access is kept to the minute; the write is not on the request's path
    void ctx.db
      .update(customers)
      .set({ lastAccessAt: new Date(now) })
      .where(eq(customers.id, row.id))
      .catch(() => {});
  }
  const caller: CustomerCaller = { id: row.id, account: row.account, language: row.language === 'en-US' ? 'en-US' : 'zh-CN', sessionId: row.sessionId };
  return { caller, expiresAt: row.expiresAt.getTime() };
}

/** Refresh: rotates the pair; a refresh token used twice ends its whole session (1013). */
export async function refreshCustomerSession(ctx: AppContext, refreshToken: string): Promise<TCustomerTokenReply> {
  const hash = sha256(refreshToken);
  const now = new Date(ctx.clock.now());
  const result = await ctx.db.transaction(async (tx) => {
    const [tok] = await tx
      .select()
      .from(customerTokens)
      .where(and(eq(customerTokens.tokenHash, hash), eq(customerTokens.kind, 'refresh')));
    if (!tok) return { error: 'unknown' as const };
    if (tok.usedAt) return { error: 'reused' as const, sessionId: tok.sessionId };
    if (tok.expiresAt <= now) return { error: 'expired' as const };
    const marked = await tx
      .update(customerTokens)
      .set({ usedAt: now })
      .where(and(eq(customerTokens.tokenHash, hash), isNull(customerTokens.usedAt)))
      .returning({ h: customerTokens.tokenHash });
    if (marked.length === 0) return { error: 'reused' as const, sessionId: tok.sessionId };
    const [c] = await tx.select().from(customers).where(eq(customers.id, tok.customerId));
    if (!c || c.delFlag || c.status !== 'enabled') return { error: 'ended' as const };
    await tx
      .update(customerTokens)
      .set({ expiresAt: sql`least(${customerTokens.expiresAt}, ${new Date(now.getTime() + REPLACED_ACCESS_GRACE_MS).toISOString()}::timestamptz)` })
      .where(and(eq(customerTokens.sessionId, tok.sessionId), eq(customerTokens.kind, 'access')));
    // the replaced access token's cached caller would outlive its grace with a long CALLER_CACHE_SECONDS
    await invalidateCustomers(tx, { sessionIds: [tok.sessionId] });
    const { access, refresh } = await issueTokens(ctx, tx, tok.sessionId, c.id);
    return { reply: reply(ctx, access, refresh, c.id, c.account) };
  });
  if ('reply' in result && result.reply) return result.reply;
  if (result.error === 'reused' && 'sessionId' in result && result.sessionId) await endCustomerSession(ctx.db, result.sessionId);
  throw new AppError(1013);
}

/** Ends one session: deletes all its tokens. */
export async function endCustomerSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.sessionId, sessionId));
  await invalidateCustomers(db, { sessionIds: [sessionId] });
  // its chat sockets close with 3000 (a deliberate sign-out)
  await closeRealtimeSessions([sessionId]);
}

/** Ends every session of a customer (disabled or deleted by staff). */
export async function endCustomerSessions(db: DbOrTx, customerId: number): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
  await invalidateCustomers(db, { customerId });
}
