import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Outsourcing orders (/supply/outsourcing): material issued to a supplier, finished goods received back. */
export const outsourcingOrders = pgTable(
  'outsourcing_orders',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    supplierId: integer('supplier_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    closeReason: varchar('close_reason', { length: 500 }),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outsourcing_orders_no_idx').on(t.no),
    index('outsourcing_orders_no_prefix_idx').using('btree', sql`lower(${t.no}) text_pattern_ops`),
    index('outsourcing_orders_created_idx').on(t.createdAt, t.id),
    index('outsourcing_orders_expected_idx').on(t.expectedDate, t.id),
    index('outsourcing_orders_status_idx').on(t.status, t.createdAt),
    index('outsourcing_orders_supplier_idx').on(t.supplierId, t.createdAt),
    index('outsourcing_orders_warehouse_idx').on(t.warehouseId, t.createdAt),
  ],
);

/** An order's lines: material issued (role 'material') or finished goods expected back (role 'product'). */
export const outsourcingLines = pgTable(
  'outsourcing_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => outsourcingOrders.id),
    role: varchar('role', { length: 8 }).notNull(),
    seq: integer('seq').notNull(),
    skuId: integer('sku_id').notNull(),
    qty: integer('qty').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    /** material lines of a serialised SKU: the SNs issued to the supplier */
    issuedSns: jsonb('issued_sns').$type<string[]>().notNull().default([]),
  },
  (t) => [index('outsourcing_lines_order_idx').on(t.orderId, t.role, t.seq)],
);

/** Each receipt of finished goods (partial receipts allowed). */
export const outsourcingReceipts = pgTable(
  'outsourcing_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => outsourcingOrders.id),
    lineId: integer('line_id')
      .notNull()
      .references(() => outsourcingLines.id),
    qty: integer('qty').notNull(),
    sns: jsonb('sns').$type<string[]>().notNull().default([]),
    operatorId: integer('operator_id').notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outsourcing_receipts_order_idx').on(t.orderId, t.id)],
);
