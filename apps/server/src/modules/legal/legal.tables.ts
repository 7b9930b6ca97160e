import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Versions of the legal documents: one row per version of a type (draft → inReview → published |
 * rejected). A published row is never changed again; its bodies are hashed into `content_hash`.
 */
export const legalVersions = pgTable(
  'legal_versions',
  {
    id: serial('id').primaryKey(),
    /** userAgreement | privacyAgreement | thirdPartyComponents | subscriptionDocument | integralDocument */
    type: varchar('type', { length: 32 }).notNull(),
    /** the version number within the type, given when the draft is made */
    seq: integer('seq').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    /** sanitised HTML by language ({ 'zh-CN': …, 'en-US': … }) */
    bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
    languages: varchar('languages', { length: 8 }).array().notNull().default(sql`'{}'::varchar[]`),
    effectiveDate: timestamp('effective_date', { withTimezone: true }).notNull(),
    material: boolean('material').notNull().default(false),
    contentHash: varchar('content_hash', { length: 64 }),
    remark: varchar('remark', { length: 500 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    authorId: integer('author_id'),
    /** everyone who changed the version after its author (none of them may publish it) */
    editorIds: integer('editor_ids').array().notNull().default(sql`'{}'::integer[]`),
    reviewerId: integer('reviewer_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_versions_type_seq_uq').on(t.type, t.seq),
    index('legal_versions_created_idx').on(t.createdAt, t.id),
    index('legal_versions_status_idx').on(t.type, t.status, t.effectiveDate),
  ],
);

/** The software codes (apps) each document type applies to: one row per type. */
export const legalTypeApps = pgTable('legal_type_apps', {
  type: varchar('type', { length: 32 }).primaryKey(),
  softwareCodes: varchar('software_codes', { length: 64 }).array().notNull().default(sql`'{}'::varchar[]`),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Consents, append-only: a customer accepted, declined or (privacy only) withdrew a version of a
 * document for an app, in a language, with the content hash they were shown, at a time, from an IP.
 */
export const legalConsents = pgTable(
  'legal_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    versionId: integer('version_id').notNull(),
    seq: integer('seq').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    appCode: varchar('app_code', { length: 64 }).notNull(),
    /** accept | decline | withdraw */
    action: varchar('action', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('legal_consents_customer_idx').on(t.customerId, t.appCode, t.type, t.id),
    index('legal_consents_created_idx').on(t.createdAt, t.id),
    index('legal_consents_version_idx').on(t.versionId, t.language, t.appCode),
  ],
);
