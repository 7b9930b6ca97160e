import type { WarehouseType } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A warehouse type: kept as the smallint the dictionary always answered (1 own, 2 overseas, 3 platform, 4 in transit), named in code. */
const TYPE_BY_CODE: readonly WarehouseType[] = ['own', 'overseas', 'platform', 'inTransit'];
const warehouseType = customType<{ data: WarehouseType; driverData: number }>({
  dataType: () => 'smallint',
  toDriver: (v) => TYPE_BY_CODE.indexOf(v) + 1,
  fromDriver: (n) => TYPE_BY_CODE[Number(n) - 1]!,
});

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
    /** two-letter country code */
    country: varchar('country', { length: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    /** prepaid, cashOnDelivery, net30, net60, net90 */
    paymentTerms: varchar('payment_terms', { length: 16 }).notNull().default('net30'),
    remark: varchar('remark', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_code_uq').on(sql`lower(${t.code})`),
    // the /supply/supplier list: prefix searches on lower(code|name) and each filter and sort field, over live rows
    index('suppliers_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('suppliers_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('suppliers_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('suppliers_code_idx').on(t.code, t.id).where(sql`${t.delFlag} = false`),
    index('suppliers_country_idx').on(t.country, t.code).where(sql`${t.delFlag} = false`),
    index('suppliers_currency_idx').on(t.currency, t.code).where(sql`${t.delFlag} = false`),
    index('suppliers_terms_idx').on(t.paymentTerms, t.code).where(sql`${t.delFlag} = false`),
    index('suppliers_enabled_idx').on(t.enabled, t.code).where(sql`${t.delFlag} = false`),
    index('suppliers_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('suppliers_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** Warehouses: type 1 own, 2 overseas, 3 third-party (platform fulfilment), 4 in transit; each of a company. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 128 }).notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    type: warehouseType('type').notNull(),
    /** the company the warehouse belongs to (the screen's tree) */
    company: varchar('company', { length: 128 }).notNull().default('—'),
    country: varchar('country', { length: 64 }),
    address: varchar('address', { length: 255 }),
    contact: varchar('contact', { length: 64 }),
    enabled: boolean('enabled').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouses_code_uq').on(sql`lower(${t.code})`),
    index('warehouses_type_idx').on(t.type, t.delFlag),
    // the /supply/warehouse list: prefix searches on lower(code|name) and each filter and sort field, over live rows
    index('warehouses_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('warehouses_name_zh_prefix_idx').using('btree', sql`lower(${t.nameZh}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('warehouses_name_en_prefix_idx').using('btree', sql`lower(${t.nameEn}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('warehouses_code_idx').on(t.code, t.id).where(sql`${t.delFlag} = false`),
    index('warehouses_type_code_idx').on(t.type, t.code).where(sql`${t.delFlag} = false`),
    index('warehouses_company_idx').on(t.company, t.code).where(sql`${t.delFlag} = false`),
    index('warehouses_country_idx').on(t.country, t.code).where(sql`${t.delFlag} = false`),
    index('warehouses_enabled_idx').on(t.enabled, t.code).where(sql`${t.delFlag} = false`),
    index('warehouses_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('warehouses_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** Basic accounts: the company's and its suppliers' bank and payment accounts (supplier_id null: the company's own). */
export const basicAccounts = pgTable(
  'basic_accounts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    /** bank, paypal, alipay, wechatPay, other */
    kind: varchar('kind', { length: 16 }).notNull(),
    holder: varchar('holder', { length: 128 }).notNull(),
    bankName: varchar('bank_name', { length: 128 }),
    accountNo: varchar('account_no', { length: 64 }).notNull(),
    swift: varchar('swift', { length: 11 }),
    currency: varchar('currency', { length: 3 }).notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    remark: varchar('remark', { length: 500 }),
    enabled: boolean('enabled').notNull().default(true),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one live account per kind and number
    uniqueIndex('basic_accounts_number_uq').on(t.kind, sql`lower(${t.accountNo})`).where(sql`${t.delFlag} = false`),
    index('basic_accounts_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('basic_accounts_holder_prefix_idx').using('btree', sql`lower(${t.holder}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('basic_accounts_name_idx').on(t.name, t.id).where(sql`${t.delFlag} = false`),
    index('basic_accounts_kind_idx').on(t.kind, t.name).where(sql`${t.delFlag} = false`),
    index('basic_accounts_currency_idx').on(t.currency, t.name).where(sql`${t.delFlag} = false`),
    index('basic_accounts_supplier_idx').on(t.supplierId, t.name).where(sql`${t.delFlag} = false`),
    index('basic_accounts_enabled_idx').on(t.enabled, t.name).where(sql`${t.delFlag} = false`),
    index('basic_accounts_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('basic_accounts_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
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
