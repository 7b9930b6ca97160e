import { aiBudgetResource } from '@diagops/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { cachedSetting } from '../../platform/cache/settings-cache';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { aiBudgets, aiBudgetUsage } from './ai.tables';

/** The UTC day on the app's clock: a budget starts again at midnight. */
export const budgetDay = (ctx: AppContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10);

export type Reservation = { app: string; day: string; tokens: number; cost: number };

/** An app's daily limits (0 = none); null when the app has no budget (79614). */
export async function budgetOf(ctx: AppContext, app: string) {
  return cachedSetting(ctx, 'ai', `budget:${app}`, async () => {
    const [b] = await ctx.db.select({ dailyTokens: aiBudgets.dailyTokens, dailyCost: aiBudgets.dailyCost }).from(aiBudgets).where(eq(aiBudgets.appCode, app));
    return b ?? null;
  });
}

/** A budget with a limit holds each question's most before it is asked; one without only counts what was used. */
export const limited = (b: { dailyTokens: number; dailyCost: number }) => b.dailyTokens > 0 || b.dailyCost > 0;

/**
 * A statement's own transaction does not wait for the flush of its commit: a counter, not a record
 * (set_config in a CTE the statement reads, so it is set before the commit and gone after it; one
 * round trip where BEGIN / SET LOCAL / statement / COMMIT took four).
 */
const noFlush = sql`nf as (select set_config('synchronous_commit', 'off', true) as nf)`;

/**
 * Holds the most a question may use (its prompt and the longest answer, at the dearest price of its
 * models) against the app's budget for the day, in one conditional statement: concurrent questions
 * never reserve past the limit together (79606). An app without a budget is not set up (79614).
 * The row lock on the app's day is held for this statement only; the settlement comes later, batched
 * (after-answer.ts), so the hot row takes one short write per question.
 */
export async function reserve(ctx: AppContext, app: string, tokens: number, cost: number): Promise<Reservation> {
  const day = budgetDay(ctx);
  const fits = (used: SQL, add: number, limit: SQL) => sql`(${limit} = 0 or ${used} + ${add} <= ${limit})`;
  const held = (await ctx.db.execute(sql`
    with ${noFlush},
    b as (select daily_tokens, daily_cost from ${aiBudgets}, nf where app_code = ${app}
          and (daily_tokens = 0 or ${tokens} <= daily_tokens) and (daily_cost = 0 or ${cost} <= daily_cost))
    insert into ${aiBudgetUsage} (app_code, day, tokens, cost) select ${app}, ${day}, ${tokens}, ${cost} from b
    on conflict (app_code, day) do update
      set tokens = ${aiBudgetUsage}.tokens + excluded.tokens, cost = ${aiBudgetUsage}.cost + excluded.cost
      where ${fits(sql`${aiBudgetUsage}.tokens`, tokens, sql`(select daily_tokens from b)`)}
        and ${fits(sql`${aiBudgetUsage}.cost`, cost, sql`(select daily_cost from b)`)}
    returning 1 as ok`)) as unknown as { rows: unknown[] };
  if (held.rows.length === 0) {
    const [budget] = await ctx.db.select({ id: aiBudgets.id }).from(aiBudgets).where(eq(aiBudgets.appCode, app));
    throw new AppError(budget ? 79606 : 79614);
  }
  return { app, day, tokens, cost };
}

export type UsageDelta = { app: string; day: string; tokens: number; cost: number; questions: number };

/** Adds what questions used (or gives back what they held) to each app's day, in one statement. */
export async function addUsage(db: DbOrTx, deltas: UsageDelta[]) {
  if (deltas.length === 0) return;
  const values = sql.join(
    deltas.map((d) => sql`(${d.app}, ${d.day}::date, ${d.tokens}::bigint, ${d.cost}::float8, ${d.questions}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with ${noFlush}
    insert into ${aiBudgetUsage} (app_code, day, tokens, cost, questions)
    select v.app, v.day, v.tokens, v.cost, v.questions from (values ${values}) as v(app, day, tokens, cost, questions), nf
    on conflict (app_code, day) do update
      set tokens = ${aiBudgetUsage}.tokens + excluded.tokens, cost = ${aiBudgetUsage}.cost + excluded.cost,
          questions = ${aiBudgetUsage}.questions + excluded.questions`);
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
