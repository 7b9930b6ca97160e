import { bigserial, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Import and export jobs: progress for the client to poll, the result file, the owner. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** export | import */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** what it works on, e.g. platformsku */
    subject: varchar('subject', { length: 64 }).notNull(),
    /** queued | running | completed | failed */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** the uploaded file (imports), relative to the files folder */
    inputPath: varchar('input_path', { length: 255 }),
    /** the export, or the import's failure file, relative to the files folder */
    resultPath: varchar('result_path', { length: 255 }),
    resultName: varchar('result_name', { length: 255 }),
    /** what the job needs: filters, language */
    params: text('params').notNull().default('{}'),
    errorCode: integer('error_code'),
    errorMessage: varchar('error_message', { length: 500 }),
    ownerId: integer('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_owner_idx').on(t.ownerId, t.createdAt), index('jobs_finished_idx').on(t.finishedAt)],
);

/** Who moved which entity from which state to which, when and why (every state machine). */
export const stateHistory = pgTable(
  'state_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: varchar('entity_type', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    fromState: varchar('from_state', { length: 64 }),
    toState: varchar('to_state', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    userId: integer('user_id'),
    username: varchar('username', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('state_history_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);
