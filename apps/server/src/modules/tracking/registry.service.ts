import crypto from 'node:crypto';
import {
  ERROR_CATALOGUE,
  type ErrorCode,
  errorMessage,
  hotFunctionResource,
  ingestIssueResource,
  publicEventResource,
  type TEventKind,
  type TEventOption,
  TRACKING_KEY_PREFIX,
  trackingEventResource,
  trackingKeyResource,
} from '@diagops/contracts';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { startsWith } from '../../platform/kit/page';
import { resourceService } from '../../platform/kit/resource-service';
import { trackingEvents, trackingHotFunctions, trackingIngestIssues, trackingKeys } from './tracking.tables';

/** The raw rows name an event by a small int: the registry holds at most this many events. */
export const EVENT_ID_MAX = 32767;

type Values = Record<string, unknown>;

/** An enum value must read as the property's type ("12.5" for a number, "true" / "false" for a boolean). */
function checkProperties(values: Values) {
  const props = (values.properties ?? []) as Array<{ name: string; type: string; enumValues?: string[] }>;
  props.forEach((p, i) => {
    for (const v of p.enumValues ?? []) {
      const fits = p.type === 'number' ? Number.isFinite(Number(v)) : p.type === 'boolean' ? v === 'true' || v === 'false' : true;
      if (!fits) throw new AppError(1001, { errors: [{ field: `properties.${i}.enumValues`, message: 'must be values of the property type' }] });
    }
  });
}

function eventService<D extends typeof trackingEventResource | typeof publicEventResource>(def: D, kind: TEventKind) {
  return resourceService(def, {
    table: trackingEvents as never,
    scope: () => eq(trackingEvents.kind, kind),
    computed: (_db, rows) => new Map(rows.map((r) => [r.id, { propertyCount: (r.properties as unknown[]).length }])),
    rules: {
      beforeSave(_tx, _req, values, before) {
        checkProperties(values);
        return before ? values : { ...values, kind };
      },
      // the id is the raw rows' small int: past it the registry is full
      afterSave(_tx, _req, row) {
        if (row.id > EVENT_ID_MAX) throw new AppError(79317);
      },
      // a hot function still watching it keeps it
      canDelete: async (tx, row) =>
        (await tx.select({ id: trackingHotFunctions.id }).from(trackingHotFunctions).where(eq(trackingHotFunctions.eventId, row.id)).limit(1)).length === 0,
    },
  });
}

export const customEventService = eventService(trackingEventResource, 'custom');
export const publicEventService = eventService(publicEventResource, 'public');

export const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');
/** the key of a save, for its own reply only (shown once) */
const issued = new WeakMap<FastifyRequest, { key: string; hash: string }>();

export const trackingKeyService = resourceService(trackingKeyResource, {
  table: trackingKeys,
  computed: (_db, rows, _ctx, req) => {
    const fresh = issued.get(req);
    return new Map(
      rows.map((r) => [
        r.id,
        { lastUsedTime: (r.lastUsedAt as Date | null)?.toISOString() ?? null, key: fresh && fresh.hash === r.keyHash ? fresh.key : null },
      ]),
    );
  },
  rules: {
    beforeSave(_tx, req, values) {
      const key = `${TRACKING_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
      const hash = hashKey(key);
      issued.set(req, { key, hash });
      return { ...values, prefix: key.slice(0, 10), keyHash: hash };
    },
  },
});

export const hotFunctionService = resourceService(hotFunctionResource, {
  table: trackingHotFunctions,
  computed: async (db, rows) => {
    const ids = [...new Set(rows.map((r) => r.eventId as number))];
    const events = await db.select({ id: trackingEvents.id, code: trackingEvents.code }).from(trackingEvents).where(inArray(trackingEvents.id, ids));
    const code = new Map(events.map((e) => [e.id, e.code]));
    return new Map(rows.map((r) => [r.id, { eventCode: code.get(r.eventId as number) ?? null }]));
  },
  rules: {
    async beforeSave(tx, _req, values) {
      const [event] = await tx
        .select({ id: trackingEvents.id })
        .from(trackingEvents)
        .where(and(eq(trackingEvents.id, values.eventId as number), eq(trackingEvents.delFlag, false)));
      if (!event) throw new AppError(1001, { errors: [{ field: 'eventId', message: 'no such event' }] });
      return values;
    },
  },
});

/** the reason is the code's message in the reader's language */
export const ingestIssueService = resourceService(ingestIssueResource, {
  table: trackingIngestIssues,
  computed: (_db, rows, _ctx, req) => {
    const lang = requestLanguage(req);
    return new Map(rows.map((r) => [r.id, { reason: (r.code as number) in ERROR_CATALOGUE ? errorMessage(r.code as ErrorCode, lang) : String(r.code) }]));
  },
});

/** Events a form may pick: by a prefix of the code or a name, or by ids. */
export async function eventOptions(db: DbOrTx, keyword?: string, ids?: number[]): Promise<TEventOption[]> {
  const parts: SQL[] = [eq(trackingEvents.delFlag, false)];
  if (ids?.length) parts.push(inArray(trackingEvents.id, ids));
  if (keyword)
    parts.push(or(startsWith(trackingEvents.code, keyword), startsWith(trackingEvents.nameZh, keyword), startsWith(trackingEvents.nameEn, keyword))!);
  const rows = await db
    .select({ id: trackingEvents.id, code: trackingEvents.code, nameZh: trackingEvents.nameZh, nameEn: trackingEvents.nameEn, kind: trackingEvents.kind })
    .from(trackingEvents)
    .where(and(...parts))
    .orderBy(asc(trackingEvents.code))
    .limit(50);
  return rows as TEventOption[];
}

export type RegisteredEvent = typeof trackingEvents.$inferSelect;

/** The live events of these codes (one query a batch). */
export async function eventsByCode(db: DbOrTx, codes: string[]): Promise<Map<string, RegisteredEvent>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(and(inArray(sql`lower(${trackingEvents.code})`, codes), eq(trackingEvents.delFlag, false)));
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

/** Names of events by id, deleted ones too (old data keeps its names). */
export async function eventNames(db: DbOrTx, ids: number[]): Promise<Map<number, { code: string; nameZh: string; nameEn: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: trackingEvents.id, code: trackingEvents.code, nameZh: trackingEvents.nameZh, nameEn: trackingEvents.nameEn })
    .from(trackingEvents)
    .where(inArray(trackingEvents.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** How often a key's last use is written: every app's devices call with it, each write would wait on one row. */
const LAST_USED_EVERY_MS = 60_000;

/** The enabled key a batch comes with; missing, unknown or disabled: 79301. */
export async function authenticateTrackingKey(ctx: AppContext, key: string | undefined): Promise<{ id: number; name: string }> {
  if (!key?.startsWith(TRACKING_KEY_PREFIX) || key.length > 100) throw new AppError(79301);
  const [row] = await ctx.db
    .select({ id: trackingKeys.id, name: trackingKeys.name, enabled: trackingKeys.enabled, lastUsedAt: trackingKeys.lastUsedAt })
    .from(trackingKeys)
    .where(eq(trackingKeys.keyHash, hashKey(key)));
  if (!row?.enabled) throw new AppError(79301);
  const now = new Date(ctx.clock.now());
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS)
    await ctx.db.update(trackingKeys).set({ lastUsedAt: now }).where(eq(trackingKeys.id, row.id));
  return { id: row.id, name: row.name };
}

export type { Tx };
