import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The event registry (custom and public events, one id space: the raw rows name an event by its id,
 * a small int). Deleted events keep their row (del_flag) so old data still shows their names.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    /** custom, public */
    kind: varchar('kind', { length: 8 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    owner: varchar('owner', { length: 128 }).notNull(),
    /** off, warn, reject */
    enforcement: varchar('enforcement', { length: 8 }).notNull(),
    descriptionZh: varchar('description_zh', { length: 500 }),
    descriptionEn: varchar('description_en', { length: 500 }),
    /** the typed property schema: [{ name, type, required, enumValues?, description? }] */
    properties: jsonb('properties').notNull().default([]),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one code for both kinds: an app sends a code, never a kind
    uniqueIndex('tracking_events_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('tracking_events_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('tracking_events_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('tracking_events_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('tracking_events_owner_prefix_idx').using('btree', sql`lower(${t.owner}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('tracking_events_kind_code_idx').on(t.kind, t.code, t.id).where(sql`${t.delFlag} = false`),
    index('tracking_events_kind_enforcement_idx').on(t.kind, t.enforcement, t.code).where(sql`${t.delFlag} = false`),
    index('tracking_events_created_idx').on(t.kind, t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('tracking_events_updated_idx').on(t.kind, t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** The apps' public keys: the SHA-256 of the key and its first characters; the key itself is shown once. */
export const trackingKeys = pgTable(
  'tracking_keys',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_keys_hash_uq').on(t.keyHash),
    index('tracking_keys_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('tracking_keys_name_idx').on(t.name, t.id),
    index('tracking_keys_enabled_idx').on(t.enabled, t.id),
    index('tracking_keys_created_idx').on(t.createdAt, t.id),
    index('tracking_keys_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** The quality screen's hot functions: an event and the property value marking a failed call. */
export const trackingHotFunctions = pgTable(
  'tracking_hot_functions',
  {
    id: serial('id').primaryKey(),
    softCode: varchar('soft_code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => trackingEvents.id),
    failureProperty: varchar('failure_property', { length: 40 }).notNull(),
    failureValue: varchar('failure_value', { length: 64 }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_hot_functions_soft_prefix_idx').using('btree', sql`lower(${t.softCode}) text_pattern_ops`),
    index('tracking_hot_functions_soft_idx').on(t.softCode, t.id),
    index('tracking_hot_functions_event_idx').on(t.eventId),
    index('tracking_hot_functions_created_idx').on(t.createdAt, t.id),
    index('tracking_hot_functions_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** Events refused or warned at ingestion, with their reason (the ingestion-warnings view; pruned after the retention). */
export const trackingIngestIssues = pgTable(
  'tracking_ingest_issues',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** warn, reject */
    level: varchar('level', { length: 8 }).notNull(),
    eventCode: varchar('event_code', { length: 64 }).notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    sn: varchar('sn', { length: 64 }).notNull(),
    softCode: varchar('soft_code', { length: 64 }).notNull(),
    keyName: varchar('key_name', { length: 128 }).notNull(),
    code: integer('code').notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
  },
  (t) => [
    index('tracking_ingest_issues_created_idx').on(t.createdAt, t.id),
    index('tracking_ingest_issues_level_idx').on(t.level, t.createdAt),
    index('tracking_ingest_issues_event_prefix_idx').using('btree', sql`lower(${t.eventCode}) text_pattern_ops`),
    index('tracking_ingest_issues_client_prefix_idx').using('btree', sql`lower(${t.clientId}) text_pattern_ops`),
    index('tracking_ingest_issues_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    // a refused event is listed once: its batch sent again adds no row (ingest's ON CONFLICT DO NOTHING)
    uniqueIndex('tracking_ingest_issues_refused_once_uq').on(t.keyName, t.clientId, t.code).where(sql`${t.level} = 'reject'`),
  ],
);

/** The rollups' dimensions; '' stands for "not sent" (a key column is never null). */
const dims = () => ({
  eventId: smallint('event_id').notNull(),
  softCode: varchar('soft_code', { length: 64 }).notNull(),
  version: varchar('version', { length: 32 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  productModel: varchar('product_model', { length: 64 }).notNull(),
  events: integer('events').notNull(),
  devices: integer('devices').notNull(),
});

/** Events and distinct devices per hour and dimension (recomputed over a sliding window by the rollup job). */
export const trackingRollupHourly = pgTable('tracking_rollup_hourly', { hour: timestamp('hour', { withTimezone: true }).notNull(), ...dims() }, (t) => [
  primaryKey({ columns: [t.hour, t.eventId, t.softCode, t.version, t.country, t.productModel] }),
  index('tracking_rollup_hourly_event_idx').on(t.eventId, t.hour),
]);

/** Events and distinct devices per day (UTC) and dimension. */
export const trackingRollupDaily = pgTable('tracking_rollup_daily', { day: date('day', { mode: 'string' }).notNull(), ...dims() }, (t) => [
  primaryKey({ columns: [t.day, t.eventId, t.softCode, t.version, t.country, t.productModel] }),
  index('tracking_rollup_daily_event_idx').on(t.eventId, t.day),
  index('tracking_rollup_daily_soft_idx').on(t.softCode, t.day),
]);

/**
 * Devices and sessions active per day: all software (soft_code ''), per software (version ''), and per
 * version; with those that crashed (the quality screen's crash-free rates).
 */
export const trackingActiveDaily = pgTable(
  'tracking_active_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    softCode: varchar('soft_code', { length: 64 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    devices: integer('devices').notNull(),
    sessions: integer('sessions').notNull(),
    crashDevices: integer('crash_devices').notNull(),
    crashSessions: integer('crash_sessions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.softCode, t.version] }), index('tracking_active_daily_soft_idx').on(t.softCode, t.version, t.day)],
);

/** Each hot function's calls and failures per day and version. */
export const trackingHotFunctionDaily = pgTable(
  'tracking_hot_function_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hotFunctionId: integer('hot_function_id').notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    calls: integer('calls').notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hotFunctionId, t.version] }), index('tracking_hot_function_daily_fn_idx').on(t.hotFunctionId, t.day)],
);
