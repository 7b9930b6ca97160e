import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The goods on offer: a software subscription (a software code and months), a card type, or goods. */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 64 }).notNull(),
    /** software | card | goods */
    kind: varchar('kind', { length: 16 }).notNull(),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    softwareCode: varchar('software_code', { length: 64 }),
    months: smallint('months'),
    cardType: smallint('card_type'),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mall_goods_code_uq').on(t.code)],
);

/**
 * An order of the mall. Written by the system only: its amounts and status are what its payment
 * records and refunds say (computeOrderStatus), kept here in the same transaction for lists and filters.
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    customerId: integer('customer_id').notNull(),
    customerAccount: varchar('customer_account', { length: 128 }),
    customerEmail: varchar('customer_email', { length: 128 }),
    /** the lines' names in one text, for the list */
    summary: varchar('summary', { length: 300 }),
    currency: varchar('currency', { length: 3 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** unpaid | paid | partlyRefunded | refunded | cancelled | expired */
    status: varchar('status', { length: 16 }).notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** set when cancelled or expired (an end the records cannot say) */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mall_orders_no_uq').on(t.orderNo),
    index('mall_orders_no_prefix_idx').using('btree', sql`${t.orderNo} text_pattern_ops`),
    index('mall_orders_email_prefix_idx').using('btree', sql`${t.customerEmail} text_pattern_ops`),
    index('mall_orders_customer_idx').on(t.customerId, t.createdAt),
    index('mall_orders_status_idx').on(t.status, t.createdAt),
    index('mall_orders_created_idx').on(t.createdAt),
    index('mall_orders_expiry_idx').on(t.expireAt).where(sql`${t.status} = 'unpaid'`),
  ],
);

export const mallOrderLines = pgTable(
  'mall_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    lineNo: smallint('line_no').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    goodsCode: varchar('goods_code', { length: 64 }).notNull(),
    nameZh: varchar('name_zh', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    softwareCode: varchar('software_code', { length: 64 }),
    months: smallint('months'),
    cardType: smallint('card_type'),
    /** the card a card line occupies (one card a line: quantity 1) */
    cardId: integer('card_id'),
    cardNo: varchar('card_no', { length: 32 }),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('mall_order_lines_uq').on(t.orderId, t.lineNo)],
);

/** A payment record: one attempt to pay an order through a provider; its status comes from the provider's callback. */
export const mallPayments = pgTable(
  'mall_payments',
  {
    id: serial('id').primaryKey(),
    payOrderNo: varchar('pay_order_no', { length: 40 }).notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    customerEmail: varchar('customer_email', { length: 128 }),
    provider: varchar('provider', { length: 16 }).notNull(),
    transactionNo: varchar('transaction_no', { length: 64 }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** pending | succeeded | failed | closed */
    status: varchar('status', { length: 16 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mall_payments_no_uq').on(t.payOrderNo),
    uniqueIndex('mall_payments_txn_uq').on(t.provider, t.transactionNo),
    index('mall_payments_no_prefix_idx').using('btree', sql`${t.payOrderNo} text_pattern_ops`),
    index('mall_payments_order_no_prefix_idx').using('btree', sql`${t.orderNo} text_pattern_ops`),
    index('mall_payments_txn_prefix_idx').using('btree', sql`${t.transactionNo} text_pattern_ops`),
    index('mall_payments_email_prefix_idx').using('btree', sql`${t.customerEmail} text_pattern_ops`),
    index('mall_payments_order_idx').on(t.orderId),
    index('mall_payments_status_idx').on(t.status, t.createdAt),
    index('mall_payments_created_idx').on(t.createdAt),
  ],
);

/** A staff refund of (part of) an order: its money entry in the value ledger is the source of the refund record. */
export const mallRefunds = pgTable(
  'mall_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 40 }).notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).notNull(),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('mall_refunds_no_uq').on(t.refundNo), index('mall_refunds_order_idx').on(t.orderId), index('mall_refunds_created_idx').on(t.createdAt)],
);

/** Callback nonces seen (HTTP-10): a nonce used once is refused after (79805); kept for the timestamp window. */
export const mallCallbackNonces = pgTable('mall_callback_nonces', {
  nonce: varchar('nonce', { length: 64 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
