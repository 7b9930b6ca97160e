import {
  CARD_ACTION_FROM,
  type TCard,
  type TCardAction,
  type TCardGiftRequest,
  type TCardReasonRequest,
  type TCardRefundRequest,
  type TCardSellRequest,
  type TCardStatus,
  type TLedgerEntry,
} from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { lockVersion } from '../../platform/kit/versioned';
import { appendLedgerEntry, cardLedger, foldCardStatus, type LedgerEntryInput, type LedgerRow, presentLedgerEntry } from '../ledger';
import { liveChannel } from '../supply';
import { presentCard, selectCards } from './devices.repository';
import { pointCards } from './devices.tables';
import { customerExists, noteCustomerEvent } from './owners';

type CardRow = typeof pointCards.$inferSelect;
type EntryPart = Partial<Pick<LedgerEntryInput, 'amount' | 'currency' | 'points' | 'customerId' | 'channelId' | 'orderNo' | 'reversesId' | 'reason'>>;
type Step = { set?: Partial<typeof pointCards.$inferInsert>; entry: EntryPart; customers?: number[] };
type Ref = { id: number; version: number };
const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

/**
 * A card's entries, oldest first. A card the ledger has never seen (made before it, or written
 * straight into the table) is opened first with the status it is in, so its entries always add
 * up to its status.
 */
export async function openedCardLedger(tx: DbOrTx, card: CardRow, now: Date): Promise<LedgerRow[]> {
  const entries = await cardLedger(tx, card.id);
  if (entries.length > 0) return entries;
  const opening = await appendLedgerEntry(tx, {
    account: 'card',
    cardId: card.id,
    cardNo: card.cardNo,
    kind: 'opening',
    statusAfter: card.status,
    customerId: card.customerId,
    reason: 'opening: the card as the ledger found it',
    actorKind: 'system',
    createdAt: now,
  });
  return [opening];
}

/**
 * One staff step of a card: in one transaction the card is locked at the edited version (stale →
 * 1005), the step checked against the card's status (1017, nothing written), the entry appended
 * to the value ledger, the card's status set to what its entries now say, and the operation log
 * written (mutate). A refused step changes nothing.
 */
async function runCardStep(
  ctx: AppContext,
  req: FastifyRequest,
  action: TCardAction,
  ref: Ref,
  step: (card: CardRow, tx: DbOrTx, entries: LedgerRow[]) => Promise<Step> | Step,
): Promise<TCard> {
  const id = await mutate(ctx.db, req, { module: 'pointCard', action }, async (tx) => {
    const before = await lockVersion(tx, pointCards, ref.id, ref.version);
    if (!(CARD_ACTION_FROM[action] as readonly string[]).includes(before.status)) throw new AppError(1017, { state: before.status, action });
    const now = new Date(ctx.clock.now());
    const s = await step(before, tx, await cardLedger(tx, before.id));
    const entries = await openedCardLedger(tx, before, now);
    const to = foldCardStatus([...entries, { kind: action, statusAfter: null }]) as TCardStatus;
    const [after] = await tx
      .update(pointCards)
      .set({ ...s.set, status: to, version: sql`${pointCards.version} + 1` })
      .where(and(eq(pointCards.id, before.id), eq(pointCards.version, ref.version)))
      .returning();
    if (!after) throw new AppError(1005);
    const entry = await appendLedgerEntry(tx, {
      account: 'card',
      cardId: before.id,
      cardNo: before.cardNo,
      kind: action,
      statusAfter: to,
      ...s.entry,
      actorKind: 'staff',
      actorId: req.auth!.userId,
      actorName: req.auth!.username,
      createdAt: now,
    });
    const actor = { kind: 'staff' as const, id: req.auth!.userId };
    for (const customerId of new Set(s.customers ?? [])) {
      await noteCustomerEvent(ctx, tx, {
        customerId,
        kind: `card.${action}`,
        detail: { cardId: before.id, cardNo: before.cardNo, reason: entry.reason },
        actor,
      });
    }
    return {
      result: before.id,
      targetId: before.id,
      before: { status: before.status, customerId: before.customerId },
      after: { status: to, customerId: after.customerId, ledgerEntryId: entry.id, ...s.entry },
    };
  });
  return getCard(ctx.db, id);
}

async function getCard(db: DbOrTx, id: number): Promise<TCard> {
  const [row] = await selectCards(db).where(eq(pointCards.id, id));
  return presentCard(found(row));
}

/** sell: a card in stock leaves to a sales channel or on an order, at a price. */
export function sellCard(ctx: AppContext, req: FastifyRequest, b: TCardSellRequest): Promise<TCard> {
  return runCardStep(ctx, req, 'sell', b, async (_card, tx) => {
    if (b.channelId !== undefined && !(await liveChannel(tx, { id: b.channelId }))) throw bad('channelId', 'unknown channel');
    return { entry: { amount: b.amount, currency: b.currency, channelId: b.channelId ?? null, orderNo: b.orderNo ?? null, reason: b.note ?? null } };
  });
}

/** gift: a card in stock becomes a customer's gift (only they can redeem it), with a reason. */
export async function giftCard(ctx: AppContext, req: FastifyRequest, b: TCardGiftRequest): Promise<TCard> {
  // checked before the transaction: the customers' lookup reads through ctx.db
  if (!(await customerExists(ctx, b.customerId))) throw bad('customerId', 'unknown customer');
  return runCardStep(ctx, req, 'gift', b, () => ({
    set: { customerId: b.customerId },
    entry: { customerId: b.customerId, reason: b.reason },
    customers: [b.customerId],
  }));
}

/** lock: nobody can redeem the card until it is unlocked. */
export function lockCard(ctx: AppContext, req: FastifyRequest, b: TCardReasonRequest): Promise<TCard> {
  return runCardStep(ctx, req, 'lock', b, (card) => ({
    entry: { reason: b.reason, customerId: card.customerId },
    customers: card.customerId ? [card.customerId] : [],
  }));
}

/** unlock: the card returns to the status it was locked from. */
export function unlockCard(ctx: AppContext, req: FastifyRequest, b: TCardReasonRequest): Promise<TCard> {
  return runCardStep(ctx, req, 'unlock', b, (card) => ({
    entry: { reason: b.reason, customerId: card.customerId },
    customers: card.customerId ? [card.customerId] : [],
  }));
}

/**
 * refund: a sold card's sale is reversed, in the sale's currency, for at most what it was sold
 * for (the whole price by default). The entry names the sale it reverses; the feedback area
 * writes the refund record from it (/brand/abnormalRecords/list).
 */
export function refundCard(ctx: AppContext, req: FastifyRequest, b: TCardRefundRequest): Promise<TCard> {
  return runCardStep(ctx, req, 'refund', b, (card, _tx, entries) => {
    const sale = [...entries].reverse().find((e) => e.kind === 'sell');
    const paid = sale?.amount == null ? null : Number(sale.amount);
    const amount = b.amount ?? paid ?? 0;
    if (paid !== null && amount > paid) throw bad('amount', 'more than the card was sold for');
    return {
      entry: {
        amount,
        currency: sale?.currency ?? 'CNY',
        reversesId: sale?.id ?? null,
        channelId: sale?.channelId ?? null,
        orderNo: sale?.orderNo ?? null,
        customerId: card.customerId,
        reason: b.reason,
      },
    };
  });
}

/** The card's ledger entries, oldest first (the card detail's history). */
export async function cardEntries(ctx: AppContext, id: number): Promise<TLedgerEntry[]> {
  await getCard(ctx.db, id);
  return (await cardLedger(ctx.db, id)).map(presentLedgerEntry);
}
