import { boolean, integer, pgView, varchar } from 'drizzle-orm/pg-core';

/** Read-only columns of platform SKUs for other areas (dealers' profit ratios per SKU; the stock ledger's serial flag). */
export const skuNamesView = pgView('platform_skus', {
  id: integer('id').notNull(),
  skuCode: varchar('sku_code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
  productId: integer('product_id').notNull(),
  productModelId: integer('product_model_id'),
  serialised: boolean('serialised').notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  delFlag: boolean('del_flag').notNull(),
}).existing();
