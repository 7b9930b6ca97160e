import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Reference tables of the supply chain the dictionary and SKU calls read (business.md §3
 * "supplier, warehouse, channel"). The supply screens that maintain them extend these.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    contact: varchar('contact', { length: 64 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 128 }),
    enabled: boolean('enabled').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('suppliers_code_uq').on(sql`lower(${t.code})`)],
);

/** Warehouses: type 1 own, 2 overseas, 3 third-party (platform fulfilment). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    type: smallint('type').notNull(),
    country: varchar('country', { length: 64 }),
    address: varchar('address', { length: 255 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warehouses_code_uq').on(sql`lower(${t.code})`), index('warehouses_type_idx').on(t.type, t.delFlag)],
);

/** Sales channels (marketplaces and own shops) a platform SKU is listed on. */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    /** amazon, ebay, shopify, own … */
    platform: varchar('platform', { length: 32 }).notNull(),
    site: varchar('site', { length: 16 }),
    enabled: boolean('enabled').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channels_code_uq').on(sql`lower(${t.code})`),
    // the /supply/channel list: prefix searches on lower(code|name) and each filter and sort field
    index('channels_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('channels_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('channels_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('channels_code_idx').on(t.code).where(sql`${t.delFlag} = false`),
    index('channels_platform_idx').on(t.platform, t.code).where(sql`${t.delFlag} = false`),
    index('channels_enabled_idx').on(t.enabled, t.code).where(sql`${t.delFlag} = false`),
    index('channels_created_idx').on(t.createdAt).where(sql`${t.delFlag} = false`),
    index('channels_updated_idx').on(t.updatedAt).where(sql`${t.delFlag} = false`),
  ],
);
