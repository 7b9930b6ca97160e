import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Messages (MSG-20) on one channel each: content per language, audience, schedule, review state. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** station | push | email */
    channel: varchar('channel', { length: 16 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    classification: varchar('classification', { length: 64 }).notNull().default('notice'),
    /** MSG-01: new | reviewing | approved | published | completed | disabled */
    state: varchar('state', { length: 16 }).notNull().default('new'),
    terminals: jsonb('terminals').$type<string[]>().notNull(),
    guest: boolean('guest').notNull().default(false),
    periodic: boolean('periodic').notNull().default(false),
    usePushProvider: boolean('use_push_provider').notNull().default(false),
    providerId: integer('provider_id'),
    contents: jsonb('contents').notNull(),
    audience: jsonb('audience').notNull(),
    schedule: jsonb('schedule'),
    /** the first and last planned firing, GMT */
    sendStart: timestamp('send_start', { withTimezone: true }),
    sendEnd: timestamp('send_end', { withTimezone: true }),
    /** the next firing while published; null when none is left */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    /** who changed the content since its last review (pass or fail): none of them may review it */
    editorIds: jsonb('editor_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_created_idx').on(t.createdAt, t.id),
    index('messages_updated_idx').on(t.updatedAt, t.id),
    index('messages_channel_idx').on(t.channel, t.createdAt),
    index('messages_state_idx').on(t.state, t.createdAt),
    index('messages_title_prefix_idx').using('btree', sql`lower(${t.title}) text_pattern_ops`),
    index('messages_class_prefix_idx').using('btree', sql`lower(${t.classification}) text_pattern_ops`),
    index('messages_due_idx').on(t.nextRunAt).where(sql`${t.state} = 'published'`),
  ],
);

/** One firing of a message (its batch): created once per (message, occurrence) by whichever instance gets there first. */
export const messageSends = pgTable(
  'message_sends',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    occurrence: timestamp('occurrence', { withTimezone: true }).notNull(),
    batchSerial: varchar('batch_serial', { length: 32 }).notNull(),
    /** pending | expanding | delivering | done | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** the last customer id expanded into records (a restart goes on from here; re-inserting is harmless) */
    cursor: integer('cursor').notNull().default(0),
    sender: varchar('sender', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_sends_occurrence_uq').on(t.messageId, t.occurrence),
    index('message_sends_occ_idx').on(t.occurrence, t.id),
    index('message_sends_channel_idx').on(t.channel, t.occurrence),
    index('message_sends_open_idx').on(t.status).where(sql`${t.status} in ('pending', 'expanding', 'delivering')`),
  ],
);

/** MSG-06/21: one send record per (message, occurrence, recipient) — the unique index is the exactly-once guarantee. */
export const messageRecords = pgTable(
  'message_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: integer('message_id').notNull(),
    sendId: integer('send_id').notNull(),
    customerId: integer('customer_id').notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    /** pending | sending | success | failed | withdrawn */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    remarks: varchar('remarks', { length: 500 }),
    providerRef: varchar('provider_ref', { length: 128 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_records_once_uq').on(t.messageId, t.sendId, t.customerId),
    index('message_records_send_idx').on(t.sendId, t.status),
    index('message_records_created_idx').on(t.createdAt, t.id),
    index('message_records_status_idx').on(t.status, t.createdAt),
    index('message_records_customer_idx').on(t.customerId, t.createdAt),
    index('message_records_inbox_idx')
      .on(t.customerId, t.createdAt, t.id)
      .where(sql`${t.channel} = 'station' and ${t.status} = 'success' and ${t.deletedAt} is null`),
    index('message_records_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Push providers: Web Push (VAPID keys kept here) or an HTTP endpoint with a bearer token; `token` (the bearer token or the VAPID private key) is encrypted with the mail key. */
export const pushProviders = pgTable(
  'push_providers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    /** webpush | http */
    kind: varchar('kind', { length: 16 }).notNull(),
    endpoint: varchar('endpoint', { length: 1024 }),
    token: text('token'),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_providers_created_idx').on(t.createdAt, t.id),
    index('push_providers_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/** A customer's Web Push subscription (browser endpoint and keys). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    endpoint: varchar('endpoint', { length: 1024 }).notNull(),
    p256dh: varchar('p256dh', { length: 256 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_customer_idx').on(t.customerId)],
);

/** The message settings: one row (id 1) once an administrator saves them; the defaults until then. */
export const messageSettings = pgTable('message_settings', {
  id: integer('id').primaryKey(),
  /** settled MSG-08/09: the guide-image limit per channel, in MB */
  guideImageMaxMb: jsonb('guide_image_max_mb').$type<Record<'station' | 'email' | 'push', number>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
