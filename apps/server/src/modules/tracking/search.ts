import { SEARCH_WINDOW_MAX_DAYS, type TEventRecord, type TEventSearch } from '@diagops/contracts';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { rawEvents } from './raw-events.table';
import { eventNames } from './registry.service';
import { trackingEvents } from './tracking.tables';

const DAY_MS = 86_400_000;
export type SearchFilter = Omit<TEventSearch, 'size' | 'after'> & { after?: TEventSearch['after'] };

/**
 * A search over the raw events reads a few daily partitions through one selective index: a window of
 * at most 31 days (79320; from after to: 79322) and an SN, an event or a client id (79321).
 */
export function checkSearch(q: SearchFilter) {
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  if (from > to) throw new AppError(79322);
  if (to - from > SEARCH_WINDOW_MAX_DAYS * DAY_MS) throw new AppError(79320, { max: SEARCH_WINDOW_MAX_DAYS });
  if (!q.sn && !q.event && !q.clientId) throw new AppError(79321);
}

function searchWhere(q: SearchFilter): SQL {
  const parts: SQL[] = [gte(rawEvents.occurredAt, new Date(q.from)), lte(rawEvents.occurredAt, new Date(q.to))];
  if (q.sn) parts.push(eq(rawEvents.sn, q.sn));
  if (q.event) parts.push(sql`${rawEvents.eventId} in (select id from ${trackingEvents} where lower(code) = ${q.event.toLowerCase()})`);
  if (q.clientId) parts.push(eq(rawEvents.clientId, q.clientId));
  if (q.softCode) parts.push(eq(rawEvents.softCode, q.softCode));
  if (q.version) parts.push(eq(rawEvents.version, q.version));
  // keyset: the rows after the last one shown, newest first
  if (q.after) parts.push(sql`(${rawEvents.occurredAt}, ${rawEvents.clientId}) < (${q.after.time}::timestamptz, ${q.after.clientId})`);
  return and(...parts)!;
}

type RawRow = typeof rawEvents.$inferSelect;

async function readRows(db: DbOrTx, q: SearchFilter, limit: number, offset = 0): Promise<RawRow[]> {
  return db.select().from(rawEvents).where(searchWhere(q)).orderBy(desc(rawEvents.occurredAt), desc(rawEvents.clientId)).limit(limit).offset(offset);
}

export async function presentRecords(db: DbOrTx, rows: RawRow[]): Promise<TEventRecord[]> {
  const names = await eventNames(db, [...new Set(rows.map((r) => r.eventId))]);
  return rows.map((r) => {
    const n = names.get(r.eventId);
    return {
      time: r.occurredAt.toISOString(),
      clientId: r.clientId,
      eventId: r.eventId,
      eventCode: n?.code ?? String(r.eventId),
      nameZh: n?.nameZh ?? '',
      nameEn: n?.nameEn ?? '',
      sn: r.sn,
      softCode: r.softCode,
      version: r.version,
      country: r.country,
      productModel: r.productModel,
      properties: r.properties as Record<string, unknown>,
    };
  });
}

/** A page of the detail search, newest first, with the cursor of the next page (null on the last). */
export async function searchEvents(ctx: AppContext, q: TEventSearch) {
  checkSearch(q);
  const rows = await readRows(ctx.db, q, q.size + 1);
  const page = rows.slice(0, q.size);
  const last = page.at(-1);
  const next = rows.length > q.size && last ? { time: last.occurredAt.toISOString(), clientId: last.clientId } : null;
  return { records: await presentRecords(ctx.db, page), next };
}

/** The original-data search: the same rows, each as it is stored (one JSON text). */
export async function searchOriginal(ctx: AppContext, q: TEventSearch) {
  checkSearch(q);
  const rows = await readRows(ctx.db, q, q.size + 1);
  const page = rows.slice(0, q.size);
  const last = page.at(-1);
  const next = rows.length > q.size && last ? { time: last.occurredAt.toISOString(), clientId: last.clientId } : null;
  return { records: page.map((r) => ({ time: r.occurredAt.toISOString(), clientId: r.clientId, raw: JSON.stringify(r) })), next };
}

/** For the download: how many rows a search finds (61009 past 10,000), and a batch of them. */
export async function countSearch(db: DbOrTx, q: SearchFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rawEvents).where(searchWhere(q));
  return Number(row?.n ?? 0);
}
export async function searchBatch(db: DbOrTx, q: SearchFilter, limit: number, offset: number): Promise<TEventRecord[]> {
  return presentRecords(db, await readRows(db, q, limit, offset));
}
