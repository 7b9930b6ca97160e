import {
  SHIPMENT_PLAN_PERMISSIONS as P,
  type ShipmentPlanAction,
  type ShipmentPlanStatus,
  type ShipmentTargetKind,
  type TShipmentOption,
  type TShipmentPlan,
  type TShipmentPlanDetail,
  type TShipmentPlanPageQuery,
  type TShipmentPlanSave,
  type TShipmentPlanShip,
  type TShipmentPlanUpdate,
} from '@diagops/contracts';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { type ApprovalDocType, approvalsOf, documentChanged, registerApprovalDocument, withdrawApproval } from '../approvals';
import { allocateFromFactory, dealerNamesByIds, liveDealer, liveDealerOptions } from '../dealers';
import { deviceIdsBySns } from '../devices';
import { skuNamesView } from '../skus';
import { channelNamesView, listChannels, liveChannel, warehouseById, warehouseNamesView } from '../supply';
import { findUserById } from '../users';
import { actionsFor, bad, bump, listRows, lockForAction, lockForDecision, nextDocNo, rowById, type StateActions, setStatus, submitDocument } from './documents';
import { type Movement, moveStock, skuInfo } from './ledger';
import { stockSns } from './ledger.tables';
import { purchaseOrderLines, purchaseOrders } from './purchasing.tables';
import { shipmentPlanLines as lines, shipmentPlans as plans } from './shipments.tables';

const MODULE = 'stock';
const DOC: ApprovalDocType = 'shipmentPlan';

type PlanRow = typeof plans.$inferSelect;
/** What each state allows, before permissions: edit and submit a draft or rejected plan, ship an approved one, cancel any not shipped. */
const BY_STATE: StateActions<ShipmentPlanStatus, ShipmentPlanAction> = {
  draft: ['edit', 'submit', 'cancel'],
  rejected: ['edit', 'submit', 'cancel'],
  applying: ['cancel'],
  approved: ['ship', 'cancel'],
  shipped: [],
  cancelled: [],
};
const actionsOf = (status: ShipmentPlanStatus, perms: Set<string>) => actionsFor(BY_STATE, status, P, perms);
const lockFor = (tx: Tx, req: FastifyRequest, b: { id: number; version: number }, action: ShipmentPlanAction) =>
  lockForAction(tx, plans, b, BY_STATE, action, (status) => actionsOf(status, caller(req).permissions));

const page = definePage<TShipmentPlanPageQuery>({
  table: plans,
  filters: {
    no: (v) => startsWith(plans.no, v),
    status: (v) => eq(plans.status, v),
    warehouseId: (v) => eq(plans.warehouseId, v),
    targetKind: (v) => eq(plans.targetKind, v),
    targetId: (v) => sql`coalesce(${plans.dealerId}, ${plans.channelId}) = ${v}`,
    plannedFrom: (v) => gte(plans.plannedDate, v),
    plannedTo: (v) => lte(plans.plannedDate, v),
  },
  sortable: { createTime: plans.createdAt, no: plans.no, plannedDate: plans.plannedDate },
  defaultSort: [{ column: plans.createdAt, order: 'desc' }],
  tiebreak: plans.id,
});

async function present(db: DbOrTx, rows: PlanRow[], req: FastifyRequest): Promise<TShipmentPlan[]> {
  if (rows.length === 0) return [];
  const lang = requestLanguage(req);
  const pick = (r: { nameZh: string; nameEn: string }) => (lang === 'en-US' ? r.nameEn : r.nameZh);
  const ids = rows.map((r) => r.id);
  const whIds = [...new Set(rows.map((r) => r.warehouseId))];
  const dealerIds = rows.flatMap((r) => (r.dealerId ? [r.dealerId] : []));
  const channelIds = [...new Set(rows.flatMap((r) => (r.channelId ? [r.channelId] : [])))];
  const [totals, whs, dealerNames, chans, approvals] = await Promise.all([
    db
      .select({ planId: lines.planId, n: sql<number>`count(*)::int`, qty: sql<number>`coalesce(sum(${lines.qty}), 0)::int` })
      .from(lines)
      .where(inArray(lines.planId, ids))
      .groupBy(lines.planId),
    db.select().from(warehouseNamesView).where(inArray(warehouseNamesView.id, whIds)),
    dealerNamesByIds(db, dealerIds),
    channelIds.length ? db.select().from(channelNamesView).where(inArray(channelNamesView.id, channelIds)) : Promise.resolve([]),
    approvalsOf(db, DOC, ids),
  ]);
  const byPlan = new Map(totals.map((t) => [t.planId, t]));
  const whName = new Map(whs.map((w) => [w.id, pick(w)]));
  const chName = new Map(chans.map((c) => [c.id, pick(c)]));
  const perms = caller(req).permissions;
  return rows.map((r) => ({
    id: r.id,
    no: r.no,
    warehouseId: r.warehouseId,
    warehouseName: whName.get(r.warehouseId) ?? '',
    targetKind: r.targetKind as ShipmentTargetKind,
    targetId: (r.dealerId ?? r.channelId)!,
    targetName: (r.dealerId ? dealerNames.get(r.dealerId) : chName.get(r.channelId!)) ?? '',
    plannedDate: r.plannedDate,
    remark: r.remark,
    status: r.status as ShipmentPlanStatus,
    lineCount: byPlan.get(r.id)?.n ?? 0,
    totalQty: byPlan.get(r.id)?.qty ?? 0,
    creatorId: r.creatorId,
    creatorName: r.creatorName,
    shippedAt: r.shippedAt?.toISOString() ?? null,
    shippedBy: r.shippedBy,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
    version: r.version,
    approval: approvals.get(r.id) ?? null,
    allowedActions: actionsOf(r.status as ShipmentPlanStatus, perms),
  }));
}

export async function shipmentPlanPage(ctx: AppContext, req: FastifyRequest, q: TShipmentPlanPageQuery) {
  return page.run(
    ctx.db,
    q,
    listRows(ctx.db, plans, (rows) => present(ctx.db, rows, req)),
  );
}

async function detailOf(db: DbOrTx, req: FastifyRequest, row: PlanRow): Promise<TShipmentPlanDetail> {
  const [head] = await present(db, [row], req);
  const ls = await db.select().from(lines).where(eq(lines.planId, row.id)).orderBy(asc(lines.seq));
  const info = await skuInfo(
    db,
    ls.map((l) => l.skuId),
  );
  const lang = requestLanguage(req);
  return {
    ...head!,
    lines: ls.map((l) => {
      const s = info.get(l.skuId);
      return {
        id: l.id,
        skuId: l.skuId,
        skuCode: s?.code ?? '',
        skuName: s ? (lang === 'en-US' ? s.nameEn : s.nameZh) : '',
        serialised: s?.serialised ?? false,
        qty: l.qty,
        sns: l.sns,
      };
    }),
  };
}

export async function shipmentPlanDetail(ctx: AppContext, req: FastifyRequest, id: number) {
  return detailOf(ctx.db, req, await rowById(ctx.db, plans, id));
}

/** Warehouse, target and SKUs of a plan as sent (nothing written yet). */
async function checkPlan(db: DbOrTx, b: TShipmentPlanSave) {
  if (!(await warehouseById(db, b.warehouseId))) throw bad('warehouseId', 'no such warehouse');
  if (b.targetKind === 'dealer') {
    const d = await liveDealer(db, b.targetId);
    if (!d) throw new AppError(73216);
    if (!d.enabled) throw bad('targetId', 'the dealer is disabled');
  } else if (!(await liveChannel(db, { id: b.targetId }))) throw bad('targetId', 'no such channel');
  const info = await skuInfo(db, [...new Set(b.lines.map((l) => l.skuId))]);
  b.lines.forEach((l, i) => {
    if (!info.has(l.skuId)) throw bad(`lines.${i}.skuId`, 'no such SKU');
  });
}

async function writeLines(tx: Tx, planId: number, b: TShipmentPlanSave) {
  await tx.delete(lines).where(eq(lines.planId, planId));
  await tx.insert(lines).values(b.lines.map((l, i) => ({ planId, seq: i + 1, skuId: l.skuId, qty: l.qty, sns: [] })));
}

const targetCols = (b: TShipmentPlanSave) =>
  b.targetKind === 'dealer'
    ? { targetKind: b.targetKind, dealerId: b.targetId, channelId: null }
    : { targetKind: b.targetKind, dealerId: null, channelId: b.targetId };

export async function addShipmentPlan(ctx: AppContext, req: FastifyRequest, b: TShipmentPlanSave) {
  const me = caller(req);
  await checkPlan(ctx.db, b);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'addShipmentPlan' }, async (tx) => {
    const { id, no } = await nextDocNo(tx, 'shipment_plans', 'SP', now);
    const [row] = await tx
      .insert(plans)
      .values({
        id,
        no,
        warehouseId: b.warehouseId,
        ...targetCols(b),
        plannedDate: b.plannedDate,
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

export async function updateShipmentPlan(ctx: AppContext, req: FastifyRequest, b: TShipmentPlanUpdate) {
  const me = caller(req);
  const { id, version, ...body } = b;
  await checkPlan(ctx.db, body);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'editShipmentPlan' }, async (tx) => {
    const before = await lockFor(tx, req, { id, version }, 'edit');
    const status = before.status as ShipmentPlanStatus;
    const [after] = await tx
      .update(plans)
      .set({ warehouseId: body.warehouseId, ...targetCols(body), plannedDate: body.plannedDate, remark: body.remark ?? null, ...bump(plans, now) })
      .where(eq(plans.id, id))
      .returning();
    await writeLines(tx, id, body);
    // a plan that went through approval before: its approvals start again from the first step
    if (status === 'rejected') await documentChanged(tx, DOC, id, after!.version, me.userId, now);
    return { result: after!, targetId: id, before, after: body };
  });
  return detailOf(ctx.db, req, row);
}

export async function submitShipmentPlan(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'submitShipmentPlan' }, async (tx) => {
    const before = await lockFor(tx, req, b, 'submit');
    const after = await submitDocument(
      tx,
      plans,
      DOC,
      before,
      {
        title: `Shipment plan ${before.no} (${before.plannedDate})`,
        submitterId: me.userId,
        warehouseIds: [before.warehouseId],
        ...(before.channelId ? { channelId: before.channelId } : {}),
      },
      now,
    );
    return { result: after, targetId: b.id };
  });
  return detailOf(ctx.db, req, row);
}

/** Cancels a plan not shipped yet; one in approval withdraws its request (it leaves the approvers' inbox). */
export async function cancelShipmentPlan(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'cancelShipmentPlan' }, async (tx) => {
    const before = await lockFor(tx, req, b, 'cancel');
    const after = await setStatus(tx, plans, b.id, 'cancelled', now);
    if (before.status === 'applying') await withdrawApproval(tx, DOC, b.id, me.userId, now);
    return { result: after, targetId: b.id, before, after };
  });
  return detailOf(ctx.db, req, row);
}

/** The supplier each SN was bought from (its purchase-order line's order); SNs bought from none map to null. */
async function suppliersOfSns(tx: DbOrTx, sns: string[]): Promise<Map<number | null, string[]>> {
  const rows = await tx
    .select({ sn: stockSns.sn, supplierId: purchaseOrders.supplierId })
    .from(stockSns)
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.id, stockSns.poLineId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
    .where(inArray(stockSns.sn, sns));
  const bySn = new Map(rows.map((r) => [r.sn, r.supplierId ?? null]));
  const out = new Map<number | null, string[]>();
  for (const sn of sns) {
    const k = bySn.get(sn) ?? null;
    out.set(k, [...(out.get(k) ?? []), sn]);
  }
  return out;
}

/**
 * Ships an approved plan in one transaction: every line leaves the warehouse on the ledger
 * (below zero 78101; serialised lines with as many SNs as the quantity 78106, each in stock in
 * that warehouse 78102) and its SNs become `shipped`; to a dealer, the devices are handed to the
 * dealer with one factory allocation record per supplier they were bought from.
 */
export async function shipShipmentPlan(ctx: AppContext, req: FastifyRequest, b: TShipmentPlanShip) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'shipShipmentPlan' }, async (tx) => {
    const before = await lockFor(tx, req, b, 'ship');
    const ls = await tx.select().from(lines).where(eq(lines.planId, b.id)).orderBy(asc(lines.seq));
    const info = await skuInfo(
      tx,
      ls.map((l) => l.skuId),
    );
    const given = new Map(b.lines.map((l) => [l.lineId, [...new Set(l.sns.map((s) => s.trim()).filter(Boolean))]]));
    for (const id of given.keys()) if (!ls.some((l) => l.id === id)) throw bad('lines', 'no such line');
    const seen = new Set<string>();
    const snsOf = new Map<number, string[]>();
    ls.forEach((l, i) => {
      const sns = given.get(l.id) ?? [];
      if (!info.get(l.skuId)?.serialised) {
        if (sns.length > 0) throw bad(`lines.${i}.sns`, 'this SKU has no serial numbers');
        return;
      }
      if (sns.length !== l.qty) throw new AppError(78106, { errors: [{ field: `lines.${i}.sns`, message: 'as many serial numbers as the quantity' }] });
      for (const sn of sns) {
        if (seen.has(sn)) throw bad(`lines.${i}.sns`, 'a serial number appears twice');
        seen.add(sn);
      }
      snsOf.set(l.id, sns);
    });
    const allSns = [...seen];
    if (before.targetKind === 'dealer' && allSns.length > 0) {
      // a dealer holds registered devices: an SN without a device row cannot be handed over
      const known = await deviceIdsBySns(tx, allSns);
      const missing = allSns.filter((sn) => !known.has(sn));
      if (missing.length > 0) throw new AppError(1001, { errors: [{ field: 'sns', message: 'no device is registered with this SN' }], sns: missing });
    }
    const kind = before.targetKind === 'dealer' ? 'dealerShipment' : 'channelShipment';
    const movements: Movement[] = ls.map((l) => {
      const sns = snsOf.get(l.id);
      return {
        skuId: l.skuId,
        warehouseId: before.warehouseId,
        qty: -l.qty,
        kind,
        doc: { type: DOC, id: before.id, no: before.no, lineId: l.id },
        ...(sns ? { sns, sn: { status: 'shipped', ...(before.dealerId ? { dealerId: before.dealerId } : {}) } } : {}),
      };
    });
    const u = await findUserById(tx, me.userId);
    const operator = u?.realName || u?.username || me.username;
    await moveStock(tx, movements, { userId: me.userId, name: operator }, now);
    for (const l of ls) {
      const sns = snsOf.get(l.id);
      if (sns) await tx.update(lines).set({ sns }).where(eq(lines.id, l.id));
    }
    if (before.dealerId && allSns.length > 0) {
      for (const [providerId, sns] of await suppliersOfSns(tx, allSns)) {
        await allocateFromFactory(tx, {
          toDealerId: before.dealerId,
          providerId,
          sns,
          operator: { id: me.userId, name: me.username },
          at: now,
          remark: before.no,
        });
      }
    }
    const after = await setStatus(tx, plans, b.id, 'shipped', now, { shippedAt: now, shippedBy: operator });
    return { result: after, targetId: b.id, before, after: { status: 'shipped', sns: allSns } };
  });
  return detailOf(ctx.db, req, row);
}

/** The approval engine's decision, inside the approving transaction: passed → approved, rejected → rejected (editable). */
export function registerShipmentPlanApproval(ctx: AppContext) {
  registerApprovalDocument(DOC, {
    async onDecided(tx, docId, outcome) {
      await lockForDecision(tx, plans, docId, outcome);
      await setStatus(tx, plans, docId, outcome === 'passed' ? 'approved' : 'rejected', new Date(ctx.clock.now()));
    },
  });
}

/** The form's pickers in the caller's language: dealers (live, enabled), channels (enabled), SKUs (live), by prefix or ids. */
export async function shipmentOptions(
  db: DbOrTx,
  req: FastifyRequest,
  q: { kind: 'dealer' | 'channel' | 'sku'; keyword?: string | undefined; ids?: string | undefined },
): Promise<TShipmentOption[]> {
  const ids = q.ids ? q.ids.split(',').map(Number) : [];
  const kw = q.keyword?.toLowerCase();
  const en = requestLanguage(req) === 'en-US';
  if (q.kind === 'dealer') return liveDealerOptions(db, q.keyword, ids);
  if (q.kind === 'channel') {
    const rows = await listChannels(db);
    return rows
      .filter((c) =>
        ids.length
          ? ids.includes(c.id)
          : !kw || c.code.toLowerCase().startsWith(kw) || c.nameZh.toLowerCase().startsWith(kw) || c.nameEn.toLowerCase().startsWith(kw),
      )
      .slice(0, 50)
      .map((c) => ({ id: c.id, code: c.code, name: en ? c.nameEn : c.nameZh }));
  }
  const conds = [eq(skuNamesView.delFlag, false)];
  if (ids.length) conds.push(inArray(skuNamesView.id, ids));
  else if (kw) conds.push(or(startsWith(skuNamesView.skuCode, kw), startsWith(skuNamesView.nameZh, kw), startsWith(skuNamesView.nameEn, kw))!);
  const rows = await db
    .select()
    .from(skuNamesView)
    .where(and(...conds))
    .orderBy(asc(skuNamesView.skuCode))
    .limit(50);
  return rows.map((r) => ({ id: r.id, code: r.skuCode, name: en ? r.nameEn : r.nameZh, serialised: r.serialised }));
}
