import {
  EXPERT_ORDER_GROUPS,
  groupOfStatus,
  type TExpert,
  type TExpertOrder,
  type TExpertOrderPageQuery,
  type TExpertOrderStatus,
  type TExpertPageQuery,
} from '@diagops/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { customerColumns } from '../customers';
import { maskPhone } from '../users';
import { expertOrders, experts } from './experts.tables';

export type ExpertRow = typeof experts.$inferSelect;
export type OrderRow = typeof expertOrders.$inferSelect;

/**
 * Whose orders the caller may see and touch: an expert (a console user with an expert
 * profile) only its own, whatever its permissions; staff every order. The order list carries it
 * as the kit's page scope (`orderPage`, which refuses to run without one); the detail and the
 * locking select of every step add `scopeCondition`, so a typed id of another expert's order is 1002.
 */
export type OrderScope = { expertId: number } | 'all';

export async function orderScope(db: DbOrTx, req: FastifyRequest): Promise<OrderScope> {
  if (!req.auth) return 'all';
  const [e] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, req.auth.userId));
  return e ? { expertId: e.id } : 'all';
}

export const scopeCondition = (scope: OrderScope) => (scope === 'all' ? undefined : eq(expertOrders.expertId, scope.expertId));

/** An expert's expertId filter says nothing the scope does not: it is dropped, so the list is its own orders whatever it sent. */
export const ownQuery = (scope: OrderScope, q: TExpertOrderPageQuery): TExpertOrderPageQuery => (scope === 'all' ? q : { ...q, expertId: undefined });

export const expertPage = definePage<TExpertPageQuery>({
  table: experts,
  filters: {
    name: (v) => startsWith(experts.name, v),
    account: (v) => startsWith(experts.account, v),
    phone: (v) => startsWith(experts.phone, v),
    enabled: (v) => eq(experts.enabled, v),
  },
  sortable: { createTime: experts.createdAt, rating: experts.rating, ordersCompleted: experts.ordersCompleted },
  defaultSort: [{ column: experts.createdAt, order: 'desc' }],
  tiebreak: experts.id,
});

export function presentExpert(e: ExpertRow, fullPhone: boolean, year: number): TExpert {
  return {
    id: e.id,
    userId: e.userId,
    account: e.account,
    name: e.name,
    nickname: e.nickname,
    email: e.email,
    phone: fullPhone ? e.phone : maskPhone(e.phone),
    goodBrands: e.goodBrands,
    experienceStartYear: e.experienceStartYear,
    experienceYears: Math.max(0, year - e.experienceStartYear),
    rating: Number(e.rating),
    ratingCount: e.ratingCount,
    ordersCompleted: e.ordersCompleted,
    favourites: e.favourites,
    enabled: e.enabled,
    remark: e.remark,
    version: e.version,
    createTime: e.createdAt.toISOString(),
  };
}

export const orderPage = definePage<TExpertOrderPageQuery, OrderScope>({
  table: expertOrders,
  scope: scopeCondition,
  filters: {
    orderNo: (v) => startsWith(expertOrders.orderNo, v),
    vin: (v) => startsWith(expertOrders.vin, v),
    expertId: (v) => eq(expertOrders.expertId, v),
    customerId: (v) => eq(expertOrders.customerId, v),
    status: (v) => eq(expertOrders.status, v),
    group: (v) => inArray(expertOrders.status, [...EXPERT_ORDER_GROUPS[v]]),
    serviceType: (v) => eq(expertOrders.serviceType, v),
  },
  sortable: { createTime: expertOrders.createdAt, appointmentTime: expertOrders.appointmentAt },
  defaultSort: [{ column: expertOrders.createdAt, order: 'desc' }],
  tiebreak: expertOrders.id,
});

/** Orders with their expert's name and their customer's account. */
export function selectOrders(db: DbOrTx) {
  return db
    .select({ o: expertOrders, expertName: experts.name, customerAccount: customerColumns.account })
    .from(expertOrders)
    .leftJoin(experts, eq(experts.id, expertOrders.expertId))
    .leftJoin(customerColumns, eq(customerColumns.id, expertOrders.customerId))
    .$dynamic();
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentOrder(r: { o: OrderRow; expertName: string | null; customerAccount: string | null }): TExpertOrder {
  const o = r.o;
  const status = o.status as TExpertOrderStatus;
  return {
    id: o.id,
    orderNo: o.orderNo,
    status,
    group: groupOfStatus(status),
    expertId: o.expertId,
    expertName: r.expertName,
    customerId: o.customerId,
    customerAccount: r.customerAccount,
    vehicleInfo: o.vehicleInfo,
    vin: o.vin,
    serviceType: o.serviceType as TExpertOrder['serviceType'],
    content: o.content,
    appointmentTime: iso(o.appointmentAt),
    deviceId: o.deviceId,
    deviceSn: o.deviceSn,
    rating: o.rating,
    ratingComment: o.ratingComment,
    ratedTime: iso(o.ratedAt),
    reason: o.reason,
    completedTime: iso(o.completedAt),
    version: o.version,
    createTime: o.createdAt.toISOString(),
    updateTime: o.updatedAt.toISOString(),
  };
}
