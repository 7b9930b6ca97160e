import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The running quantity of each SKU in each warehouse (decision 0030): never below zero. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    /** a unique handle for the inventory list's keyset paging (the key is (sku_id, warehouse_id)) */
    id: serial('id').notNull(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    qty: integer('qty').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.warehouseId] }),
    check('stock_balances_qty_check', sql`${t.qty} >= 0`),
    uniqueIndex('stock_balances_id_uq').on(t.id),
    index('stock_balances_warehouse_idx').on(t.warehouseId, t.skuId, t.id),
    index('stock_balances_qty_idx').on(t.qty, t.skuId, t.warehouseId),
    index('stock_balances_qty_id_idx').on(t.qty, t.id),
    index('stock_balances_sku_id_idx').on(t.skuId, t.id),
    index('stock_balances_wh_qty_idx').on(t.warehouseId, t.qty, t.id),
  ],
);

/** Append-only: one row per SKU and warehouse per movement, with the balance after it. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    qty: integer('qty').notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    docType: varchar('doc_type', { length: 24 }).notNull(),
    docId: integer('doc_id').notNull(),
    docNo: varchar('doc_no', { length: 32 }).notNull(),
    docLineId: integer('doc_line_id'),
    sns: jsonb('sns').$type<string[]>().notNull().default([]),
    reason: varchar('reason', { length: 500 }),
    operatorId: integer('operator_id').notNull(),
    operatorName: varchar('operator_name', { length: 64 }).notNull(),
    balanceAfter: integer('balance_after').notNull(),
  },
  (t) => [
    index('stock_ledger_sku_wh_idx').on(t.skuId, t.warehouseId, t.id),
    index('stock_ledger_doc_idx').on(t.docType, t.docId),
    index('stock_ledger_wh_at_idx').on(t.warehouseId, t.at),
    index('stock_ledger_sns_idx').using('gin', t.sns),
  ],
);

/** Where each serial number of a serialised SKU is. */
export const stockSns = pgTable(
  'stock_sns',
  {
    id: serial('id').primaryKey(),
    sn: varchar('sn', { length: 64 }).notNull(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id'),
    /** SN_STATUSES */
    status: varchar('status', { length: 16 }).notNull(),
    boxNo: varchar('box_no', { length: 64 }),
    poLineId: integer('po_line_id'),
    receiptId: integer('receipt_id'),
    dealerId: integer('dealer_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_sns_sn_uq').on(sql`lower(${t.sn})`),
    index('stock_sns_sku_wh_idx').on(t.skuId, t.warehouseId, t.status),
    index('stock_sns_po_line_idx').on(t.poLineId),
  ],
);
