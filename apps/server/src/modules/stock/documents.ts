import { gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { warehouseById, warehouseNamesView } from '../supply';
import { findUserById } from '../users';
import { skuInfo } from './ledger';

// What every stock document's service shares: numbers, day bounds, refusals, the checks of its lines and names.

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
