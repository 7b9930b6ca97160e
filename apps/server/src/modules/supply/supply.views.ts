import { integer, pgView, smallint, varchar } from 'drizzle-orm/pg-core';

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

/** Read-only columns of `suppliers` that purchase documents join over (code and names). */
export const supplierNamesView = pgView('suppliers', {
  id: integer('id').notNull(),
  code: varchar('code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
}).existing();

/** Read-only columns of `warehouses` that stock documents and the inventory join over (code, names, type code, company). */
export const warehouseNamesView = pgView('warehouses', {
  id: integer('id').notNull(),
  code: varchar('code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
  /** 1 own, 2 overseas, 3 platform, 4 in transit */
  type: smallint('type').notNull(),
  company: varchar('company', { length: 128 }).notNull(),
}).existing();
