import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Short-lived values (captchas, codes, tickets, counters) when Redis is not configured. */
export const kvEntries = pgTable(
  'kv_entries',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kv_entries_expires_idx').on(t.expiresAt)],
);
