import { eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import type { PageFetch } from '../../platform/kit/page';
import { lockVersion } from '../../platform/kit/versioned';
import { type ApprovalDocType, type SubmitDocument, submitForApproval } from '../approvals';
import { warehouseById, warehouseNamesView } from '../supply';
import { findUserById } from '../users';
import { skuInfo } from './ledger';

// What every stock document's service shares: numbers, day bounds, refusals, the checks of its lines and names,
// its list and row, what its states allow, and its status changes (submitting it for approval among them).

/** 1001 naming one field. */
export const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

/** The next id of a serial table and the document number made from it: `SS20260301` + 5 digits. */
export async function nextDocNo(tx: DbOrTx, table: string, prefix: string, now: Date): Promise<{ id: number; no: string }> {
  const r = (await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`)) as unknown as { rows: Array<{ id: string | number }> };
  const id = Number(r.rows[0]!.id);
  return { id, no: `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(5, '0')}` };
}

/** Created on or after a day / before the day after another (UTC days). */
export function dayFrom(column: PgColumn, day: string): SQL {
  return gte(column, new Date(`${day}T00:00:00Z`));
}
export function dayTo(column: PgColumn, day: string): SQL {
  return lt(column, new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
}

/** A state that does not allow the action: 1017 naming the state and what it allows. */
export function notAllowed(state: string, action: string, allowedActions: string[]): AppError {
  return new AppError(1017, { state, action, allowedActions });
}

/** SNs given for a line: only for serialised SKUs, as many as the quantity (78106), none twice among `seen`. */
export function checkSns(field: string, serialised: boolean, qty: number, sns: string[] | undefined, seen: Set<string>): string[] {
  const list = sns ?? [];
  if (!serialised) {
    if (list.length > 0) throw bad(field, 'this SKU has no serial numbers');
    return [];
  }
  if (list.length !== qty) throw new AppError(78106, { errors: [{ field, message: 'as many serial numbers as the quantity' }] });
  for (const sn of list) {
    if (seen.has(sn)) throw bad(field, 'a serial number appears twice');
    seen.add(sn);
  }
  return list;
}

/** The SKUs of a document's lines: each must exist (1001 on its line), with their serial flag. */
export async function checkSkus(db: DbOrTx, lineSkus: Array<{ field: string; skuId: number }>) {
  const info = await skuInfo(db, [...new Set(lineSkus.map((l) => l.skuId))]);
  for (const l of lineSkus) if (!info.has(l.skuId)) throw bad(l.field, 'no such SKU');
  return info;
}

/** A warehouse that exists (1001 otherwise). */
export async function checkWarehouse(db: DbOrTx, id: number) {
  const w = await warehouseById(db, id);
  if (!w) throw bad('warehouseId', 'no such warehouse');
  return w;
}

/** The user the engine names as the approver, for the ledger's operator. */
export async function actorOf(db: DbOrTx, userId: number) {
  const u = await findUserById(db, userId);
  return { userId, name: (u?.realName || u?.username || String(userId)).slice(0, 64) };
}

export const skuLabel = (info: { code: string; nameZh: string; nameEn: string } | undefined, lang: string) =>
  info ? (lang === 'en-US' ? info.nameEn : info.nameZh) : '';

export async function warehouseNames(db: DbOrTx, ids: number[], lang: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(warehouseNamesView)
    .where(inArray(warehouseNamesView.id, [...new Set(ids)]));
  for (const r of rows) out.set(r.id, lang === 'en-US' ? r.nameEn : r.nameZh);
  return out;
}

export function bump(table: PgTable & { version: PgColumn; updatedAt: PgColumn }, now: Date) {
  return { version: sql`${table.version} + 1`, updatedAt: now } as const;
}

// ---------------------------------------------------------------- a document's rows, states and status

/** A stock document's table: an id, a status and an optimistic version. */
export type DocTable = PgTable & { id: PgColumn; status: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** One page of a document list: the rows the page asks for, presented. */
export function listRows<T extends PgTable, R>(db: DbOrTx, table: T, present: (rows: T['$inferSelect'][]) => Promise<R[]>): PageFetch<R> {
  return async ({ where, orderBy, limit, offset }) =>
    present(
      (await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)) as T['$inferSelect'][],
    );
}

/** A document's row by id (1002 when there is none). */
export async function rowById<T extends DocTable>(db: DbOrTx, table: T, id: number): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  return found(row) as T['$inferSelect'];
}

/** What each state of a document allows, before permissions, in the order the actions are offered. */
export type StateActions<S extends string, A extends string> = Record<S, readonly A[]>;

/** The actions of the document's state whose permission the caller holds. */
export function actionsFor<S extends string, A extends string>(
  byState: StateActions<S, A>,
  status: S,
  permissionOf: Record<A, { name: string }>,
  perms: Set<string>,
): A[] {
  return (byState[status] ?? []).filter((a) => perms.has(permissionOf[a].name));
}

/** 1017 (naming the state and `allowed`) unless the document's state allows the action. */
export function requireAction<S extends string, A extends string>(byState: StateActions<S, A>, status: string, action: A, allowed: () => A[]): void {
  if (!(byState[status as S] ?? []).includes(action)) throw notAllowed(status, action, allowed());
}

/** Locks a document at the version the client saw (1002, 1005) and checks its state allows the action (1017 naming `allowed`). */
export async function lockForAction<T extends DocTable, S extends string, A extends string>(
  tx: DbOrTx,
  table: T,
  b: { id: number; version: number },
  byState: StateActions<S, A>,
  action: A,
  allowed: (status: S) => A[],
): Promise<T['$inferSelect']> {
  const row = await lockVersion(tx, table, b.id, b.version);
  const status = (row as { status: string }).status as S;
  requireAction(byState, status, action, () => allowed(status));
  return row;
}

/** Sets a document's status (and other columns), version + 1, updated now; the row after. */
export async function setStatus<T extends DocTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  status: string,
  now: Date,
  more: Partial<T['$inferInsert']> = {},
): Promise<T['$inferSelect']> {
  const [after] = await tx
    .update(table as PgTable)
    .set({ ...more, status, ...bump(table, now) } as never)
    .where(eq(table.id, id))
    .returning();
  return after as T['$inferSelect'];
}

/**
 * Submits a document for approval in the caller's transaction: its status `applying` (version + 1)
 * and the engine's request opened at that version (78205 without a template). The row after.
 */
export async function submitDocument<T extends DocTable>(
  tx: Tx,
  table: T,
  docType: ApprovalDocType,
  doc: { id: number; no: string; creatorId: number },
  request: Omit<SubmitDocument, 'docType' | 'docId' | 'docNo' | 'docVersion' | 'creatorId'>,
  now: Date,
): Promise<T['$inferSelect']> {
  const after = await setStatus(tx, table, doc.id, 'applying', now);
  const docVersion = (after as { version: number }).version;
  await submitForApproval(tx, { docType, docId: doc.id, docNo: doc.no, docVersion, creatorId: doc.creatorId, ...request }, now);
  return after;
}

/** The document an approval decision is about, locked (1002 without it); 1017 unless it is in approval. */
export async function lockForDecision<T extends DocTable>(tx: DbOrTx, table: T, docId: number, outcome: 'passed' | 'rejected'): Promise<T['$inferSelect']> {
  const [doc] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, docId))
    .for('update');
  if (!doc) throw new AppError(1002);
  const status = (doc as { status: string }).status;
  if (status !== 'applying') throw notAllowed(status, outcome === 'passed' ? 'approve' : 'reject', []);
  return doc as T['$inferSelect'];
}
