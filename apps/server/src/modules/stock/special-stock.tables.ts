import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Special in / out stock documents (/supply/specialStock): posted to the stock ledger when their approval passes. */
export const specialStockDocs = pgTable(
  'special_stock_docs',
  {
    id: serial('id').primaryKey(),
    no: varchar('no', { length: 32 }).notNull(),
    direction: varchar('direction', { length: 8 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    creatorId: integer('creator_id').notNull(),
    creatorName: varchar('creator_name', { length: 64 }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('special_stock_docs_no_idx').on(t.no),
    index('special_stock_docs_no_prefix_idx').using('btree', sql`lower(${t.no}) text_pattern_ops`),
    index('special_stock_docs_created_idx').on(t.createdAt, t.id),
    index('special_stock_docs_status_idx').on(t.status, t.createdAt),
    index('special_stock_docs_warehouse_idx').on(t.warehouseId, t.createdAt),
  ],
);

export const specialStockLines = pgTable(
  'special_stock_lines',
  {
    id: serial('id').primaryKey(),
    docId: integer('doc_id')
      .notNull()
      .references(() => specialStockDocs.id),
    seq: integer('seq').notNull(),
    skuId: integer('sku_id').notNull(),
    qty: integer('qty').notNull(),
    sns: jsonb('sns').$type<string[]>().notNull().default([]),
  },
  (t) => [index('special_stock_lines_doc_idx').on(t.docId, t.seq)],
);
