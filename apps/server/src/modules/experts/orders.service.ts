import crypto from 'node:crypto';
import {
  EXPERT_NOTICE_KINDS,
  EXPERT_ORDER_ACTIONS,
  EXPERT_ORDER_REASSIGN,
  EXPERT_ORDER_REASSIGNABLE,
  EXPERT_ORDER_STEPS,
  type TCreateExpertOrderRequest,
  type TExpertOrder,
  type TExpertOrderAction,
  type TExpertOrderDetail,
  type TExpertOrderPageQuery,
  type TExpertOrderReassignRequest,
  type TExpertOrderStatus,
  type TExpertOrderStepRequest,
  type TPage,
  type TRateExpertOrderRequest,
  type TRemoteDevice,
  type TRemoteDevicePageQuery,
} from '@diagops/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError, found } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { stateHistory } from '../../platform/kit/kit.tables';
import { mutate } from '../../platform/kit/mutation';
import { prepared } from '../../platform/kit/page';
import type { CustomerCaller } from '../customers';
import { activeDevicePage, ownedDeviceBySn } from '../devices';
import { orderMachine } from './experts.machine';
import { tellExperts } from './experts.notify';
import { type OrderRow, type OrderScope, orderPage, orderScope, ownQuery, presentOrder, scopeCondition, selectOrders } from './experts.repository';
import { expertOrders, experts } from './experts.tables';

const MODULE = 'expertOrder';

/** Who takes a step: the console caller (an expert or staff, by its profile) or the customer of a CUSTOMER route. */
type Actor = { party: 'expert' | 'staff'; scope: OrderScope } | { party: 'customer'; customer: CustomerCaller };

export async function consoleActor(ctx: AppContext, req: FastifyRequest): Promise<Actor> {
  const scope = await orderScope(ctx.db, req);
  return { party: scope === 'all' ? 'staff' : 'expert', scope };
}

const actorCondition = (a: Actor) => (a.party === 'customer' ? eq(expertOrders.customerId, a.customer.id) : scopeCondition(a.scope));

export async function getOrderPage(ctx: AppContext, req: FastifyRequest, q: TExpertOrderPageQuery): Promise<TPage<TExpertOrder>> {
  const scope = await orderScope(ctx.db, req);
  return orderPage.run(
    ctx.db,
    ownQuery(scope, q),
    async ({ where, orderBy, limit, offset }) => {
      const rows = await prepared(
        selectOrders(ctx.db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      );
      return rows.map(presentOrder);
    },
    scope,
  );
}

async function findOrder(ctx: AppContext, actor: Actor, id: number): Promise<TExpertOrder> {
  const cond = actorCondition(actor);
  const [row] = await selectOrders(ctx.db).where(cond ? and(eq(expertOrders.id, id), cond) : eq(expertOrders.id, id));
  return presentOrder(found(row));
}

/** The steps this party may take from `status` (a console caller also needs the step's permission). */
function allowedFor(actor: Actor, status: TExpertOrderStatus, permissions: Set<string>): TExpertOrderAction[] {
  const mine = EXPERT_ORDER_ACTIONS.filter((a) => EXPERT_ORDER_STEPS[a].by === actor.party && EXPERT_ORDER_STEPS[a].from.includes(status));
  if (actor.party === 'customer') return mine;
  const byPermission = new Set(orderMachine.allowedActions(status, permissions));
  return mine.filter((a) => byPermission.has(a));
}

/** An order in the caller's scope (another expert's id answers 1002), its story and the steps the caller may take. */
export async function getOrderDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<TExpertOrderDetail> {
  const actor = await consoleActor(ctx, req);
  const order = await findOrder(ctx, actor, id);
  const history = await orderMachine.history(ctx.db, id);
  return {
    order,
    history: history.map((h) => ({
      id: h.id,
      action: h.action,
      fromState: h.fromState,
      toState: h.toState,
      reason: h.reason,
      username: h.username,
      createTime: h.createTime,
    })),
    allowedActions: allowedFor(actor, order.status, req.auth?.permissions ?? new Set()),
  };
}

/**
 * One step on one order. The party first (a step of another party: 1000), then the row in the
 * actor's scope, locked (not theirs or missing: 1002), the version (1005), and the machine:
 * permission (1000), reason (1001), current state (1017; no step skips a state). The state,
 * its history row and the operation log commit together; completing counts on the expert.
 */
export async function takeStep(
  ctx: AppContext,
  req: FastifyRequest,
  actor: Actor,
  action: TExpertOrderAction,
  b: TExpertOrderStepRequest,
): Promise<TExpertOrder> {
  const step = EXPERT_ORDER_STEPS[action];
  if (step.by !== actor.party) throw new AppError(1000);
  await mutate(ctx.db, req, { module: MODULE, action }, async (tx) => {
    const before = await lockOrder(tx, actor, b.id, b.version);
    const from = before.status as TExpertOrderStatus;
    let to: TExpertOrderStatus;
    if (actor.party === 'customer') {
      if (step.reason && !b.reason?.trim()) throw new AppError(1001, { errors: [{ field: 'reason', message: 'required' }] });
      if (!step.from.includes(from)) throw new AppError(1017, { state: from, action });
      to = step.to;
    } else to = orderMachine.check(req, from, action, b.reason);
    const now = new Date(ctx.clock.now());
    const [after] = await tx
      .update(expertOrders)
      .set({
        status: to,
        reason: b.reason?.trim() || before.reason,
        completedAt: to === 'completed' ? now : before.completedAt,
        version: sql`${expertOrders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(expertOrders.id, before.id))
      .returning();
    if (to === 'completed')
      await tx
        .update(experts)
        .set({ ordersCompleted: sql`${experts.ordersCompleted} + 1` })
        .where(eq(experts.id, before.expertId));
    if (actor.party === 'customer') await recordCustomerStep(tx, actor.customer, { id: before.id, from, to, action, reason: b.reason });
    else await orderMachine.record(tx, req, { entityId: before.id, from, to, action, reason: b.reason });
    return { result: after!, targetId: before.id, before: { status: from }, after: { status: to, reason: b.reason ?? null } };
  });
  return findOrder(ctx, actor, b.id);
}

/**
 * Staff give an order that has not started its service to another enabled expert, with a
 * reason: the order goes back to waiting for acceptance (the new expert accepts it anew), and
 * the reassignment is a row of the order's history (who, when, from which state, why) and of
 * the operation log (from which expert to which). An expert cannot (1000); another party's
 * order is not the question (staff see every order); an unknown expert 1002, a disabled one
 * or the same one 1017, a started, finished or cancelled order 1017, a stale version 1005.
 */
export async function reassignOrder(ctx: AppContext, req: FastifyRequest, b: TExpertOrderReassignRequest): Promise<TExpertOrder> {
  const actor = await consoleActor(ctx, req);
  if (actor.party !== 'staff') throw new AppError(1000);
  const moved = await mutate(ctx.db, req, { module: MODULE, action: EXPERT_ORDER_REASSIGN }, async (tx) => {
    const before = await lockOrder(tx, actor, b.id, b.version);
    const from = before.status as TExpertOrderStatus;
    if (!EXPERT_ORDER_REASSIGNABLE.includes(from)) throw new AppError(1017, { state: from, action: EXPERT_ORDER_REASSIGN });
    const [target] = await tx.select({ id: experts.id, enabled: experts.enabled }).from(experts).where(eq(experts.id, b.expertId)).for('share');
    if (!target) throw new AppError(1002, { field: 'expertId' });
    if (!target.enabled || target.id === before.expertId)
      throw new AppError(1017, { state: target.enabled ? 'same expert' : 'disabled', action: EXPERT_ORDER_REASSIGN });
    const now = new Date(ctx.clock.now());
    const to: TExpertOrderStatus = 'waitingAcceptance';
    const [after] = await tx
      .update(expertOrders)
      .set({ expertId: target.id, status: to, reason: b.reason, version: sql`${expertOrders.version} + 1`, updatedAt: now })
      .where(eq(expertOrders.id, before.id))
      .returning();
    await tx.insert(stateHistory).values({
      entityType: orderMachine.def.entity,
      entityId: String(before.id),
      action: EXPERT_ORDER_REASSIGN,
      fromState: from,
      toState: to,
      reason: b.reason,
      userId: req.auth?.userId ?? null,
      username: req.auth?.username ?? null,
    });
    return {
      result: { order: after!, from: before.expertId },
      targetId: before.id,
      before: { expertId: before.expertId, status: from },
      after: { expertId: target.id, status: to, reason: b.reason },
    };
  });
  // after the commit: the new expert has an order to accept, the previous one lost it
  await tellExperts(ctx, req, moved.order, [
    { expertId: moved.order.expertId, kind: EXPERT_NOTICE_KINDS.reassigned },
    { expertId: moved.from, kind: EXPERT_NOTICE_KINDS.left },
  ]);
  return findOrder(ctx, actor, b.id);
}

async function lockOrder(tx: Tx, actor: Actor, id: number, version: number): Promise<OrderRow> {
  const cond = actorCondition(actor);
  const [row] = await tx
    .select()
    .from(expertOrders)
    .where(cond ? and(eq(expertOrders.id, id), cond) : eq(expertOrders.id, id))
    .for('update');
  if (!row) throw new AppError(1002);
  if (row.version !== version) throw new AppError(1005, { currentVersion: row.version });
  return row;
}

/** The kit's history row for a customer's step (the kit's own `record` names console users; the time is the database's, as there). */
function recordCustomerStep(
  tx: Tx,
  c: CustomerCaller,
  e: { id: number; from: TExpertOrderStatus; to: TExpertOrderStatus; action: TExpertOrderAction; reason?: string | undefined },
) {
  return tx.insert(stateHistory).values({
    entityType: orderMachine.def.entity,
    entityId: String(e.id),
    action: e.action,
    fromState: e.from,
    toState: e.to,
    reason: e.reason?.trim() || null,
    userId: null,
    username: `customer:${c.account}`.slice(0, 64),
  });
}

// ---- customer API ----

const newOrderNo = (now: Date) => `EO${now.toISOString().replace(/\D/g, '').slice(2, 14)}${crypto.randomInt(1000, 10000)}`;

/** A customer asks an enabled expert for a remote diagnosis (unknown expert 1002, disabled 1017; a device not theirs 1001). */
export async function createOrder(ctx: AppContext, req: FastifyRequest, customer: CustomerCaller, b: TCreateExpertOrderRequest): Promise<TExpertOrder> {
  const [e] = await ctx.db.select({ id: experts.id, enabled: experts.enabled }).from(experts).where(eq(experts.id, b.expertId));
  if (!e) throw new AppError(1002, { field: 'expertId' });
  if (!e.enabled) throw new AppError(1017, { state: 'disabled', action: 'create' });
  const device = b.sn ? await ownedDeviceBySn(ctx, customer.id, b.sn) : null;
  if (b.sn && !device) throw new AppError(1001, { errors: [{ field: 'sn', message: 'not one of your devices' }] });
  const now = new Date(ctx.clock.now());
  const row = await mutate(ctx.db, req, { module: MODULE, action: 'create' }, async (tx) => {
    const [o] = await tx
      .insert(expertOrders)
      .values({
        orderNo: newOrderNo(now),
        expertId: b.expertId,
        customerId: customer.id,
        vehicleInfo: b.vehicleInfo,
        vin: b.vin,
        serviceType: b.serviceType,
        content: b.content,
        appointmentAt: b.appointmentTime ? new Date(b.appointmentTime) : null,
        deviceId: device?.id ?? null,
        deviceSn: device?.sn ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(stateHistory).values({
      entityType: orderMachine.def.entity,
      entityId: String(o!.id),
      action: 'create',
      fromState: null,
      toState: o!.status,
      username: `customer:${customer.account}`.slice(0, 64),
    });
    return { result: o!, targetId: o!.id, after: o };
  });
  // after the commit: the expert asked has a new order to accept
  await tellExperts(ctx, req, row, [{ expertId: row.expertId, kind: EXPERT_NOTICE_KINDS.newOrder }]);
  return findOrder(ctx, { party: 'customer', customer }, row.id);
}

export async function myOrders(ctx: AppContext, customer: CustomerCaller): Promise<Array<TExpertOrder & { allowedActions: TExpertOrderAction[] }>> {
  const rows = await selectOrders(ctx.db)
    .where(eq(expertOrders.customerId, customer.id))
    .orderBy(desc(expertOrders.createdAt), desc(expertOrders.id))
    .limit(200);
  const actor: Actor = { party: 'customer', customer };
  return rows.map((r) => {
    const o = presentOrder(r);
    return { ...o, allowedActions: allowedFor(actor, o.status, new Set()) };
  });
}

export const customerStep = (ctx: AppContext, req: FastifyRequest, customer: CustomerCaller, action: TExpertOrderAction, b: TExpertOrderStepRequest) =>
  takeStep(ctx, req, { party: 'customer', customer }, action, b);

/**
 * The customer rates its completed order once (1–5): before completion, or a second time,
 * 1017. The expert's rating is the average of its rated orders, kept in the same transaction.
 */
export async function rateOrder(ctx: AppContext, req: FastifyRequest, customer: CustomerCaller, b: TRateExpertOrderRequest): Promise<TExpertOrder> {
  const actor: Actor = { party: 'customer', customer };
  await mutate(ctx.db, req, { module: MODULE, action: 'rate' }, async (tx) => {
    const [o] = await tx
      .select()
      .from(expertOrders)
      .where(and(eq(expertOrders.id, b.id), eq(expertOrders.customerId, customer.id)))
      .for('update');
    if (!o) throw new AppError(1002);
    if (o.status !== 'completed' || o.rating !== null) throw new AppError(1017, { state: o.status, action: 'rate' });
    const now = new Date(ctx.clock.now());
    await tx
      .update(expertOrders)
      .set({ rating: b.rating, ratingComment: b.comment ?? null, ratedAt: now, version: sql`${expertOrders.version} + 1`, updatedAt: now })
      .where(eq(expertOrders.id, o.id));
    await tx
      .update(experts)
      .set({
        rating: sql`round((${experts.rating} * ${experts.ratingCount} + ${b.rating})::numeric / (${experts.ratingCount} + 1), 2)`,
        ratingCount: sql`${experts.ratingCount} + 1`,
      })
      .where(eq(experts.id, o.expertId));
    return { result: null, targetId: o.id, after: { rating: b.rating } };
  });
  return findOrder(ctx, actor, b.id);
}

// ---- remote devices ----

const SESSION_OF: Partial<Record<TExpertOrderStatus, TRemoteDevice['sessionState']>> = {
  waitingConfirmation: 'reserved',
  waitingService: 'reserved',
  inService: 'inSession',
  waitingCompletion: 'inSession',
};

/**
 * The active (bound) devices a remote session can run on, from the devices area, each with its
 * session state from the open orders naming it. An expert sees the order only where the order
 * is its own, and never the owner (nor filters by it).
 */
export async function getRemoteDevicePage(ctx: AppContext, req: FastifyRequest, q: TRemoteDevicePageQuery): Promise<TPage<TRemoteDevice>> {
  const scope = await orderScope(ctx.db, req);
  // an expert never sees the owners: its customer filter is dropped (it would tell which SNs a customer owns)
  const customerId = scope === 'all' ? q.customerId : undefined;
  const page = await activeDevicePage(ctx, requestLanguage(req), { sn: q.sn, customerId, current: q.current, size: q.size });
  const ids = page.records.map((d) => d.id);
  const open = Object.keys(SESSION_OF) as TExpertOrderStatus[];
  const orders = ids.length
    ? await ctx.db
        .select({
          deviceId: expertOrders.deviceId,
          id: expertOrders.id,
          orderNo: expertOrders.orderNo,
          status: expertOrders.status,
          expertName: experts.name,
          expertId: expertOrders.expertId,
        })
        .from(expertOrders)
        .leftJoin(experts, eq(experts.id, expertOrders.expertId))
        .where(and(inArray(expertOrders.deviceId, ids), inArray(expertOrders.status, open)))
        .orderBy(desc(expertOrders.updatedAt))
    : [];
  const byDevice = new Map<number, (typeof orders)[number]>();
  for (const o of orders) if (o.deviceId && !byDevice.has(o.deviceId)) byDevice.set(o.deviceId, o);
  const records = page.records.map((d): TRemoteDevice => {
    const o = byDevice.get(d.id);
    const visible = o && (scope === 'all' || o.expertId === scope.expertId);
    return {
      id: d.id,
      sn: d.sn,
      deviceStatus: d.status,
      productName: d.productName,
      customerId: scope === 'all' ? d.customerId : null,
      customerAccount: scope === 'all' ? d.customerAccount : null,
      sessionState: o ? SESSION_OF[o.status as TExpertOrderStatus]! : 'available',
      orderId: visible ? o.id : null,
      orderNo: visible ? o.orderNo : null,
      expertName: visible ? o.expertName : null,
    };
  });
  return { ...page, records };
}
