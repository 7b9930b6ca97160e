import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Platform SKUs: a product (model) as listed on one sales channel, with its price. */
/** Every list index is partial on live rows (del_flag = false), so counts are index-only scans. */
export const platformSkus = pgTable(
  'platform_skus',
  {
    id: serial('id').primaryKey(),
    skuCode: varchar('sku_code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    productId: integer('product_id').notNull(),
    productModelId: integer('product_model_id'),
    channelId: integer('channel_id').notNull(),
    platformSkuCode: varchar('platform_sku_code', { length: 64 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** enabled | disabled */
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    remark: varchar('remark', { length: 500 }),
    /** moved with its serial numbers in the stock ledger (decision 0030) */
    serialised: boolean('serialised').notNull().default(false),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_skus_code_uq').on(sql`lower(${t.skuCode})`).where(sql`${t.delFlag} = false`),
    index('platform_skus_code_prefix_idx').using('btree', sql`lower(${t.skuCode}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('platform_skus_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('platform_skus_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('platform_skus_platform_code_idx').using('btree', sql`lower(${t.platformSkuCode}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('platform_skus_sku_code_idx').on(t.skuCode).where(sql`${t.delFlag} = false`),
    index('platform_skus_channel_idx').on(t.channelId, t.status, t.createdAt).where(sql`${t.delFlag} = false`),
    index('platform_skus_product_idx').on(t.productId, t.channelId, t.createdAt).where(sql`${t.delFlag} = false`),
    index('platform_skus_status_idx').on(t.status, t.createdAt).where(sql`${t.delFlag} = false`),
    index('platform_skus_currency_idx').on(t.currency, t.createdAt).where(sql`${t.delFlag} = false`),
    index('platform_skus_price_idx').on(t.price).where(sql`${t.delFlag} = false`),
    index('platform_skus_created_idx').on(t.createdAt).where(sql`${t.delFlag} = false`),
    index('platform_skus_updated_idx').on(t.updatedAt).where(sql`${t.delFlag} = false`),
  ],
);
