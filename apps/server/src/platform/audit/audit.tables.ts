import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, type PgColumn, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A prefix search on lower(column) (the kit's `startsWith`) served by a text_pattern_ops index. */
const prefix = (name: string, c: PgColumn) => index(name).using('btree', sql`lower(${c}) text_pattern_ops`);

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
  // the operation log screen (/logManage/operationLog) searches each of these, newest first
  (t) => [
    index('operation_logs_created_idx').on(t.createdAt),
    index('operation_logs_user_idx').on(t.userId, t.createdAt),
    prefix('operation_logs_username_prefix_idx', t.username),
    prefix('operation_logs_module_prefix_idx', t.module),
    prefix('operation_logs_action_prefix_idx', t.action),
    prefix('operation_logs_ip_prefix_idx', t.ip),
    index('operation_logs_target_idx').on(t.targetId, t.createdAt),
    index('operation_logs_request_idx').on(t.requestId),
  ],
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
    username: varchar('username', { length: 64 }),
    /** the service the route belongs to: asset of /{svc}-asset/… */
    module: varchar('module', { length: 64 }),
    /** the X-Device-Id the client sent */
    deviceId: varchar('device_id', { length: 128 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the request log screen (/logManage/requestLog) searches each of these, newest first
  (t) => [
    index('request_logs_created_idx').on(t.createdAt),
    index('request_logs_user_idx').on(t.userId, t.createdAt),
    index('request_logs_module_idx').on(t.module, t.createdAt),
    index('request_logs_status_idx').on(t.status, t.createdAt),
    index('request_logs_device_idx').on(t.deviceId, t.createdAt),
    index('request_logs_request_idx').on(t.requestId),
    index('request_logs_duration_idx').on(t.durationMs, t.id),
    prefix('request_logs_route_prefix_idx', t.route),
    prefix('request_logs_username_prefix_idx', t.username),
    prefix('request_logs_ip_prefix_idx', t.ip),
  ],
);

/** One row per request the server could not answer (an unexpected error, 10108): what and where, never the values. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    errorType: varchar('error_type', { length: 128 }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    method: varchar('method', { length: 8 }),
    route: varchar('route', { length: 255 }),
    /** the database's error code (e.g. 23505), never its detail line */
    dbCode: varchar('db_code', { length: 16 }),
    requestId: varchar('request_id', { length: 64 }),
    stack: varchar('stack', { length: 8000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('error_logs_created_idx').on(t.createdAt, t.id),
    prefix('error_logs_type_prefix_idx', t.errorType),
    prefix('error_logs_route_prefix_idx', t.route),
    index('error_logs_request_idx').on(t.requestId),
  ],
);
