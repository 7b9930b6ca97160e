import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { valueLedger } from './ledger.tables';

type StatsWindow = { from: Date; to: Date /** hours east of UTC the months are taken in (0 or 8) */; zone: number };

/**
 * Card entries in [from, to) per month (YYYY-MM in the zone) or kind (sell, refund, redeem, gift…):
 * how many, and the money moved (sales and refunds; amounts of any currency added as they are).
 */
export async function cardEntryCounts(
  db: DbOrTx,
  w: StatsWindow,
  by: 'month' | 'kind',
  kind?: string,
): Promise<Array<{ key: string; n: number; amount: number }>> {
  const key =
    by === 'month'
      ? sql<string>`to_char((${valueLedger.createdAt} at time zone 'UTC') + ${w.zone}::int * interval '1 hour', 'YYYY-MM')`
      : sql<string>`${valueLedger.kind}`;
  const rows = await db
    .select({ key, n: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${valueLedger.amount}), 0)::float8` })
    .from(valueLedger)
    .where(
      and(eq(valueLedger.account, 'card'), gte(valueLedger.createdAt, w.from), lt(valueLedger.createdAt, w.to), kind ? eq(valueLedger.kind, kind) : undefined),
    )
    .groupBy(sql`1`); // the first column: a zone parameter repeated in GROUP BY would be another parameter
  return rows.map((r) => ({ key: r.key, n: Number(r.n), amount: Number(r.amount) }));
}
