import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Shipment plans (/supply/shipmentsPlan): stock sent from a warehouse to a dealer or a sales channel, after an approval. */
export const shipmentPlans = pgTable(
  'shipment_plans',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    /** dealer | channel */
    targetKind: varchar('target_kind', { length: 16 }).notNull(),
    dealerId: integer('dealer_id'),
    channelId: integer('channel_id'),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 500 }),
    /** draft | applying | approved | rejected | shipped | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: varchar('shipped_by', { length: 64 }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_plans_no_idx').on(t.no),
    index('shipment_plans_no_prefix_idx').using('btree', sql`lower(${t.no}) text_pattern_ops`),
    index('shipment_plans_created_idx').on(t.createdAt, t.id),
    index('shipment_plans_status_idx').on(t.status, t.createdAt),
    index('shipment_plans_warehouse_idx').on(t.warehouseId, t.createdAt),
    index('shipment_plans_dealer_idx').on(t.dealerId, t.createdAt),
    index('shipment_plans_channel_idx').on(t.channelId, t.createdAt),
  ],
);

export const shipmentPlanLines = pgTable(
  'shipment_plan_lines',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => shipmentPlans.id),
    seq: integer('seq').notNull(),
    skuId: integer('sku_id').notNull(),
    qty: integer('qty').notNull(),
    /** the SNs shipped (filled when shipping) */
    sns: jsonb('sns').$type<string[]>().notNull().default([]),
  },
  (t) => [index('shipment_plan_lines_plan_idx').on(t.planId, t.seq)],
);
