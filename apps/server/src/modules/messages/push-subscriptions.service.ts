import { PUSH_SUBSCRIPTIONS_MAX, type TPushSubscription, type TPushSubscriptionRequest } from '@diagops/contracts';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import type { CustomerCaller } from '../customers';
import { pushProviders, pushSubscriptions } from './messages.tables';

/** Serialises one customer's saves, so two browsers subscribing at once cannot pass the limit together. */
const LOCK_KEY = 76111;

/**
 * Saves the customer's browser subscription. The endpoint is the browser's (unique): saving it
 * again updates its keys, and saving it from another customer's session moves it there (the
 * browser now belongs to whoever signed in on it; the last one never gets the other's pushes).
 * At most PUSH_SUBSCRIPTIONS_MAX per customer (76111).
 */
export async function saveSubscription(ctx: AppContext, me: CustomerCaller, b: TPushSubscriptionRequest): Promise<TPushSubscription> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY}, ${me.id})`);
    const [held] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.customerId, me.id), ne(pushSubscriptions.endpoint, b.endpoint)));
    if (Number(held?.n ?? 0) >= PUSH_SUBSCRIPTIONS_MAX) throw new AppError(76111);
    const keys = { customerId: me.id, p256dh: b.keys.p256dh, auth: b.keys.auth };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: b.endpoint, ...keys, createdAt: new Date(ctx.clock.now()) })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys })
      .returning();
    return { id: row!.id, endpoint: row!.endpoint, createTime: row!.createdAt.toISOString() };
  });
}

/** Removes the customer's own subscription of that endpoint; another customer's is left alone (false). */
export async function deleteSubscription(ctx: AppContext, me: CustomerCaller, endpoint: string): Promise<boolean> {
  const rows = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, me.id), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/**
 * The VAPID public key a page subscribes with: the default provider's when it is an enabled Web
 * Push one, else the oldest enabled Web Push provider's (the default may be an HTTP gateway for
 * the apps). None: 76112.
 */
export async function vapidPublicKey(ctx: AppContext): Promise<{ providerId: number; publicKey: string }> {
  const [row] = await ctx.db
    .select({ id: pushProviders.id, endpoint: pushProviders.endpoint })
    .from(pushProviders)
    .where(and(eq(pushProviders.kind, 'webpush'), eq(pushProviders.enabled, true)))
    .orderBy(desc(pushProviders.isDefault), asc(pushProviders.createdAt), asc(pushProviders.id))
    .limit(1);
  if (!row?.endpoint) throw new AppError(76112);
  return { providerId: row.id, publicKey: row.endpoint };
}
