import { type SnStatus, type StockMovementKind, type TInventoryMovementsQuery, type TInventoryPageQuery, type TInventoryRow, WAREHOUSE_TYPES } from '@diagops/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { requestLanguage } from '../../platform/http/language';
import { definePage } from '../../platform/kit/page';
import { warehouseNamesView } from '../supply';
import { skuInfo } from './ledger';
import { stockBalances as b, stockLedger, stockSns } from './ledger.tables';

/** The inventory (/supply/inventory): the balances per SKU and warehouse, read by keyset like the kit's lists. */
const skuPrefix = (v: string) => {
  const pattern = `${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${b.skuId} in (select id from platform_skus where lower(sku_code) like ${pattern} and del_flag = false)`;
};
const inventoryPage = definePage<TInventoryPageQuery>({
  table: b,
  filters: {
    warehouseId: (v) => eq(b.warehouseId, v),
    skuCode: (v) => skuPrefix(v),
    nonZero: (v) => (v ? gt(b.qty, 0) : undefined),
  },
  sortable: { qty: b.qty, sku: b.skuId },
  defaultSort: [{ column: b.skuId, order: 'asc' }],
  tiebreak: b.id,
});

async function present(db: DbOrTx, rows: Array<typeof b.$inferSelect>, req: FastifyRequest): Promise<TInventoryRow[]> {
  if (rows.length === 0) return [];
  const lang = requestLanguage(req);
  const [info, ws] = await Promise.all([
    skuInfo(
      db,
      rows.map((r) => r.skuId),
    ),
    db
      .select()
      .from(warehouseNamesView)
      .where(
        inArray(
          warehouseNamesView.id,
          rows.map((r) => r.warehouseId),
        ),
      ),
  ]);
  const w = new Map(ws.map((x) => [x.id, x]));
  return rows.map((r) => {
    const s = info.get(r.skuId);
    const wh = w.get(r.warehouseId);
    return {
      id: r.id,
      skuId: r.skuId,
      skuCode: s?.code ?? '',
      skuName: s ? (lang === 'en-US' ? s.nameEn : s.nameZh) : '',
      serialised: s?.serialised ?? false,
      warehouseId: r.warehouseId,
      warehouseCode: wh?.code ?? '',
      warehouseName: wh ? (lang === 'en-US' ? wh.nameEn : wh.nameZh) : '',
      warehouseType: wh ? (WAREHOUSE_TYPES[wh.type - 1] ?? 'own') : 'own',
      qty: r.qty,
      updateTime: r.updatedAt.toISOString(),
    };
  });
}

export async function inventoryPageOf(ctx: AppContext, req: FastifyRequest, q: TInventoryPageQuery) {
  const page = await inventoryPage.run(ctx.db, q, ({ where, orderBy, limit, offset }) =>
    ctx.db
      .select()
      .from(b)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  return { ...page, records: await present(ctx.db, page.records, req) };
}

/** Every row of the filtered inventory for the Excel export (at most `max`). */
export async function inventoryRows(ctx: AppContext, req: FastifyRequest, q: Omit<TInventoryPageQuery, 'current' | 'size'>, max: number) {
  const rows = await ctx.db
    .select()
    .from(b)
    .where(inventoryPage.where(q))
    .orderBy(asc(b.skuId), asc(b.id))
    .limit(max);
  return present(ctx.db, rows, req);
}

const movementPage = definePage<TInventoryMovementsQuery>({
  table: stockLedger,
  filters: { skuId: (v) => eq(stockLedger.skuId, v), warehouseId: (v) => eq(stockLedger.warehouseId, v) },
  sortable: { id: stockLedger.id },
  defaultSort: [{ column: stockLedger.id, order: 'desc' }],
  tiebreak: stockLedger.id,
});

/** One balance's movements, newest first. */
export async function movementsOf(ctx: AppContext, q: TInventoryMovementsQuery) {
  const page = await movementPage.run(ctx.db, q, ({ where, orderBy, limit, offset }) =>
    ctx.db
      .select()
      .from(stockLedger)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  );
  return {
    ...page,
    records: page.records.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      qty: r.qty,
      kind: r.kind as StockMovementKind,
      docType: r.docType,
      docId: r.docId,
      docNo: r.docNo,
      sns: r.sns,
      reason: r.reason,
      operatorName: r.operatorName,
      balanceAfter: r.balanceAfter,
    })),
  };
}

/** The SNs held in one balance (the first 1,000 and how many). */
export async function snsOf(ctx: AppContext, q: { skuId: number; warehouseId: number }) {
  const where = and(eq(stockSns.skuId, q.skuId), eq(stockSns.warehouseId, q.warehouseId), inArray(stockSns.status, ['inStock', 'inTransit']));
  const [rows, [n]] = await Promise.all([
    ctx.db.select().from(stockSns).where(where).orderBy(asc(stockSns.sn)).limit(1000),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(stockSns).where(where),
  ]);
  return {
    total: n?.n ?? 0,
    records: rows.map((r) => ({ sn: r.sn, status: r.status as SnStatus, boxNo: r.boxNo, updateTime: r.updatedAt.toISOString() })),
  };
}

/** Installed into supply: a warehouse holds stock while any balance in it is above zero or any SN is held there. */
export async function warehouseHoldsStock(db: DbOrTx, warehouseId: number): Promise<boolean> {
  const [r] = await db
    .select({ one: sql<number>`1` })
    .from(b)
    .where(and(eq(b.warehouseId, warehouseId), gt(b.qty, 0)))
    .limit(1);
  return !!r;
}

