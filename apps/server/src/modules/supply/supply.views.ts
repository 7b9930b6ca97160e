import { integer, pgView, varchar } from 'drizzle-orm/pg-core';

/**
 * Read-only columns of `channels` that SKU lists join over (code and name). It names the
 * table itself (`.existing()`: no database view is created) and Drizzle allows no insert
 * or update on it.
 */
export const channelNamesView = pgView('channels', {
  id: integer('id').notNull(),
  code: varchar('code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
}).existing();
