import { and, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { expertOrders } from './experts.tables';

type StatsWindow = { from: Date; to: Date /** hours east of UTC the months are taken in (0 or 8) */; zone: number };

/** Remote diagnosis orders placed in [from, to), per month (YYYY-MM in the zone) or current status (dashboards). */
export async function expertOrderCounts(db: DbOrTx, w: StatsWindow, by: 'month' | 'status'): Promise<Array<{ key: string; n: number }>> {
  const key =
    by === 'month'
      ? sql<string>`to_char((${expertOrders.createdAt} at time zone 'UTC') + ${w.zone}::int * interval '1 hour', 'YYYY-MM')`
      : sql<string>`${expertOrders.status}`;
  const rows = await db
    .select({ key, n: sql<number>`count(*)::int` })
    .from(expertOrders)
    .where(and(gte(expertOrders.createdAt, w.from), lt(expertOrders.createdAt, w.to)))
    .groupBy(sql`1`); // the first column: a zone parameter repeated in GROUP BY would be another parameter
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}
