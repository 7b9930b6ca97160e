import {
  type FirstLegMode,
  type FirstLegStatus,
  FIRST_LEG_PERMISSIONS as P,
  type TFirstLeg,
  type TFirstLegDetail,
  type TFirstLegPageQuery,
  type TFirstLegSave,
  type TFirstLegTrack,
  type TFirstLegUpdate,
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
import { warehouseById } from '../supply';
import { bad, dayFrom, dayTo, nextDocNo, warehouseNames } from './documents';
import { firstLegLegs as legs, firstLegTransports as transports } from './first-leg.tables';
import { transferPlans } from './transfers.tables';

const MODULE = 'stock';
type Row = typeof transports.$inferSelect;
type LegRow = typeof legs.$inferSelect;

/** planned (none departed), inTransit (a leg departed, the last not arrived), arrived (the last arrived). */
export function statusOfLegs(ls: Array<{ departedAt: Date | null; arrivedAt: Date | null }>): FirstLegStatus {
  if (ls.length > 0 && ls[ls.length - 1]!.arrivedAt) return 'arrived';
  return ls.some((l) => l.departedAt) ? 'inTransit' : 'planned';
}
const legLate = (l: LegRow, now: number) => !l.arrivedAt && l.eta !== null && now > l.eta.getTime();

function actionsOf(status: FirstLegStatus, perms: Set<string>): TFirstLeg['allowedActions'] {
  const out: TFirstLeg['allowedActions'] = [];
  if (perms.has(P.edit.name)) out.push('edit');
  if (status === 'planned' && perms.has(P.del.name)) out.push('delete');
  if (status !== 'arrived' && perms.has(P.track.name)) out.push('track');
  return out;
}

const page = definePage<TFirstLegPageQuery>({
  table: transports,
  filters: {
    no: (v) => startsWith(transports.no, v),
    trackingNo: (v) =>
      sql`exists (select 1 from ${legs} where ${legs.transportId} = ${transports.id} and lower(${legs.trackingNo}) like ${`${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
    status: (v) => eq(transports.status, v),
    destinationWarehouseId: (v) => eq(transports.destinationWarehouseId, v),
    etaFrom: (v) => dayFrom(transports.eta, v),
    etaTo: (v) => dayTo(transports.eta, v),
  },
  sortable: { createTime: transports.createdAt, no: transports.no, eta: transports.eta },
  defaultSort: [{ column: transports.createdAt, order: 'desc' }],
  tiebreak: transports.id,
});

async function present(ctx: AppContext, db: DbOrTx, rows: Row[], req: FastifyRequest): Promise<Array<TFirstLeg & { legs: LegRow[] }>> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const planIds = [...new Set(rows.map((r) => r.transferPlanId).filter((x): x is number => x !== null))];
  const [allLegs, names, planNos] = await Promise.all([
    db.select().from(legs).where(inArray(legs.transportId, ids)).orderBy(asc(legs.transportId), asc(legs.seq)),
    warehouseNames(
      db,
      rows.map((r) => r.destinationWarehouseId),
      requestLanguage(req),
    ),
    planIds.length > 0 ? db.select({ id: transferPlans.id, no: transferPlans.no }).from(transferPlans).where(inArray(transferPlans.id, planIds)) : [],
  ]);
  const now = ctx.clock.now();
  const perms = caller(req).permissions;
  const planNo = new Map(planNos.map((p) => [p.id, p.no]));
  return rows.map((r) => {
    const ls = allLegs.filter((l) => l.transportId === r.id);
    const status = statusOfLegs(ls);
    const current = ls.find((l) => !l.arrivedAt);
    return {
      id: r.id,
      no: r.no,
      transferPlanId: r.transferPlanId,
      transferPlanNo: r.transferPlanId ? (planNo.get(r.transferPlanId) ?? null) : null,
      destinationWarehouseId: r.destinationWarehouseId,
      destinationWarehouseName: names.get(r.destinationWarehouseId) ?? '',
      remark: r.remark,
      status,
      legCount: ls.length,
      currentLegSeq: current?.seq ?? null,
      eta: r.eta?.toISOString() ?? null,
      late: ls.some((l) => legLate(l, now)),
      creatorName: r.creatorName,
      createTime: r.createdAt.toISOString(),
      updateTime: r.updatedAt.toISOString(),
      version: r.version,
      allowedActions: actionsOf(status, perms),
      legs: ls,
    };
  });
}

export async function firstLegPage(ctx: AppContext, req: FastifyRequest, q: TFirstLegPageQuery) {
  return page.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(transports)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return (await present(ctx, ctx.db, rows, req)).map(({ legs: _l, ...r }) => r);
  });
}

async function detailOf(ctx: AppContext, req: FastifyRequest, row: Row): Promise<TFirstLegDetail> {
  const [head] = await present(ctx, ctx.db, [row], req);
  const now = ctx.clock.now();
  const { legs: ls, ...rest } = head!;
  return {
    ...rest,
    legs: ls.map((l) => ({
      id: l.id,
      seq: l.seq,
      fromPlace: l.fromPlace,
      toPlace: l.toPlace,
      mode: l.mode as FirstLegMode,
      carrier: l.carrier,
      trackingNo: l.trackingNo,
      departedAt: l.departedAt?.toISOString() ?? null,
      eta: l.eta?.toISOString() ?? null,
      arrivedAt: l.arrivedAt?.toISOString() ?? null,
      late: legLate(l, now),
    })),
  };
}

export async function firstLegDetail(ctx: AppContext, req: FastifyRequest, id: number) {
  const [row] = await ctx.db.select().from(transports).where(eq(transports.id, id));
  return detailOf(ctx, req, found(row));
}

const time = (s: string | null | undefined) => (s ? new Date(s) : null);

async function checkHead(db: DbOrTx, b: TFirstLegSave) {
  const w = await warehouseById(db, b.destinationWarehouseId);
  if (!w) throw bad('destinationWarehouseId', 'no such warehouse');
  if (w.type !== 'overseas' && w.type !== 'platform') throw bad('destinationWarehouseId', 'an overseas or platform warehouse');
  if (b.transferPlanId) {
    const [p] = await db.select({ id: transferPlans.id }).from(transferPlans).where(eq(transferPlans.id, b.transferPlanId));
    if (!p) throw bad('transferPlanId', 'no such transfer plan');
  }
}

/**
 * The legs are a chain: a leg departs only once the leg before it arrived (78109), and not before
 * that arrival (1001). `field` names the refused departure.
 */
function checkChain(prev: { arrivedAt: Date | null } | undefined, departedAt: Date | null, field: string) {
  if (!prev || !departedAt) return;
  if (!prev.arrivedAt) throw new AppError(78109, { errors: [{ field, message: 'the previous leg has not arrived' }] });
  if (departedAt < prev.arrivedAt) throw bad(field, 'a departure before the previous leg arrived');
}

/** The legs as they will be stored: times given, or kept from the leg of the same id; in chain (checkChain). */
function legValues(b: TFirstLegSave, existing: LegRow[]) {
  const out = b.legs.map((l, i) => {
    const old = l.id ? existing.find((e) => e.id === l.id) : undefined;
    if (l.id && !old) throw bad(`legs.${i}.id`, 'not a leg of this transport');
    const departedAt = l.departedAt === undefined ? (old?.departedAt ?? null) : time(l.departedAt);
    const arrivedAt = l.arrivedAt === undefined ? (old?.arrivedAt ?? null) : time(l.arrivedAt);
    if (arrivedAt && !departedAt) throw bad(`legs.${i}.arrivedAt`, 'the leg has not departed');
    if (arrivedAt && departedAt && arrivedAt < departedAt) throw bad(`legs.${i}.arrivedAt`, 'an arrival before its departure');
    return {
      ...(old ? { id: old.id } : {}),
      seq: i + 1,
      fromPlace: l.fromPlace,
      toPlace: l.toPlace,
      mode: l.mode,
      carrier: l.carrier || null,
      trackingNo: l.trackingNo || null,
      departedAt,
      eta: l.eta === undefined ? (old?.eta ?? null) : time(l.eta),
      arrivedAt,
    };
  });
  for (const [i, v] of out.entries()) checkChain(out[i - 1], v.departedAt, `legs.${i}.departedAt`);
  return out;
}

/** Writes the legs and keeps the head's computed status and last ETA. */
async function writeLegs(tx: Tx, transportId: number, values: ReturnType<typeof legValues>) {
  await tx.delete(legs).where(eq(legs.transportId, transportId));
  await tx.insert(legs).values(values.map((v) => ({ ...v, transportId })));
  return { status: statusOfLegs(values), eta: values[values.length - 1]!.eta };
}

export async function addFirstLeg(ctx: AppContext, req: FastifyRequest, b: TFirstLegSave) {
  const me = caller(req);
  await checkHead(ctx.db, b);
  if (b.legs.some((l) => l.id)) throw bad('legs.0.id', 'not a leg of this transport');
  const values = legValues(b, []);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'addFirstLeg' }, async (tx) => {
    const { id, no } = await nextDocNo(tx, 'first_leg_transports', 'FL', now);
    await tx.insert(transports).values({
      id,
      no,
      transferPlanId: b.transferPlanId ?? null,
      destinationWarehouseId: b.destinationWarehouseId,
      remark: b.remark ?? null,
      creatorId: me.userId,
      creatorName: me.username,
      createdAt: now,
      updatedAt: now,
    });
    const computed = await writeLegs(tx, id, values);
    const [row] = await tx.update(transports).set(computed).where(eq(transports.id, id)).returning();
    return { result: row!, targetId: id, after: { no, ...b } };
  });
  return detailOf(ctx, req, row);
}

export async function updateFirstLeg(ctx: AppContext, req: FastifyRequest, b: TFirstLegUpdate) {
  const { id, version, ...body } = b;
  await checkHead(ctx.db, body);
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'editFirstLeg' }, async (tx) => {
    const before = await lockVersion(tx, transports, id, version);
    const existing = await tx.select().from(legs).where(eq(legs.transportId, id));
    const computed = await writeLegs(tx, id, legValues(body, existing));
    const [after] = await tx
      .update(transports)
      .set({
        transferPlanId: body.transferPlanId ?? null,
        destinationWarehouseId: body.destinationWarehouseId,
        remark: body.remark ?? null,
        ...computed,
        version: sql`${transports.version} + 1`,
        updatedAt: now,
      })
      .where(eq(transports.id, id))
      .returning();
    return { result: after!, targetId: id, before, after: body };
  });
  return detailOf(ctx, req, row);
}

export async function deleteFirstLeg(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }) {
  await mutate(ctx.db, req, { module: MODULE, action: 'deleteFirstLeg' }, async (tx) => {
    const before = await lockVersion(tx, transports, b.id, b.version);
    if (before.status !== 'planned') throw new AppError(1017, { state: before.status, action: 'delete', allowedActions: [] });
    await tx.delete(legs).where(eq(legs.transportId, b.id));
    await tx.delete(transports).where(eq(transports.id, b.id));
    return { result: null, targetId: b.id, before };
  });
  return null;
}

/**
 * Depart or arrive one leg at the given time (default now): a leg departs once the one before it
 * arrived (78109), not before that arrival; an arrival before its departure is 1001.
 */
export async function trackFirstLeg(ctx: AppContext, req: FastifyRequest, b: TFirstLegTrack, action: 'depart' | 'arrive') {
  const now = new Date(ctx.clock.now());
  const at = b.at ? new Date(b.at) : now;
  const row = await mutate(ctx.db, req, { module: MODULE, action: action === 'depart' ? 'departFirstLeg' : 'arriveFirstLeg' }, async (tx) => {
    await lockVersion(tx, transports, b.id, b.version);
    const ls = await tx.select().from(legs).where(eq(legs.transportId, b.id)).orderBy(asc(legs.seq));
    const leg = ls.find((l) => l.id === b.legId);
    if (!leg) throw bad('legId', 'not a leg of this transport');
    const state = leg.arrivedAt ? 'arrived' : leg.departedAt ? 'departed' : 'planned';
    if (action === 'depart') {
      if (state !== 'planned') throw new AppError(1017, { state, action, allowedActions: state === 'departed' ? ['arrive'] : [] });
      checkChain(ls[ls.indexOf(leg) - 1], at, 'at');
      leg.departedAt = at;
    } else {
      if (state !== 'departed') throw new AppError(1017, { state, action, allowedActions: state === 'planned' ? ['depart'] : [] });
      if (at < leg.departedAt!) throw bad('at', 'an arrival before its departure');
      leg.arrivedAt = at;
    }
    await tx
      .update(legs)
      .set({ departedAt: leg.departedAt, arrivedAt: leg.arrivedAt })
      .where(and(eq(legs.id, leg.id), eq(legs.transportId, b.id)));
    const [after] = await tx
      .update(transports)
      .set({ status: statusOfLegs(ls), version: sql`${transports.version} + 1`, updatedAt: now })
      .where(eq(transports.id, b.id))
      .returning();
    return { result: after!, targetId: b.id, after: { legId: b.legId, at: at.toISOString() } };
  });
  return detailOf(ctx, req, row);
}
