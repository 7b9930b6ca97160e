import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Two-factor state beside users.two_factor_enabled / two_factor_secret: the last
 * accepted TOTP time step, so an accepted code cannot be replayed.
 */
export const twoFactorState = pgTable('two_factor_state', {
  userId: integer('user_id').primaryKey(),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Two-factor backup codes: SHA-256 of user id and code, each usable once. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId, t.codeHash)],
);

/** Password-reset links sent by e-mail: SHA-256 of the token, single use, 3 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    requestIp: varchar('request_ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
