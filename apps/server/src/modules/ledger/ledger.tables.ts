import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The value ledger (decision 0029): one append-only table of entries for every card and every
 * customer's points. A row is never updated or deleted (a trigger refuses both; migration 0026);
 * a correction is a new entry. A card's status is the fold of its entries (`foldCardStatus`).
 */
export const valueLedger = pgTable(
  'value_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** card | points */
    account: varchar('account', { length: 8 }).notNull(),
    /** the card of a card entry */
    cardId: integer('card_id'),
    cardNo: varchar('card_no', { length: 32 }),
    /** opening | issue | sell | gift | lock | unlock | redeem | refund (cards); credit | debit (points) */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** the card's status after this entry (cards only) */
    statusAfter: varchar('status_after', { length: 16 }),
    /** money that moved (sell, refund), with its currency */
    amount: numeric('amount', { precision: 12, scale: 2 }),
    currency: varchar('currency', { length: 3 }),
    /** points that moved (signed; a recharge card's redemption credits its face value) */
    points: integer('points'),
    /** the customer: the point account's holder, a gift's receiver, the redeeming customer */
    customerId: integer('customer_id'),
    /** the sales channel or the order a sale was made to */
    channelId: integer('channel_id'),
    orderNo: varchar('order_no', { length: 64 }),
    /** the entry this one reverses (a refund names its sale) */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    reason: varchar('reason', { length: 500 }),
    /** staff | customer | system */
    actorKind: varchar('actor_kind', { length: 16 }).notNull(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('value_ledger_card_idx').on(t.cardId, t.id).where(sql`${t.cardId} is not null`),
    index('value_ledger_customer_idx').on(t.customerId, t.createdAt).where(sql`${t.customerId} is not null`),
    index('value_ledger_kind_idx').on(t.kind, t.createdAt),
    index('value_ledger_created_idx').on(t.createdAt, t.id),
  ],
);
