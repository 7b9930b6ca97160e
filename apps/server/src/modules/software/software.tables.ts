import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Software codes: one software, named in both languages, for the product models it runs on. */
export const softwareCodes = pgTable(
  'software_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    /** product_models ids (products area) */
    productModelIds: integer('product_model_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** enabled | disabled */
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    remark: varchar('remark', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('software_codes_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('software_codes_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    index('software_codes_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`),
    index('software_codes_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`),
    index('software_codes_models_idx').using('gin', t.productModelIds),
    index('software_codes_status_idx').on(t.status, t.createdAt),
    index('software_codes_code_idx').on(t.code),
    index('software_codes_created_idx').on(t.createdAt),
    index('software_codes_updated_idx').on(t.updatedAt),
  ],
);

/** Uploads: one version of a software with its package, notes and release state. */
export const softwareVersions = pgTable(
  'software_versions',
  {
    id: serial('id').primaryKey(),
    softwareCodeId: integer('software_code_id').notNull(),
    /** full | patch | toolkit */
    operationType: varchar('operation_type', { length: 16 }).notNull(),
    versionNo: varchar('version_no', { length: 32 }).notNull(),
    baseVersion: varchar('base_version', { length: 32 }),
    /** the package (files area, area 'software') and what the list shows of it */
    fileId: varchar('file_id', { length: 36 }),
    fileName: varchar('file_name', { length: 255 }),
    fileSize: integer('file_size'),
    fileSha256: varchar('file_sha256', { length: 64 }),
    notesZh: varchar('notes_zh', { length: 5000 }),
    notesEn: varchar('notes_en', { length: 5000 }),
    /** [{ softwareCodeId, minVersion }] */
    minVersions: jsonb('min_versions').$type<Array<{ softwareCodeId: number; minVersion: string }>>().notNull().default([]),
    /** draft | inReview | released | withdrawn */
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    submittedById: integer('submitted_by_id'),
    submittedBy: varchar('submitted_by', { length: 64 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 64 }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    withdrawnBy: varchar('withdrawn_by', { length: 64 }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('software_versions_code_version_uq').on(t.softwareCodeId, t.versionNo).where(sql`${t.delFlag} = false`),
    index('software_versions_code_idx').on(t.softwareCodeId, t.createdAt),
    index('software_versions_version_prefix_idx').using('btree', sql`lower(${t.versionNo}) text_pattern_ops`),
    index('software_versions_version_idx').on(t.versionNo),
    index('software_versions_type_idx').on(t.operationType, t.createdAt),
    index('software_versions_state_idx').on(t.state, t.createdAt),
    index('software_versions_released_idx').on(t.softwareCodeId, t.releasedAt).where(sql`${t.state} = 'released' and ${t.delFlag} = false`),
    index('software_versions_created_idx').on(t.createdAt),
    index('software_versions_updated_idx').on(t.updatedAt),
  ],
);

/** Mnemonics: a key the software looks a text up by, with its text in both languages. */
export const mnemonics = pgTable(
  'software_mnemonics',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    softwareCodeId: integer('software_code_id'),
    textZh: varchar('text_zh', { length: 500 }).notNull(),
    textEn: varchar('text_en', { length: 500 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('software_mnemonics_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('software_mnemonics_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    index('software_mnemonics_text_zh_prefix_idx').using('btree', sql`lower(${t.textZh}) text_pattern_ops`),
    index('software_mnemonics_text_en_prefix_idx').using('btree', sql`lower(${t.textEn}) text_pattern_ops`),
    index('software_mnemonics_software_idx').on(t.softwareCodeId, t.createdAt),
    index('software_mnemonics_code_idx').on(t.code),
    index('software_mnemonics_created_idx').on(t.createdAt),
    index('software_mnemonics_updated_idx').on(t.updatedAt),
  ],
);

/** Application checklist: which software ships on a product model, required or optional, in order. */
export const appChecklist = pgTable(
  'software_app_checklist',
  {
    id: serial('id').primaryKey(),
    productModelId: integer('product_model_id').notNull(),
    softwareCodeId: integer('software_code_id').notNull(),
    required: boolean('required').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('software_app_checklist_uq').on(t.productModelId, t.softwareCodeId).where(sql`${t.delFlag} = false`),
    index('software_app_checklist_model_idx').on(t.productModelId, t.sort),
    index('software_app_checklist_software_idx').on(t.softwareCodeId, t.sort),
    index('software_app_checklist_required_idx').on(t.required, t.sort),
    index('software_app_checklist_sort_idx').on(t.sort, t.id),
    index('software_app_checklist_created_idx').on(t.createdAt),
  ],
);
