import type { TPoLineTrace, TSnTrace } from '@diagops/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client';
import { requestLanguage } from '../../platform/http/language';
import { dealerNamesByIds, dealersHoldingSns } from '../dealers';
import { deviceTraceBySn, deviceTraceBySns } from '../devices';
import { supplierNamesView, warehouseNamesView } from '../supply';
import { stockLedger, stockSns } from './ledger.tables';
import { purchaseOrderLines, purchaseOrders } from './purchasing.tables';

const iso = (d: Date | string | null | undefined) => (d == null ? null : typeof d === 'string' ? d : d.toISOString());

async function warehouseNames(db: DbOrTx, ids: Array<number | null>, lang: string): Promise<Map<number, string>> {
  const want = [...new Set(ids.filter((i): i is number => i != null))];
  if (want.length === 0) return new Map();
  const rows = await db.select().from(warehouseNamesView).where(inArray(warehouseNamesView.id, want));
  return new Map(rows.map((r) => [r.id, lang === 'en-US' ? r.nameEn : r.nameZh]));
}

/** The purchase-order line, its order and supplier. */
async function purchaseOf(db: DbOrTx, poLineId: number | null, lang: string): Promise<TSnTrace['purchase']> {
  if (poLineId == null) return null;
  const [r] = await db
    .select({
      lineId: purchaseOrderLines.id,
      orderId: purchaseOrders.id,
      orderNo: purchaseOrders.no,
      createdAt: purchaseOrders.createdAt,
      supplierId: purchaseOrders.supplierId,
      nameZh: supplierNamesView.nameZh,
      nameEn: supplierNamesView.nameEn,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .leftJoin(supplierNamesView, eq(supplierNamesView.id, purchaseOrders.supplierId))
    .where(eq(purchaseOrderLines.id, poLineId));
  if (!r) return null;
  return {
    orderId: r.orderId,
    orderNo: r.orderNo,
    lineId: r.lineId,
    supplierId: r.supplierId,
    supplierName: (lang === 'en-US' ? r.nameEn : r.nameZh) ?? '',
    orderDate: iso(r.createdAt),
  };
}

/** An SN's way: purchase, receipt, every ledger movement, transfers, the dealer it was shipped to and holds it, the device's activation. */
export async function traceSn(db: DbOrTx, req: FastifyRequest, snIn: string): Promise<TSnTrace> {
  const lang = requestLanguage(req);
  const [cur] = await db.select().from(stockSns).where(eq(stockSns.sn, snIn)).limit(1);
  const sn = cur?.sn ?? snIn;
  const moves = await db
    .select()
    .from(stockLedger)
    .where(sql`${stockLedger.sns} @> ${JSON.stringify([sn])}::jsonb`)
    .orderBy(asc(stockLedger.at), asc(stockLedger.id));
  const whNames = await warehouseNames(db, [cur?.warehouseId ?? null, ...moves.map((m) => m.warehouseId)], lang);
  const receipt = moves.find((m) => m.kind === 'receipt');
  const transfers: TSnTrace['transfers'] = [];
  for (const m of moves) if (m.docType === 'transferPlan' && !transfers.some((t) => t.docId === m.docId)) transfers.push({ docId: m.docId, docNo: m.docNo });
  const [held, device, shippedNames, purchase] = await Promise.all([
    dealersHoldingSns(db, [sn]),
    deviceTraceBySn(db, sn),
    dealerNamesByIds(db, cur?.dealerId ? [cur.dealerId] : []),
    purchaseOf(db, cur?.poLineId ?? null, lang),
  ]);
  return {
    sn,
    current: cur
      ? { status: cur.status, warehouseId: cur.warehouseId, warehouseName: cur.warehouseId != null ? (whNames.get(cur.warehouseId) ?? null) : null }
      : null,
    purchase,
    receipt: receipt ? { receiptId: receipt.docId, receiptNo: receipt.docNo, receivedAt: iso(receipt.at), boxNo: cur?.boxNo ?? null } : null,
    movements: moves.map((m) => ({
      id: m.id,
      kind: m.kind,
      warehouseId: m.warehouseId,
      warehouseName: whNames.get(m.warehouseId) ?? '',
      qty: m.qty,
      docType: m.docType,
      docId: m.docId,
      docNo: m.docNo,
      at: iso(m.at)!,
      operator: m.operatorName,
    })),
    transfers,
    shippedTo: cur?.dealerId ? { id: cur.dealerId, name: shippedNames.get(cur.dealerId) ?? '' } : null,
    heldBy: held.get(sn) ?? null,
    device: device ? { status: device.status, activationTime: iso(device.activationTime), bindTime: iso(device.bindTime), bound: device.bound } : null,
  };
}

/** The SNs received on a purchase-order line, a page of them, with where each is now. */
export async function tracePoLine(db: DbOrTx, req: FastifyRequest, q: { poLineId: number; current: number; size: number }): Promise<TPoLineTrace> {
  const lang = requestLanguage(req);
  const where = eq(stockSns.poLineId, q.poLineId);
  const [[total], rows, purchase] = await Promise.all([
    db.select({ n: count() }).from(stockSns).where(where),
    db
      .select()
      .from(stockSns)
      .where(where)
      .orderBy(asc(stockSns.sn))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    purchaseOf(db, q.poLineId, lang),
  ]);
  const sns = rows.map((r) => r.sn);
  const [whNames, held, devices, shippedNames] = await Promise.all([
    warehouseNames(
      db,
      rows.map((r) => r.warehouseId),
      lang,
    ),
    dealersHoldingSns(db, sns),
    deviceTraceBySns(db, sns),
    dealerNamesByIds(
      db,
      rows.flatMap((r) => (r.dealerId ? [r.dealerId] : [])),
    ),
  ]);
  return {
    purchase,
    records: rows.map((r) => {
      const d = devices.get(r.sn);
      return {
        sn: r.sn,
        status: r.status,
        warehouseId: r.warehouseId,
        warehouseName: r.warehouseId != null ? (whNames.get(r.warehouseId) ?? null) : null,
        boxNo: r.boxNo,
        dealer: held.get(r.sn) ?? (r.dealerId ? { id: r.dealerId, name: shippedNames.get(r.dealerId) ?? '' } : null),
        deviceStatus: d?.status ?? null,
        activationTime: iso(d?.activationTime),
      };
    }),
    total: total?.n ?? 0,
    current: q.current,
    size: q.size,
  };
}
