import {
  CUSTOMER_LABELS_MAX,
  CUSTOMER_PERMISSIONS as P,
  type TCustomer,
  type TCustomerPageQuery,
  type TCustomerPointsRequest,
  type TPage,
  type TSaveCustomerRequest,
  type TSeedUser,
  type TSeedUserPageQuery,
  type TSetCustomerLabelsRequest,
  type TUpdateCustomerRequest,
} from '@diagops/contracts';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { caller } from '../../platform/http/caller';
import { AppError, found } from '../../platform/http/errors';
import { isUniqueViolation, mutate } from '../../platform/kit/mutation';
import { definePage, prepared, startsWith } from '../../platform/kit/page';
import { updateVersioned } from '../../platform/kit/versioned';
import { POINTS_RULE } from '../ledger';
import { productsByIds } from '../products';
import { recordCustomerEvent } from './customer-events';
import { endCustomerSessions, invalidateCustomers } from './customer-sessions';
import { type CustomerRow, insertCustomer, reversePhone } from './customers.repository';
import { customerEvents, customerLabels, customers, labels, pointsMovements } from './customers.tables';
import { changeCustomerPoints } from './points.service';
import { customerPage, presentCustomers } from './staff.repository';

export const canSeeFullPhone = (req: FastifyRequest) => !!req.auth?.permissions.has(P.customerPhoneView.name);
const staff = (req: FastifyRequest) => ({ kind: 'staff' as const, id: caller(req).userId });

export function getCustomerPage(ctx: AppContext, req: FastifyRequest, q: TCustomerPageQuery): Promise<TPage<TCustomer>> {
  return customerPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await prepared(
      ctx.db
        .select()
        .from(customers)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
    return presentCustomers(ctx.db, rows, canSeeFullPhone(req));
  });
}

async function liveRow(ctx: AppContext, id: number): Promise<CustomerRow> {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.delFlag, false)));
  return found(row);
}

export async function getCustomerDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<TCustomer> {
  const [c] = await presentCustomers(ctx.db, [await liveRow(ctx, id)], canSeeFullPhone(req));
  return c!;
}

async function checkProduct(ctx: AppContext, productId: number | null | undefined) {
  if (productId == null) return;
  const [p] = await productsByIds(ctx.db, [productId]);
  if (!p) throw new AppError(1001, { errors: [{ field: 'productId', message: 'unknown product' }] });
}

function fieldsOf(b: TSaveCustomerRequest) {
  const email = b.email ? b.email.toLowerCase() : null;
  const phone = b.phone ?? null;
  return {
    email,
    phone,
    phoneRev: reversePhone(phone),
    name: b.name ?? null,
    nickname: b.nickname ?? null,
    sex: b.sex,
    country: b.country ?? null,
    classification: b.classification,
    status: b.status,
    softCode: b.softCode ?? null,
    userType: b.userType ?? null,
    industry: b.industry ?? null,
    identity: b.identity ?? null,
    language: b.language,
    productId: b.productId ?? null,
    remark: b.remark ?? null,
  };
}

async function uniqueOr73301<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(73301);
    throw err;
  }
}

/** customer/save: a customer added by staff (no password: they sign in with a code). */
export async function addCustomer(ctx: AppContext, req: FastifyRequest, b: TSaveCustomerRequest): Promise<TCustomer> {
  await checkProduct(ctx, b.productId);
  const f = fieldsOf(b);
  const row = await uniqueOr73301(
    mutate(ctx.db, req, { module: 'customer', action: 'add' }, async (tx) => {
      const now = new Date(ctx.clock.now());
      const c = await insertCustomer(tx, {
        ...f,
        account: (f.email ?? f.phone)!,
        source: 'staff',
        createdBy: caller(req).userId,
        registeredAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await recordCustomerEvent(ctx, tx, { customerId: c.id, kind: 'staff.add', detail: {}, actor: staff(req) });
      return { result: c, targetId: c.id, after: { ...c, phone: undefined, phoneRev: undefined } };
    }),
  );
  return getCustomerDetail(ctx, req, row.id);
}

/** customer/update (version); disabling ends the customer's sessions. The account stays. */
export async function updateCustomer(ctx: AppContext, req: FastifyRequest, b: TUpdateCustomerRequest): Promise<TCustomer> {
  await checkProduct(ctx, b.productId);
  const f: Partial<ReturnType<typeof fieldsOf>> = fieldsOf(b);
  // an e-mail or phone left out is kept (a phone shown masked is not sent back); null clears it
  if (b.phone === undefined) {
    delete f.phone;
    delete f.phoneRev;
  }
  if (b.email === undefined) delete f.email;
  await uniqueOr73301(
    mutate(ctx.db, req, { module: 'customer', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, customers, b.id, b.version, f);
      if (after.status !== 'enabled') await endCustomerSessions(tx, b.id);
      // the cached caller carries the language
      else await invalidateCustomers(tx, { customerId: b.id });
      const changed = Object.keys(f).filter(
        (k) => String(before[k as keyof CustomerRow] ?? '') !== String(after[k as keyof CustomerRow] ?? '') && k !== 'phoneRev',
      );
      await recordCustomerEvent(ctx, tx, { customerId: b.id, kind: 'staff.update', detail: { fields: changed }, actor: staff(req) });
      return { result: null, targetId: b.id, before: { ...before, phoneRev: undefined }, after: { ...after, phoneRev: undefined } };
    }),
  );
  return getCustomerDetail(ctx, req, b.id);
}

/** customer/labels: the whole label set; at most 10 (the 11th is refused with 73302, nothing changes). */
export async function setCustomerLabels(ctx: AppContext, req: FastifyRequest, b: TSetCustomerLabelsRequest): Promise<TCustomer> {
  const ids = [...new Set(b.labelIds)];
  if (ids.length > CUSTOMER_LABELS_MAX) throw new AppError(73302);
  await liveRow(ctx, b.id);
  await mutate(ctx.db, req, { module: 'customer', action: 'labels' }, async (tx) => {
    if (ids.length > 0) {
      const known = await tx
        .select({ id: labels.id })
        .from(labels)
        .where(and(inArray(labels.id, ids), eq(labels.delFlag, false)));
      if (known.length !== ids.length) throw new AppError(1001, { errors: [{ field: 'labelIds', message: 'unknown label' }] });
    }
    // the customer row is locked: two label edits at once cannot pass 10 together
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, b.id)).for('update');
    const before = (await tx.select({ labelId: customerLabels.labelId }).from(customerLabels).where(eq(customerLabels.customerId, b.id))).map((r) => r.labelId);
    await tx.delete(customerLabels).where(eq(customerLabels.customerId, b.id));
    const now = new Date(ctx.clock.now());
    if (ids.length > 0)
      await tx.insert(customerLabels).values(ids.map((labelId, i) => ({ customerId: b.id, labelId, createdAt: new Date(now.getTime() + i) })));
    await recordCustomerEvent(ctx, tx, { customerId: b.id, kind: 'staff.labels', detail: { before, after: ids }, actor: staff(req) });
    return { result: null, targetId: b.id, before: { labelIds: before }, after: { labelIds: ids } };
  });
  return getCustomerDetail(ctx, req, b.id);
}

/** customer/points: grant or deduct with a movement; never below zero (73303). */
export async function changePoints(ctx: AppContext, req: FastifyRequest, b: TCustomerPointsRequest): Promise<TCustomer> {
  await liveRow(ctx, b.id);
  await mutate(ctx.db, req, { module: 'customer', action: 'points' }, async (tx) => {
    // one path for every points change: the award's expiry, the spend's draw from the awards (decision 0040)
    const balance = await changeCustomerPoints(ctx, tx, {
      customerId: b.id,
      delta: b.delta,
      reason: b.reason,
      kind: b.delta > 0 ? 'points.grant' : 'points.deduct',
      detail: { delta: b.delta, reason: b.reason },
      actor: { ...staff(req), name: caller(req).username },
      rule: POINTS_RULE.staffGrant,
    });
    return { result: null, targetId: b.id, after: { delta: b.delta, balance } };
  });
  return getCustomerDetail(ctx, req, b.id);
}

export async function pointsPage(ctx: AppContext, q: { customerId: number; current: number; size: number }) {
  const where = eq(pointsMovements.customerId, q.customerId);
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(pointsMovements)
      .where(where)
      .orderBy(desc(pointsMovements.createdAt), desc(pointsMovements.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    ctx.db.select({ n: count() }).from(pointsMovements).where(where),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      balanceAfter: r.balanceAfter,
      reason: r.reason,
      actorKind: r.actorKind,
      actorId: r.actorId,
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(n?.n ?? 0),
    current: q.current,
    size: q.size,
  };
}

export async function eventsPage(ctx: AppContext, q: { customerId: number; current: number; size: number }) {
  const where = eq(customerEvents.customerId, q.customerId);
  const [rows, [n]] = await Promise.all([
    ctx.db
      .select()
      .from(customerEvents)
      .where(where)
      .orderBy(desc(customerEvents.createdAt), desc(customerEvents.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    ctx.db.select({ n: count() }).from(customerEvents).where(where),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      detail: (r.detail ?? {}) as Record<string, unknown>,
      actorKind: r.actorKind,
      actorId: r.actorId,
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(n?.n ?? 0),
    current: q.current,
    size: q.size,
  };
}

/** SFD: staff attach the front and back images (files area) and the review becomes pending. */
export async function submitSfd(
  ctx: AppContext,
  req: FastifyRequest,
  b: { id: number; version: number; frontFileId: string; backFileId: string },
  attach: (tx: Parameters<Parameters<typeof mutate>[3]>[0], ids: string[]) => Promise<void>,
) {
  await mutate(ctx.db, req, { module: 'customer', action: 'sfdSubmit' }, async (tx) => {
    await attach(tx, [b.frontFileId, b.backFileId]);
    const { before, after } = await updateVersioned(tx, customers, b.id, b.version, {
      sfdStatus: 'pending',
      sfdFront: b.frontFileId,
      sfdBack: b.backFileId,
      sfdRemark: null,
    });
    await recordCustomerEvent(ctx, tx, { customerId: b.id, kind: 'sfd.submit', detail: {}, actor: staff(req) });
    return { result: null, targetId: b.id, before: { sfdStatus: before.sfdStatus }, after: { sfdStatus: after.sfdStatus } };
  });
  return getCustomerDetail(ctx, req, b.id);
}

/** SFD review: only a pending review can be passed or rejected (409 otherwise). */
export async function reviewSfd(
  ctx: AppContext,
  req: FastifyRequest,
  b: { id: number; version: number; result: 'passed' | 'rejected'; remark?: string | null },
) {
  const row = await liveRow(ctx, b.id);
  if (row.sfdStatus !== 'pending') throw new AppError(1001, { errors: [{ field: 'result', message: 'the review is not pending' }] });
  await mutate(ctx.db, req, { module: 'customer', action: 'sfdReview' }, async (tx) => {
    const { after } = await updateVersioned(tx, customers, b.id, b.version, { sfdStatus: b.result, sfdRemark: b.remark ?? null });
    await recordCustomerEvent(ctx, tx, { customerId: b.id, kind: `sfd.${b.result}`, detail: { remark: b.remark ?? null }, actor: staff(req) });
    return { result: null, targetId: b.id, after: { sfdStatus: after.sfdStatus } };
  });
  return getCustomerDetail(ctx, req, b.id);
}

/** Seed users: beta customers with the count and time of their recorded activity. */
export const seedPage = definePage<TSeedUserPageQuery>({
  table: customers,
  base: and(eq(customers.delFlag, false), eq(customers.classification, 'beta'))!,
  filters: {
    account: (v) => startsWith(customers.account, v),
    country: (v) => eq(customers.country, v),
    registeredFrom: (v) => sql`${customers.registeredAt} >= ${new Date(v).toISOString()}::timestamptz`,
    registeredTo: (v) => sql`${customers.registeredAt} < ${new Date(v).toISOString()}::timestamptz`,
  },
  sortable: { registeredAt: customers.registeredAt, lastAccessAt: customers.lastAccessAt },
  defaultSort: [{ column: customers.registeredAt, order: 'desc' }],
  tiebreak: customers.id,
});

export function getSeedUserPage(ctx: AppContext, req: FastifyRequest, q: TSeedUserPageQuery): Promise<TPage<TSeedUser>> {
  return seedPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    const list = await presentCustomers(ctx.db, rows, canSeeFullPhone(req));
    const ids = rows.map((r) => r.id);
    const activity =
      ids.length === 0
        ? []
        : await ctx.db
            .select({ customerId: customerEvents.customerId, n: count(), last: max(customerEvents.createdAt) })
            .from(customerEvents)
            .where(inArray(customerEvents.customerId, ids))
            .groupBy(customerEvents.customerId);
    const byId = new Map(activity.map((a) => [a.customerId, a]));
    return list.map((c) => {
      const a = byId.get(c.id);
      return { ...c, activityCount: Number(a?.n ?? 0), lastActivityAt: a?.last ? new Date(a.last as unknown as string).toISOString() : null };
    });
  });
}
