import { ANALYSIS_MAX_DAYS, type TPlatformAnalysis, type ZPlatformAnalysisQuery } from '@diagops/contracts';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requestLogs } from '../../platform/audit/audit.tables';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';

const DAY_MS = 86_400_000;
const r = requestLogs;
/** What each group of requests sums to (durations in whole milliseconds). */
const totals = {
  requests: sql<number>`count(*)::int`,
  failed: sql<number>`(count(*) filter (where ${r.status} >= 500))::int`,
  refused: sql<number>`(count(*) filter (where ${r.status} between 400 and 499))::int`,
  p50Ms: sql<number>`coalesce(round(percentile_cont(0.5) within group (order by ${r.durationMs})), 0)::int`,
  p95Ms: sql<number>`coalesce(round(percentile_cont(0.95) within group (order by ${r.durationMs})), 0)::int`,
  maxMs: sql<number>`coalesce(max(${r.durationMs}), 0)::int`,
};
const withRate = <T extends { requests: number; failed: number }>(t: T) => ({ ...t, errorRate: t.requests ? t.failed / t.requests : 0 });

/**
 * The platform analysis: the request log of a window (at most ANALYSIS_MAX_DAYS, else 79104) summed
 * as totals, per module, per route (the slowest by their 95th percentile) and per day (UTC).
 */
export async function platformAnalysis(ctx: AppContext, q: z.infer<typeof ZPlatformAnalysisQuery>): Promise<TPlatformAnalysis> {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (to < from) throw new AppError(1001, { errors: [{ field: 'to', message: 'the end is before the start' }] });
  if (to.getTime() - from.getTime() > ANALYSIS_MAX_DAYS * DAY_MS) throw new AppError(79104);
  const parts: SQL[] = [gte(r.createdAt, from), lte(r.createdAt, to)];
  if (q.module) parts.push(eq(r.module, q.module));
  const where = and(...parts);
  const day = sql<string>`to_char(${r.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [all, modules, routes, days] = await Promise.all([
    ctx.db.select(totals).from(r).where(where),
    ctx.db
      .select({ module: sql<string>`coalesce(${r.module}, '-')`, ...totals })
      .from(r)
      .where(where)
      .groupBy(r.module)
      .orderBy(sql`count(*) desc`)
      .limit(50),
    ctx.db
      .select({ method: r.method, route: r.route, ...totals })
      .from(r)
      .where(where)
      .groupBy(r.method, r.route)
      .orderBy(sql`percentile_cont(0.95) within group (order by ${r.durationMs}) desc`, r.route)
      .limit(20),
    ctx.db.select({ day, requests: totals.requests, failed: totals.failed }).from(r).where(where).groupBy(day).orderBy(day),
  ]);
  return { totals: withRate(all[0]!), modules: modules.map(withRate), slowestRoutes: routes.map(withRate), perDay: days };
}
