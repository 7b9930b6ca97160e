import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Server key material that every instance must share (the RSA key pair for passwords). */
export const systemKeys = pgTable('system_keys', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
