import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Warehouse transfer plans (/supply/transferPlan): from → in transit → to, with approval. */
export const transferPlans = pgTable(
  'transfer_plans',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    fromWarehouseId: integer('from_warehouse_id').notNull(),
    toWarehouseId: integer('to_warehouse_id').notNull(),
    /** the in-transit warehouse the plan shipped into (set at shipping) */
    transitWarehouseId: integer('transit_warehouse_id'),
    plannedShipDate: date('planned_ship_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_plans_no_idx').on(t.no),
    index('transfer_plans_no_prefix_idx').using('btree', sql`lower(${t.no}) text_pattern_ops`),
    index('transfer_plans_created_idx').on(t.createdAt, t.id),
    index('transfer_plans_planned_idx').on(t.plannedShipDate, t.id),
    index('transfer_plans_status_idx').on(t.status, t.createdAt),
    index('transfer_plans_from_idx').on(t.fromWarehouseId, t.createdAt),
    index('transfer_plans_to_idx').on(t.toWarehouseId, t.createdAt),
  ],
);

/** A plan's lines with what happened to them: shipped, arrived, written off (in transit is the rest). */
export const transferPlanLines = pgTable(
  'transfer_plan_lines',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => transferPlans.id),
    seq: integer('seq').notNull(),
    skuId: integer('sku_id').notNull(),
    qty: integer('qty').notNull(),
    shippedQty: integer('shipped_qty').notNull().default(0),
    arrivedQty: integer('arrived_qty').notNull().default(0),
    writtenOffQty: integer('written_off_qty').notNull().default(0),
    shippedSns: jsonb('shipped_sns').$type<string[]>().notNull().default([]),
    arrivedSns: jsonb('arrived_sns').$type<string[]>().notNull().default([]),
    writtenOffSns: jsonb('written_off_sns').$type<string[]>().notNull().default([]),
    writeOffReasons: jsonb('write_off_reasons').$type<string[]>().notNull().default([]),
  },
  (t) => [index('transfer_plan_lines_plan_idx').on(t.planId, t.seq)],
);
