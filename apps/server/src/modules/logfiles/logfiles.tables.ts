import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Keys devices and apps upload log files with; staff create them, the secret is kept only as its SHA-256. */
export const appKeys = pgTable(
  'app_keys',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    /** the first characters of the key, shown to recognise it */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    /** hex SHA-256 of the whole key (the key is 32 random bytes: no slow hash needed) */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_keys_hash_uq').on(t.keyHash),
    index('app_keys_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('app_keys_enabled_idx').on(t.enabled, t.createdAt),
    index('app_keys_created_idx').on(t.createdAt),
  ],
);

/** Device log files (LOG-02): one row per uploaded file, the bytes kept by the files area. */
export const logFiles = pgTable(
  'log_files',
  {
    id: serial('id').primaryKey(),
    sn: varchar('sn', { length: 64 }).notNull(),
    /** the devices area's record of the SN, when it knows it */
    snDetailId: integer('sn_detail_id'),
    productModel: varchar('product_model', { length: 64 }).notNull(),
    vehicle: varchar('vehicle', { length: 128 }),
    /** auto | manual */
    uploadMethod: varchar('upload_method', { length: 16 }).notNull(),
    /** diagnosis | communication | system | crash | other */
    category: varchar('category', { length: 32 }).notNull(),
    fileId: varchar('file_id', { length: 36 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    originalSize: bigint('original_size', { mode: 'number' }),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    softwareVersion: varchar('software_version', { length: 64 }),
    firmwareVersion: varchar('firmware_version', { length: 64 }),
    logTime: timestamp('log_time', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    submitter: varchar('submitter', { length: 128 }),
    ip: varchar('ip', { length: 64 }),
    region: varchar('region', { length: 64 }),
    appKeyId: integer('app_key_id'),
  },
  (t) => [
    uniqueIndex('log_files_file_uq').on(t.fileId),
    index('log_files_uploaded_idx').on(t.uploadedAt, t.id),
    index('log_files_log_time_idx').on(t.logTime, t.id),
    index('log_files_size_idx').on(t.fileSize, t.id),
    index('log_files_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    index('log_files_model_prefix_idx').using('btree', sql`lower(${t.productModel}) text_pattern_ops`),
    index('log_files_vehicle_prefix_idx').using('btree', sql`lower(${t.vehicle}) text_pattern_ops`),
    index('log_files_submitter_prefix_idx').using('btree', sql`lower(${t.submitter}) text_pattern_ops`),
    index('log_files_sw_prefix_idx').using('btree', sql`lower(${t.softwareVersion}) text_pattern_ops`),
    index('log_files_ip_prefix_idx').using('btree', sql`lower(${t.ip}) text_pattern_ops`),
    index('log_files_region_prefix_idx').using('btree', sql`lower(${t.region}) text_pattern_ops`),
    index('log_files_method_idx').on(t.uploadMethod, t.uploadedAt),
    index('log_files_category_idx').on(t.category, t.uploadedAt),
    index('log_files_sn_detail_idx').on(t.snDetailId),
  ],
);
