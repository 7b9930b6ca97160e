import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { ensurePartitions } from './partitions';
import { RAW_EVENTS } from './raw-events.table';

/** One raw event as stored: a narrow row (decision 0035). */
export type RawEvent = {
  occurredAt: string;
  eventId: number;
  sn: string;
  softCode: string;
  version: string;
  country: string | null;
  productModel: string | null;
  properties: Record<string, unknown>;
  clientId: string;
};

/**
 * Where raw events are written: PostgreSQL's daily partitions by default. The ClickHouse path an
 * operator takes past one machine (docs/decisions/0035-tracking-events.md) implements the same calls;
 * the rollups, searches and screens read through the area's queries, never the table's layout.
 */
export type EventStore = {
  /** stores the events not stored before (same client id and time); answers the client ids stored now */
  insert(db: DbOrTx, rows: RawEvent[]): Promise<Set<string>>;
};

export const postgresEventStore: EventStore = {
  async insert(db, rows) {
    if (rows.length === 0) return new Set();
    await ensurePartitions(db, new Set(rows.map((r) => new Date(r.occurredAt).toISOString().slice(0, 10))));
    // the whole batch as one JSON parameter: one statement, one round trip, whatever its size
    const payload = JSON.stringify(rows);
    const result = await db.execute(sql`
      insert into ${sql.raw(`"${RAW_EVENTS}"`)} (occurred_at, event_id, sn, soft_code, version, country, product_model, properties, client_id)
      select e."occurredAt", e."eventId", e.sn, e."softCode", e.version, e.country, e."productModel", coalesce(e.properties, '{}'::jsonb), e."clientId"
        from jsonb_to_recordset(${payload}::jsonb) as e("occurredAt" timestamptz, "eventId" smallint, sn varchar, "softCode" varchar, version varchar,
             country varchar, "productModel" varchar, properties jsonb, "clientId" varchar)
      on conflict do nothing
      returning client_id`);
    return new Set((result as { rows: Array<{ client_id: string }> }).rows.map((r) => r.client_id));
  },
};
