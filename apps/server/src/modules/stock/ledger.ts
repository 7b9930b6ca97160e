import type { SnStatus, StockMovementKind } from '@diagops/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { skuNamesView } from '../skus';
import { stockLedger } from './ledger.tables';

/**
 * The stock ledger (decision 0030). Every stock document moves stock only through `moveStock`:
 * one atomic statement per (SKU, warehouse) on `stock_balances`, applied in (SKU, warehouse)
 * order so two documents never deadlock, the SNs of serialised SKUs in `stock_sns`, and one
 * append-only `stock_ledger` row per movement with the balance after it.
 */
export type Movement = {
  skuId: number;
  warehouseId: number;
  /** signed: > 0 comes in, < 0 goes out */
  qty: number;
  kind: StockMovementKind;
  doc: { type: string; id: number; no: string; lineId?: number };
  /** the SNs moved: serialised SKUs only, as many as |qty| */
  sns?: string[];
  reason?: string;
  /** where the SNs end up: status (default inStock coming in — inTransit into a transit warehouse — and shipped / returned / issued going out), box, order line, dealer */
  sn?: { status?: SnStatus; boxNo?: string; poLineId?: number; receiptId?: number; dealerId?: number };
};
export type StockActor = { userId: number; name: string };
export type SkuInfo = { code: string; nameZh: string; nameEn: string; productId: number; productModelId: number | null; serialised: boolean };

/** A status that means "held in the warehouse named on the SN's row". */
export const HELD_SN_STATUSES: SnStatus[] = ['inStock', 'inTransit'];

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;

export async function skuInfo(db: DbOrTx, skuIds: number[]): Promise<Map<number, SkuInfo>> {
  const out = new Map<number, SkuInfo>();
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return out;
  const rows = await db.select().from(skuNamesView).where(inArray(skuNamesView.id, ids));
  for (const r of rows)
    out.set(r.id, {
      code: r.skuCode,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      productId: r.productId,
      productModelId: r.productModelId,
      serialised: r.serialised,
    });
  return out;
}

export async function isSerialisedSku(db: DbOrTx, skuId: number): Promise<boolean> {
  return (await skuInfo(db, [skuId])).get(skuId)?.serialised ?? false;
}

function outgoingSnStatus(kind: StockMovementKind): SnStatus {
  if (kind === 'purchaseReturn') return 'returned';
  if (kind === 'outsourceIssue') return 'issued';
  if (kind === 'transitShortfall') return 'scrapped';
  return 'shipped';
}

const bad = (field: string, message: string) => new AppError(1001, { errors: [{ field, message }] });

export async function moveStock(tx: DbOrTx, movements: Movement[], actor: StockActor, now: Date): Promise<void> {
  const ms = movements
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.qty !== 0)
    .sort((a, b) => a.m.skuId - b.m.skuId || a.m.warehouseId - b.m.warehouseId || a.i - b.i);
  if (ms.length === 0) return;
  const info = await skuInfo(
    tx,
    ms.map(({ m }) => m.skuId),
  );

  // the SN rules that need no database: serialised SKUs move as many SNs as the quantity, others none
  for (const { m, i } of ms) {
    if (!Number.isInteger(m.qty)) throw bad(`movements.${i}.qty`, 'a whole number');
    const sku = info.get(m.skuId);
    if (!sku) throw bad(`movements.${i}.skuId`, 'no such SKU');
    const sns = m.sns ?? [];
    if (!sku.serialised) {
      if (sns.length > 0) throw bad(`movements.${i}.sns`, 'this SKU has no serial numbers');
      continue;
    }
    if (sns.length !== Math.abs(m.qty)) throw new AppError(78106, { skuId: m.skuId, skuCode: sku.code, qty: Math.abs(m.qty), sns: sns.length });
    const seen = new Set<string>();
    for (const sn of sns) {
      const k = sn.trim().toLowerCase();
      if (!k) throw bad(`movements.${i}.sns`, 'required');
      if (seen.has(k)) throw bad(`movements.${i}.sns`, 'a serial number appears twice');
      seen.add(k);
    }
  }

  // balances: one statement per movement, in (SKU, warehouse) order
  const balanceAfter = new Map<number, number>();
  for (const { m, i } of ms) {
    let qty: number | undefined;
    if (m.qty > 0) {
      const r = rowsOf<{ qty: number }>(
        await tx.execute(sql`
          insert into stock_balances (sku_id, warehouse_id, qty, updated_at)
          values (${m.skuId}, ${m.warehouseId}, ${m.qty}, ${now})
          on conflict (sku_id, warehouse_id) do update
            set qty = stock_balances.qty + excluded.qty, updated_at = excluded.updated_at
            where stock_balances.qty + excluded.qty >= 0
          returning qty`),
      );
      qty = r[0]?.qty;
    } else {
      const r = rowsOf<{ qty: number }>(
        await tx.execute(sql`
          update stock_balances set qty = qty + ${m.qty}, updated_at = ${now}
          where sku_id = ${m.skuId} and warehouse_id = ${m.warehouseId} and qty + ${m.qty} >= 0
          returning qty`),
      );
      qty = r[0]?.qty;
    }
    if (qty === undefined) {
      const have = rowsOf<{ qty: number }>(await tx.execute(sql`select qty from stock_balances where sku_id = ${m.skuId} and warehouse_id = ${m.warehouseId}`));
      throw new AppError(78101, {
        skuId: m.skuId,
        skuCode: info.get(m.skuId)?.code ?? '',
        warehouseId: m.warehouseId,
        requested: -m.qty,
        available: Number(have[0]?.qty ?? 0),
      });
    }
    balanceAfter.set(i, Number(qty));
  }

  // SNs: those leaving first (they must be held in that warehouse), then those arriving (held nowhere)
  for (const { m } of ms) {
    if (m.qty > 0 || !m.sns?.length) continue;
    const status = m.sn?.status ?? outgoingSnStatus(m.kind);
    const keep = HELD_SN_STATUSES.includes(status);
    const moved = rowsOf<{ sn: string }>(
      await tx.execute(sql`
        update stock_sns set status = ${status},
          warehouse_id = ${keep ? sql`warehouse_id` : sql`null`},
          dealer_id = coalesce(${m.sn?.dealerId ?? null}::int, dealer_id),
          updated_at = ${now}
        where lower(sn) in (select lower(x) from jsonb_array_elements_text(${JSON.stringify(m.sns)}::jsonb) x)
          and sku_id = ${m.skuId} and warehouse_id = ${m.warehouseId} and status in ('inStock', 'inTransit')
        returning sn`),
    );
    if (moved.length !== m.sns.length) {
      const got = new Set(moved.map((r) => r.sn.toLowerCase()));
      throw new AppError(78102, {
        skuId: m.skuId,
        warehouseId: m.warehouseId,
        sns: m.sns.filter((s) => !got.has(s.trim().toLowerCase())).slice(0, 50),
      });
    }
  }
  for (const { m } of ms) {
    if (m.qty < 0 || !m.sns?.length) continue;
    const status = m.sn?.status ?? (m.kind === 'transitIn' ? 'inTransit' : 'inStock');
    const sns = m.sns.map((s) => s.trim());
    const placed = rowsOf<{ sn: string }>(
      await tx.execute(sql`
        insert into stock_sns (sn, sku_id, warehouse_id, status, box_no, po_line_id, receipt_id, dealer_id, updated_at)
        select x, ${m.skuId}, ${m.warehouseId}, ${status}, ${m.sn?.boxNo ?? null}, ${m.sn?.poLineId ?? null}::int,
          ${m.sn?.receiptId ?? null}::int, ${m.sn?.dealerId ?? null}::int, ${now}
        from jsonb_array_elements_text(${JSON.stringify(sns)}::jsonb) x
        on conflict ((lower(sn))) do update set
          sku_id = excluded.sku_id, warehouse_id = excluded.warehouse_id, status = excluded.status,
          box_no = coalesce(excluded.box_no, stock_sns.box_no), po_line_id = coalesce(excluded.po_line_id, stock_sns.po_line_id),
          receipt_id = coalesce(excluded.receipt_id, stock_sns.receipt_id), dealer_id = coalesce(excluded.dealer_id, stock_sns.dealer_id),
          updated_at = excluded.updated_at
          where stock_sns.status not in ('inStock', 'inTransit')
        returning sn`),
    );
    if (placed.length !== sns.length) {
      const got = new Set(placed.map((r) => r.sn.toLowerCase()));
      throw new AppError(78107, { skuId: m.skuId, warehouseId: m.warehouseId, sns: sns.filter((s) => !got.has(s.toLowerCase())).slice(0, 50) });
    }
  }

  await tx.insert(stockLedger).values(
    ms.map(({ m, i }) => ({
      at: now,
      skuId: m.skuId,
      warehouseId: m.warehouseId,
      qty: m.qty,
      kind: m.kind,
      docType: m.doc.type,
      docId: m.doc.id,
      docNo: m.doc.no,
      docLineId: m.doc.lineId ?? null,
      sns: (m.sns ?? []).map((s) => s.trim()),
      reason: m.reason ?? null,
      operatorId: actor.userId,
      operatorName: actor.name.slice(0, 64),
      balanceAfter: balanceAfter.get(i)!,
    })),
  );
}
