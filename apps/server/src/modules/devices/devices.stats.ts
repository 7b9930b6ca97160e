import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { devices } from './devices.tables';

export type StatsWindow = { from: Date; to: Date /** hours east of UTC the months are taken in (0 or 8) */; zone: number };
export type CountRow = { key: string | null; n: number };

/**
 * Devices activated or bound in [from, to), counted per month (YYYY-MM in the zone) or per product
 * model id (dashboards; the timestamps' own indexes serve the window).
 */
export async function deviceCounts(db: DbOrTx, w: StatsWindow, event: 'activation' | 'bind', by: 'month' | 'model'): Promise<CountRow[]> {
  const col = event === 'activation' ? devices.activationTime : devices.bindTime;
  const key =
    by === 'month'
      ? sql<string>`to_char((${col} at time zone 'UTC') + ${w.zone}::int * interval '1 hour', 'YYYY-MM')`
      : sql<string>`${devices.productModelId}::text`;
  const rows = await db
    .select({ key, n: sql<number>`count(*)::int` })
    .from(devices)
    .where(and(isNotNull(col), gte(col, w.from), lt(col, w.to)))
    .groupBy(sql`1`); // the first column: a zone parameter repeated in GROUP BY would be another parameter
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}

/** Every device by its current status (all time). */
export async function deviceStatusCounts(db: DbOrTx): Promise<CountRow[]> {
  const rows = await db.select({ key: devices.status, n: sql<number>`count(*)::int` }).from(devices).groupBy(devices.status);
  return rows.map((r) => ({ key: r.key, n: Number(r.n) }));
}
