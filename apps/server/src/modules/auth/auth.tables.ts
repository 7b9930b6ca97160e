import { bigserial, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** One signed-in device: the family that its rotating refresh tokens belong to. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    deviceId: varchar('device_id', { length: 128 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 512 }),
    /** 'all', or 'password_change' for a session opened with an expired password */
    scope: varchar('scope', { length: 32 }).notNull().default('all'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 32 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.endedAt)],
);

/** Access and refresh tokens, stored as SHA-256 hashes only. */
export const sessionTokens = pgTable(
  'session_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: uuid('session_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** a refresh token is used once (a second use revokes the whole session); an access token's first use */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_tokens_session_idx').on(t.sessionId)],
);

export const oauthClients = pgTable('oauth_clients', {
  clientId: varchar('client_id', { length: 64 }).primaryKey(),
  secretHash: text('secret_hash').notNull(),
  scope: varchar('scope', { length: 64 }).notNull().default('server'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in successes and failures and other security events. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    account: varchar('account', { length: 128 }),
    event: varchar('event', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    deviceId: varchar('device_id', { length: 128 }),
    detail: varchar('detail', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt), index('security_events_created_idx').on(t.createdAt)],
);
