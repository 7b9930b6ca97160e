import { aiBudgetResource } from '@diagops/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { aiBudgets, aiBudgetUsage } from './ai.tables';

/** The UTC day on the app's clock: a budget starts again at midnight. */
export const budgetDay = (ctx: AppContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10);

export type Reservation = { app: string; day: string; tokens: number; cost: number };

/**
 * Holds the most a question may use (its prompt and the longest answer, at the dearest price of its
 * models) against the app's budget for the day, in one conditional statement: concurrent questions
 * never reserve past the limit together (79606). An app without a budget is not set up (79614).
 */
export async function reserve(ctx: AppContext, app: string, tokens: number, cost: number): Promise<Reservation> {
  const day = budgetDay(ctx);
  const fits = (used: SQL, add: number, limit: SQL) => sql`(${limit} = 0 or ${used} + ${add} <= ${limit})`;
  // one statement: the budget read and the hold taken together; a row lock on the app's day is held only
  // for the statement (no wait for the commit's flush: a counter, not a record)
  const held = await hotRow(
    ctx.db,
    sql`
    with b as (select daily_tokens, daily_cost from ${aiBudgets} where app_code = ${app}
               and (daily_tokens = 0 or ${tokens} <= daily_tokens) and (daily_cost = 0 or ${cost} <= daily_cost))
    insert into ${aiBudgetUsage} (app_code, day, tokens, cost) select ${app}, ${day}, ${tokens}, ${cost} from b
    on conflict (app_code, day) do update
      set tokens = ${aiBudgetUsage}.tokens + excluded.tokens, cost = ${aiBudgetUsage}.cost + excluded.cost
      where ${fits(sql`${aiBudgetUsage}.tokens`, tokens, sql`(select daily_tokens from b)`)}
        and ${fits(sql`${aiBudgetUsage}.cost`, cost, sql`(select daily_cost from b)`)}
    returning 1 as ok`,
  );
  if (held.length === 0) {
    const [budget] = await ctx.db.select({ id: aiBudgets.id }).from(aiBudgets).where(eq(aiBudgets.appCode, app));
    throw new AppError(budget ? 79606 : 79614);
  }
  return { app, day, tokens, cost };
}

/** A statement on a hot counter row in a transaction of its own that does not wait for the flush of its commit. */
async function hotRow(db: DbOrTx, statement: SQL): Promise<unknown[]> {
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      return (await tx.execute(statement)) as unknown as { rows: unknown[] };
    })
    .then((r) => r.rows);
}

/** Replaces what was held with what the question used (nothing when no model answered). */
export async function settle(db: DbOrTx, r: Reservation, used: { tokens: number; cost: number } | null) {
  await hotRow(
    db,
    sql`
    update ${aiBudgetUsage}
      set tokens = tokens - ${r.tokens} + ${used?.tokens ?? 0}, cost = cost - ${r.cost} + ${used?.cost ?? 0}, questions = questions + ${used ? 1 : 0}
      where app_code = ${r.app} and day = ${r.day}`,
  );
}

/** Today's use of each of a page of budgets' apps (the list's columns). */
export async function usedToday(ctx: AppContext, db: DbOrTx, apps: string[]) {
  if (apps.length === 0) return new Map<string, { tokens: number; cost: number }>();
  const rows = await db
    .select({ app: aiBudgetUsage.appCode, tokens: aiBudgetUsage.tokens, cost: aiBudgetUsage.cost })
    .from(aiBudgetUsage)
    .where(sql`${aiBudgetUsage.day} = ${budgetDay(ctx)} and ${aiBudgetUsage.appCode} in ${apps}`);
  return new Map(rows.map((r) => [r.app, { tokens: Number(r.tokens), cost: Math.round(r.cost * 1e6) / 1e6 }]));
}

/** The budgets on the kit, with today's use of each. */
export const aiBudgetService = resourceService(aiBudgetResource, {
  table: aiBudgets,
  computed: async (db, rows, ctx) => {
    const used = await usedToday(
      ctx,
      db,
      rows.map((r) => String(r.appCode)),
    );
    return new Map(rows.map((r) => [r.id, { usedTokens: used.get(String(r.appCode))?.tokens ?? 0, usedCost: used.get(String(r.appCode))?.cost ?? 0 }]));
  },
});
