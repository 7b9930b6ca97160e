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
    const running = rows.filter((r) => phaseAt(now.getTime(), r) === 'running');
    if (running.length)
      await tx
        .insert(activityReach)
        .values(running.map((r) => ({ activityId: r.id, customerId, reachedDay: todayOf(ctx) })))
        .onConflictDoNothing();
    const mine = rows.length
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
    const joined = new Set(mine.map((m) => m.id));
    return rows.map((r) => ({
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
 * usage limit in one UPDATE so that concurrent joins never pass it (79704); 79703 outside its dates.
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
      .set({ joined: sql`${activities.joined} + 1` })
      .where(
        and(
          eq(activities.id, id),
          lte(activities.startTime, now),
          gt(activities.endTime, now),
          or(isNull(activities.usageLimit), lt(activities.joined, activities.usageLimit)),
        ),
      )
      .returning({ joined: activities.joined, usageLimit: activities.usageLimit });
    if (!taken) throw new AppError(79704);
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
    .select({ day: activityReach.joinedDay, n: count() })
    .from(activityReach)
    .where(and(eq(activityReach.activityId, id), isNotNull(activityReach.joinedDay)))
    .groupBy(activityReach.joinedDay);
  const days = new Map<string, { day: string; reached: number; joined: number }>();
  const at = (day: string) => days.get(day) ?? days.set(day, { day, reached: 0, joined: 0 }).get(day)!;
  for (const r of reachedDays) at(r.day).reached = r.n;
  for (const r of joinedDays) at(r.day!).joined = r.n;
  const list = [...days.values()].sort((x, y) => x.day.localeCompare(y.day));
  return {
    id: a.id,
    name: a.name,
    phase: phaseAt(ctx.clock.now(), a),
    usageLimit: a.usageLimit,
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
