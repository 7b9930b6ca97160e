import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The area tree (DEALER-07…09): at most 5 levels, 99 per parent; the code is the parent's plus two digits. */
export const dealerAreas = pgTable(
  'dealer_areas',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 128 }).notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    level: smallint('level').notNull(),
    /** the initial system areas: neither edited nor deleted (73221, 73223) */
    system: boolean('system').notNull().default(false),
    /** how many dealers the area may hold (73214) */
    dealerLimit: integer('dealer_limit').notNull().default(999),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealer_areas_code_uq').on(t.code), index('dealer_areas_parent_idx').on(t.parentId)],
);

/**
 * Dealers (DEALER-16). `path` is the chain of ids from the first-level dealer down to this
 * one ('/3/17/42/'): a subtree is a prefix of it, served by a text_pattern_ops index; that is
 * the data scope every dealer query carries.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    path: varchar('path', { length: 128 }).notNull(),
    areaId: integer('area_id').notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    contactName: varchar('contact_name', { length: 64 }),
    contactPhone: varchar('contact_phone', { length: 32 }),
    email: varchar('email', { length: 128 }).notNull(),
    address: varchar('address', { length: 255 }),
    serviceTeamId: integer('service_team_id').notNull(),
    doiRegistered: boolean('doi_registered').notNull().default(false),
    teamPermission: boolean('team_permission').notNull().default(false),
    individualPermission: boolean('individual_permission').notNull().default(false),
    applicationInfo: varchar('application_info', { length: 500 }),
    certificates: varchar('certificates', { length: 500 }),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealers_code_uq').on(t.code),
    uniqueIndex('dealers_name_uq').on(sql`lower(${t.name})`).where(sql`${t.delFlag} = false`),
    uniqueIndex('dealers_user_uq').on(t.userId),
    index('dealers_path_idx').using('btree', sql`${t.path} text_pattern_ops`),
    index('dealers_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('dealers_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('dealers_account_prefix_idx').using('btree', sql`lower(${t.account}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('dealers_parent_idx').on(t.parentId, t.createdAt).where(sql`${t.delFlag} = false`),
    index('dealers_area_idx').on(t.areaId, t.createdAt).where(sql`${t.delFlag} = false`),
    index('dealers_status_idx').on(t.status, t.createdAt).where(sql`${t.delFlag} = false`),
    index('dealers_level_idx').on(t.level, t.createdAt).where(sql`${t.delFlag} = false`),
    index('dealers_team_idx').on(t.serviceTeamId).where(sql`${t.delFlag} = false`),
    index('dealers_created_idx').on(t.createdAt).where(sql`${t.delFlag} = false`),
  ],
);

/** DEALER-05: the profit ratio of a dealer per platform SKU (0 … 99.99). */
export const dealerProfitRatios = pgTable(
  'dealer_profit_ratios',
  {
    dealerId: integer('dealer_id').notNull(),
    skuId: integer('sku_id').notNull(),
    ratio: numeric('ratio', { precision: 4, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.skuId] })],
);

/** Which dealer holds which device now (one row a device). */
export const dealerDevices = pgTable(
  'dealer_devices',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id').notNull(),
    sn: varchar('sn', { length: 64 }).notNull(),
    dealerId: integer('dealer_id').notNull(),
    allocatedAt: timestamp('allocated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealer_devices_device_uq').on(t.deviceId),
    index('dealer_devices_dealer_idx').on(t.dealerId, t.allocatedAt),
    index('dealer_devices_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    index('dealer_devices_allocated_idx').on(t.allocatedAt),
  ],
);

/** Device allocation records (DEALER-14, DEALER-16): who moved which devices from whom to whom, and why. */
export const dealerShipments = pgTable(
  'dealer_shipments',
  {
    id: serial('id').primaryKey(),
    serialNo: varchar('serial_no', { length: 32 }).notNull(),
    fromDealerId: integer('from_dealer_id'),
    toDealerId: integer('to_dealer_id').notNull(),
    /** returned | interDealer | factory */
    remarkType: varchar('remark_type', { length: 16 }).notNull(),
    providerId: integer('provider_id'),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 64 }),
    sns: jsonb('sns').$type<string[]>().notNull().default([]),
    /** an exchange record: the SNs the dealer gave back (the device exchanged for the SN in `sns`) */
    returnedSns: jsonb('returned_sns').$type<string[]>().notNull().default([]),
    deviceCount: integer('device_count').notNull(),
    remark: varchar('remark', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealer_shipments_serial_uq').on(t.serialNo),
    index('dealer_shipments_serial_prefix_idx').using('btree', sql`lower(${t.serialNo}) text_pattern_ops`),
    index('dealer_shipments_to_idx').on(t.toDealerId, t.createdAt),
    index('dealer_shipments_from_idx').on(t.fromDealerId, t.createdAt),
    index('dealer_shipments_type_idx').on(t.remarkType, t.createdAt),
    index('dealer_shipments_created_idx').on(t.createdAt),
  ],
);

/** Profit-sharing details (benefit): per dealer, SKU and month. */
export const dealerProfits = pgTable(
  'dealer_profits',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id').notNull(),
    skuId: integer('sku_id').notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    quantity: integer('quantity').notNull(),
    salesAmount: numeric('sales_amount', { precision: 12, scale: 2 }).notNull(),
    ratio: numeric('ratio', { precision: 4, scale: 2 }).notNull(),
    profitAmount: numeric('profit_amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dealer_profits_uq').on(t.dealerId, t.skuId, t.period),
    index('dealer_profits_sku_idx').on(t.skuId, t.period),
    index('dealer_profits_period_idx').on(t.period),
  ],
);

/** Configuration instructions (configurationDescription). */
export const dealerConfigDocs = pgTable(
  'dealer_config_docs',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 128 }).notNull(),
    content: text('content').notNull(),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dealer_config_docs_title_idx').using('btree', sql`lower(${t.title}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('dealer_config_docs_created_idx').on(t.createdAt).where(sql`${t.delFlag} = false`),
  ],
);

/** The DOI service application of a dealer (one a dealer): applying → passed | rejected (reason). */
export const dealerDoiApplications = pgTable(
  'dealer_doi_applications',
  {
    id: serial('id').primaryKey(),
    dealerId: integer('dealer_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerName: varchar('reviewer_name', { length: 64 }),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('dealer_doi_dealer_uq').on(t.dealerId)],
);

/** Settings of the dealer area, one row a key (the communication configuration). */
export const dealerSettings = pgTable('dealer_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
