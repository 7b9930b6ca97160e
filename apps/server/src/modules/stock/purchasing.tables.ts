import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Purchase orders (/supply/purchaseOrder): status computed from the approval and the lines. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    supplierId: integer('supplier_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    overReceiptPct: integer('over_receipt_pct').notNull(),
    remark: varchar('remark', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    closeReason: varchar('close_reason', { length: 500 }),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_no_idx').on(t.no),
    index('purchase_orders_no_prefix_idx').using('btree', sql`lower(${t.no}) text_pattern_ops`),
    index('purchase_orders_created_idx').on(t.createdAt, t.id),
    index('purchase_orders_expected_idx').on(t.expectedDate, t.id),
    index('purchase_orders_status_idx').on(t.status, t.createdAt),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.createdAt),
    index('purchase_orders_warehouse_idx').on(t.warehouseId, t.createdAt),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    seq: integer('seq').notNull(),
    skuId: integer('sku_id').notNull(),
    qty: integer('qty').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    rejectedQty: integer('rejected_qty').notNull().default(0),
    returnedQty: integer('returned_qty').notNull().default(0),
  },
  (t) => [index('purchase_order_lines_order_idx').on(t.orderId, t.seq)],
);

/** Each receipt against an order: a document of its own, listed on the order. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    warehouseId: integer('warehouse_id').notNull(),
    remark: varchar('remark', { length: 500 }),
    operatorId: integer('operator_id').notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_receipts_no_idx').on(t.no), index('purchase_receipts_order_idx').on(t.orderId, t.id)],
);

export const purchaseReceiptLines = pgTable(
  'purchase_receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => purchaseReceipts.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id),
    skuId: integer('sku_id').notNull(),
    receivedQty: integer('received_qty').notNull(),
    rejectedQty: integer('rejected_qty').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 500 }),
    returnedQty: integer('returned_qty').notNull().default(0),
    sns: jsonb('sns').$type<string[]>().notNull().default([]),
    boxNo: varchar('box_no', { length: 64 }),
  },
  (t) => [index('purchase_receipt_lines_receipt_idx').on(t.receiptId, t.id), index('purchase_receipt_lines_order_line_idx').on(t.orderLineId)],
);

/** Purchase returns (/supply/purchaseReturn): against an order's receipt lines, posted when approved. */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_returns_no_idx').on(t.no),
    index('purchase_returns_no_prefix_idx').using('btree', sql`lower(${t.no}) text_pattern_ops`),
    index('purchase_returns_created_idx').on(t.createdAt, t.id),
    index('purchase_returns_status_idx').on(t.status, t.createdAt),
    index('purchase_returns_order_idx').on(t.orderId, t.createdAt),
  ],
);

export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => purchaseReturns.id),
    seq: integer('seq').notNull(),
    receiptLineId: integer('receipt_line_id')
      .notNull()
      .references(() => purchaseReceiptLines.id),
    skuId: integer('sku_id').notNull(),
    qty: integer('qty').notNull(),
    sns: jsonb('sns').$type<string[]>().notNull().default([]),
  },
  (t) => [index('purchase_return_lines_return_idx').on(t.returnId, t.seq)],
);
