import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Registered terminals of the repair, new-energy and remote apps: one row per app and SN / device key. */
export const terminals = pgTable(
  'terminals',
  {
    id: serial('id').primaryKey(),
    /** repair | newEnergy | remote */
    app: varchar('app', { length: 16 }).notNull(),
    terminalKey: varchar('terminal_key', { length: 64 }).notNull(),
    appVersion: varchar('app_version', { length: 32 }).notNull(),
    osVersion: varchar('os_version', { length: 32 }),
    /** enabled | disabled */
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    lastIp: varchar('last_ip', { length: 64 }),
    /** the app key it last called with (logfiles' app keys) */
    appKeyId: integer('app_key_id'),
    /** `scrypt$<salt b64url>$<hash b64url>` of the terminal's own secret; null until staff issue one */
    secretHash: varchar('secret_hash', { length: 160 }),
    secretIssuedAt: timestamp('secret_issued_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terminals_app_key_uq').on(t.app, sql`lower(${t.terminalKey})`),
    index('terminals_key_prefix_idx').using('btree', t.app, sql`lower(${t.terminalKey}) text_pattern_ops`),
    index('terminals_version_prefix_idx').using('btree', t.app, sql`lower(${t.appVersion}) text_pattern_ops`),
    index('terminals_status_idx').on(t.app, t.status, t.lastSeenAt),
    index('terminals_seen_idx').on(t.app, t.lastSeenAt),
    index('terminals_registered_idx').on(t.app, t.registeredAt),
  ],
);
