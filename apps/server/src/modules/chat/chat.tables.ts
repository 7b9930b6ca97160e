import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** A staff user who serves customers: skills (products, languages), capacity, hours, status. */
export const chatAgents = pgTable(
  'chat_agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    nickname: varchar('nickname', { length: 128 }).notNull(),
    /** empty = every product */
    productIds: jsonb('product_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    languages: jsonb('languages').$type<string[]>().notNull().default(sql`'["zh-CN"]'::jsonb`),
    capacity: integer('capacity').notNull().default(5),
    workStart: varchar('work_start', { length: 5 }).notNull().default('00:00'),
    workEnd: varchar('work_end', { length: 5 }).notNull().default('23:59'),
    /** the IANA zone the working hours are read in (the agent's own) */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    /** 0 offline, 1 online, 2 busy */
    status: smallint('status').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_agents_user_uq').on(t.userId)],
);

/** Quick replies: an agent's own (owner_user_id) or shared by all (null owner). */
export const chatQuickReplies = pgTable(
  'chat_quick_replies',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id'),
    content: varchar('content', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_quick_owner_idx').on(t.ownerUserId, t.sort)],
);

/** A consultation: waiting in the pool (0), with an agent (1), closed (2). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    customerName: varchar('customer_name', { length: 128 }).notNull(),
    productId: integer('product_id'),
    language: varchar('language', { length: 8 }).notNull(),
    agentUserId: integer('agent_user_id'),
    agentName: varchar('agent_name', { length: 128 }),
    status: smallint('status').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** the last message sequence given in this session */
    lastSeq: integer('last_seq').notNull().default(0),
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    rating: smallint('rating'),
    ratingComment: varchar('rating_comment', { length: 128 }),
    lastPreview: varchar('last_preview', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_sessions_status_idx').on(t.status, t.id),
    index('chat_sessions_agent_idx').on(t.agentUserId, t.status),
    index('chat_sessions_customer_idx').on(t.customerId, t.status),
    index('chat_sessions_product_idx').on(t.productId, t.id),
  ],
);

/**
 * Messages in sequence per session; (session, client id) is unique so a resend is the same
 * message, (session, seq) so the order is one.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: integer('session_id').notNull(),
    seq: integer('seq').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    senderKind: varchar('sender_kind', { length: 8 }).notNull(),
    senderId: integer('sender_id'),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    fileId: uuid('file_id'),
    fileName: varchar('file_name', { length: 255 }),
    fileSize: integer('file_size'),
    fileMime: varchar('file_mime', { length: 128 }),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chat_messages_client_uq').on(t.sessionId, t.clientId), uniqueIndex('chat_messages_seq_uq').on(t.sessionId, t.seq)],
);
