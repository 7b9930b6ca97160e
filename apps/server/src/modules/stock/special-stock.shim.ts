// TEMPORARY shim (helper "special"): the signatures of the brief until the ledger, the approval
// engine and the supply reference functions are committed. Removed once they land.
import { integer, pgView, varchar } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../platform/db/client';

export type StockMovementKind = string;
export type Movement = {
  skuId: number;
  warehouseId: number;
  qty: number;
  kind: StockMovementKind;
  doc: { type: string; id: number; no: string; lineId?: number };
  sns?: string[];
  reason?: string;
  sn?: { status?: string; boxNo?: string; poLineId?: number; dealerId?: number };
};
export async function moveStock(_tx: DbOrTx, _m: Movement[], _actor: { userId: number; name: string }, _now: Date): Promise<void> {
  throw new Error('shim');
}
export async function skuInfo(
  _db: DbOrTx,
  _ids: number[],
): Promise<Map<number, { code: string; nameZh: string; nameEn: string; productId: number; productModelId: number | null; serialised: boolean }>> {
  throw new Error('shim');
}
export type ApprovalDocType = 'purchaseOrder' | 'purchaseReturn' | 'transferPlan' | 'shipmentPlan' | 'outsourcing' | 'specialStock';
export function registerApprovalDocument(
  _t: ApprovalDocType,
  _h: { onDecided(tx: Tx, docId: number, outcome: 'passed' | 'rejected', by: { userId: number; reason?: string }): Promise<void> },
): void {}
export async function submitForApproval(
  _tx: DbOrTx,
  _doc: {
    docType: ApprovalDocType;
    docId: number;
    docNo: string;
    docVersion: number;
    title: string;
    creatorId: number;
    submitterId: number;
    amount?: number;
    warehouseIds?: number[];
    channelId?: number;
  },
  _now: Date,
): Promise<{ requestId: number }> {
  throw new Error('shim');
}
export async function documentChanged(_tx: DbOrTx, _t: ApprovalDocType, _id: number, _v: number, _e: number, _now: Date): Promise<void> {}
export async function approvalsOf(
  _db: DbOrTx,
  _t: ApprovalDocType,
  _ids: number[],
): Promise<Map<number, { requestId: number; status: 'applying' | 'passed' | 'rejected'; step: { seq: number; nameZh: string; nameEn: string } | null }>> {
  return new Map();
}
export async function supplierForOrder(_db: DbOrTx, _id: number): Promise<{ id: number; code: string; nameZh: string; nameEn: string; currency: string }> {
  throw new Error('shim');
}
export async function warehouseById(_db: DbOrTx, _id: number): Promise<{ id: number; code: string; nameZh: string; nameEn: string; type: string } | null> {
  throw new Error('shim');
}
export const supplierNamesView = pgView('suppliers', {
  id: integer('id').notNull(),
  code: varchar('code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
}).existing();
export const warehouseNamesView = pgView('warehouses', {
  id: integer('id').notNull(),
  code: varchar('code', { length: 64 }).notNull(),
  nameZh: varchar('name_zh', { length: 128 }).notNull(),
  nameEn: varchar('name_en', { length: 128 }).notNull(),
}).existing();
