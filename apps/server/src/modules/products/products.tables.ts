import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Brands of a product line (dictionary getProductBrandList). */
export const productBrands = pgTable(
  'product_brands',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    productLine: varchar('product_line', { length: 32 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_brands_code_uq').on(sql`lower(${t.code})`), index('product_brands_line_idx').on(t.productLine, t.sort)],
);

/** Products (ERP): code, both names, product line, brand, category, lifecycle status. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    productLine: varchar('product_line', { length: 32 }).notNull(),
    brandId: integer('brand_id'),
    category: varchar('category', { length: 64 }),
    description: varchar('description', { length: 500 }),
    /** draft | onSale | discontinued */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('products_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    index('products_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`),
    index('products_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`),
    index('products_code_idx').on(t.code),
    index('products_line_idx').on(t.productLine, t.createdAt),
    index('products_brand_idx').on(t.brandId, t.createdAt),
    index('products_category_idx').on(t.category, t.createdAt),
    index('products_status_idx').on(t.status, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_updated_idx').on(t.updatedAt),
  ],
);

/** Models a product is sold in. */
export const productModels = pgTable(
  'product_models',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    /** enabled | disabled */
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    sort: integer('sort').notNull().default(0),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_models_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    index('product_models_product_idx').on(t.productId, t.sort),
    index('product_models_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`),
    index('product_models_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`),
    index('product_models_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`),
    index('product_models_code_idx').on(t.code),
    index('product_models_status_idx').on(t.status, t.createdAt),
    index('product_models_sort_idx').on(t.sort, t.id),
    index('product_models_created_idx').on(t.createdAt),
  ],
);
