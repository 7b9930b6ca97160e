import {
  errorMessage,
  INGEST_AHEAD_MS,
  INGEST_BATCH_MAX,
  INGEST_LATE_DAYS,
  INGEST_PROPERTIES_MAX_BYTES,
  type Language,
  type TEventProperty,
  type TIngestEvent,
  type TIngestReply,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { postgresEventStore, type RawEvent } from './event-store';
import { eventsByCode } from './registry.service';
import { trackingIngestIssues } from './tracking.tables';

type Breach = { code: 79310 | 79311 | 79312 | 79313 | 79314 | 79315 | 79316; detail: string };
/** Properties every event may carry without declaring them (the quality screen's sessions). */
export const RESERVED_PROPERTIES = new Set(['sessionId']);

/** The first way an event's properties break its schema, or null. */
export function schemaBreach(schema: TEventProperty[], props: Record<string, unknown>): Breach | null {
  for (const p of schema) {
    const v = props[p.name];
    if (v === undefined || v === null) {
      if (p.required) return { code: 79311, detail: p.name };
      continue;
    }
    if (typeof v !== p.type) return { code: 79312, detail: p.name };
    if (p.enumValues?.length && !p.enumValues.includes(String(v))) return { code: 79313, detail: `${p.name}=${String(v).slice(0, 100)}` };
  }
  const declared = new Set(schema.map((p) => p.name));
  for (const name of Object.keys(props)) if (!declared.has(name) && !RESERVED_PROPERTIES.has(name)) return { code: 79314, detail: name };
  return null;
}

const DAY_MS = 86_400_000;

export type Judged = { e: TIngestEvent; b: Breach; index: number };
export type IngestOutcome = { stored: Set<string>; candidates: number; warned: Judged[]; rejected: Judged[] };

/**
 * Checks events against the registry and stores the good ones (an app's batch and an import's rows):
 * unknown → refused; a schema breach refused under "reject", stored and listed under "warn"; each
 * stored once per client id and time (a resent batch is harmless); refusals and warnings are listed
 * on the ingestion-warnings view.
 */
export async function ingestEvents(db: DbOrTx, now: number, keyName: string, events: TIngestEvent[]): Promise<IngestOutcome> {
  const registry = await eventsByCode(db, [...new Set(events.map((e) => e.event.toLowerCase()))]);
  const earliest = Date.parse(new Date(now).toISOString().slice(0, 10)) - INGEST_LATE_DAYS * DAY_MS;
  const latest = now + INGEST_AHEAD_MS;
  const rows: RawEvent[] = [];
  const warned: Judged[] = [];
  const rejected: Judged[] = [];
  events.forEach((e, index) => {
    const reg = registry.get(e.event.toLowerCase());
    const at = Date.parse(e.time);
    const props = e.properties ?? {};
    const size = JSON.stringify(props).length;
    let breach: Breach | null = null;
    if (!reg) breach = { code: 79310, detail: e.event };
    else if (at < earliest || at > latest) breach = { code: 79315, detail: e.time };
    else if (size > INGEST_PROPERTIES_MAX_BYTES) breach = { code: 79316, detail: `${size} bytes` };
    else if (reg.enforcement !== 'off') breach = schemaBreach(reg.properties as TEventProperty[], props);
    if (breach && (!reg || breach.code === 79315 || breach.code === 79316 || reg.enforcement === 'reject')) {
      rejected.push({ e, b: breach, index });
      return;
    }
    if (breach) warned.push({ e, b: breach, index });
    rows.push({
      occurredAt: new Date(at).toISOString(),
      eventId: reg!.id,
      sn: e.sn,
      softCode: e.softCode,
      version: e.version,
      country: e.country ?? null,
      productModel: e.productModel ?? null,
      properties: props,
      clientId: e.clientId,
    });
  });
  const stored = await postgresEventStore.insert(db, rows);
  // an issue is listed once: a warning with the event stored now, a refusal by the unique index, not again when its batch is resent
  const issues = [...warned.filter((w) => stored.has(w.e.clientId)).map((w) => ({ ...w, level: 'warn' })), ...rejected.map((r) => ({ ...r, level: 'reject' }))];
  if (issues.length > 0) {
    const at = new Date(now);
    await db
      .insert(trackingIngestIssues)
      .values(
        issues.map(({ e, b, level }) => ({
          createdAt: at,
          level,
          eventCode: e.event.slice(0, 64),
          clientId: e.clientId,
          sn: e.sn,
          softCode: e.softCode,
          keyName: keyName.slice(0, 128),
          code: b.code,
          detail: b.detail.slice(0, 200),
        })),
      )
      .onConflictDoNothing();
  }
  return { stored, candidates: rows.length, warned, rejected };
}

export const breachMessage = (b: Breach, lang: Language) => `${errorMessage(b.code, lang)}: ${b.detail}`;

/** One batch from an app (its key already checked): at most INGEST_BATCH_MAX events (79302 for the whole batch). */
export async function ingestBatch(ctx: AppContext, req: FastifyRequest, key: { name: string }, events: TIngestEvent[]): Promise<TIngestReply> {
  if (events.length > INGEST_BATCH_MAX) throw new AppError(79302, { max: INGEST_BATCH_MAX, size: events.length });
  const lang = requestLanguage(req);
  const out = await ingestEvents(ctx.db, ctx.clock.now(), key.name, events);
  const present = ({ e, b }: Judged) => ({ clientId: e.clientId, event: e.event, code: b.code, message: breachMessage(b, lang) });
  return { accepted: out.stored.size, duplicates: out.candidates - out.stored.size, warned: out.warned.map(present), rejected: out.rejected.map(present) };
}
