import type { TLedgerEntry } from '@diagops/contracts';
import { and, asc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
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

const COLUMNS = Object.entries(getTableColumns(valueLedger));
const WRITTEN = COLUMNS.filter(([key]) => key !== 'id');

/**
 * Many entries in one statement with one parameter (the rows as JSON, jsonb_to_recordset), as
 * platform/db/bulk-insert does: a VALUES list binds a parameter a cell, and at 500 entries binding
 * and mapping cost several times the writing (bench/ledger, decision 0040). Answers the rows stored.
 */
async function insertMany(tx: DbOrTx, entries: LedgerEntryInput[]): Promise<LedgerRow[]> {
  const json = JSON.stringify(
    entries.map((e) => {
      const r = toRow(e) as Record<string, unknown>;
      return Object.fromEntries(WRITTEN.map(([key, c]) => [c.name, r[key] instanceof Date ? (r[key] as Date).toISOString() : (r[key] ?? null)]));
    }),
  );
  const names = sql.join(
    WRITTEN.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const defs = sql.join(
    WRITTEN.map(([, c]) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  const back = sql.join(
    COLUMNS.map(([key, c]) => sql`${sql.identifier(c.name)} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const res = (await tx.execute(
    sql`insert into value_ledger (${names}) select ${names} from rows from (jsonb_to_recordset(${json}::jsonb) as (${defs})) with ordinality as x(${names}, ord) order by ord returning ${back}`,
  )) as unknown as { rows: Array<Record<string, unknown>> };
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return res.rows
    .map(
      (r) =>
        ({
          ...r,
          id: Number(r.id),
          reversesId: r.reversesId == null ? null : Number(r.reversesId),
          createdAt: date(r.createdAt)!,
          expiresAt: date(r.expiresAt),
        }) as LedgerRow,
    )
    .sort((a, b) => a.id - b.id);
}

/** Appends entries inside the caller's transaction (never an update: the table refuses one). */
export async function appendLedgerEntries(tx: DbOrTx, entries: LedgerEntryInput[]): Promise<LedgerRow[]> {
  if (entries.length === 0) return [];
  const rows = entries.length === 1 ? await tx.insert(valueLedger).values(entries.map(toRow)).returning() : await insertMany(tx, entries);
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

/** The entries naming an order (its cards' occupy / take / release, its payments and refunds), oldest first; `since` the order's creation. */
export function orderLedger(db: DbOrTx, orderNo: string, since: Date): Promise<LedgerRow[]> {
  return db
    .select()
    .from(valueLedger)
    .where(and(gte(valueLedger.createdAt, since), eq(valueLedger.orderNo, orderNo)))
    .orderBy(asc(valueLedger.id));
}

/** The status each card entry leaves the card in (lock and unlock are folded, opening carries its own). */
export const CARD_KIND_STATUS: Readonly<Record<string, string>> = {
  issue: 'shipped',
  sell: 'sold',
  gift: 'gifted',
  lock: 'locked',
  redeem: 'redeemed',
  refund: 'refunded',
  // a mall order holds the card until it is paid (take) or cancelled / expired (release, folded)
  occupy: 'occupied',
  take: 'taken',
};

/**
 * A card's status from its entries alone: each kind sets its status, `opening` (a card that
 * existed before the ledger) the status it was found in, `unlock` the status before the lock it
 * ends (`shipped` when that lock predates the ledger), `release` the status before the order's
 * `occupy` it ends. Null for a card without entries.
 */
export function foldCardStatus(entries: ReadonlyArray<Pick<LedgerRow, 'kind' | 'statusAfter'>>): string | null {
  let status: string | null = null;
  const beforeLock: Array<string | null> = [];
  let beforeOccupy: string | null = null;
  for (const e of entries) {
    if (e.kind === 'opening') status = e.statusAfter;
    else if (e.kind === 'lock') {
      beforeLock.push(status);
      status = 'locked';
    } else if (e.kind === 'unlock') status = beforeLock.pop() ?? 'shipped';
    else if (e.kind === 'occupy') {
      beforeOccupy = status;
      status = 'occupied';
    } else if (e.kind === 'release') status = beforeOccupy ?? 'shipped';
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
