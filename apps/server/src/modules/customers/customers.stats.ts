import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { customers } from './customers.tables';

type StatsWindow = { from: Date; to: Date /** hours east of UTC the months are taken in (0 or 8) */; zone: number };

/** Customers registered in [from, to) (not deleted), per month (YYYY-MM in the zone), country (ISO code) or source (dashboards). */
export async function customerCounts(db: DbOrTx, w: StatsWindow, by: 'month' | 'country' | 'source'): Promise<Array<{ key: string | null; n: number }>> {
  const key =
    by === 'month'
      ? sql<string>`to_char((${customers.registeredAt} at time zone 'UTC') + ${w.zone}::int * interval '1 hour', 'YYYY-MM')`
      : by === 'country'
        ? sql<string | null>`${customers.country}`
        : sql<string>`${customers.source}`;
  const rows = await db
    .select({ key, n: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(eq(customers.delFlag, false), gte(customers.registeredAt, w.from), lt(customers.registeredAt, w.to)))
    .groupBy(sql`1`); // the first column: a zone parameter repeated in GROUP BY would be another parameter
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** Customers registered before `to` (not deleted). */
export async function customerTotal(db: DbOrTx, to: Date): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(eq(customers.delFlag, false), lt(customers.registeredAt, to)));
  return Number(r?.n ?? 0);
}
