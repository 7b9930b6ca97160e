import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Devices (business.md §3 "Device"): one row per SN, owned by at most one customer. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    sn: varchar('sn', { length: 64 }).notNull(),
    productId: integer('product_id').notNull(),
    productModelId: integer('product_model_id'),
    /** beta | normal (DEV-10) */
    type: varchar('type', { length: 16 }).notNull().default('normal'),
    /** test | general (DEV-03 "mark test or general") */
    purpose: varchar('purpose', { length: 16 }).notNull().default('general'),
    /** unactivated | activated | disabled | locked | unbound | transferring */
    status: varchar('status', { length: 16 }).notNull().default('unactivated'),
    customerId: integer('customer_id'),
    purchaseTime: timestamp('purchase_time', { withTimezone: true }),
    bindTime: timestamp('bind_time', { withTimezone: true }),
    expiryTime: timestamp('expiry_time', { withTimezone: true }),
    warrantyTime: timestamp('warranty_time', { withTimezone: true }),
    activationTime: timestamp('activation_time', { withTimezone: true }),
    softwareList: jsonb('software_list').$type<string[]>().notNull().default([]),
    registrationCode: varchar('registration_code', { length: 64 }),
    secondSale: boolean('second_sale').notNull().default(false),
    pendingReview: boolean('pending_review').notNull().default(false),
    /** while transferring: the customer asked to accept the device, and since when */
    transferToCustomerId: integer('transfer_to_customer_id'),
    transferRequestedAt: timestamp('transfer_requested_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_sn_uq').on(sql`lower(${t.sn})`),
    index('devices_sn_prefix_idx').using('btree', sql`lower(${t.sn}) text_pattern_ops`),
    index('devices_customer_idx').on(t.customerId, t.createdAt),
    index('devices_status_idx').on(t.status, t.createdAt),
    index('devices_type_idx').on(t.type, t.createdAt),
    index('devices_product_idx').on(t.productId, t.createdAt),
    index('devices_model_idx').on(t.productModelId, t.createdAt),
    index('devices_created_idx').on(t.createdAt),
    index('devices_bind_idx').on(t.bindTime),
    index('devices_warranty_idx').on(t.warrantyTime),
    index('devices_sn_idx').on(t.sn),
    index('devices_transfer_to_idx').on(t.transferToCustomerId).where(sql`${t.transferToCustomerId} is not null`),
  ],
);

/** Everything that happened to a device; an exchange carries the old SN's rows over to the new one. */
export const deviceHistory = pgTable(
  'device_history',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id').notNull(),
    /** the SN the action was taken on (an exchanged device keeps the rows of its old SN) */
    sn: varchar('sn', { length: 64 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }),
    note: varchar('note', { length: 500 }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** staff | customer | system */
    actorKind: varchar('actor_kind', { length: 16 }).notNull(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_history_device_idx').on(t.deviceId, t.createdAt)],
);

/** Point / gift cards (CARD-01…03). Card numbers are random, never sequential. */
export const pointCards = pgTable(
  'point_cards',
  {
    id: serial('id').primaryKey(),
    cardNo: varchar('card_no', { length: 32 }).notNull(),
    /** 273–287 (CARD-01) */
    cardType: smallint('card_type').notNull(),
    /** shipped | sold | gifted | locked | taken | redeemed | occupied | refunded */
    status: varchar('status', { length: 16 }).notNull().default('shipped'),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    faceValue: integer('face_value').notNull().default(0),
    customerId: integer('customer_id'),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_cards_no_uq').on(t.cardNo),
    index('point_cards_no_prefix_idx').using('btree', sql`lower(${t.cardNo}) text_pattern_ops`),
    index('point_cards_batch_prefix_idx').using('btree', sql`lower(${t.batchNo}) text_pattern_ops`),
    index('point_cards_type_idx').on(t.cardType, t.createdAt),
    index('point_cards_status_idx').on(t.status, t.createdAt),
    index('point_cards_customer_idx').on(t.customerId, t.createdAt),
    index('point_cards_created_idx').on(t.createdAt),
  ],
);

/** Vehicles by VIN. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    vin: varchar('vin', { length: 17 }).notNull(),
    brand: varchar('brand', { length: 64 }).notNull(),
    model: varchar('model', { length: 64 }).notNull(),
    year: smallint('year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_vin_uq').on(sql`upper(${t.vin})`),
    index('vehicles_vin_prefix_idx').using('btree', sql`lower(${t.vin}) text_pattern_ops`),
    index('vehicles_brand_prefix_idx').using('btree', sql`lower(${t.brand}) text_pattern_ops`),
    index('vehicles_created_idx').on(t.createdAt),
    index('vehicles_vin_idx').on(t.vin),
  ],
);

/** Which customers own which vehicles. */
export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_vehicles_uq').on(t.customerId, t.vehicleId),
    index('customer_vehicles_vehicle_idx').on(t.vehicleId),
    index('customer_vehicles_created_idx').on(t.createdAt),
  ],
);
