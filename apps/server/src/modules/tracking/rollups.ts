import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { dayOf } from './partitions';
import { RAW_EVENTS } from './raw-events.table';
import {
  trackingActiveDaily,
  trackingEvents,
  trackingHotFunctionDaily,
  trackingHotFunctions,
  trackingRollupDaily,
  trackingRollupHourly,
} from './tracking.tables';

/** How many days back the rollup job recomputes every run: late events (up to a week late) land in them. */
export const ROLLUP_WINDOW_DAYS = 3;
/** The public event a crash sends, and the property naming a session (the quality screen's crash-free rates). */
export const CRASH_EVENT = 'app_crash';
const DAY_MS = 86_400_000;
const raw = sql.raw(`"${RAW_EVENTS}"`);

/**
 * Recomputes the hourly and daily rollups, the devices active per day and the hot functions' calls
 * over the last `days` days (UTC, today included): each day's rows replaced in one transaction, so a
 * late event is counted by the next run and a run twice gives the same rows.
 */
export async function recomputeRollups(ctx: AppContext, days = ROLLUP_WINDOW_DAYS): Promise<{ from: string; to: string; rows: number }> {
  const now = ctx.clock.now();
  const from = dayOf(now - (days - 1) * DAY_MS);
  const to = dayOf(now + DAY_MS);
  const hiMs = Date.parse(`${to}T00:00:00Z`);
  const lo = sql`${`${from}T00:00:00Z`}::timestamptz`;
  const hi = sql`${`${to}T00:00:00Z`}::timestamptz`;
  let rows = 0;
  await ctx.db.transaction(async (tx) => {
    const inWindow = sql`occurred_at >= ${lo} and occurred_at < ${hi}`;
    await tx.execute(sql`delete from ${trackingRollupHourly} where hour >= ${lo} and hour < ${hi}`);
    await tx.execute(sql`delete from ${trackingRollupDaily} where day >= ${from}::date and day < ${to}::date`);
    await tx.execute(sql`delete from ${trackingActiveDaily} where day >= ${from}::date and day < ${to}::date`);
    await tx.execute(sql`delete from ${trackingHotFunctionDaily} where day >= ${from}::date and day < ${to}::date`);
    // one after the other: a transaction is one connection
    const statements = [
      sql`
        insert into ${trackingRollupHourly} (hour, event_id, soft_code, version, country, product_model, events, devices)
        select date_trunc('hour', occurred_at at time zone 'UTC') at time zone 'UTC', event_id, soft_code, version,
               coalesce(country, ''), coalesce(product_model, ''), count(*), count(distinct sn)
          from ${raw} where ${inWindow} group by 1, 2, 3, 4, 5, 6`,
      sql`
        insert into ${trackingRollupDaily} (day, event_id, soft_code, version, country, product_model, events, devices)
        select (occurred_at at time zone 'UTC')::date, event_id, soft_code, version, coalesce(country, ''), coalesce(product_model, ''),
               count(*), count(distinct sn)
          from ${raw} where ${inWindow} group by 1, 2, 3, 4, 5, 6`,
      sql`
        insert into ${trackingActiveDaily} (day, soft_code, version, devices, sessions, crash_devices, crash_sessions)
        select d, coalesce(soft_code, ''), coalesce(version, ''), count(distinct sn), count(distinct sess),
               count(distinct sn) filter (where crash), count(distinct sess) filter (where crash)
          from (select (occurred_at at time zone 'UTC')::date as d, soft_code, version, sn, properties ->> 'sessionId' as sess,
                       event_id in (select id from ${trackingEvents} where code = ${CRASH_EVENT}) as crash
                  from ${raw} where ${inWindow}) x
         group by grouping sets ((d), (d, soft_code), (d, soft_code, version))`,
      sql`
        insert into ${trackingHotFunctionDaily} (day, hot_function_id, version, calls, failures)
        select (r.occurred_at at time zone 'UTC')::date, h.id, r.version, count(*),
               count(*) filter (where r.properties ->> h.failure_property = h.failure_value)
          from ${raw} r join ${trackingHotFunctions} h on h.event_id = r.event_id and lower(h.soft_code) = lower(r.soft_code)
         where r.occurred_at >= ${lo} and r.occurred_at < ${hi}
         group by 1, 2, 3`,
    ];
    for (const statement of statements) {
      const c = await tx.execute(statement);
      rows += (c as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (c as { affectedRows?: number }).affectedRows ?? 0;
    }
  });
  return { from, to: dayOf(hiMs - DAY_MS), rows };
}
