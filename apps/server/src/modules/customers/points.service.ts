import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { appendLedgerEntry, awardExpiry, awardRests, customersWithExpiredAwards, POINTS_RULE, recordDraw } from '../ledger';
import { recordCustomerEvent } from './customer-events';
import { customers, pointsMovements } from './customers.tables';

/**
 * Inside the caller's transaction: changes a live customer's points by `delta` with its movement
 * row (the balance after it) and an operation record. The conditional UPDATE locks the customer
 * row, so concurrent changes add up; below zero is 73303, a missing customer 1002. Returns the
 * balance after. Other areas use it for points they grant (a redeemed recharge card).
 */
export async function changeCustomerPoints(
  ctx: AppContext,
  tx: DbOrTx,
  e: {
    customerId: number;
    delta: number;
    reason: string;
    kind: string;
    detail: Record<string, unknown>;
    actor: { kind: 'staff' | 'customer'; id: number; name?: string };
    /** the rule an award (delta > 0) is made under: its expiry comes from it (POINTS_RULE) */
    rule?: string;
  },
): Promise<number> {
  const [row] = await tx
    .update(customers)
    .set({ points: sql`${customers.points} + ${e.delta}` })
    .where(and(eq(customers.id, e.customerId), eq(customers.delFlag, false), sql`${customers.points} + ${e.delta} >= 0`))
    .returning({ points: customers.points });
  if (!row) {
    const [live] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, e.customerId), eq(customers.delFlag, false)));
    throw new AppError(live ? 73303 : 1002);
  }
  await tx.insert(pointsMovements).values({
    customerId: e.customerId,
    delta: e.delta,
    balanceAfter: row.points,
    reason: e.reason.slice(0, 255),
    actorKind: e.actor.kind,
    actorId: e.actor.id,
    createdAt: new Date(ctx.clock.now()),
  });
  const now = new Date(ctx.clock.now());
  const award = e.delta >= 0;
  const rule = award ? (e.rule ?? POINTS_RULE.staffGrant) : null;
  // the customer row is locked by the UPDATE above: the rests read here are not drawn by anyone else
  const rests = award ? [] : await awardRests(tx, e.customerId);
  const entry = await appendLedgerEntry(tx, {
    account: 'points',
    kind: award ? 'credit' : 'debit',
    points: e.delta,
    customerId: e.customerId,
    reason: e.reason.slice(0, 500),
    ruleCode: rule,
    expiresAt: rule ? await awardExpiry(tx, rule, now.getTime()) : null,
    actorKind: e.actor.kind,
    actorId: e.actor.id,
    actorName: e.actor.name ?? null,
    createdAt: now,
  });
  if (!award) await recordDraw(tx, { entryId: entry.id, customerId: e.customerId, points: -e.delta, at: now }, rests);
  await recordCustomerEvent(ctx, tx, { customerId: e.customerId, kind: e.kind, detail: e.detail, actor: { kind: e.actor.kind, id: e.actor.id } });
  return row.points;
}

/** The customer's points balance as the transaction sees it (1002 when the customer is gone). */
export async function customerPoints(tx: DbOrTx, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ points: customers.points })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.delFlag, false)));
  if (!row) throw new AppError(1002);
  return row.points;
}

/**
 * The points expiry task (every hour, decision 0040): for each customer holding an award expired
 * by now with an unused rest, one transaction with the customer row locked writes an `expire`
 * (breakage) entry per such award for its rest, the allocation naming it, the lower balance and
 * its movement. Returns how many entries it wrote. Running it twice writes nothing the second time.
 */
export async function expireCustomerPoints(ctx: AppContext): Promise<number> {
  const now = new Date(ctx.clock.now());
  let written = 0;
  for (const customerId of await customersWithExpiredAwards(ctx.db, now)) {
    written += await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select id from customers where id = ${customerId} for update`);
      const rests = await awardRests(tx, customerId);
      const due = rests.filter((r) => r.expiresAt && r.expiresAt.getTime() <= now.getTime());
      let total = 0;
      for (const award of due) {
        const entry = await appendLedgerEntry(tx, {
          account: 'points',
          kind: 'expire',
          points: -award.remaining,
          customerId,
          reason: `points award #${award.id} expired`,
          actorKind: 'system',
          createdAt: now,
        });
        total += award.remaining;
        await recordDraw(tx, { entryId: entry.id, customerId, points: award.remaining, at: now }, [{ ...award }]);
      }
      if (total === 0) return 0;
      const [row] = await tx
        .update(customers)
        .set({ points: sql`${customers.points} - ${total}` })
        .where(eq(customers.id, customerId))
        .returning({ points: customers.points });
      await tx.insert(pointsMovements).values({
        customerId,
        delta: -total,
        balanceAfter: row!.points,
        reason: 'points expired',
        actorKind: 'system',
        actorId: null,
        createdAt: now,
      });
      return due.length;
    });
  }
  return written;
}
