import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { appendLedgerEntry, foldCardStatus, type LedgerRow } from '../ledger';
import { openedCardLedger } from './cards.service';
import { pointCards } from './devices.tables';

/** Who moves a card for an order and when: the customer ordering or paying, the system expiring, staff cancelling. */
export type CardOrderStep = {
  orderNo: string;
  customerId: number;
  actor: { kind: 'customer' | 'system' | 'staff'; id?: number | null; name?: string | null };
  now: Date;
};
export type OrderCard = { cardId: number; cardNo: string; entry: LedgerRow };

async function step(
  tx: DbOrTx,
  card: typeof pointCards.$inferSelect,
  kind: 'occupy' | 'release' | 'take',
  s: CardOrderStep,
  money?: { amount: number; currency: string },
) {
  const entries = await openedCardLedger(tx, card, s.now);
  const to = foldCardStatus([...entries, { kind, statusAfter: null }])!;
  await tx
    .update(pointCards)
    .set({ status: to, version: sql`${pointCards.version} + 1`, ...(kind === 'take' ? { customerId: s.customerId } : {}) })
    .where(eq(pointCards.id, card.id));
  const entry = await appendLedgerEntry(tx, {
    account: 'card',
    cardId: card.id,
    cardNo: card.cardNo,
    kind,
    statusAfter: to,
    amount: money?.amount ?? null,
    currency: money?.currency ?? null,
    customerId: s.customerId,
    orderNo: s.orderNo,
    actorKind: s.actor.kind,
    actorId: s.actor.id ?? null,
    actorName: s.actor.name ?? null,
    createdAt: s.now,
  });
  return { cardId: card.id, cardNo: card.cardNo, entry };
}

/**
 * A mall order takes a card of a type out of stock: the oldest shipped card not locked by another
 * transaction is occupied (an `occupy` entry, status "order occupied"). Null when none is in stock.
 */
export async function occupyCardForOrder(tx: DbOrTx, cardType: number, s: CardOrderStep): Promise<OrderCard | null> {
  const [card] = await tx
    .select()
    .from(pointCards)
    .where(and(eq(pointCards.cardType, cardType), eq(pointCards.status, 'shipped')))
    .orderBy(asc(pointCards.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return card ? step(tx, card, 'occupy', s) : null;
}

/**
 * The order that occupied a card ended unpaid (cancelled or expired): `release` returns it to stock.
 * A card no longer occupied (staff locked it meanwhile) is left as it is: null.
 */
export async function releaseOrderCard(tx: DbOrTx, cardId: number, s: CardOrderStep): Promise<OrderCard | null> {
  const [card] = await tx.select().from(pointCards).where(eq(pointCards.id, cardId)).for('update');
  return card?.status === 'occupied' ? step(tx, card, 'release', s) : null;
}

/** The order that occupied a card was paid: `take` (status "card taken"), the card now the customer's, at its line's price. */
export async function takeOrderCard(tx: DbOrTx, cardId: number, s: CardOrderStep, money: { amount: number; currency: string }): Promise<OrderCard | null> {
  const [card] = await tx.select().from(pointCards).where(eq(pointCards.id, cardId)).for('update');
  return card?.status === 'occupied' ? step(tx, card, 'take', s, money) : null;
}
