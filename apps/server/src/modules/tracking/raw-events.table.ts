import { jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The raw events, for queries only: the table is partitioned by day (PARTITION BY RANGE (occurred_at)),
 * which drizzle-kit cannot express, so it is made by a hand-written migration
 * (drizzle/0060_tracking_raw_events.sql) and kept out of drizzle-kit's schema (this file is not a
 * `*.tables.ts`). Partitions are created ahead and dropped whole by partitions.ts; never DELETE here.
 * A narrow row: the event by its registry id, the device, software and where it ran.
 */
export const RAW_EVENTS = 'tracking_raw_events';
export const rawEvents = pgTable(RAW_EVENTS, {
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  eventId: smallint('event_id').notNull(),
  sn: varchar('sn', { length: 64 }).notNull(),
  softCode: varchar('soft_code', { length: 64 }).notNull(),
  version: varchar('version', { length: 32 }).notNull(),
  country: varchar('country', { length: 2 }),
  productModel: varchar('product_model', { length: 64 }),
  properties: jsonb('properties').notNull(),
  clientId: varchar('client_id', { length: 64 }).notNull(),
});
