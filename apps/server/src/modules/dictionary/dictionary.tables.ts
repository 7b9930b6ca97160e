import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Dictionary categories: a code (e.g. card_type) and its names. */
export const dicCategories = pgTable(
  'dic_categories',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    description: varchar('description', { length: 500 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** seeded from the specifications: the code cannot be changed or deleted */
    builtIn: boolean('built_in').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dic_categories_code_uq').on(t.code),
    index('dic_categories_code_prefix_idx').using('btree', sql`${t.code} text_pattern_ops`),
    index('dic_categories_name_zh_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`),
    index('dic_categories_name_en_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`),
    index('dic_categories_sort_idx').on(t.sort, t.id),
    index('dic_categories_enabled_idx').on(t.enabled, t.sort),
    index('dic_categories_created_idx').on(t.createdAt),
  ],
);

/** Dictionary entries: value (what other tables store), zh and en labels, optional product line. */
export const dicEntries = pgTable(
  'dic_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    labelZh: varchar('label_zh', { length: 128 }).notNull(),
    labelEn: varchar('label_en', { length: 128 }).notNull(),
    /** null: every product line */
    productLine: varchar('product_line', { length: 32 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dic_entries_value_uq').on(t.categoryId, t.value, sql`coalesce(${t.productLine}, '')`),
    index('dic_entries_category_sort_idx').on(t.categoryId, t.sort, t.id),
    index('dic_entries_category_value_idx').using('btree', t.categoryId, sql`${t.value} text_pattern_ops`),
    index('dic_entries_category_label_zh_idx').using('btree', t.categoryId, sql`lower(${t.labelZh}) text_pattern_ops`),
    index('dic_entries_category_label_en_idx').using('btree', t.categoryId, sql`lower(${t.labelEn}) text_pattern_ops`),
    index('dic_entries_category_created_idx').on(t.categoryId, t.createdAt),
  ],
);
