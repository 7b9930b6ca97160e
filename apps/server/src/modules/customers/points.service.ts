import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { appendLedgerEntry } from '../ledger';
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
  e: { customerId: number; delta: number; reason: string; kind: string; detail: Record<string, unknown>; actor: { kind: 'staff' | 'customer'; id: number } },
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
  await appendLedgerEntry(tx, {
    account: 'points',
    kind: e.delta >= 0 ? 'credit' : 'debit',
    points: e.delta,
    customerId: e.customerId,
    reason: e.reason.slice(0, 500),
    actorKind: e.actor.kind,
    actorId: e.actor.id,
    createdAt: new Date(ctx.clock.now()),
  });
  await recordCustomerEvent(ctx, tx, { customerId: e.customerId, kind: e.kind, detail: e.detail, actor: e.actor });
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
