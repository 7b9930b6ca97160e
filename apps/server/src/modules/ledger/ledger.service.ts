import type { TLedgerEntry } from '@diagops/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { valueLedger } from './ledger.tables';

export type LedgerRow = typeof valueLedger.$inferSelect;
/** An entry to append: money as a number (kept as numeric(12,2)); the time is the caller's clock. */
export type LedgerEntryInput = Omit<typeof valueLedger.$inferInsert, 'id' | 'amount'> & { amount?: number | null };
/** Runs inside the transaction that appends the entry: a failure undoes the whole step. */
export type LedgerListener = (tx: DbOrTx, e: LedgerRow) => Promise<void>;

const listeners: LedgerListener[] = [];

/**
 * Areas above the ledger that keep something per entry (the refund records of the feedback area)
 * install a listener at start; the ledger never imports them (docs/development.md, area order).
 * Installing the same function twice (a second app in one process) keeps one.
 */
export function onLedgerEntry(fn: LedgerListener): void {
  if (!listeners.includes(fn)) listeners.push(fn);
}

const toRow = (e: LedgerEntryInput): typeof valueLedger.$inferInsert => ({ ...e, amount: e.amount == null ? null : e.amount.toFixed(2) });

/** Appends entries inside the caller's transaction (never an update: the table refuses one). */
export async function appendLedgerEntries(tx: DbOrTx, entries: LedgerEntryInput[]): Promise<LedgerRow[]> {
  if (entries.length === 0) return [];
  const rows = await tx.insert(valueLedger).values(entries.map(toRow)).returning();
  for (const row of rows) for (const fn of listeners) await fn(tx, row);
  return rows;
}

export async function appendLedgerEntry(tx: DbOrTx, entry: LedgerEntryInput): Promise<LedgerRow> {
  const [row] = await appendLedgerEntries(tx, [entry]);
  return row!;
}

/** A card's entries, oldest first. */
export function cardLedger(db: DbOrTx, cardId: number): Promise<LedgerRow[]> {
  return db.select().from(valueLedger).where(eq(valueLedger.cardId, cardId)).orderBy(asc(valueLedger.id));
}

/** The status each card entry leaves the card in (lock and unlock are folded, opening carries its own). */
export const CARD_KIND_STATUS: Readonly<Record<string, string>> = {
  issue: 'shipped',
  sell: 'sold',
  gift: 'gifted',
  lock: 'locked',
  redeem: 'redeemed',
  refund: 'refunded',
};

/**
 * A card's status from its entries alone: each kind sets its status, `opening` (a card that
 * existed before the ledger) the status it was found in, `unlock` the status before the lock it
 * ends (`shipped` when that lock predates the ledger). Null for a card without entries.
 */
export function foldCardStatus(entries: ReadonlyArray<Pick<LedgerRow, 'kind' | 'statusAfter'>>): string | null {
  let status: string | null = null;
  const beforeLock: Array<string | null> = [];
  for (const e of entries) {
    if (e.kind === 'opening') status = e.statusAfter;
    else if (e.kind === 'lock') {
      beforeLock.push(status);
      status = 'locked';
    } else if (e.kind === 'unlock') status = beforeLock.pop() ?? 'shipped';
    else status = CARD_KIND_STATUS[e.kind] ?? status;
  }
  return status;
}

export const presentLedgerEntry = (r: LedgerRow): TLedgerEntry => ({
  id: r.id,
  kind: r.kind as TLedgerEntry['kind'],
  statusAfter: r.statusAfter as TLedgerEntry['statusAfter'],
  amount: r.amount === null ? null : Number(r.amount),
  currency: r.currency,
  points: r.points,
  customerId: r.customerId,
  channelId: r.channelId,
  orderNo: r.orderNo,
  reason: r.reason,
  actorKind: r.actorKind as TLedgerEntry['actorKind'],
  actorName: r.actorName,
  createTime: r.createdAt.toISOString(),
});
