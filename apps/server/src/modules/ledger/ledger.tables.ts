import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
    /** a points award (credit, opening): when its unused rest expires (null: never; decision 0040) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** a points award: the rule that gave it (points_rules.code) */
    ruleCode: varchar('rule_code', { length: 32 }),
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
    index('value_ledger_award_expiry_idx').on(t.expiresAt, t.id).where(sql`${t.expiresAt} is not null`),
  ],
);

/**
 * Which points award each spend (debit) or breakage (expire) entry drew from, and how much
 * (decision 0040): one row per (entry, award), written in the entry's transaction, append-only
 * like the ledger (a trigger refuses UPDATE and DELETE). An award's unused rest is its points
 * minus the rows that name it.
 */
export const pointsAllocations = pgTable(
  'points_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** the debit or expire entry */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    /** the credit (or opening) entry it drew from */
    awardId: bigint('award_id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id').notNull(),
    /** points drawn (positive) */
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('points_allocations_award_idx').on(t.awardId), index('points_allocations_entry_idx').on(t.entryId)],
);

/** The rules that award points, with how long their awards last (null: never expire); edited by finance staff. */
export const pointsRules = pgTable(
  'points_rules',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    nameZh: varchar('name_zh', { length: 64 }).notNull(),
    nameEn: varchar('name_en', { length: 64 }).notNull(),
    /** days an award of this rule lasts; null: it never expires */
    validityDays: integer('validity_days'),
    version: integer('version').notNull().default(1),
    updatedBy: varchar('updated_by', { length: 64 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_rules_code_uq').on(t.code)],
);
