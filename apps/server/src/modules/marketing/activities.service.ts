import { activityResource, type Language, type TActivityStats } from '@diagops/contracts';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { activities, activityReach } from './marketing.tables';
import { checkPeriod, phaseAt, todayOf } from './marketing.time';

const nowOf = (ctx: AppContext) => new Date(ctx.clock.now());
const PHASE_WHERE: Record<string, (now: Date) => SQL> = {
  notStarted: (now) => gt(activities.startTime, now),
  running: (now) => and(lte(activities.startTime, now), gt(activities.endTime, now))!,
  ended: (now) => lte(activities.endTime, now),
};

async function reachCounts(db: AppContext['db'], ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: activityReach.activityId, n: count() })
    .from(activityReach)
    .where(inArray(activityReach.activityId, ids))
    .groupBy(activityReach.activityId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A budget is spent by rewards: it needs what each costs (79706), and never below what was spent. */
function checkBudget(values: Record<string, unknown>, before: Record<string, unknown> | null) {
  const pick = (k: string) => (k in values ? values[k] : before?.[k]) as number | string | null | undefined;
  const budget = pick('budget');
  const reward = pick('rewardPerJoin');
  const has = (v: unknown) => v !== null && v !== undefined && v !== '';
  if (has(budget) && !(has(reward) && Number(reward) > 0)) throw new AppError(79706);
  if (before && has(budget) && Number(budget) < Number(before.spent ?? 0))
    throw new AppError(1001, { errors: [{ field: 'budget', message: 'must not be below what the activity spent' }] });
}

/**
 * No place left, or the budget cannot pay one more reward: the activity reaches no new customer.
 * (SQL and row forms of the same rule: the customer list and statistics, and the join's UPDATE.)
 */
const exhaustedRow = (r: { usageLimit: number | null; joined: number; budget: string | null; rewardPerJoin: string | null; spent: string }) =>
  (r.usageLimit !== null && r.joined >= r.usageLimit) ||
  (r.budget !== null && r.rewardPerJoin !== null && Number(r.spent) + Number(r.rewardPerJoin) > Number(r.budget) + 1e-9);
const budgetFits = sql`(${activities.budget} is null or ${activities.rewardPerJoin} is null or ${activities.spent} + ${activities.rewardPerJoin} <= ${activities.budget})`;

export const activityService = resourceService(activityResource, {
  table: activities,
  filters: { phase: (v: string, ctx) => PHASE_WHERE[v]?.(nowOf(ctx)) },
  computed: async (db, rows, ctx) => {
    const reached = await reachCounts(
      db as AppContext['db'],
      rows.map((r) => r.id),
    );
    const now = ctx.clock.now();
    return new Map(rows.map((r) => [r.id, { phase: phaseAt(now, r as never), reached: reached.get(r.id) ?? 0 }]));
  },
  rules: {
    beforeSave(_tx, _req, values, before) {
      if (before && phaseAt(activityService.boundContext().clock.now(), before as never) === 'ended') throw new AppError(102052);
      const out = checkPeriod(values, before);
      checkBudget(out, before);
      const limit = out.usageLimit as number | undefined;
      if (before && limit !== undefined && limit !== null && limit < (before.joined as number))
        throw new AppError(1001, { errors: [{ field: 'usageLimit', message: 'must not be below the customers who joined' }] });
      return out;
    },
    // an activity customers have seen keeps its statistics: it cannot be deleted
    canDelete: async (tx, row) =>
      (await tx.select({ id: activityReach.activityId }).from(activityReach).where(eq(activityReach.activityId, row.id)).limit(1)).length === 0,
  },
});

/**
 * The activities a customer may see (not ended): each running one counts the customer as reached,
 * once; with the rules in the caller's language, whether they joined and the places left.
 */
export async function activitiesForCustomer(ctx: AppContext, customerId: number, lang: Language) {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(activities)
      .where(and(eq(activities.delFlag, false), gt(activities.endTime, now)))
      .orderBy(asc(activities.startTime), asc(activities.id))
      .limit(100);
    const joinedIds = rows.length
      ? await tx
          .select({ id: activityReach.activityId })
          .from(activityReach)
          .where(
            and(
              eq(activityReach.customerId, customerId),
              isNotNull(activityReach.joinedDay),
              inArray(
                activityReach.activityId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    const joined = new Set(joinedIds.map((m) => m.id));
    // a spent or full activity reaches no new customer (those who joined still see it)
    const shown = rows.filter((r) => joined.has(r.id) || !exhaustedRow(r));
    const running = shown.filter((r) => phaseAt(now.getTime(), r) === 'running' && !joined.has(r.id));
    if (running.length)
      await tx
        .insert(activityReach)
        .values(running.map((r) => ({ activityId: r.id, customerId, reachedDay: todayOf(ctx) })))
        .onConflictDoNothing();
    return shown.map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type as never,
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      rules: lang === 'zh-CN' ? r.rulesZh : r.rulesEn,
      phase: phaseAt(now.getTime(), r),
      joined: joined.has(r.id),
      placesLeft: r.usageLimit === null ? null : Math.max(0, r.usageLimit - r.joined),
    }));
  });
}

/**
 * A customer joins a running activity: once (joining again answers the same), counted against the
 * usage limit and its reward against the budget in one UPDATE so that concurrent joins never pass
 * either (79704 no place left, 79707 the budget spent); 79703 outside its dates.
 */
export async function joinActivity(ctx: AppContext, customerId: number, id: number): Promise<{ joined: true; placesLeft: number | null }> {
  const now = nowOf(ctx);
  const today = todayOf(ctx);
  const [a] = await ctx.db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.delFlag, false)));
  if (!a) throw new AppError(79705);
  if (phaseAt(now.getTime(), a) !== 'running') throw new AppError(79703);
  // a spent activity no longer reaches anyone new
  if (a.budget !== null && a.rewardPerJoin !== null && Number(a.spent) + Number(a.rewardPerJoin) > Number(a.budget) + 1e-9) {
    const [mine] = await ctx.db
      .select({ joined: activityReach.joinedDay })
      .from(activityReach)
      .where(and(eq(activityReach.activityId, id), eq(activityReach.customerId, customerId)));
    if (!mine?.joined) throw new AppError(79707);
  }
  // reached, whether or not a place is left
  await ctx.db.insert(activityReach).values({ activityId: id, customerId, reachedDay: today }).onConflictDoNothing();
  return ctx.db.transaction(async (tx) => {
    const [mark] = await tx
      .update(activityReach)
      .set({ joinedDay: today })
      .where(and(eq(activityReach.activityId, id), eq(activityReach.customerId, customerId), isNull(activityReach.joinedDay)))
      .returning({ id: activityReach.activityId });
    if (!mark) return { joined: true, placesLeft: a.usageLimit === null ? null : Math.max(0, a.usageLimit - a.joined) };
    const [taken] = await tx
      .update(activities)
      .set({ joined: sql`${activities.joined} + 1`, spent: sql`${activities.spent} + coalesce(${activities.rewardPerJoin}, 0)` })
      .where(
        and(
          eq(activities.id, id),
          lte(activities.startTime, now),
          gt(activities.endTime, now),
          or(isNull(activities.usageLimit), lt(activities.joined, activities.usageLimit)),
          budgetFits,
        ),
      )
      .returning({ joined: activities.joined, usageLimit: activities.usageLimit, reward: activities.rewardPerJoin });
    if (taken?.reward)
      await tx
        .update(activityReach)
        .set({ reward: taken.reward })
        .where(and(eq(activityReach.activityId, id), eq(activityReach.customerId, customerId)));
    if (!taken) {
      const [now2] = await tx.select().from(activities).where(eq(activities.id, id));
      throw new AppError(now2 && now2.usageLimit !== null && now2.joined >= now2.usageLimit ? 79704 : 79707);
    }
    return { joined: true, placesLeft: taken.usageLimit === null ? null : taken.usageLimit - taken.joined };
  });
}

/** One activity's statistics: customers reached and joined, in all and per day. */
export async function activityStats(ctx: AppContext, id: number): Promise<TActivityStats> {
  const [a] = await ctx.db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.delFlag, false)));
  if (!a) throw new AppError(1002);
  const reachedDays = await ctx.db
    .select({ day: activityReach.reachedDay, n: count() })
    .from(activityReach)
    .where(eq(activityReach.activityId, id))
    .groupBy(activityReach.reachedDay);
  const joinedDays = await ctx.db
    .select({ day: activityReach.joinedDay, n: count(), spent: sql<string>`coalesce(sum(${activityReach.reward}), 0)` })
    .from(activityReach)
    .where(and(eq(activityReach.activityId, id), isNotNull(activityReach.joinedDay)))
    .groupBy(activityReach.joinedDay);
  const days = new Map<string, { day: string; reached: number; joined: number; spent: number }>();
  const at = (day: string) => days.get(day) ?? days.set(day, { day, reached: 0, joined: 0, spent: 0 }).get(day)!;
  for (const r of reachedDays) at(r.day).reached = r.n;
  for (const r of joinedDays) {
    at(r.day!).joined = r.n;
    at(r.day!).spent = Number(r.spent);
  }
  const list = [...days.values()].sort((x, y) => x.day.localeCompare(y.day));
  return {
    id: a.id,
    name: a.name,
    phase: phaseAt(ctx.clock.now(), a),
    usageLimit: a.usageLimit,
    budget: a.budget === null ? null : Number(a.budget),
    rewardPerJoin: a.rewardPerJoin === null ? null : Number(a.rewardPerJoin),
    spent: Number(a.spent),
    exhausted: exhaustedRow(a),
    reached: list.reduce((s, d) => s + d.reached, 0),
    joined: list.reduce((s, d) => s + d.joined, 0),
    days: list,
  };
}

/** The activities overlapping a month (UTC): the calendar's entries. */
export async function activityCalendar(ctx: AppContext, month: string) {
  const from = new Date(`${month}-01T00:00:00Z`);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const rows = await ctx.db
    .select({ id: activities.id, name: activities.name, type: activities.type, startTime: activities.startTime, endTime: activities.endTime })
    .from(activities)
    .where(and(eq(activities.delFlag, false), lt(activities.startTime, to), gte(activities.endTime, from)))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(500);
  const now = ctx.clock.now();
  return rows.map((r) => ({ ...r, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), phase: phaseAt(now, r) }));
}
