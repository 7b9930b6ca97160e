import type { TReportKind } from '@diagops/contracts';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { reports } from './reports.tables';

type StatsWindow = { from: Date; to: Date /** hours east of UTC the months are taken in (0 or 8) */; zone: number };

/** Reports received in [from, to), per month (YYYY-MM in the zone) and kind (the after-sales dashboard). */
export async function reportCounts(db: DbOrTx, w: StatsWindow): Promise<Array<{ month: string; kind: TReportKind; n: number }>> {
  const rows = await db
    .select({
      month: sql<string>`to_char((${reports.createdAt} at time zone 'UTC') + ${w.zone}::int * interval '1 hour', 'YYYY-MM')`,
      kind: reports.kind,
      n: sql<number>`count(*)::int`,
    })
    .from(reports)
    .where(and(gte(reports.createdAt, w.from), lt(reports.createdAt, w.to)))
    .groupBy(sql`1`, reports.kind); // the first column: a zone parameter repeated in GROUP BY would be another parameter
  return rows.map((r) => ({ month: r.month, kind: r.kind as TReportKind, n: Number(r.n) }));
}
