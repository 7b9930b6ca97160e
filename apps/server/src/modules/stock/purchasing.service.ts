import {
  PURCHASE_ORDER_PERMISSIONS as P,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
  type PurchaseReturnStatus,
  PURCHASE_RETURN_PERMISSIONS as R,
  type TPurchaseOrder,
  type TPurchaseOrderDetail,
  type TPurchaseOrderPageQuery,
  type TPurchaseOrderSave,
  type TPurchaseOrderUpdate,
  type TPurchaseReceive,
  type TPurchaseReturn,
  type TPurchaseReturnDetail,
  type TPurchaseReturnPageQuery,
  type TPurchaseReturnSave,
  type TReturnable,
  WAREHOUSE_TYPES,
} from '@diagops/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { lockVersion } from '../../platform/kit/versioned';
import { type ApprovalDocType, approvalsOf, documentChanged, registerApprovalDocument, submitForApproval, withdrawApproval } from '../approvals';
import { registerDeviceSns } from '../devices';
import { supplierForOrder, supplierNamesView, warehouseById, warehouseNamesView } from '../supply';
import { actorOf, bad, dayFrom, dayTo, listRows, lockForDecision, nextDocNo, notAllowed, rowById, setStatus, submitDocument } from './documents';
import { type Movement, moveStock, type SkuInfo, skuInfo } from './ledger';
import { stockSns } from './ledger.tables';
import {
  purchaseOrderLines as oLines,
  purchaseOrders as orders,
  purchaseReceipts as receipts,
  purchaseReturnLines as retLines,
  purchaseReturns as returns,
  purchaseReceiptLines as rLines,
} from './purchasing.tables';

const MODULE = 'stock';
const PO: ApprovalDocType = 'purchaseOrder';
const PR: ApprovalDocType = 'purchaseReturn';
const money = (n: number) => Math.round(n * 100) / 100;

const nameOf = (r: { nameZh: string; nameEn: string } | undefined, lang: string) => (r ? (lang === 'en-US' ? r.nameEn : r.nameZh) : '');

async function names(db: DbOrTx, supplierIds: number[], warehouseIds: number[]) {
  const [s, w] = await Promise.all([
    supplierIds.length
      ? db
          .select()
          .from(supplierNamesView)
          .where(inArray(supplierNamesView.id, [...new Set(supplierIds)]))
      : [],
    warehouseIds.length
      ? db
          .select()
          .from(warehouseNamesView)
          .where(inArray(warehouseNamesView.id, [...new Set(warehouseIds)]))
      : [],
  ]);
  return { suppliers: new Map(s.map((r) => [r.id, r])), warehouses: new Map(w.map((r) => [r.id, r])) };
}

// ---------------------------------------------------------------- purchase orders

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof oLines.$inferSelect;
/** Where an order stands once approved: from what its lines received. */
function receiptStatus(lines: Array<Pick<LineRow, 'qty' | 'receivedQty'>>): PurchaseOrderStatus {
  if (lines.every((l) => l.receivedQty >= l.qty)) return 'received';
  if (lines.some((l) => l.receivedQty > 0)) return 'partlyReceived';
  return 'toReceive';
}
const EDITABLE: PurchaseOrderStatus[] = ['draft', 'rejected', 'applying', 'toReceive'];

function orderActions(r: Pick<OrderRow, 'status'>, received: boolean, perms: Set<string>): PurchaseOrderAction[] {
  const s = r.status as PurchaseOrderStatus;
  const out: PurchaseOrderAction[] = [];
  if (EDITABLE.includes(s) && !received && perms.has(P.edit.name)) out.push('edit');
  if ((s === 'draft' || s === 'rejected') && perms.has(P.submit.name)) out.push('submit');
  if ((s === 'toReceive' || s === 'partlyReceived') && perms.has(P.receive.name)) out.push('receive');
  if (s === 'partlyReceived' && perms.has(P.close.name)) out.push('close');
  if (['draft', 'rejected', 'applying', 'toReceive'].includes(s) && !received && perms.has(P.cancel.name)) out.push('cancel');
  return out;
}

const orderPage = definePage<TPurchaseOrderPageQuery>({
  table: orders,
  filters: {
    no: (v) => startsWith(orders.no, v),
    status: (v) => eq(orders.status, v),
    supplierId: (v) => eq(orders.supplierId, v),
    warehouseId: (v) => eq(orders.warehouseId, v),
    createdFrom: (v) => dayFrom(orders.createdAt, v),
    createdTo: (v) => dayTo(orders.createdAt, v),
  },
  sortable: { createTime: orders.createdAt, no: orders.no, expectedDate: orders.expectedDate },
  defaultSort: [{ column: orders.createdAt, order: 'desc' }],
  tiebreak: orders.id,
});

async function presentOrders(db: DbOrTx, rows: OrderRow[], req: FastifyRequest): Promise<TPurchaseOrder[]> {
  if (rows.length === 0) return [];
  const lang = requestLanguage(req);
  const ids = rows.map((r) => r.id);
  const [totals, n, approvals] = await Promise.all([
    db
      .select({
        orderId: oLines.orderId,
        qty: sql<number>`coalesce(sum(${oLines.qty}), 0)::int`,
        received: sql<number>`coalesce(sum(${oLines.receivedQty}), 0)::int`,
      })
      .from(oLines)
      .where(inArray(oLines.orderId, ids))
      .groupBy(oLines.orderId),
    names(
      db,
      rows.map((r) => r.supplierId),
      rows.map((r) => r.warehouseId),
    ),
    approvalsOf(db, PO, ids),
  ]);
  const byOrder = new Map(totals.map((t) => [t.orderId, t]));
  const perms = caller(req).permissions;
  return rows.map((r) => {
    const received = byOrder.get(r.id)?.received ?? 0;
    return {
      id: r.id,
      no: r.no,
      supplierId: r.supplierId,
      supplierName: nameOf(n.suppliers.get(r.supplierId), lang),
      warehouseId: r.warehouseId,
      warehouseName: nameOf(n.warehouses.get(r.warehouseId), lang),
      currency: r.currency,
      expectedDate: r.expectedDate,
      overReceiptPct: r.overReceiptPct,
      remark: r.remark,
      status: r.status as PurchaseOrderStatus,
      totalAmount: Number(r.totalAmount),
      totalQty: byOrder.get(r.id)?.qty ?? 0,
      receivedQty: received,
      closeReason: r.closeReason,
      creatorId: r.creatorId,
      creatorName: r.creatorName,
      createTime: r.createdAt.toISOString(),
      updateTime: r.updatedAt.toISOString(),
      version: r.version,
      approval: approvals.get(r.id) ?? null,
      allowedActions: orderActions(r, received > 0, perms),
    };
  });
}

export async function purchaseOrderPage(ctx: AppContext, req: FastifyRequest, q: TPurchaseOrderPageQuery) {
  return orderPage.run(
    ctx.db,
    q,
    listRows(ctx.db, orders, (rows) => presentOrders(ctx.db, rows, req)),
  );
}

async function receiptsOf(db: DbOrTx, orderId: number, info: Map<number, SkuInfo>, lang: string) {
  const rs = await db.select().from(receipts).where(eq(receipts.orderId, orderId)).orderBy(asc(receipts.id));
  if (rs.length === 0) return [];
  const ls = await db
    .select()
    .from(rLines)
    .where(
      inArray(
        rLines.receiptId,
        rs.map((r) => r.id),
      ),
    )
    .orderBy(asc(rLines.id));
  return rs.map((r) => ({
    id: r.id,
    no: r.no,
    operatorName: r.operatorName,
    remark: r.remark,
    createTime: r.createdAt.toISOString(),
    lines: ls
      .filter((l) => l.receiptId === r.id)
      .map((l) => ({
        id: l.id,
        orderLineId: l.orderLineId,
        skuId: l.skuId,
        skuCode: info.get(l.skuId)?.code ?? '',
        skuName: nameOf(info.get(l.skuId), lang),
        serialised: info.get(l.skuId)?.serialised ?? false,
        receivedQty: l.receivedQty,
        rejectedQty: l.rejectedQty,
        rejectReason: l.rejectReason,
        returnedQty: l.returnedQty,
        sns: l.sns,
        boxNo: l.boxNo,
      })),
  }));
}

async function orderDetail(db: DbOrTx, req: FastifyRequest, row: OrderRow): Promise<TPurchaseOrderDetail> {
  const lang = requestLanguage(req);
  const [head] = await presentOrders(db, [row], req);
  const ls = await db.select().from(oLines).where(eq(oLines.orderId, row.id)).orderBy(asc(oLines.seq));
  const info = await skuInfo(
    db,
    ls.map((l) => l.skuId),
  );
  return {
    ...head!,
    lines: ls.map((l) => ({
      id: l.id,
      seq: l.seq,
      skuId: l.skuId,
      skuCode: info.get(l.skuId)?.code ?? '',
      skuName: nameOf(info.get(l.skuId), lang),
      serialised: info.get(l.skuId)?.serialised ?? false,
      qty: l.qty,
      unitPrice: Number(l.unitPrice),
      amount: Number(l.amount),
      receivedQty: l.receivedQty,
      rejectedQty: l.rejectedQty,
      returnedQty: l.returnedQty,
    })),
    receipts: await receiptsOf(db, row.id, info, lang),
  };
}

export async function purchaseOrderDetail(ctx: AppContext, req: FastifyRequest, id: number) {
  return orderDetail(ctx.db, req, await rowById(ctx.db, orders, id));
}

async function checkOrder(db: DbOrTx, b: TPurchaseOrderSave) {
  await supplierForOrder(db, b.supplierId);
  if (!(await warehouseById(db, b.warehouseId))) throw bad('warehouseId', 'no such warehouse');
  const info = await skuInfo(
    db,
    b.lines.map((l) => l.skuId),
  );
  b.lines.forEach((l, i) => {
    if (!info.has(l.skuId)) throw bad(`lines.${i}.skuId`, 'no such SKU');
  });
}

const lineValues = (orderId: number, b: TPurchaseOrderSave) =>
  b.lines.map((l, i) => ({
    orderId,
    seq: i + 1,
    skuId: l.skuId,
    qty: l.qty,
    unitPrice: l.unitPrice.toFixed(2),
    amount: money(l.qty * l.unitPrice).toFixed(2),
  }));
const totalOf = (b: TPurchaseOrderSave) => money(b.lines.reduce((s, l) => s + money(l.qty * l.unitPrice), 0));

export async function addPurchaseOrder(ctx: AppContext, req: FastifyRequest, b: TPurchaseOrderSave) {
  const me = caller(req);
  await checkOrder(ctx.db, b);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'addPurchaseOrder' }, async (tx) => {
    const { id, no } = await nextDocNo(tx, 'purchase_orders', 'PO', now);
    const [row] = await tx
      .insert(orders)
      .values({
        id,
        no,
        supplierId: b.supplierId,
        warehouseId: b.warehouseId,
        currency: b.currency,
        expectedDate: b.expectedDate,
        overReceiptPct: b.overReceiptPct ?? ctx.config.PURCHASE_OVER_RECEIPT_PCT,
        remark: b.remark ?? null,
        status: 'draft',
        totalAmount: totalOf(b).toFixed(2),
        creatorId: me.userId,
        creatorName: (me.username ?? String(me.userId)).slice(0, 64),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(oLines).values(lineValues(id, b));
    return { result: row!, targetId: id, after: { no, ...b } };
  });
  return orderDetail(ctx.db, req, row);
}

async function receivedOf(tx: DbOrTx, orderId: number) {
  const [r] = await tx
    .select({ n: sql<number>`coalesce(sum(${oLines.receivedQty} + ${oLines.rejectedQty}), 0)::int` })
    .from(oLines)
    .where(eq(oLines.orderId, orderId));
  return r?.n ?? 0;
}

export async function updatePurchaseOrder(ctx: AppContext, req: FastifyRequest, b: TPurchaseOrderUpdate) {
  const me = caller(req);
  const { id, version, ...body } = b;
  await checkOrder(ctx.db, body);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'editPurchaseOrder' }, async (tx) => {
    const before = await lockVersion(tx, orders, id, version);
    const status = before.status as PurchaseOrderStatus;
    const received = (await receivedOf(tx, id)) > 0;
    if (!EDITABLE.includes(status) || received) throw notAllowed(status, 'edit', orderActions(before, received, me.permissions));
    // an order in approval or approved goes back to approval from its first step
    const next: PurchaseOrderStatus = status === 'toReceive' ? 'applying' : status;
    const [after] = await tx
      .update(orders)
      .set({
        supplierId: body.supplierId,
        warehouseId: body.warehouseId,
        currency: body.currency,
        expectedDate: body.expectedDate,
        overReceiptPct: body.overReceiptPct ?? before.overReceiptPct,
        remark: body.remark ?? null,
        totalAmount: totalOf(body).toFixed(2),
        status: next,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, id))
      .returning();
    await tx.delete(oLines).where(eq(oLines.orderId, id));
    await tx.insert(oLines).values(lineValues(id, body));
    // the engine resets an applying request to its first step and remembers the editor (who may not approve it)
    if (status !== 'draft') await documentChanged(tx, PO, id, after!.version, me.userId, now);
    // an approved order is approved again: a new request from the first step
    if (status === 'toReceive') await submitOrder(tx, after!, me.userId, now);
    return { result: after!, targetId: id, before, after: body };
  });
  return orderDetail(ctx.db, req, row);
}

function submitOrder(tx: Tx, o: OrderRow, submitterId: number, now: Date) {
  return submitForApproval(
    tx,
    {
      docType: PO,
      docId: o.id,
      docNo: o.no,
      docVersion: o.version,
      title: `Purchase order ${o.no}`,
      creatorId: o.creatorId,
      submitterId,
      amount: Number(o.totalAmount),
      warehouseIds: [o.warehouseId],
    },
    now,
  );
}

export async function submitPurchaseOrder(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'submitPurchaseOrder' }, async (tx) => {
    const before = await lockVersion(tx, orders, b.id, b.version);
    await supplierForOrder(tx, before.supplierId);
    const status = before.status as PurchaseOrderStatus;
    if (status !== 'draft' && status !== 'rejected') throw notAllowed(status, 'submit', orderActions(before, false, me.permissions));
    const after = await setStatus(tx, orders, b.id, 'applying', now);
    await submitOrder(tx, after, me.userId, now);
    return { result: after, targetId: b.id };
  });
  return orderDetail(ctx.db, req, row);
}

async function endOrder(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number; reason?: string }, action: 'close' | 'cancel') {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: action === 'close' ? 'closePurchaseOrder' : 'cancelPurchaseOrder' }, async (tx) => {
    const before = await lockVersion(tx, orders, b.id, b.version);
    const received = (await receivedOf(tx, b.id)) > 0;
    const allowed = orderActions(before, received, me.permissions);
    if (!allowed.includes(action)) throw notAllowed(before.status, action, allowed);
    const after = await setStatus(tx, orders, b.id, action === 'close' ? 'closed' : 'cancelled', now, { closeReason: b.reason ?? null });
    if (before.status === 'applying') await withdrawApproval(tx, PO, b.id, me.userId, now);
    return { result: after, targetId: b.id, before: { status: before.status }, after: { status: after.status, reason: b.reason } };
  });
  return orderDetail(ctx.db, req, row);
}
export const closePurchaseOrder = (ctx: AppContext, req: FastifyRequest, b: { id: number; version: number; reason: string }) => endOrder(ctx, req, b, 'close');
export const cancelPurchaseOrder = (ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) => endOrder(ctx, req, b, 'cancel');

/** The receipt: stock into the order's warehouse, SNs placed and registered as devices, the order's status from its lines. */
export async function receivePurchaseOrder(ctx: AppContext, req: FastifyRequest, b: TPurchaseReceive) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'receivePurchaseOrder' }, async (tx) => {
    const before = await lockVersion(tx, orders, b.id, b.version);
    const status = before.status as PurchaseOrderStatus;
    if (status !== 'toReceive' && status !== 'partlyReceived') throw notAllowed(status, 'receive', orderActions(before, true, me.permissions));
    const ls = await tx.select().from(oLines).where(eq(oLines.orderId, b.id)).for('update');
    const byId = new Map(ls.map((l) => [l.id, l]));
    const info = await skuInfo(
      tx,
      ls.map((l) => l.skuId),
    );
    const seen = new Set<number>();
    b.lines.forEach((l, i) => {
      const ol = byId.get(l.orderLineId);
      if (!ol) throw bad(`lines.${i}.orderLineId`, 'no such order line');
      if (seen.has(l.orderLineId)) throw bad(`lines.${i}.orderLineId`, 'a receipt line appears twice');
      seen.add(l.orderLineId);
      if (l.rejectedQty > 0 && !l.rejectReason) throw bad(`lines.${i}.rejectReason`, 'a reason for the rejected quantity');
      const limit = Math.floor((ol.qty * (100 + before.overReceiptPct)) / 100);
      if (ol.receivedQty + ol.rejectedQty + l.receivedQty + l.rejectedQty > limit)
        throw new AppError(78103, {
          orderLineId: ol.id,
          skuCode: info.get(ol.skuId)?.code ?? '',
          ordered: ol.qty,
          already: ol.receivedQty + ol.rejectedQty,
          limit,
        });
      const sns = l.sns ?? [];
      if (info.get(ol.skuId)?.serialised) {
        if (sns.length !== l.receivedQty)
          throw new AppError(78106, { errors: [{ field: `lines.${i}.sns`, message: 'as many serial numbers as the quantity received' }] });
      } else if (sns.length > 0) throw bad(`lines.${i}.sns`, 'this SKU has no serial numbers');
    });
    const active = b.lines.filter((l) => l.receivedQty + l.rejectedQty > 0);
    if (active.length === 0) throw bad('lines', 'nothing received');
    const { id: receiptId, no } = await nextDocNo(tx, 'purchase_receipts', 'GR', now);
    await tx.insert(receipts).values({
      id: receiptId,
      no,
      orderId: b.id,
      warehouseId: before.warehouseId,
      remark: b.remark ?? null,
      operatorId: me.userId,
      operatorName: (me.username ?? '').slice(0, 64),
      createdAt: now,
    });
    const inserted = await tx
      .insert(rLines)
      .values(
        active.map((l) => ({
          receiptId,
          orderLineId: l.orderLineId,
          skuId: byId.get(l.orderLineId)!.skuId,
          receivedQty: l.receivedQty,
          rejectedQty: l.rejectedQty,
          rejectReason: l.rejectedQty > 0 ? (l.rejectReason ?? null) : null,
          sns: (l.sns ?? []).map((s) => s.trim()),
          boxNo: l.boxNo || null,
        })),
      )
      .returning();
    for (const l of active)
      await tx
        .update(oLines)
        .set({ receivedQty: sql`${oLines.receivedQty} + ${l.receivedQty}`, rejectedQty: sql`${oLines.rejectedQty} + ${l.rejectedQty}` })
        .where(eq(oLines.id, l.orderLineId));
    const actor = await actorOf(tx, me.userId);
    const movements: Movement[] = inserted
      .filter((l) => l.receivedQty > 0)
      .map((l) => ({
        skuId: l.skuId,
        warehouseId: before.warehouseId,
        qty: l.receivedQty,
        kind: 'receipt',
        doc: { type: 'purchaseReceipt', id: receiptId, no, lineId: l.id },
        ...(l.sns.length > 0 ? { sns: l.sns, sn: { boxNo: l.boxNo ?? undefined, poLineId: l.orderLineId, receiptId } } : {}),
      }));
    await moveStock(tx, movements, actor, now);
    for (const l of inserted) {
      const sku = info.get(l.skuId);
      if (sku?.serialised && l.sns.length > 0)
        await registerDeviceSns(tx, { sns: l.sns, productId: sku.productId, productModelId: sku.productModelId, actor, note: `Purchase receipt ${no}`, now });
    }
    const after = await tx.select({ qty: oLines.qty, receivedQty: oLines.receivedQty }).from(oLines).where(eq(oLines.orderId, b.id));
    const o = await setStatus(tx, orders, b.id, receiptStatus(after), now);
    return { result: o, targetId: b.id, after: { receipt: no, lines: active.map((l) => ({ ...l, sns: l.sns?.length ?? 0 })) } };
  });
  return orderDetail(ctx.db, req, row);
}

// ---------------------------------------------------------------- purchase returns

type ReturnRow = typeof returns.$inferSelect;
const returnPage = definePage<TPurchaseReturnPageQuery>({
  table: returns,
  filters: {
    no: (v) => startsWith(returns.no, v),
    orderNo: (v) =>
      sql`${returns.orderId} in (select id from purchase_orders where lower(no) like ${`${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
    status: (v) => eq(returns.status, v),
  },
  sortable: { createTime: returns.createdAt, no: returns.no },
  defaultSort: [{ column: returns.createdAt, order: 'desc' }],
  tiebreak: returns.id,
});

async function presentReturns(db: DbOrTx, rows: ReturnRow[], req: FastifyRequest): Promise<TPurchaseReturn[]> {
  if (rows.length === 0) return [];
  const lang = requestLanguage(req);
  const ids = rows.map((r) => r.id);
  const os = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        rows.map((r) => r.orderId),
      ),
    );
  const byOrder = new Map(os.map((o) => [o.id, o]));
  const [totals, n, approvals] = await Promise.all([
    db
      .select({ returnId: retLines.returnId, qty: sql<number>`coalesce(sum(${retLines.qty}), 0)::int` })
      .from(retLines)
      .where(inArray(retLines.returnId, ids))
      .groupBy(retLines.returnId),
    names(
      db,
      os.map((o) => o.supplierId),
      os.map((o) => o.warehouseId),
    ),
    approvalsOf(db, PR, ids),
  ]);
  const qty = new Map(totals.map((t) => [t.returnId, t.qty]));
  const perms = caller(req).permissions;
  return rows.map((r) => {
    const o = byOrder.get(r.orderId);
    const status = r.status as PurchaseReturnStatus;
    return {
      id: r.id,
      no: r.no,
      orderId: r.orderId,
      orderNo: o?.no ?? '',
      supplierName: nameOf(o && n.suppliers.get(o.supplierId), lang),
      warehouseName: nameOf(o && n.warehouses.get(o.warehouseId), lang),
      reason: r.reason,
      status,
      totalQty: qty.get(r.id) ?? 0,
      creatorId: r.creatorId,
      creatorName: r.creatorName,
      createTime: r.createdAt.toISOString(),
      version: r.version,
      approval: approvals.get(r.id) ?? null,
      allowedActions: (status === 'draft' || status === 'rejected') && perms.has(R.submit.name) ? ['submit' as const] : [],
    };
  });
}

export async function purchaseReturnPage(ctx: AppContext, req: FastifyRequest, q: TPurchaseReturnPageQuery) {
  return returnPage.run(
    ctx.db,
    q,
    listRows(ctx.db, returns, (rows) => presentReturns(ctx.db, rows, req)),
  );
}

async function returnDetail(db: DbOrTx, req: FastifyRequest, row: ReturnRow): Promise<TPurchaseReturnDetail> {
  const lang = requestLanguage(req);
  const [head] = await presentReturns(db, [row], req);
  const ls = await db
    .select({ l: retLines, receiptNo: receipts.no })
    .from(retLines)
    .innerJoin(rLines, eq(rLines.id, retLines.receiptLineId))
    .innerJoin(receipts, eq(receipts.id, rLines.receiptId))
    .where(eq(retLines.returnId, row.id))
    .orderBy(asc(retLines.seq));
  const info = await skuInfo(
    db,
    ls.map((x) => x.l.skuId),
  );
  return {
    ...head!,
    lines: ls.map(({ l, receiptNo }) => ({
      id: l.id,
      receiptLineId: l.receiptLineId,
      receiptNo,
      skuId: l.skuId,
      skuCode: info.get(l.skuId)?.code ?? '',
      skuName: nameOf(info.get(l.skuId), lang),
      serialised: info.get(l.skuId)?.serialised ?? false,
      qty: l.qty,
      sns: l.sns,
    })),
  };
}

export async function purchaseReturnDetail(ctx: AppContext, req: FastifyRequest, id: number) {
  return returnDetail(ctx.db, req, await rowById(ctx.db, returns, id));
}

/** What an order may still return: each receipt line with what is left and the SNs of it still in the order's warehouse. */
export async function returnableOf(ctx: AppContext, req: FastifyRequest, orderId: number): Promise<TReturnable> {
  const [o] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  const order = found(o);
  const info = await skuInfo(
    ctx.db,
    (await ctx.db.select({ skuId: oLines.skuId }).from(oLines).where(eq(oLines.orderId, orderId))).map((r) => r.skuId),
  );
  const rs = await receiptsOf(ctx.db, orderId, info, requestLanguage(req));
  const lines = rs.flatMap((r) => r.lines.map((l) => ({ ...l, receiptNo: r.no, returnable: l.receivedQty - l.returnedQty, snsInStock: [] as string[] })));
  const allSns = lines.flatMap((l) => l.sns);
  if (allSns.length > 0) {
    const held = await ctx.db
      .select({ sn: stockSns.sn })
      .from(stockSns)
      .where(
        and(
          eq(stockSns.warehouseId, order.warehouseId),
          inArray(stockSns.status, ['inStock']),
          inArray(
            sql`lower(${stockSns.sn})`,
            allSns.map((s) => s.toLowerCase()),
          ),
        ),
      );
    const h = new Set(held.map((r) => r.sn.toLowerCase()));
    for (const l of lines) l.snsInStock = l.sns.filter((s) => h.has(s.toLowerCase()));
  }
  return { orderId, orderNo: order.no, lines: lines.filter((l) => l.receivedQty > 0) };
}

/** Quantities and SNs of a return against what its receipt lines still hold (78104, 78106, 1001). */
async function checkReturn(db: DbOrTx, b: TPurchaseReturnSave) {
  const [o] = await db.select().from(orders).where(eq(orders.id, b.orderId));
  if (!o) throw bad('orderId', 'no such order');
  const order = o;
  const ids = b.lines.map((l) => l.receiptLineId);
  const ls = await db
    .select({ l: rLines })
    .from(rLines)
    .innerJoin(receipts, eq(receipts.id, rLines.receiptId))
    .where(and(inArray(rLines.id, ids), eq(receipts.orderId, b.orderId)));
  const byId = new Map(ls.map((x) => [x.l.id, x.l]));
  const info = await skuInfo(
    db,
    ls.map((x) => x.l.skuId),
  );
  const seen = new Set<number>();
  b.lines.forEach((l, i) => {
    const rl = byId.get(l.receiptLineId);
    if (!rl) throw bad(`lines.${i}.receiptLineId`, 'no such receipt line');
    if (seen.has(l.receiptLineId)) throw bad(`lines.${i}.receiptLineId`, 'a receipt line appears twice');
    seen.add(l.receiptLineId);
    if (l.qty > rl.receivedQty - rl.returnedQty)
      throw new AppError(78104, {
        receiptLineId: rl.id,
        skuCode: info.get(rl.skuId)?.code ?? '',
        received: rl.receivedQty,
        returned: rl.returnedQty,
        requested: l.qty,
      });
    const sns = l.sns ?? [];
    if (info.get(rl.skuId)?.serialised) {
      if (sns.length !== l.qty) throw new AppError(78106, { errors: [{ field: `lines.${i}.sns`, message: 'as many serial numbers as the quantity' }] });
    } else if (sns.length > 0) throw bad(`lines.${i}.sns`, 'this SKU has no serial numbers');
  });
  // the SNs sent back must be in stock in the order's warehouse
  for (const l of b.lines) {
    const sns = l.sns ?? [];
    if (sns.length === 0) continue;
    const rl = byId.get(l.receiptLineId)!;
    const held = await db
      .select({ sn: stockSns.sn })
      .from(stockSns)
      .where(
        and(
          eq(stockSns.skuId, rl.skuId),
          eq(stockSns.warehouseId, order.warehouseId),
          eq(stockSns.status, 'inStock'),
          inArray(
            sql`lower(${stockSns.sn})`,
            sns.map((x) => x.trim().toLowerCase()),
          ),
        ),
      );
    const h = new Set(held.map((r) => r.sn.toLowerCase()));
    const missing = sns.filter((x) => !h.has(x.trim().toLowerCase()));
    if (missing.length > 0) throw new AppError(78102, { skuId: rl.skuId, warehouseId: order.warehouseId, sns: missing.slice(0, 50) });
  }
  return { order, byId };
}

export async function addPurchaseReturn(ctx: AppContext, req: FastifyRequest, b: TPurchaseReturnSave) {
  const me = caller(req);
  const { byId } = await checkReturn(ctx.db, b);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'addPurchaseReturn' }, async (tx) => {
    const { id, no } = await nextDocNo(tx, 'purchase_returns', 'PR', now);
    const [row] = await tx
      .insert(returns)
      .values({
        id,
        no,
        orderId: b.orderId,
        reason: b.reason,
        status: 'draft',
        creatorId: me.userId,
        creatorName: (me.username ?? '').slice(0, 64),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(retLines).values(
      b.lines.map((l, i) => ({
        returnId: id,
        seq: i + 1,
        receiptLineId: l.receiptLineId,
        skuId: byId.get(l.receiptLineId)!.skuId,
        qty: l.qty,
        sns: (l.sns ?? []).map((s) => s.trim()),
      })),
    );
    return { result: row!, targetId: id, after: { no, ...b } };
  });
  return returnDetail(ctx.db, req, row);
}

export async function submitPurchaseReturn(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'submitPurchaseReturn' }, async (tx) => {
    const before = await lockVersion(tx, returns, b.id, b.version);
    const status = before.status as PurchaseReturnStatus;
    if (status !== 'draft' && status !== 'rejected') throw notAllowed(status, 'submit', []);
    const [o] = await tx.select().from(orders).where(eq(orders.id, before.orderId));
    const title = `Purchase return ${before.no} (${o?.no ?? ''}): ${before.reason}`.slice(0, 200);
    const after = await submitDocument(tx, returns, PR, before, { title, submitterId: me.userId, warehouseIds: o ? [o.warehouseId] : [] }, now);
    return { result: after, targetId: b.id };
  });
  return returnDetail(ctx.db, req, row);
}

/** Registered at start: the engine's decisions on purchase orders and returns. */
export function registerPurchasingApprovals(ctx: AppContext) {
  registerApprovalDocument(PO, {
    async onDecided(tx, docId, outcome) {
      await lockForDecision(tx, orders, docId, outcome);
      await setStatus(tx, orders, docId, outcome === 'passed' ? 'toReceive' : 'rejected', new Date(ctx.clock.now()));
    },
  });
  registerApprovalDocument(PR, {
    async onDecided(tx, docId, outcome, by) {
      const doc = await lockForDecision(tx, returns, docId, outcome);
      const now = new Date(ctx.clock.now());
      if (outcome === 'rejected') {
        await setStatus(tx, returns, docId, 'rejected', now);
        return;
      }
      const ls = await tx.select().from(retLines).where(eq(retLines.returnId, docId)).orderBy(asc(retLines.seq));
      const [o] = await tx.select().from(orders).where(eq(orders.id, doc.orderId));
      // the receipt lines again, under lock: what was returned since the document was written counts
      const rls = await tx
        .select()
        .from(rLines)
        .where(
          inArray(
            rLines.id,
            ls.map((l) => l.receiptLineId),
          ),
        )
        .for('update');
      const byId = new Map(rls.map((r) => [r.id, r]));
      for (const l of ls) {
        const rl = byId.get(l.receiptLineId)!;
        if (l.qty > rl.receivedQty - rl.returnedQty)
          throw new AppError(78104, { receiptLineId: rl.id, received: rl.receivedQty, returned: rl.returnedQty, requested: l.qty });
        await tx
          .update(rLines)
          .set({ returnedQty: sql`${rLines.returnedQty} + ${l.qty}` })
          .where(eq(rLines.id, rl.id));
        await tx
          .update(oLines)
          .set({ returnedQty: sql`${oLines.returnedQty} + ${l.qty}` })
          .where(eq(oLines.id, rl.orderLineId));
      }
      await moveStock(
        tx,
        ls.map((l) => ({
          skuId: l.skuId,
          warehouseId: o!.warehouseId,
          qty: -l.qty,
          kind: 'purchaseReturn',
          doc: { type: PR, id: doc.id, no: doc.no, lineId: l.id },
          reason: doc.reason,
          ...(l.sns.length > 0 ? { sns: l.sns, sn: { status: 'returned' as const } } : {}),
        })),
        await actorOf(tx, by.userId),
        now,
      );
      await setStatus(tx, returns, docId, 'approved', now, { postedAt: now });
    },
  });
}

export const warehouseTypeName = (code: number) => WAREHOUSE_TYPES[code - 1] ?? 'own';
