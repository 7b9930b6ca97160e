import { integer, pgView, varchar } from 'drizzle-orm/pg-core';

/**
 * Read-only columns of `products` that SKU lists join over (code and name). It names the
 * table itself (`.existing()`: no database view is created) and Drizzle allows no insert
 * or update on it.
 */
export const productNamesView = pgView('products', {
  id: integer('id').notNull(),
  code: varchar('code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
}).existing();

/** Read-only columns of `product_models` that device lists join over (code and name). */
export const productModelNamesView = pgView('product_models', {
  id: integer('id').notNull(),
  productId: integer('product_id').notNull(),
  code: varchar('code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
}).existing();
