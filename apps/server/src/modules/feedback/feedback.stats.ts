import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { feedback } from './feedback.tables';

type StatsWindow = { from: Date; to: Date /** hours east of UTC the months are taken in (0 or 8) */; zone: number };

/** Feedback received in [from, to), per month (YYYY-MM in the zone), type or status (dashboards). */
export async function feedbackCounts(db: DbOrTx, w: StatsWindow, by: 'month' | 'type' | 'status'): Promise<Array<{ key: string; n: number }>> {
  const key =
    by === 'month'
      ? sql<string>`to_char((${feedback.feedbackAt} at time zone 'UTC') + ${w.zone}::int * interval '1 hour', 'YYYY-MM')`
      : by === 'type'
        ? sql<string>`${feedback.feedbackType}`
        : sql<string>`${feedback.status}`;
  const rows = await db
    .select({ key, n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(and(gte(feedback.feedbackAt, w.from), lt(feedback.feedbackAt, w.to)))
    .groupBy(sql`1`); // the first column: a zone parameter repeated in GROUP BY would be another parameter
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** Items resolved in [from, to), per month of resolution: how many and the mean hours from receipt to resolution. */
export async function feedbackResolveHours(db: DbOrTx, w: StatsWindow): Promise<Array<{ key: string; n: number; hours: number }>> {
  const key = sql<string>`to_char((${feedback.resolvedAt} at time zone 'UTC') + ${w.zone}::int * interval '1 hour', 'YYYY-MM')`;
  const rows = await db
    .select({
      key,
      n: sql<number>`count(*)::int`,
      hours: sql<number>`avg(extract(epoch from (${feedback.resolvedAt} - ${feedback.feedbackAt})) / 3600)::float8`,
    })
    .from(feedback)
    .where(and(isNotNull(feedback.resolvedAt), gte(feedback.resolvedAt, w.from), lt(feedback.resolvedAt, w.to)))
    .groupBy(sql`1`); // the first column: a zone parameter repeated in GROUP BY would be another parameter
  return rows.map((r) => ({ key: r.key, n: Number(r.n), hours: Number(r.hours) }));
}
