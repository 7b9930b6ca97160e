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
  (t) => [uniqueIndex('channels_code_uq').on(sql`lower(${t.code})`)],
);
