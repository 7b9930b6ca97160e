import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The company's assets (business.md §2 "assets and borrowing"); the columns are the declaration's fields (contracts assets.ts). */
export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    model: varchar('model', { length: 128 }),
    serialNo: varchar('serial_no', { length: 128 }),
    location: varchar('location', { length: 128 }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    price: numeric('price', { precision: 12, scale: 2 }),
    remark: varchar('remark', { length: 500 }),
    /** inStock, lent, repairing, scrapped */
    status: varchar('status', { length: 16 }).notNull(),
    delFlag: boolean('del_flag').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assets_code_uq').on(sql`lower(${t.code})`).where(sql`${t.delFlag} = false`),
    // the list: prefix searches on lower(code|name|serial), each filter and sort field, all over live rows
    index('assets_code_prefix_idx').using('btree', sql`lower(${t.code}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('assets_name_prefix_idx').using('btree', sql`lower(${t.name}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('assets_serial_prefix_idx').using('btree', sql`lower(${t.serialNo}) text_pattern_ops`).where(sql`${t.delFlag} = false`),
    index('assets_code_idx').on(t.code, t.id).where(sql`${t.delFlag} = false`),
    index('assets_name_idx').on(t.name, t.id).where(sql`${t.delFlag} = false`),
    index('assets_category_idx').on(t.category, t.code).where(sql`${t.delFlag} = false`),
    index('assets_status_idx').on(t.status, t.code).where(sql`${t.delFlag} = false`),
    index('assets_purchase_idx').on(t.purchaseDate, t.id).where(sql`${t.delFlag} = false`),
    index('assets_created_idx').on(t.createdAt, t.id).where(sql`${t.delFlag} = false`),
    index('assets_updated_idx').on(t.updatedAt, t.id).where(sql`${t.delFlag} = false`),
  ],
);

/** Borrowings: an asset lent to a borrower until a due date; open until it comes back. */
export const assetLoans = pgTable(
  'asset_loans',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    borrower: varchar('borrower', { length: 128 }).notNull(),
    lentDate: date('lent_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    purpose: varchar('purpose', { length: 500 }),
    /** open, returned */
    status: varchar('status', { length: 16 }).notNull(),
    returnedDate: date('returned_date', { mode: 'string' }),
    returnCondition: varchar('return_condition', { length: 16 }),
    returnRemark: varchar('return_remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one open loan per asset, whatever races
    uniqueIndex('asset_loans_open_uq').on(t.assetId).where(sql`${t.status} = 'open'`),
    index('asset_loans_asset_idx').on(t.assetId, t.id),
    index('asset_loans_borrower_prefix_idx').using('btree', sql`lower(${t.borrower}) text_pattern_ops`),
    index('asset_loans_borrower_idx').on(t.borrower, t.id),
    index('asset_loans_lent_idx').on(t.lentDate, t.id),
    index('asset_loans_due_idx').on(t.dueDate, t.id),
    index('asset_loans_status_idx').on(t.status, t.dueDate),
    index('asset_loans_created_idx').on(t.createdAt, t.id),
    index('asset_loans_updated_idx').on(t.updatedAt, t.id),
  ],
);
