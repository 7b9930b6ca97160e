// TEMPORARY shim (helper "shipments"): purchasing's tables as the shipment plans and the trace read
// them, until purchase orders are committed. Removed once they land.
import { integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const purchaseOrders = pgTable('purchase_orders', {
  id: serial('id').primaryKey(),
  no: varchar('no', { length: 32 }).notNull(),
  supplierId: integer('supplier_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export const purchaseOrderLines = pgTable('purchase_order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  skuId: integer('sku_id').notNull(),
});
export const purchaseReceipts = pgTable('purchase_receipts', {
  id: serial('id').primaryKey(),
  no: varchar('no', { length: 32 }).notNull(),
  orderId: integer('order_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }),
});
