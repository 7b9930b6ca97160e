import { bigserial, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per mutation: who, what, when, before and after. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    username: varchar('username', { length: 64 }),
    module: varchar('module', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    targetId: varchar('target_id', { length: 128 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_logs_created_idx').on(t.createdAt), index('operation_logs_user_idx').on(t.userId, t.createdAt)],
);

/** One row per request. */
export const requestLogs = pgTable(
  'request_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    route: varchar('route', { length: 255 }).notNull(),
    url: varchar('url', { length: 1024 }).notNull(),
    status: smallint('status').notNull(),
    code: integer('code'),
    durationMs: integer('duration_ms').notNull(),
    userId: integer('user_id'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_logs_created_idx').on(t.createdAt), index('request_logs_user_idx').on(t.userId, t.createdAt)],
);
