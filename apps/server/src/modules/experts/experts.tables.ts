import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Experts (business.md §3 "Expert"): each is a console user with the expert role and this profile. */
export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    /** the console account (users area) the expert signs in with */
    userId: integer('user_id').notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    nickname: varchar('nickname', { length: 128 }),
    email: varchar('email', { length: 128 }),
    phone: varchar('phone', { length: 20 }),
    goodBrands: jsonb('good_brands').$type<string[]>().notNull().default([]),
    experienceStartYear: smallint('experience_start_year').notNull(),
    /** the average of its orders' ratings (0 before the first), kept with the order that is rated */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ordersCompleted: integer('orders_completed').notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experts_user_uq').on(t.userId),
    uniqueIndex('experts_account_uq').on(sql`lower(${t.account})`),
    index('experts_account_prefix_idx').using('btree', sql`lower(${t.account}) text_pattern_ops`),
    index('experts_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('experts_phone_prefix_idx').using('btree', sql`lower(${t.phone}) text_pattern_ops`),
    index('experts_enabled_idx').on(t.enabled, t.createdAt),
    index('experts_created_idx').on(t.createdAt),
    index('experts_rating_idx').on(t.rating),
    index('experts_completed_idx').on(t.ordersCompleted),
  ],
);

/** Remote-diagnosis orders (business.md §3 "Expert order"): fine states of EXPERT_ORDER_STEPS. */
export const expertOrders = pgTable(
  'expert_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    expertId: integer('expert_id').notNull(),
    customerId: integer('customer_id').notNull(),
    status: varchar('status', { length: 24 }).notNull().default('waitingAcceptance'),
    vehicleInfo: varchar('vehicle_info', { length: 128 }).notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    serviceType: varchar('service_type', { length: 24 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    deviceId: integer('device_id'),
    deviceSn: varchar('device_sn', { length: 64 }),
    rating: smallint('rating'),
    ratingComment: varchar('rating_comment', { length: 500 }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** why it was rejected or closed */
    reason: varchar('reason', { length: 500 }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expert_orders_no_uq').on(t.orderNo),
    index('expert_orders_no_prefix_idx').using('btree', sql`lower(${t.orderNo}) text_pattern_ops`),
    index('expert_orders_vin_prefix_idx').using('btree', sql`lower(${t.vin}) text_pattern_ops`),
    index('expert_orders_expert_idx').on(t.expertId, t.createdAt),
    index('expert_orders_expert_status_idx').on(t.expertId, t.status, t.createdAt),
    index('expert_orders_customer_idx').on(t.customerId, t.createdAt),
    index('expert_orders_status_idx').on(t.status, t.createdAt),
    index('expert_orders_type_idx').on(t.serviceType, t.createdAt),
    index('expert_orders_device_idx').on(t.deviceId, t.status),
    index('expert_orders_created_idx').on(t.createdAt),
    index('expert_orders_appointment_idx').on(t.appointmentAt),
  ],
);

/** Which customers keep which experts as favourites (the expert's favourites count). */
export const expertFavourites = pgTable(
  'expert_favourites',
  {
    expertId: integer('expert_id').notNull(),
    customerId: integer('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expert_favourites_uq').on(t.expertId, t.customerId), index('expert_favourites_customer_idx').on(t.customerId)],
);
