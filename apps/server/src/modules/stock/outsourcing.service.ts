import {
  OUTSOURCING_TOLERANCE_PERCENT,
  type OutsourcingAction,
  type OutsourcingStatus,
  OUTSOURCING_PERMISSIONS as P,
  type TOutsourcing,
  type TOutsourcingDetail,
  type TOutsourcingIssue,
  type TOutsourcingPageQuery,
  type TOutsourcingReceive,
  type TOutsourcingSave,
  type TOutsourcingUpdate,
} from '@diagops/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { type ApprovalDocType, approvalsOf, documentChanged, registerApprovalDocument, withdrawApproval } from '../approvals';
import { supplierForOrder, supplierNamesView } from '../supply';
import {
  actionsFor,
  bad,
  bump,
  checkSkus,
  checkSns,
  checkWarehouse,
  dayFrom,
  dayTo,
  listRows,
  lockForAction,
  lockForDecision,
  nextDocNo,
  rowById,
  type StateActions,
  setStatus,
  skuLabel,
  submitDocument,
  warehouseNames,
} from './documents';
import { type Movement, moveStock, skuInfo } from './ledger';
import { outsourcingLines as lines, outsourcingOrders as orders, outsourcingReceipts as receipts } from './outsourcing.tables';
import { MODULE } from './special-stock.service';

const DOC: ApprovalDocType = 'outsourcing';
type OrderRow = typeof orders.$inferSelect;

/**
 * What each state allows, before permissions: edit and submit a draft or a rejected order, cancel
 * before issue (in approval too: its request is withdrawn), issue once approved, receive or close once issued.
 */
const BY_STATE: StateActions<OutsourcingStatus, OutsourcingAction> = {
  draft: ['edit', 'submit', 'cancel'],
  rejected: ['edit', 'submit', 'cancel'],
  applying: ['cancel'],
  approved: ['issue', 'cancel'],
  issued: ['receive', 'close'],
  partlyReceived: ['receive', 'close'],
  completed: [],
  closed: [],
  cancelled: [],
};
const actionsOf = (status: OutsourcingStatus, perms: Set<string>) => actionsFor(BY_STATE, status, P, perms);

/** Locks the order at the version the client saw and checks its state allows the action. */
const lockFor = (tx: Tx, req: FastifyRequest, id: number, version: number, action: OutsourcingAction) =>
  lockForAction(tx, orders, { id, version }, BY_STATE, action, (status) => actionsOf(status, caller(req).permissions));

const page = definePage<TOutsourcingPageQuery>({
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

async function present(db: DbOrTx, rows: OrderRow[], req: FastifyRequest): Promise<TOutsourcing[]> {
  if (rows.length === 0) return [];
  const lang = requestLanguage(req);
  const ids = rows.map((r) => r.id);
  const supplierIds = [...new Set(rows.map((r) => r.supplierId))];
  const [totals, warehouses, suppliers, approvals] = await Promise.all([
    db
      .select({
        orderId: lines.orderId,
        expected: sql<number>`coalesce(sum(${lines.qty}), 0)::int`,
        received: sql<number>`coalesce(sum(${lines.receivedQty}), 0)::int`,
      })
      .from(lines)
      .where(and(inArray(lines.orderId, ids), eq(lines.role, 'product')))
      .groupBy(lines.orderId),
    warehouseNames(
      db,
      rows.map((r) => r.warehouseId),
      lang,
    ),
    db.select().from(supplierNamesView).where(inArray(supplierNamesView.id, supplierIds)),
    approvalsOf(db, DOC, ids),
  ]);
  const byOrder = new Map(totals.map((t) => [t.orderId, t]));
  const supplierName = new Map(suppliers.map((s) => [s.id, lang === 'en-US' ? s.nameEn : s.nameZh]));
  const perms = caller(req).permissions;
  return rows.map((r) => ({
    id: r.id,
    no: r.no,
    supplierId: r.supplierId,
    supplierName: supplierName.get(r.supplierId) ?? '',
    warehouseId: r.warehouseId,
    warehouseName: warehouses.get(r.warehouseId) ?? '',
    expectedDate: r.expectedDate,
    remark: r.remark,
    status: r.status as OutsourcingStatus,
    expectedQty: byOrder.get(r.id)?.expected ?? 0,
    receivedQty: byOrder.get(r.id)?.received ?? 0,
    issuedAt: r.issuedAt?.toISOString() ?? null,
    closeReason: r.closeReason,
    creatorId: r.creatorId,
    creatorName: r.creatorName,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
    version: r.version,
    approval: approvals.get(r.id) ?? null,
    allowedActions: actionsOf(r.status as OutsourcingStatus, perms),
  }));
}

export async function outsourcingPage(ctx: AppContext, req: FastifyRequest, q: TOutsourcingPageQuery) {
  return page.run(
    ctx.db,
    q,
    listRows(ctx.db, orders, (rows) => present(ctx.db, rows, req)),
  );
}

async function detailOf(db: DbOrTx, req: FastifyRequest, row: OrderRow): Promise<TOutsourcingDetail> {
  const [head] = await present(db, [row], req);
  const ls = await db.select().from(lines).where(eq(lines.orderId, row.id)).orderBy(asc(lines.role), asc(lines.seq));
  const rs = await db.select().from(receipts).where(eq(receipts.orderId, row.id)).orderBy(asc(receipts.id));
  const info = await skuInfo(
    db,
    ls.map((l) => l.skuId),
  );
  const lang = requestLanguage(req);
  const line = (l: (typeof ls)[number]) => ({
    id: l.id,
    skuId: l.skuId,
    skuCode: info.get(l.skuId)?.code ?? '',
    skuName: skuLabel(info.get(l.skuId), lang),
    serialised: info.get(l.skuId)?.serialised ?? false,
    qty: l.qty,
    receivedQty: l.receivedQty,
    issuedSns: l.issuedSns,
  });
  const codeOfLine = new Map(ls.map((l) => [l.id, info.get(l.skuId)?.code ?? '']));
  return {
    ...head!,
    materials: ls.filter((l) => l.role === 'material').map(line),
    products: ls.filter((l) => l.role === 'product').map(line),
    receipts: rs.map((r) => ({
      id: r.id,
      lineId: r.lineId,
      skuCode: codeOfLine.get(r.lineId) ?? '',
      qty: r.qty,
      sns: r.sns,
      operatorName: r.operatorName,
      createTime: r.createdAt.toISOString(),
    })),
  };
}

export async function outsourcingDetail(ctx: AppContext, req: FastifyRequest, id: number) {
  return detailOf(ctx.db, req, await rowById(ctx.db, orders, id));
}

/** Supplier (enabled, else 73222), warehouse and SKUs of an order as sent (serialised material names its SNs when issued). */
async function checkOrder(db: DbOrTx, b: TOutsourcingSave) {
  await supplierForOrder(db, b.supplierId);
  await checkWarehouse(db, b.warehouseId);
  await checkSkus(db, [
    ...b.materials.map((l, i) => ({ field: `materials.${i}.skuId`, skuId: l.skuId })),
    ...b.products.map((l, i) => ({ field: `products.${i}.skuId`, skuId: l.skuId })),
  ]);
  const twice = (ls: Array<{ skuId: number }>, field: string) =>
    ls.forEach((l, i) => {
      if (ls.findIndex((o) => o.skuId === l.skuId) !== i) throw bad(`${field}.${i}.skuId`, 'this SKU is on another line');
    });
  twice(b.materials, 'materials');
  twice(b.products, 'products');
}

async function writeLines(tx: Tx, orderId: number, b: TOutsourcingSave) {
  await tx.delete(lines).where(eq(lines.orderId, orderId));
  await tx
    .insert(lines)
    .values([
      ...b.materials.map((l, i) => ({ orderId, role: 'material', seq: i + 1, skuId: l.skuId, qty: l.qty })),
      ...b.products.map((l, i) => ({ orderId, role: 'product', seq: i + 1, skuId: l.skuId, qty: l.qty })),
    ]);
}

export async function addOutsourcing(ctx: AppContext, req: FastifyRequest, b: TOutsourcingSave) {
  const me = caller(req);
  await checkOrder(ctx.db, b);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'addOutsourcing' }, async (tx) => {
    const { id, no } = await nextDocNo(tx, 'outsourcing_orders', 'OS', now);
    const [row] = await tx
      .insert(orders)
      .values({
        id,
        no,
        supplierId: b.supplierId,
        warehouseId: b.warehouseId,
        expectedDate: b.expectedDate,
        remark: b.remark ?? null,
        status: 'draft',
        creatorId: me.userId,
        creatorName: me.username,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeLines(tx, id, b);
    return { result: row!, targetId: id, after: { no, ...b } };
  });
  return detailOf(ctx.db, req, row);
}

export async function updateOutsourcing(ctx: AppContext, req: FastifyRequest, b: TOutsourcingUpdate) {
  const me = caller(req);
  const { id, version, ...body } = b;
  await checkOrder(ctx.db, body);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'editOutsourcing' }, async (tx) => {
    const before = await lockFor(tx, req, id, version, 'edit');
    const [after] = await tx
      .update(orders)
      .set({ supplierId: body.supplierId, warehouseId: body.warehouseId, expectedDate: body.expectedDate, remark: body.remark ?? null, ...bump(orders, now) })
      .where(eq(orders.id, id))
      .returning();
    await writeLines(tx, id, body);
    if (before.status === 'rejected') await documentChanged(tx, DOC, id, after!.version, me.userId, now);
    return { result: after!, targetId: id, before, after: body };
  });
  return detailOf(ctx.db, req, row);
}

export async function submitOutsourcing(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'submitOutsourcing' }, async (tx) => {
    const before = await lockFor(tx, req, b.id, b.version, 'submit');
    const supplier = await supplierForOrder(tx, before.supplierId);
    const title = `Outsourcing ${before.no}: ${supplier.code}`;
    const after = await submitDocument(tx, orders, DOC, before, { title, submitterId: me.userId, warehouseIds: [before.warehouseId] }, now);
    return { result: after, targetId: b.id };
  });
  return detailOf(ctx.db, req, row);
}

/**
 * Issues every material line out of the warehouse to the supplier (one action; below zero → 78101,
 * nothing issued). A serialised line names its SNs: as many as its quantity (78106), held in the
 * order's warehouse (78102); they leave the ledger `issued`.
 */
export async function issueOutsourcing(ctx: AppContext, req: FastifyRequest, b: TOutsourcingIssue) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'issueOutsourcing' }, async (tx) => {
    const order = await lockFor(tx, req, b.id, b.version, 'issue');
    const ls = await tx
      .select()
      .from(lines)
      .where(and(eq(lines.orderId, order.id), eq(lines.role, 'material')))
      .orderBy(asc(lines.seq));
    const given = b.lines ?? [];
    given.forEach((g, i) => {
      if (!ls.some((l) => l.id === g.lineId)) throw bad(`lines.${i}.lineId`, 'not a material line of this order');
      if (given.findIndex((o) => o.lineId === g.lineId) !== i) throw bad(`lines.${i}.lineId`, 'a line appears twice');
    });
    const info = await skuInfo(
      tx,
      ls.map((l) => l.skuId),
    );
    const seen = new Set<string>();
    const movements: Movement[] = [];
    for (const l of ls) {
      const i = given.findIndex((g) => g.lineId === l.id);
      const sns = checkSns(i >= 0 ? `lines.${i}.sns` : 'lines', info.get(l.skuId)?.serialised ?? false, l.qty, given[i]?.sns, seen);
      const doc = { type: DOC, id: order.id, no: order.no, lineId: l.id };
      movements.push({ skuId: l.skuId, warehouseId: order.warehouseId, qty: -l.qty, kind: 'outsourceIssue', doc, ...(sns.length > 0 ? { sns } : {}) });
      if (sns.length > 0) await tx.update(lines).set({ issuedSns: sns }).where(eq(lines.id, l.id));
    }
    await moveStock(tx, movements, { userId: me.userId, name: me.username }, now);
    const after = await setStatus(tx, orders, order.id, 'issued', now, { issuedAt: now });
    return { result: after, targetId: order.id };
  });
  return detailOf(ctx.db, req, row);
}

/**
 * A receipt of finished goods (partial allowed): each line's total stays within expected × (1 + 5%)
 * (78103 otherwise), serialised SKUs with their SNs; completed once every finished line has its quantity.
 */
export async function receiveOutsourcing(ctx: AppContext, req: FastifyRequest, b: TOutsourcingReceive) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'receiveOutsourcing' }, async (tx) => {
    const order = await lockFor(tx, req, b.id, b.version, 'receive');
    const ls = await tx
      .select()
      .from(lines)
      .where(and(eq(lines.orderId, order.id), eq(lines.role, 'product')));
    const byId = new Map(ls.map((l) => [l.id, l]));
    const info = await skuInfo(
      tx,
      ls.map((l) => l.skuId),
    );
    const adding = new Map<number, number>();
    b.lines.forEach((r, i) => {
      const line = byId.get(r.lineId);
      if (!line) throw bad(`lines.${i}.lineId`, 'not a finished line of this order');
      const total = line.receivedQty + (adding.get(r.lineId) ?? 0) + r.qty;
      if (total * 100 > line.qty * (100 + OUTSOURCING_TOLERANCE_PERCENT))
        throw new AppError(78103, { errors: [{ field: `lines.${i}.qty`, message: 'more than expected beyond the tolerance' }] });
      adding.set(r.lineId, total - line.receivedQty);
      const sns = r.sns ?? [];
      if (info.get(line.skuId)?.serialised) {
        if (sns.length !== r.qty) throw new AppError(78106, { errors: [{ field: `lines.${i}.sns`, message: 'as many serial numbers as the quantity' }] });
      } else if (sns.length > 0) throw bad(`lines.${i}.sns`, 'this SKU has no serial numbers');
    });
    const movements: Movement[] = b.lines.map((r) => {
      const line = byId.get(r.lineId)!;
      const sns = r.sns ?? [];
      return {
        skuId: line.skuId,
        warehouseId: order.warehouseId,
        qty: r.qty,
        kind: 'outsourceReceipt',
        doc: { type: DOC, id: order.id, no: order.no, lineId: line.id },
        ...(sns.length > 0 ? { sns, sn: { status: 'inStock' } } : {}),
      };
    });
    await moveStock(tx, movements, { userId: me.userId, name: me.username }, now);
    await tx.insert(receipts).values(
      b.lines.map((r) => ({
        orderId: order.id,
        lineId: r.lineId,
        qty: r.qty,
        sns: r.sns ?? [],
        operatorId: me.userId,
        operatorName: me.username,
        createdAt: now,
      })),
    );
    for (const [lineId, qty] of adding) {
      await tx
        .update(lines)
        .set({ receivedQty: sql`${lines.receivedQty} + ${qty}` })
        .where(eq(lines.id, lineId));
    }
    const complete = ls.every((l) => l.receivedQty + (adding.get(l.id) ?? 0) >= l.qty);
    const after = await setStatus(tx, orders, order.id, complete ? 'completed' : 'partlyReceived', now);
    return { result: after, targetId: order.id, after: b.lines };
  });
  return detailOf(ctx.db, req, row);
}

/** Closes an issued order by hand (what was not received stays with the supplier), or cancels one not yet issued (one in approval withdraws its request). */
export async function endOutsourcing(
  ctx: AppContext,
  req: FastifyRequest,
  action: 'close' | 'cancel',
  b: { id: number; version: number; reason?: string | undefined },
) {
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: action === 'close' ? 'closeOutsourcing' : 'cancelOutsourcing' }, async (tx) => {
    const order = await lockFor(tx, req, b.id, b.version, action);
    const after = await setStatus(tx, orders, order.id, action === 'close' ? 'closed' : 'cancelled', now, { closeReason: b.reason?.trim() || null });
    if (order.status === 'applying') await withdrawApproval(tx, DOC, order.id, caller(req).userId, now);
    return { result: after, targetId: order.id, before: { status: order.status }, after: { status: after.status, reason: b.reason } };
  });
  return detailOf(ctx.db, req, row);
}

/** The engine's decision inside the approving transaction: approved (material may be issued) or rejected (editable again). */
export function registerOutsourcingApproval(ctx: AppContext) {
  registerApprovalDocument(DOC, {
    async onDecided(tx, docId, outcome) {
      await lockForDecision(tx, orders, docId, outcome);
      await setStatus(tx, orders, docId, outcome === 'passed' ? 'approved' : 'rejected', new Date(ctx.clock.now()));
    },
  });
}
