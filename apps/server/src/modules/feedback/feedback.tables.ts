import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export type FileRef = { id: string; name: string; size: number; type: string; url: string };

/** Customer feedback (FB-30): validity and status are two separate axes (rules.md ERR-15/16, FB-03/04). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    seqNo: varchar('seq_no', { length: 32 }).notNull(),
    appName: varchar('app_name', { length: 64 }),
    feedbackType: varchar('feedback_type', { length: 16 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    questionType: varchar('question_type', { length: 64 }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    userEmail: varchar('user_email', { length: 128 }),
    customerId: integer('customer_id'),
    /** the app key of a device that submitted by SN */
    deviceKeyId: integer('device_key_id'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }).notNull(),
    vin: varchar('vin', { length: 17 }),
    sn: varchar('sn', { length: 64 }),
    snDetailId: integer('sn_detail_id'),
    boundVehicles: varchar('bound_vehicles', { length: 500 }),
    logFileIds: jsonb('log_file_ids').$type<number[]>().notNull().default([]),
    screenshots: jsonb('screenshots').$type<FileRef[]>().notNull().default([]),
    urgency: varchar('urgency', { length: 16 }),
    /** pending | valid | invalid */
    validity: varchar('validity', { length: 16 }).notNull().default('pending'),
    /** FB-04 values */
    status: varchar('status', { length: 16 }).notNull().default('unanswered'),
    internalStatus: varchar('internal_status', { length: 16 }).notNull().default('todo'),
    externalStatus: varchar('external_status', { length: 16 }).notNull().default('received'),
    handlerId: integer('handler_id'),
    handlerName: varchar('handler_name', { length: 64 }),
    handlerEmail: varchar('handler_email', { length: 128 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    category: varchar('category', { length: 64 }),
    source: varchar('source', { length: 24 }).notNull(),
    expectedVersion: varchar('expected_version', { length: 32 }),
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    bugTrackerKey: varchar('bug_tracker_key', { length: 64 }),
    rmaNo: varchar('rma_no', { length: 64 }),
    rmaStatus: varchar('rma_status', { length: 64 }),
    notes: varchar('notes', { length: 500 }),
    reactivateReason: varchar('reactivate_reason', { length: 500 }),
    /** why staff deleted the item (status deleted) */
    deleteReason: varchar('delete_reason', { length: 500 }),
    /** since when the item has its status (answered → to be closed → closed run from it) */
    statusAt: timestamp('status_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** who is writing a reply, until when (a soft lock shown to others) */
    replyingBy: integer('replying_by'),
    replyingName: varchar('replying_name', { length: 64 }),
    replyingUntil: timestamp('replying_until', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_time_idx').on(t.feedbackAt, t.id),
    index('feedback_updated_idx').on(t.updatedAt, t.id),
    index('feedback_status_idx').on(t.status, t.feedbackAt, t.id),
    // the to-be-closed job: answered / to-be-closed items by how long they have waited
    index('feedback_waiting_idx').on(t.status, t.statusAt).where(sql`${t.status} in ('answered', 'toBeClosed')`),
    index('feedback_validity_idx').on(t.validity, t.feedbackAt, t.id),
    index('feedback_urgency_idx').on(t.urgency, t.feedbackAt, t.id),
    // the queue's sort by urgency (the rank the repository orders by)
    index('feedback_urgency_rank_idx').using(
      'btree',
      sql`(case ${t.urgency} when 'veryUrgent' then 4 when 'exigency' then 3 when 'importance' then 2 when 'normal' then 1 else 0 end)`,
      t.id,
    ),
    index('feedback_type_idx').on(t.feedbackType, t.feedbackAt),
    index('feedback_language_idx').on(t.language, t.feedbackAt),
    index('feedback_source_idx').on(t.source, t.feedbackAt),
    index('feedback_internal_idx').on(t.internalStatus, t.feedbackAt),
    index('feedback_handler_idx').on(t.handlerId, t.feedbackAt),
    index('feedback_customer_idx').on(t.customerId, t.feedbackAt),
    index('feedback_tags_idx').using('gin', t.tags),
    index('feedback_seq_prefix_idx').using('btree', sql`lower(${t.seqNo}) text_pattern_ops`),
    index('feedback_title_prefix_idx').using('btree', sql`lower(${t.title}) text_pattern_ops`),
    index('feedback_app_prefix_idx').using('btree', sql`lower(${t.appName}) text_pattern_ops`),
    index('feedback_email_prefix_idx').using('btree', sql`lower(${t.userEmail}) text_pattern_ops`),
    index('feedback_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    index('feedback_vin_prefix_idx').using('btree', sql`lower(${t.vin}) text_pattern_ops`),
    index('feedback_qtype_prefix_idx').using('btree', sql`lower(${t.questionType}) text_pattern_ops`),
    index('feedback_bug_prefix_idx').using('btree', sql`lower(${t.bugTrackerKey}) text_pattern_ops`),
  ],
);

/** The conversation: customer messages, staff replies and R&D answers, in order. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id').notNull(),
    /** customer | reply | rdAnswer | note */
    kind: varchar('kind', { length: 16 }).notNull(),
    authorId: integer('author_id'),
    authorName: varchar('author_name', { length: 128 }).notNull(),
    content: text('content').notNull(),
    files: jsonb('files').$type<FileRef[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_messages_feedback_idx').on(t.feedbackId, t.id)],
);

/** Every change of an item, for its history panel. */
export const feedbackHistory = pgTable(
  'feedback_history',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    actorName: varchar('actor_name', { length: 128 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_history_feedback_idx').on(t.feedbackId, t.id)],
);

/** Problem type configuration (FB-26…29): language rows × type-value columns. */
export const problemTypes = pgTable(
  'feedback_problem_types',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 64 }).notNull(),
    productModel: varchar('product_model', { length: 64 }),
    appName: varchar('app_name', { length: 64 }),
    category: varchar('category', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    rows: jsonb('rows').$type<Array<{ language: 'zh-CN' | 'en-US'; values: string[] }>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_problem_types_updated_idx').on(t.updatedAt, t.id),
    index('feedback_problem_types_cat_idx').on(t.category, t.type),
    index('feedback_problem_types_model_prefix_idx').using('btree', sql`lower(${t.productModel}) text_pattern_ops`),
  ],
);

/** Standard reply scenes (FB-32): the reply text per language. */
export const replyScenes = pgTable(
  'feedback_reply_scenes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    scenario: varchar('scenario', { length: 128 }),
    description: varchar('description', { length: 500 }),
    texts: jsonb('texts').$type<Array<{ language: 'zh-CN' | 'en-US'; text: string }>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_reply_scenes_updated_idx').on(t.updatedAt, t.id),
    index('feedback_reply_scenes_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('feedback_reply_scenes_scenario_prefix_idx').using('btree', sql`lower(${t.scenario}) text_pattern_ops`),
  ],
);

/** Refund records (/brand/abnormalRecords/list). */
export const refundRecords = pgTable(
  'feedback_refund_records',
  {
    id: serial('id').primaryKey(),
    /** null for a refunded sale made to a channel rather than on an order */
    orderNo: varchar('order_no', { length: 64 }),
    customerAccount: varchar('customer_account', { length: 128 }),
    sn: varchar('sn', { length: 64 }),
    /** the refunded card */
    cardNo: varchar('card_no', { length: 32 }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull(),
    feedbackId: integer('feedback_id'),
    /** who refunded it, and the value ledger entry the record was written from (decision 0029) */
    operatorName: varchar('operator_name', { length: 128 }),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_refund_ledger_uq').on(t.ledgerEntryId),
    index('feedback_refund_created_idx').on(t.createdAt, t.id),
    index('feedback_refund_status_idx').on(t.status, t.createdAt),
    index('feedback_refund_order_prefix_idx').using('btree', sql`lower(${t.orderNo}) text_pattern_ops`),
    index('feedback_refund_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
  ],
);

/** Product complaints and suggestions (FB-31), with appended notes. */
export const productFeedback = pgTable(
  'product_feedback',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 24 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    sn: varchar('sn', { length: 64 }),
    files: jsonb('files').$type<FileRef[]>().notNull().default([]),
    appends: jsonb('appends').$type<Array<{ id: number; content: string; files: FileRef[]; authorName: string; createTime: string }>>().notNull().default([]),
    authorId: integer('author_id'),
    authorName: varchar('author_name', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_feedback_created_idx').on(t.createdAt, t.id),
    index('product_feedback_source_idx').on(t.source, t.createdAt),
    index('product_feedback_language_idx').on(t.language, t.createdAt),
    index('product_feedback_title_prefix_idx').using('btree', sql`lower(${t.title}) text_pattern_ops`),
  ],
);
