import { lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { RAW_EVENTS } from './raw-events.table';
import { trackingIngestIssues } from './tracking.tables';

/**
 * Daily partitions of the raw events (decision 0035): `tracking_raw_events_pYYYYMMDD` holds one UTC day.
 * The partition job creates today's and the next days' ahead of time and drops whole the days past the
 * retention (a DROP, never a DELETE: a month of partitions goes in well under a second). Ingestion creates
 * a missing day itself (a late event of a day the job never made).
 */
export const PARTITION_AHEAD_DAYS = 7;
export const RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const partitionName = (day: string) => `${RAW_EVENTS}_p${day.replaceAll('-', '')}`;
const nextDay = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

/** the days known to have a partition, per database (creating one twice is harmless, asking each batch is not) */
const known = new WeakMap<object, Set<string>>();

/** Creates the partition of each day that has none yet. */
export async function ensurePartitions(db: DbOrTx, days: Iterable<string>): Promise<string[]> {
  const seen = known.get(db) ?? new Set<string>();
  known.set(db, seen);
  const created: string[] = [];
  for (const day of days) {
    if (seen.has(day)) continue;
    const name = partitionName(day);
    try {
      await db.execute(
        sql.raw(`CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF "${RAW_EVENTS}" FOR VALUES FROM ('${day}T00:00:00Z') TO ('${nextDay(day)}T00:00:00Z')`),
      );
      created.push(day);
    } catch (err) {
      // two instances making the same day at once: the other one's is as good (duplicate type or table)
      const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code !== '23505' && code !== '42P07') throw err;
    }
    seen.add(day);
  }
  return created;
}

/** The days that have a partition, oldest first. */
export async function partitionDays(db: DbOrTx): Promise<string[]> {
  const rows = await db.execute(
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = ${RAW_EVENTS} order by c.relname`,
  );
  return (rows as { rows: Array<{ name: string }> }).rows
    .map((r) => /_p(\d{4})(\d{2})(\d{2})$/.exec(r.name))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => `${m[1]}-${m[2]}-${m[3]}`);
}

/** Drops the partitions of the days before `before` (whole tables: no DELETE, no vacuum). */
export async function dropPartitionsBefore(db: DbOrTx, before: string): Promise<string[]> {
  const dropped: string[] = [];
  const seen = known.get(db);
  for (const day of await partitionDays(db)) {
    if (day >= before) continue;
    await db.execute(sql.raw(`DROP TABLE IF EXISTS "${partitionName(day)}"`));
    seen?.delete(day);
    dropped.push(day);
  }
  return dropped;
}

/** The partition job: today and the next days ahead, and the days past the retention dropped. */
export async function maintainPartitions(ctx: AppContext, opts: { aheadDays?: number; retentionDays?: number } = {}) {
  const now = ctx.clock.now();
  const ahead = opts.aheadDays ?? PARTITION_AHEAD_DAYS;
  const days = Array.from({ length: ahead + 1 }, (_, i) => dayOf(now + i * DAY_MS));
  const created = await ensurePartitions(ctx.db, days);
  const cutoff = dayOf(now - (opts.retentionDays ?? RETENTION_DAYS) * DAY_MS);
  const dropped = await dropPartitionsBefore(ctx.db, cutoff);
  // the warnings of the events dropped go with them (a small table: a DELETE by its time index)
  await ctx.db.delete(trackingIngestIssues).where(lt(trackingIngestIssues.createdAt, new Date(`${cutoff}T00:00:00Z`)));
  return { created, dropped };
}
