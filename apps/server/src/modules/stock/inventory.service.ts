import {
  type SnStatus,
  type StockMovementKind,
  type TInventoryExportQuery,
  type TInventoryMovementsQuery,
  type TInventoryPageQuery,
  type TInventoryRow,
  WAREHOUSE_TYPES,
} from '@diagops/contracts';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { requestLanguage } from '../../platform/http/language';
import { registerExport } from '../../platform/kit/export';
import { definePage } from '../../platform/kit/page';
import { skuNamesView } from '../skus';
import { warehouseNamesView } from '../supply';
import { skuInfo } from './ledger';
import { stockBalances as b, stockLedger, stockSns } from './ledger.tables';

/** The inventory (/supply/inventory): the balances per SKU and warehouse, read by keyset like the kit's lists. */
const skuPrefix = (v: string) => {
  const pattern = `${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${b.skuId} in (select id from platform_skus where lower(sku_code) like ${pattern} and del_flag = false)`;
};
export const inventoryPage = definePage<TInventoryPageQuery>({
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

export const movementPage = definePage<TInventoryMovementsQuery>({
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

// ---------------------------------------------------------------- export

type ExportRow = {
  id: number;
  skuCode: string;
  skuNameZh: string;
  skuNameEn: string;
  warehouseCode: string;
  warehouseNameZh: string;
  warehouseNameEn: string;
  warehouseType: number;
  qty: number;
  updatedAt: Date;
};
const TYPE_LABELS: Record<string, { 'zh-CN': string; 'en-US': string }> = {
  own: { 'zh-CN': '自有仓', 'en-US': 'Own' },
  overseas: { 'zh-CN': '海外仓', 'en-US': 'Overseas' },
  platform: { 'zh-CN': '平台仓', 'en-US': 'Platform' },
  inTransit: { 'zh-CN': '在途', 'en-US': 'In transit' },
};

/** The inventory as xlsx (the list's filters, in the order of the SKU then the row): the kit's export job. */
export const inventoryExport = registerExport<TInventoryExportQuery, ExportRow>({
  subject: 'inventory',
  fileName: { 'zh-CN': '库存', 'en-US': 'Inventory' },
  sheetName: { 'zh-CN': '库存', 'en-US': 'Inventory' },
  columns: [
    { key: 'skuCode', header: { 'zh-CN': 'SKU编码', 'en-US': 'SKU code' }, width: 20, value: (r) => r.skuCode },
    { key: 'skuName', header: { 'zh-CN': 'SKU名称', 'en-US': 'SKU name' }, width: 30, value: (r, l) => (l === 'en-US' ? r.skuNameEn : r.skuNameZh) },
    { key: 'warehouseCode', header: { 'zh-CN': '仓库编码', 'en-US': 'Warehouse code' }, width: 16, value: (r) => r.warehouseCode },
    {
      key: 'warehouse',
      header: { 'zh-CN': '仓库', 'en-US': 'Warehouse' },
      width: 24,
      value: (r, l) => (l === 'en-US' ? r.warehouseNameEn : r.warehouseNameZh),
    },
    {
      key: 'warehouseType',
      header: { 'zh-CN': '仓库类型', 'en-US': 'Warehouse type' },
      width: 12,
      value: (r, l) => TYPE_LABELS[WAREHOUSE_TYPES[r.warehouseType - 1] ?? 'own']![l],
    },
    { key: 'qty', header: { 'zh-CN': '数量', 'en-US': 'Quantity' }, width: 10, value: (r) => r.qty },
    { key: 'updateTime', header: { 'zh-CN': '更新时间', 'en-US': 'Updated' }, width: 20, value: (r) => r.updatedAt.toISOString() },
  ],
  count: (db, q) => inventoryPage.count(db, q),
  keyOf: (r) => r.id,
  fetch: async (db, q, limit, _offset, after) => {
    const w = inventoryPage.where(q);
    const rows = await db
      .select({
        id: b.id,
        skuCode: skuNamesView.skuCode,
        skuNameZh: skuNamesView.nameZh,
        skuNameEn: skuNamesView.nameEn,
        warehouseCode: warehouseNamesView.code,
        warehouseNameZh: warehouseNamesView.nameZh,
        warehouseNameEn: warehouseNamesView.nameEn,
        warehouseType: warehouseNamesView.type,
        qty: b.qty,
        updatedAt: b.updatedAt,
      })
      .from(b)
      .leftJoin(skuNamesView, eq(skuNamesView.id, b.skuId))
      .leftJoin(warehouseNamesView, eq(warehouseNamesView.id, b.warehouseId))
      .where(after ? and(w, gt(b.id, after)) : w)
      .orderBy(asc(b.id))
      .limit(limit);
    return rows.map((r) => ({
      ...r,
      skuCode: r.skuCode ?? '',
      skuNameZh: r.skuNameZh ?? '',
      skuNameEn: r.skuNameEn ?? '',
      warehouseCode: r.warehouseCode ?? '',
      warehouseNameZh: r.warehouseNameZh ?? '',
      warehouseNameEn: r.warehouseNameEn ?? '',
      warehouseType: r.warehouseType ?? 1,
    }));
  },
});
