import type { TCountRow, TDataDetailQuery, TDataQuery, TDataQueryRow, TQualityQuery, TQualityReport } from '@diagops/contracts';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { feedbackPerDay } from '../feedback';
import { eventNames } from './registry.service';
import {
  trackingActiveDaily,
  trackingEvents,
  trackingHotFunctionDaily,
  trackingHotFunctions,
  trackingRollupDaily,
  trackingRollupHourly,
} from './tracking.tables';

const DAY_MS = 86_400_000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A window of days: from ≤ to (79322), at most maxDays long (79323). */
export function checkDays(from: string, to: string, maxDays = 366) {
  if (from > to) throw new AppError(79322);
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > maxDays) throw new AppError(79323, { max: maxDays });
}

export type CountGroup = 'day' | 'hour' | 'event' | 'softCode' | 'version' | 'country' | 'productModel';

/**
 * Events and devices over days from the rollups only (the dashboards and the data query): per day, hour
 * or dimension. `devices` adds up each rollup row's distinct devices (a device counts once per day, or
 * hour, and dimension value); `activeDevicesPerDay` has the exact count per day.
 */
export async function eventCounts(
  ctx: AppContext,
  q: { from: string; to: string; eventId?: number; event?: string; softCode?: string; version?: string; groupBy: CountGroup },
): Promise<TCountRow[]> {
  checkDays(q.from, q.to);
  const hourly = q.groupBy === 'hour';
  const t = hourly ? trackingRollupHourly : trackingRollupDaily;
  const parts: SQL[] = hourly
    ? [gte(trackingRollupHourly.hour, new Date(`${q.from}T00:00:00Z`)), lt(trackingRollupHourly.hour, new Date(`${nextDay(q.to)}T00:00:00Z`))]
    : [gte(trackingRollupDaily.day, q.from), lte(trackingRollupDaily.day, q.to)];
  if (q.eventId) parts.push(eq(t.eventId, q.eventId));
  if (q.event) parts.push(sql`${t.eventId} in (select id from ${trackingEvents} where lower(code) = ${q.event.toLowerCase()})`);
  if (q.softCode) parts.push(eq(t.softCode, q.softCode));
  if (q.version) parts.push(eq(t.version, q.version));
  const key: SQL<string> = {
    day: sql<string>`to_char(${trackingRollupDaily.day}, 'YYYY-MM-DD')`,
    hour: sql<string>`to_char(${trackingRollupHourly.hour} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"')`,
    event: sql<string>`${t.eventId}::text`,
    softCode: sql<string>`${t.softCode}`,
    version: sql<string>`${t.version}`,
    country: sql<string>`${t.country}`,
    productModel: sql<string>`${t.productModel}`,
  }[q.groupBy];
  const rows = await ctx.db
    .select({ key, events: sql<number>`sum(${t.events})::int`, devices: sql<number>`sum(${t.devices})::int` })
    .from(t)
    .where(and(...parts))
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({ key: r.key, events: Number(r.events), devices: Number(r.devices) }));
}

/** Devices (and sessions) active per day: of all software, one software code, or one of its versions. */
export async function activeDevicesPerDay(
  ctx: AppContext,
  q: { from: string; to: string; softCode?: string; version?: string },
): Promise<Array<{ day: string; devices: number; sessions: number }>> {
  checkDays(q.from, q.to);
  const rows = await ctx.db
    .select({ day: trackingActiveDaily.day, devices: trackingActiveDaily.devices, sessions: trackingActiveDaily.sessions })
    .from(trackingActiveDaily)
    .where(
      and(
        gte(trackingActiveDaily.day, q.from),
        lte(trackingActiveDaily.day, q.to),
        eq(trackingActiveDaily.softCode, q.softCode ?? ''),
        eq(trackingActiveDaily.version, q.softCode ? (q.version ?? '') : ''),
      ),
    )
    .orderBy(asc(trackingActiveDaily.day));
  return rows;
}

/** The data query list: events per event and software code over the days, from the daily rollup. */
export async function dataQueryPage(ctx: AppContext, q: TDataQuery) {
  checkDays(q.from, q.to);
  const d = trackingRollupDaily;
  const parts: SQL[] = [gte(d.day, q.from), lte(d.day, q.to)];
  if (q.event)
    parts.push(sql`${d.eventId} in (select id from ${trackingEvents} where lower(code) like ${`${q.event.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`})`);
  if (q.softCode) parts.push(eq(d.softCode, q.softCode));
  const where = and(...parts);
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(sql`(select 1 from ${d} where ${where} group by ${d.eventId}, ${d.softCode}) g`);
  const events = sql<number>`sum(${d.events})::int`;
  const rows = await ctx.db
    .select({
      eventId: d.eventId,
      softCode: d.softCode,
      events,
      deviceDays: sql<number>`sum(${d.devices})::int`,
      lastDay: sql<string>`to_char(max(${d.day}), 'YYYY-MM-DD')`,
    })
    .from(d)
    .where(where)
    .groupBy(d.eventId, d.softCode)
    .orderBy(desc(events), asc(d.eventId), asc(d.softCode))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  const names = await eventNames(ctx.db, [...new Set(rows.map((r) => r.eventId))]);
  const records: TDataQueryRow[] = rows.map((r) => {
    const n = names.get(r.eventId);
    return {
      eventId: r.eventId,
      eventCode: n?.code ?? String(r.eventId),
      nameZh: n?.nameZh ?? '',
      nameEn: n?.nameEn ?? '',
      softCode: r.softCode,
      events: Number(r.events),
      deviceDays: Number(r.deviceDays),
      lastDay: r.lastDay,
    };
  });
  return { records, total: Number(count?.n ?? 0), current: q.current, size: q.size };
}

/** One event (of one software) per day, hour or dimension, from the rollups. */
export async function dataDetail(ctx: AppContext, q: TDataDetailQuery) {
  const names = await eventNames(ctx.db, [q.eventId]);
  const n = names.get(q.eventId);
  if (!n) throw new AppError(1002);
  if (q.groupBy === 'hour') checkDays(q.from, q.to, 7);
  const rows = await eventCounts(ctx, { from: q.from, to: q.to, eventId: q.eventId, softCode: q.softCode, groupBy: q.groupBy });
  return { event: { id: q.eventId, ...n }, rows };
}

/**
 * The software quality screen: per day the devices and sessions of the software (or version), the
 * shares without a crash, the feedback received about it, the adoption of each version and the
 * failure rate of each configured hot function — all from the daily tables on one timeline.
 */
export async function qualityReport(ctx: AppContext, q: TQualityQuery): Promise<TQualityReport> {
  checkDays(q.from, q.to);
  const a = trackingActiveDaily;
  const window = and(gte(a.day, q.from), lte(a.day, q.to), eq(a.softCode, q.softCode));
  const totals = await ctx.db
    .select()
    .from(a)
    .where(and(window, eq(a.version, q.version ?? '')))
    .orderBy(asc(a.day));
  const adoption = await ctx.db
    .select({ day: a.day, version: a.version, devices: a.devices })
    .from(a)
    .where(and(window, sql`${a.version} <> ''`, q.version ? eq(a.version, q.version) : undefined))
    .orderBy(asc(a.day), asc(a.version));
  const feedback = new Map((await feedbackPerDay(ctx.db, { from: q.from, to: nextDay(q.to), appName: q.softCode })).map((f) => [f.day, f.n]));
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const days = [];
  for (let d = q.from; d <= q.to; d = nextDay(d)) {
    const t = byDay.get(d);
    days.push({
      day: d,
      devices: t?.devices ?? 0,
      sessions: t?.sessions ?? 0,
      crashFreeDevices: t && t.devices > 0 ? 1 - t.crashDevices / t.devices : null,
      crashFreeSessions: t && t.sessions > 0 ? 1 - t.crashSessions / t.sessions : null,
      feedback: feedback.get(d) ?? 0,
    });
  }
  const fns = await ctx.db
    .select({ id: trackingHotFunctions.id, nameZh: trackingHotFunctions.nameZh, nameEn: trackingHotFunctions.nameEn })
    .from(trackingHotFunctions)
    .where(sql`lower(${trackingHotFunctions.softCode}) = ${q.softCode.toLowerCase()}`)
    .orderBy(asc(trackingHotFunctions.id));
  const h = trackingHotFunctionDaily;
  const calls =
    fns.length === 0
      ? []
      : await ctx.db
          .select({ id: h.hotFunctionId, day: h.day, calls: sql<number>`sum(${h.calls})::int`, failures: sql<number>`sum(${h.failures})::int` })
          .from(h)
          .where(
            and(
              inArray(
                h.hotFunctionId,
                fns.map((f) => f.id),
              ),
              gte(h.day, q.from),
              lte(h.day, q.to),
              q.version ? eq(h.version, q.version) : undefined,
            ),
          )
          .groupBy(h.hotFunctionId, h.day)
          .orderBy(asc(h.day));
  return {
    softCode: q.softCode,
    version: q.version ?? null,
    days,
    adoption,
    hotFunctions: fns.map((f) => ({
      ...f,
      days: calls.filter((c) => c.id === f.id).map((c) => ({ day: c.day, calls: Number(c.calls), failures: Number(c.failures) })),
    })),
  };
}
