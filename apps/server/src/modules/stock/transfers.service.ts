import {
  TRANSFER_PLAN_PERMISSIONS as P,
  type TransferPlanAction,
  type TransferPlanStatus,
  type TTransferPlan,
  type TTransferPlanArrive,
  type TTransferPlanDetail,
  type TTransferPlanPageQuery,
  type TTransferPlanSave,
  type TTransferPlanShip,
  type TTransferPlanUpdate,
  type TTransferPlanWriteOff,
} from '@diagops/contracts';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { mutate } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { type ApprovalDocType, approvalsOf, documentChanged, registerApprovalDocument, withdrawApproval } from '../approvals';
import { skuNamesView } from '../skus';
import { ensureTransitWarehouse, warehouseById } from '../supply';
import {
  actionsFor,
  bad,
  bump,
  checkSns,
  dayFrom,
  dayTo,
  listRows,
  lockForAction,
  lockForDecision,
  nextDocNo,
  rowById,
  type StateActions,
  setStatus,
  submitDocument,
  warehouseNames,
} from './documents';
import { type Movement, moveStock, skuInfo } from './ledger';
import { transferPlanLines as lines, transferPlans as plans } from './transfers.tables';

const MODULE = 'stock';
const DOC: ApprovalDocType = 'transferPlan';

// ---------------------------------------------------------------- transfer plans

type PlanRow = typeof plans.$inferSelect;
type LineRow = typeof lines.$inferSelect;

/** What each state allows, before permissions: edited and cancelled until shipped, submitted from draft or rejected, shipped once approved, then arrived or written off. */
const BY_STATE: StateActions<TransferPlanStatus, TransferPlanAction> = {
  draft: ['edit', 'submit', 'cancel'],
  applying: ['edit', 'cancel'],
  rejected: ['edit', 'submit', 'cancel'],
  approved: ['edit', 'ship', 'cancel'],
  shipped: ['arrive', 'writeOff'],
  partlyArrived: ['arrive', 'writeOff'],
  arrived: [],
  closed: [],
  cancelled: [],
};
const PERMISSION_OF = { edit: P.edit, submit: P.submit, ship: P.ship, arrive: P.receive, writeOff: P.writeoff, cancel: P.cancel };
const actionsOf = (status: TransferPlanStatus, perms: Set<string>) => actionsFor(BY_STATE, status, PERMISSION_OF, perms);
/** Locks the plan at the version the client saw; 1017 names what its state allows (whatever the caller's permissions). */
const lockFor = (tx: Tx, b: { id: number; version: number }, action: TransferPlanAction) =>
  lockForAction(tx, plans, b, BY_STATE, action, (status) => [...BY_STATE[status]]);

const inTransitOf = (l: LineRow) => l.shippedQty - l.arrivedQty - l.writtenOffQty;
const inTransitSnsOf = (l: LineRow) => {
  const gone = new Set([...l.arrivedSns, ...l.writtenOffSns]);
  return l.shippedSns.filter((s) => !gone.has(s));
};

const page = definePage<TTransferPlanPageQuery>({
  table: plans,
  filters: {
    no: (v) => startsWith(plans.no, v),
    status: (v) => eq(plans.status, v),
    fromWarehouseId: (v) => eq(plans.fromWarehouseId, v),
    toWarehouseId: (v) => eq(plans.toWarehouseId, v),
    plannedFrom: (v) => gte(plans.plannedShipDate, v),
    plannedTo: (v) => sql`${plans.plannedShipDate} <= ${v}`,
    createdFrom: (v) => dayFrom(plans.createdAt, v),
    createdTo: (v) => dayTo(plans.createdAt, v),
  },
  sortable: { createTime: plans.createdAt, no: plans.no, plannedShipDate: plans.plannedShipDate },
  defaultSort: [{ column: plans.createdAt, order: 'desc' }],
  tiebreak: plans.id,
});

async function present(db: DbOrTx, rows: PlanRow[], req: FastifyRequest): Promise<TTransferPlan[]> {
  if (rows.length === 0) return [];
  const lang = requestLanguage(req);
  const ids = rows.map((r) => r.id);
  const [totals, names, approvals] = await Promise.all([
    db
      .select({
        planId: lines.planId,
        n: sql<number>`count(*)::int`,
        qty: sql<number>`coalesce(sum(${lines.qty}), 0)::int`,
        shipped: sql<number>`coalesce(sum(${lines.shippedQty}), 0)::int`,
        arrived: sql<number>`coalesce(sum(${lines.arrivedQty}), 0)::int`,
        writtenOff: sql<number>`coalesce(sum(${lines.writtenOffQty}), 0)::int`,
      })
      .from(lines)
      .where(inArray(lines.planId, ids))
      .groupBy(lines.planId),
    warehouseNames(
      db,
      rows.flatMap((r) => [r.fromWarehouseId, r.toWarehouseId]),
      lang,
    ),
    approvalsOf(db, DOC, ids),
  ]);
  const byPlan = new Map(totals.map((t) => [t.planId, t]));
  const perms = caller(req).permissions;
  return rows.map((r) => {
    const t = byPlan.get(r.id);
    return {
      id: r.id,
      no: r.no,
      fromWarehouseId: r.fromWarehouseId,
      fromWarehouseName: names.get(r.fromWarehouseId) ?? '',
      toWarehouseId: r.toWarehouseId,
      toWarehouseName: names.get(r.toWarehouseId) ?? '',
      transitWarehouseId: r.transitWarehouseId,
      plannedShipDate: r.plannedShipDate,
      remark: r.remark,
      status: r.status as TransferPlanStatus,
      cancelReason: r.cancelReason,
      lineCount: t?.n ?? 0,
      plannedQty: t?.qty ?? 0,
      shippedQty: t?.shipped ?? 0,
      arrivedQty: t?.arrived ?? 0,
      writtenOffQty: t?.writtenOff ?? 0,
      inTransitQty: (t?.shipped ?? 0) - (t?.arrived ?? 0) - (t?.writtenOff ?? 0),
      creatorId: r.creatorId,
      creatorName: r.creatorName,
      shippedAt: r.shippedAt?.toISOString() ?? null,
      createTime: r.createdAt.toISOString(),
      updateTime: r.updatedAt.toISOString(),
      version: r.version,
      approval: approvals.get(r.id) ?? null,
      allowedActions: actionsOf(r.status as TransferPlanStatus, perms),
    };
  });
}

export async function transferPlanPage(ctx: AppContext, req: FastifyRequest, q: TTransferPlanPageQuery) {
  return page.run(
    ctx.db,
    q,
    listRows(ctx.db, plans, (rows) => present(ctx.db, rows, req)),
  );
}

async function detailOf(db: DbOrTx, req: FastifyRequest, row: PlanRow): Promise<TTransferPlanDetail> {
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
      const sku = info.get(l.skuId);
      return {
        id: l.id,
        skuId: l.skuId,
        skuCode: sku?.code ?? '',
        skuName: sku ? (lang === 'en-US' ? sku.nameEn : sku.nameZh) : '',
        serialised: sku?.serialised ?? false,
        plannedQty: l.qty,
        shippedQty: l.shippedQty,
        arrivedQty: l.arrivedQty,
        writtenOffQty: l.writtenOffQty,
        inTransitQty: inTransitOf(l),
        inTransitSns: inTransitSnsOf(l),
        shippedSns: l.shippedSns,
        writeOffReasons: l.writeOffReasons,
      };
    }),
  };
}

export async function transferPlanDetail(ctx: AppContext, req: FastifyRequest, id: number) {
  return detailOf(ctx.db, req, await rowById(ctx.db, plans, id));
}

/** Two different live warehouses, neither the in-transit one, and SKUs that exist. */
async function checkPlan(db: DbOrTx, b: TTransferPlanSave) {
  if (b.fromWarehouseId === b.toWarehouseId) throw bad('toWarehouseId', 'must differ from the source warehouse');
  for (const field of ['fromWarehouseId', 'toWarehouseId'] as const) {
    const w = await warehouseById(db, b[field]);
    if (!w) throw bad(field, 'no such warehouse');
    if (w.type === 'inTransit') throw bad(field, 'the in-transit warehouse is not allowed here');
  }
  const info = await skuInfo(db, [...new Set(b.lines.map((l) => l.skuId))]);
  b.lines.forEach((l, i) => {
    if (!info.has(l.skuId)) throw bad(`lines.${i}.skuId`, 'no such SKU');
  });
}

async function writeLines(tx: Tx, planId: number, b: TTransferPlanSave) {
  await tx.delete(lines).where(eq(lines.planId, planId));
  await tx.insert(lines).values(b.lines.map((l, i) => ({ planId, seq: i + 1, skuId: l.skuId, qty: l.qty })));
}

export async function addTransferPlan(ctx: AppContext, req: FastifyRequest, b: TTransferPlanSave) {
  const me = caller(req);
  await checkPlan(ctx.db, b);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'addTransferPlan' }, async (tx) => {
    const { id, no } = await nextDocNo(tx, 'transfer_plans', 'TP', now);
    const [row] = await tx
      .insert(plans)
      .values({
        id,
        no,
        fromWarehouseId: b.fromWarehouseId,
        toWarehouseId: b.toWarehouseId,
        plannedShipDate: b.plannedShipDate,
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

export async function updateTransferPlan(ctx: AppContext, req: FastifyRequest, b: TTransferPlanUpdate) {
  const me = caller(req);
  const { id, version, ...body } = b;
  await checkPlan(ctx.db, body);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'editTransferPlan' }, async (tx) => {
    const before = await lockFor(tx, { id, version }, 'edit');
    // a plan in approval goes back to its first step; an approved one is a draft again (its approval is
    // void: submitted anew); a rejected one waits to be submitted again. The editor may no longer approve it.
    const status = before.status === 'approved' ? 'draft' : before.status;
    const [after] = await tx
      .update(plans)
      .set({
        fromWarehouseId: body.fromWarehouseId,
        toWarehouseId: body.toWarehouseId,
        plannedShipDate: body.plannedShipDate,
        remark: body.remark ?? null,
        status,
        ...bump(plans, now),
      })
      .where(eq(plans.id, id))
      .returning();
    await writeLines(tx, id, body);
    if (before.status !== 'draft') await documentChanged(tx, DOC, id, after!.version, me.userId, now);
    return { result: after!, targetId: id, before, after: body };
  });
  return detailOf(ctx.db, req, row);
}

export async function submitTransferPlan(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'submitTransferPlan' }, async (tx) => {
    const before = await lockFor(tx, b, 'submit');
    const warehouseIds = [before.fromWarehouseId, before.toWarehouseId];
    const after = await submitDocument(tx, plans, DOC, before, { title: `Transfer plan ${before.no}`, submitterId: me.userId, warehouseIds }, now);
    return { result: after, targetId: b.id };
  });
  return detailOf(ctx.db, req, row);
}

/** Cancels a plan not shipped yet; one in approval withdraws its request (it leaves the approvers' inbox). */
export async function cancelTransferPlan(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number; reason?: string }) {
  const me = caller(req);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'cancelTransferPlan' }, async (tx) => {
    const before = await lockFor(tx, b, 'cancel');
    const after = await setStatus(tx, plans, b.id, 'cancelled', now, { cancelReason: b.reason ?? null });
    if (before.status === 'applying') await withdrawApproval(tx, DOC, b.id, me.userId, now);
    return { result: after, targetId: b.id, after: { reason: b.reason ?? null } };
  });
  return detailOf(ctx.db, req, row);
}

const actorOf = (req: FastifyRequest) => {
  const me = caller(req);
  return { userId: me.userId, name: me.username };
};

/** Ship: every line whole, out of the source warehouse into in transit (serialised lines with their SNs). */
export async function shipTransferPlan(ctx: AppContext, req: FastifyRequest, b: TTransferPlanShip) {
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'shipTransferPlan' }, async (tx) => {
    const before = await lockFor(tx, b, 'ship');
    const ls = await tx.select().from(lines).where(eq(lines.planId, b.id)).orderBy(asc(lines.seq));
    const info = await skuInfo(
      tx,
      ls.map((l) => l.skuId),
    );
    const given = new Map<number, string[]>();
    (b.lines ?? []).forEach((g, i) => {
      if (!ls.some((l) => l.id === g.lineId)) throw bad(`lines.${i}.lineId`, 'not a line of this plan');
      if (given.has(g.lineId)) throw bad(`lines.${i}.lineId`, 'a line appears twice');
      given.set(g.lineId, g.sns);
    });
    const transit = await ensureTransitWarehouse(tx);
    const seen = new Set<string>();
    const outs: Movement[] = [];
    const ins: Movement[] = [];
    for (const l of ls) {
      const idx = (b.lines ?? []).findIndex((g) => g.lineId === l.id);
      const sns = checkSns(idx >= 0 ? `lines.${idx}.sns` : `lines`, info.get(l.skuId)?.serialised ?? false, l.qty, given.get(l.id), seen);
      const doc = { type: DOC, id: before.id, no: before.no, lineId: l.id };
      const withSns = sns.length > 0 ? { sns } : {}; // the ledger's defaults: shipped out of the source, in transit in the transit warehouse
      outs.push({ skuId: l.skuId, warehouseId: before.fromWarehouseId, qty: -l.qty, kind: 'transferOut', doc, ...withSns });
      ins.push({ skuId: l.skuId, warehouseId: transit, qty: l.qty, kind: 'transitIn', doc, ...withSns });
      await tx.update(lines).set({ shippedQty: l.qty, shippedSns: sns }).where(eq(lines.id, l.id));
    }
    // out of the source first, then into transit: an SN leaves before it arrives
    await moveStock(tx, outs, actorOf(req), now);
    await moveStock(tx, ins, actorOf(req), now);
    const after = await setStatus(tx, plans, b.id, 'shipped', now, { transitWarehouseId: transit, shippedAt: now });
    return { result: after, targetId: b.id, after: { lines: b.lines ?? [] } };
  });
  return detailOf(ctx.db, req, row);
}

/**
 * Arrival or write-off: per line a quantity no more than still in transit (78108); serialised lines
 * name SNs among those in transit (78102). The plan is partly arrived while anything is in transit,
 * then arrived (nothing written off) or closed.
 */
async function settle(ctx: AppContext, req: FastifyRequest, b: TTransferPlanArrive | TTransferPlanWriteOff, mode: 'arrive' | 'writeOff') {
  const now = new Date(ctx.clock.now());
  return mutate(ctx.db, req, { module: MODULE, action: mode === 'arrive' ? 'arriveTransferPlan' : 'writeOffTransferPlan' }, async (tx) => {
    const before = await lockFor(tx, b, mode);
    const ls = await tx.select().from(lines).where(eq(lines.planId, b.id)).for('update');
    const info = await skuInfo(
      tx,
      ls.map((l) => l.skuId),
    );
    const transit = before.transitWarehouseId!;
    const seen = new Set<string>();
    const used = new Set<number>();
    const outs: Movement[] = [];
    const ins: Movement[] = [];
    for (const [i, g] of b.lines.entries()) {
      const l = ls.find((x) => x.id === g.lineId);
      if (!l) throw bad(`lines.${i}.lineId`, 'not a line of this plan');
      if (used.has(l.id)) throw bad(`lines.${i}.lineId`, 'a line appears twice');
      used.add(l.id);
      const left = inTransitOf(l);
      if (g.qty > left) throw new AppError(78108, { errors: [{ field: `lines.${i}.qty`, message: 'more than in transit' }], inTransit: left });
      const sns = checkSns(`lines.${i}.sns`, info.get(l.skuId)?.serialised ?? false, g.qty, g.sns, seen);
      const still = new Set(inTransitSnsOf(l));
      for (const sn of sns)
        if (!still.has(sn)) throw new AppError(78102, { errors: [{ field: `lines.${i}.sns`, message: 'not in transit on this line' }], sn });
      const doc = { type: DOC, id: before.id, no: before.no, lineId: l.id };
      if (mode === 'arrive') {
        const withSns = sns.length > 0 ? { sns } : {}; // out of transit, in stock at the destination
        outs.push({ skuId: l.skuId, warehouseId: transit, qty: -g.qty, kind: 'transitOut', doc, ...withSns });
        ins.push({ skuId: l.skuId, warehouseId: before.toWarehouseId, qty: g.qty, kind: 'transferIn', doc, ...withSns });
        await tx
          .update(lines)
          .set({ arrivedQty: l.arrivedQty + g.qty, arrivedSns: [...l.arrivedSns, ...sns] })
          .where(eq(lines.id, l.id));
      } else {
        const reason = (g as TTransferPlanWriteOff['lines'][number]).reason;
        const withSns = sns.length > 0 ? { sns } : {}; // a shortfall scraps its SNs (the ledger's default)
        outs.push({ skuId: l.skuId, warehouseId: transit, qty: -g.qty, kind: 'transitShortfall', doc, reason, ...withSns });
        await tx
          .update(lines)
          .set({
            writtenOffQty: l.writtenOffQty + g.qty,
            writtenOffSns: [...l.writtenOffSns, ...sns],
            writeOffReasons: [...l.writeOffReasons, `${g.qty}: ${reason}`],
          })
          .where(eq(lines.id, l.id));
      }
    }
    await moveStock(tx, outs, actorOf(req), now);
    if (ins.length > 0) await moveStock(tx, ins, actorOf(req), now);
    const [t] = await tx
      .select({
        left: sql<number>`coalesce(sum(${lines.shippedQty} - ${lines.arrivedQty} - ${lines.writtenOffQty}), 0)::int`,
        off: sql<number>`coalesce(sum(${lines.writtenOffQty}), 0)::int`,
      })
      .from(lines)
      .where(eq(lines.planId, b.id));
    const status: TransferPlanStatus = t!.left > 0 ? 'partlyArrived' : t!.off > 0 ? 'closed' : 'arrived';
    const after = await setStatus(tx, plans, b.id, status, now);
    return { result: after, targetId: b.id, after: { lines: b.lines } };
  });
}

export async function arriveTransferPlan(ctx: AppContext, req: FastifyRequest, b: TTransferPlanArrive) {
  return detailOf(ctx.db, req, await settle(ctx, req, b, 'arrive'));
}
export async function writeOffTransferPlan(ctx: AppContext, req: FastifyRequest, b: TTransferPlanWriteOff) {
  return detailOf(ctx.db, req, await settle(ctx, req, b, 'writeOff'));
}

/** The approval engine's decision, inside the approving transaction: approved (ready to ship) or rejected (editable). */
export function registerTransferPlanApproval(ctx: AppContext) {
  registerApprovalDocument(DOC, {
    async onDecided(tx, docId, outcome) {
      await lockForDecision(tx, plans, docId, outcome);
      await setStatus(tx, plans, docId, outcome === 'passed' ? 'approved' : 'rejected', new Date(ctx.clock.now()));
    },
  });
}

/** Live platform SKUs for the plan form, by a prefix of code or name, in the caller's language. */
export async function transferSkuOptions(ctx: AppContext, req: FastifyRequest, keyword?: string) {
  const v = skuNamesView;
  const lang = requestLanguage(req);
  const rows = await ctx.db
    .select()
    .from(v)
    .where(and(eq(v.delFlag, false), keyword ? or(startsWith(v.skuCode, keyword), startsWith(v.nameZh, keyword), startsWith(v.nameEn, keyword)) : undefined))
    .orderBy(asc(v.skuCode))
    .limit(50);
  return rows.map((r) => ({ id: r.id, code: r.skuCode, name: lang === 'en-US' ? r.nameEn : r.nameZh, serialised: r.serialised }));
}
