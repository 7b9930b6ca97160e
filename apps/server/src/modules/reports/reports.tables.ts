import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Reports devices upload (every kind in one table, append-only): the common columns each list
 * searches, the kind's own values in `summary`, a scan's fault codes, and the stored file.
 * Every list is one kind: each index leads with it.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** diagnosis | battery | thermal | detection | newEnergy */
    kind: varchar('kind', { length: 16 }).notNull(),
    sn: varchar('sn', { length: 64 }).notNull(),
    vin: varchar('vin', { length: 17 }),
    /** the device's owner when the report came in (devices / customers), null when unbound */
    customerId: integer('customer_id'),
    customerAccount: varchar('customer_account', { length: 128 }),
    productModel: varchar('product_model', { length: 128 }).notNull(),
    softwareCode: varchar('software_code', { length: 64 }).notNull(),
    softwareVersion: varchar('software_version', { length: 32 }).notNull(),
    diagnosisTime: timestamp('diagnosis_time', { withTimezone: true }).notNull(),
    summary: jsonb('summary').$type<Record<string, number | string | null>>().notNull(),
    faultCodes: jsonb('fault_codes').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    fileId: varchar('file_id', { length: 36 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 128 }).notNull(),
    fileSize: integer('file_size').notNull(),
    /** the terminal that uploaded it */
    terminalId: integer('terminal_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_created_idx').on(t.kind, t.createdAt, t.id),
    index('reports_diagnosis_time_idx').on(t.kind, t.diagnosisTime, t.id),
    index('reports_sn_idx').on(t.kind, t.sn, t.id),
    index('reports_sn_prefix_idx').using('btree', t.kind, sql`lower(${t.sn}) text_pattern_ops`),
    index('reports_vin_prefix_idx').using('btree', t.kind, sql`lower(${t.vin}) text_pattern_ops`),
    index('reports_customer_prefix_idx').using('btree', t.kind, sql`lower(${t.customerAccount}) text_pattern_ops`),
    index('reports_model_prefix_idx').using('btree', t.kind, sql`lower(${t.productModel}) text_pattern_ops`),
    // a customer's own reports (the customer API), newest first
    index('reports_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** A customer's share link of one of their reports: active until it expires or staff revoke it. */
export const reportShares = pgTable(
  'report_shares',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    reportKind: varchar('report_kind', { length: 16 }).notNull(),
    sn: varchar('sn', { length: 64 }).notNull(),
    customerId: integer('customer_id').notNull(),
    customerAccount: varchar('customer_account', { length: 128 }).notNull(),
    /** the link's random token (base64url, 32 characters) */
    token: varchar('token', { length: 64 }).notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    /** active | revoked */
    status: varchar('status', { length: 16 }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_shares_token_uq').on(t.token),
    index('report_shares_shared_idx').on(t.sharedAt, t.id),
    index('report_shares_expires_idx').on(t.expiresAt, t.id),
    index('report_shares_created_idx').on(t.createdAt, t.id),
    index('report_shares_kind_idx').on(t.reportKind, t.sharedAt),
    index('report_shares_status_idx').on(t.status, t.sharedAt),
    index('report_shares_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    index('report_shares_customer_prefix_idx').using('btree', sql`lower(${t.customerAccount}) text_pattern_ops`),
  ],
);

/** The push log: one line per push of a report's summary (written once, never changed). */
export const reportPushes = pgTable(
  'report_pushes',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    reportKind: varchar('report_kind', { length: 16 }).notNull(),
    sn: varchar('sn', { length: 64 }).notNull(),
    /** users | sns */
    target: varchar('target', { length: 8 }).notNull(),
    /** the accounts or SNs as given */
    recipients: jsonb('recipients').$type<string[]>().notNull(),
    recipientCount: integer('recipient_count').notNull(),
    /** the customers the station message went to */
    reachedCount: integer('reached_count').notNull(),
    /** SNs bound to no customer (an SN push) */
    unreached: jsonb('unreached').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    messageId: integer('message_id').notNull(),
    pushedById: integer('pushed_by_id').notNull(),
    pushedBy: varchar('pushed_by', { length: 64 }).notNull(),
    note: varchar('note', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_pushes_created_idx').on(t.createdAt, t.id),
    index('report_pushes_kind_idx').on(t.reportKind, t.createdAt),
    index('report_pushes_target_idx').on(t.target, t.createdAt),
    index('report_pushes_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    index('report_pushes_by_prefix_idx').using('btree', sql`lower(${t.pushedBy}) text_pattern_ops`),
  ],
);
