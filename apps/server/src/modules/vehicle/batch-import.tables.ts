import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Batch imports (contracts vehicle/batch-import.ts): the template and the zip as stored under the
 * data directory, the kit job reading them, its counts and failure file, and when the zip goes.
 */
export const batchImports = pgTable(
  'vehicle_batch_imports',
  {
    id: serial('id').primaryKey(),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    uploadType: varchar('upload_type', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('uploading'),
    templateName: varchar('template_name', { length: 255 }).notNull(),
    templatePath: varchar('template_path', { length: 255 }).notNull(),
    zipName: varchar('zip_name', { length: 255 }).notNull(),
    /** null once the zip is deleted (IMP-02) */
    zipPath: varchar('zip_path', { length: 255 }),
    zipExpireTime: timestamp('zip_expire_time', { withTimezone: true }).notNull(),
    zipDeleted: boolean('zip_deleted').notNull().default(false),
    jobId: uuid('job_id'),
    totalCount: integer('total_count').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** the catalogue code of why nothing was saved (failed), or of the first refused row */
    errorCode: integer('error_code'),
    resultPath: varchar('result_path', { length: 255 }),
    resultName: varchar('result_name', { length: 255 }),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    finishTime: timestamp('finish_time', { withTimezone: true }),
  },
  (t) => [
    index('vehicle_batch_imports_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_batch_imports_status_idx').on(t.status, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_batch_imports_type_idx').on(t.uploadType, t.id).where(sql`${t.delFlag} = false`),
    index('vehicle_batch_imports_template_prefix_idx').using('btree', sql`lower(${t.templateName}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('vehicle_batch_imports_creator_prefix_idx').using('btree', sql`lower(${t.creatorName}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    // the daily sweep finds the zips past their time
    index('vehicle_batch_imports_zip_expire_idx').on(t.zipExpireTime).where(sql`${t.zipDeleted} = false`),
  ],
);
