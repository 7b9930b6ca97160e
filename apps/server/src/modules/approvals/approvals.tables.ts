import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/*
 * The approval engine (decision 0030): one workflow template per document type (at most one
 * enabled), its ordered steps, the approval requests documents open and the actions taken on them.
 */

export type StepCondition = { minAmount?: number; warehouseIds?: number[]; channelIds?: number[] };

export const workflowTemplates = pgTable(
  'workflow_templates',
  {
    id: serial('id').primaryKey(),
    docType: varchar('doc_type', { length: 32 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // at most one enabled template per document type
    uniqueIndex('workflow_templates_enabled_uq').on(t.docType).where(sql`${t.enabled} = true and ${t.delFlag} = false`),
    index('workflow_templates_type_idx').on(t.docType, t.id).where(sql`${t.delFlag} = false`),
    index('workflow_templates_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
    index('workflow_templates_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

export const workflowTemplateSteps = pgTable(
  'workflow_template_steps',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull(),
    seq: integer('seq').notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    roleId: integer('role_id').notNull(),
    condition: jsonb('condition').$type<StepCondition>().notNull().default({}),
  },
  (t) => [uniqueIndex('workflow_template_steps_seq_uq').on(t.templateId, t.seq), index('workflow_template_steps_role_idx').on(t.roleId)],
);

/** A step as the request snapshots it when opened (later template edits do not change it). */
export type RequestStep = { seq: number; nameZh: string; nameEn: string; roleId: number };

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    docType: varchar('doc_type', { length: 32 }).notNull(),
    docId: integer('doc_id').notNull(),
    docNo: varchar('doc_no', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    docVersion: integer('doc_version').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    warehouseIds: integer('warehouse_ids').array().notNull().default(sql`'{}'::int[]`),
    channelId: integer('channel_id'),
    templateId: integer('template_id').notNull(),
    creatorId: integer('creator_id').notNull(),
    editorIds: integer('editor_ids').array().notNull().default(sql`'{}'::int[]`),
    submitterId: integer('submitter_id').notNull(),
    /** applying, passed, rejected (SUPPLY-03); withdrawn (the document was cancelled while in approval) */
    status: varchar('status', { length: 16 }).notNull(),
    /** the matching steps, in order, when the request was opened */
    steps: jsonb('steps').$type<RequestStep[]>().notNull(),
    /** the step waiting; null once decided */
    currentSeq: integer('current_seq'),
    /** when the current step started waiting (submit, previous approval or reset) */
    stepSince: timestamp('step_since', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (t) => [
    // a document has at most one applying request
    uniqueIndex('approval_requests_doc_applying_uq').on(t.docType, t.docId).where(sql`${t.status} = 'applying'`),
    index('approval_requests_doc_idx').on(t.docType, t.docId, t.id),
    // the inbox: applying requests by submission
    index('approval_requests_applying_idx').on(t.submittedAt, t.id).where(sql`${t.status} = 'applying'`),
    // the history: by submission, by status, by document number prefix
    index('approval_requests_submitted_idx').on(t.submittedAt, t.id),
    index('approval_requests_decided_idx').on(t.decidedAt, t.id),
    index('approval_requests_status_idx').on(t.status, t.submittedAt, t.id),
    index('approval_requests_no_prefix_idx').using('btree', sql`lower(${t.docNo}) text_pattern_ops`),
    index('approval_requests_template_idx').on(t.templateId),
  ],
);

export const approvalActions = pgTable(
  'approval_actions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull(),
    stepSeq: integer('step_seq').notNull(),
    stepNameZh: varchar('step_name_zh', { length: 128 }).notNull(),
    stepNameEn: varchar('step_name_en', { length: 128 }).notNull(),
    userId: integer('user_id').notNull(),
    userName: varchar('user_name', { length: 128 }).notNull(),
    /** approve, reject, reset (the document changed: earlier actions no longer count), withdraw (the document was cancelled) */
    action: varchar('action', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    docVersion: integer('doc_version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('approval_actions_request_idx').on(t.requestId, t.id),
    // "mine": the actions a user took
    index('approval_actions_user_idx').on(t.userId, t.requestId),
  ],
);

/** Who changed a document before it was ever submitted (documentChanged without a request): they join the first request's editors. */
export const approvalDocEditors = pgTable(
  'approval_doc_editors',
  {
    docType: varchar('doc_type', { length: 32 }).notNull(),
    docId: integer('doc_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.docType, t.docId, t.userId] })],
);
