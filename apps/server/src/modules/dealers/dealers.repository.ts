import type {
  Language,
  TDealer,
  TDealerDevice,
  TDealerDevicePageQuery,
  TDealerPageQuery,
  TProfit,
  TProfitPageQuery,
  TShipment,
  TShipmentPageQuery,
} from '@diagops/contracts';
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { deptNamesView } from '../depts';
import { skuNamesView } from '../skus';
import { type DealerScope, dealerIdInScope, dealerScopeCond } from './dealers.scope';
import { dealerAreas, dealerDevices, dealerProfits, dealerShipments, dealers } from './dealers.tables';

export type DealerRow = typeof dealers.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const dealerPage = definePage<TDealerPageQuery, DealerScope>({
  table: dealers,
  base: sql`${dealers.delFlag} = false`,
  scope: dealerScopeCond,
  filters: {
    name: (v) => startsWith(dealers.name, v),
    code: (v) => startsWith(dealers.code, v),
    account: (v) => startsWith(dealers.account, v),
    status: (v) => eq(dealers.status, v),
    level: (v) => eq(dealers.level, v),
    parentId: (v) => eq(dealers.parentId, v),
    areaId: (v) => eq(dealers.areaId, v),
  },
  sortable: { createTime: dealers.createdAt, code: dealers.code, name: dealers.name },
  defaultSort: [{ column: dealers.createdAt, order: 'desc' }],
  tiebreak: dealers.id,
});

const parents = alias(dealers, 'parent_dealer');

/** Dealers with their parent, area and service team names. */
export function selectDealers(db: DbOrTx) {
  return db
    .select({ d: dealers, parentName: parents.name, areaName: dealerAreas.name, teamName: deptNamesView.name })
    .from(dealers)
    .leftJoin(parents, eq(parents.id, dealers.parentId))
    .leftJoin(dealerAreas, eq(dealerAreas.id, dealers.areaId))
    .leftJoin(deptNamesView, eq(deptNamesView.id, dealers.serviceTeamId))
    .$dynamic();
}

export type DealerJoined = { d: DealerRow; parentName: string | null; areaName: string | null; teamName: string | null };

export function presentDealer(r: DealerJoined): TDealer {
  const d = r.d;
  return {
    id: d.id,
    code: d.code,
    name: d.name,
    level: d.level,
    parentId: d.parentId,
    parentName: r.parentName,
    areaId: d.areaId,
    areaName: r.areaName,
    account: d.account,
    status: d.status as TDealer['status'],
    contactName: d.contactName,
    contactPhone: d.contactPhone,
    email: d.email,
    address: d.address,
    serviceTeamId: d.serviceTeamId,
    serviceTeamName: r.teamName,
    doiRegistered: d.doiRegistered,
    teamPermission: d.teamPermission,
    individualPermission: d.individualPermission,
    applicationInfo: d.applicationInfo,
    certificates: d.certificates,
    version: d.version,
    createTime: d.createdAt.toISOString(),
  };
}

/** One dealer the scope lets the caller see (undefined otherwise, as if it did not exist). */
export async function findDealerInScope(db: DbOrTx, id: number, scope: DealerScope): Promise<DealerJoined | undefined> {
  const cond = dealerScopeCond(scope);
  const [row] = await selectDealers(db).where(and(eq(dealers.id, id), eq(dealers.delFlag, false), cond));
  return row;
}

export const devicePage = definePage<TDealerDevicePageQuery, DealerScope>({
  table: dealerDevices,
  scope: (s) => dealerIdInScope(dealerDevices.dealerId, s),
  filters: { sn: (v) => startsWith(dealerDevices.sn, v), dealerId: (v) => eq(dealerDevices.dealerId, v) },
  sortable: { allocateTime: dealerDevices.allocatedAt },
  defaultSort: [{ column: dealerDevices.allocatedAt, order: 'desc' }],
  tiebreak: dealerDevices.id,
});

export function selectDealerDevices(db: DbOrTx) {
  return db.select({ x: dealerDevices, dealerName: dealers.name }).from(dealerDevices).leftJoin(dealers, eq(dealers.id, dealerDevices.dealerId)).$dynamic();
}

export function presentDealerDevice(r: { x: typeof dealerDevices.$inferSelect; dealerName: string | null }): TDealerDevice {
  return { id: r.x.id, deviceId: r.x.deviceId, sn: r.x.sn, dealerId: r.x.dealerId, dealerName: r.dealerName, allocateTime: r.x.allocatedAt.toISOString() };
}

/** A shipment is seen by the caller when its destination (or its source) dealer is in the scope. */
export function shipmentScope(s: DealerScope) {
  const to = dealerIdInScope(dealerShipments.toDealerId, s);
  const from = dealerIdInScope(dealerShipments.fromDealerId, s);
  return to && from ? or(to, from) : undefined;
}

export const shipmentPage = definePage<TShipmentPageQuery, DealerScope>({
  table: dealerShipments,
  scope: shipmentScope,
  filters: {
    serialNo: (v) => startsWith(dealerShipments.serialNo, v),
    dealerId: (v) => or(eq(dealerShipments.toDealerId, v), eq(dealerShipments.fromDealerId, v)),
    remarkType: (v) => eq(dealerShipments.remarkType, v),
  },
  sortable: { createTime: dealerShipments.createdAt },
  defaultSort: [{ column: dealerShipments.createdAt, order: 'desc' }],
  tiebreak: dealerShipments.id,
});

const fromDealers = alias(dealers, 'from_dealer');
const toDealers = alias(dealers, 'to_dealer');

export function selectShipments(db: DbOrTx) {
  return db
    .select({ s: dealerShipments, fromName: fromDealers.name, toName: toDealers.name })
    .from(dealerShipments)
    .leftJoin(fromDealers, eq(fromDealers.id, dealerShipments.fromDealerId))
    .leftJoin(toDealers, eq(toDealers.id, dealerShipments.toDealerId))
    .$dynamic();
}

export function presentShipment(r: { s: typeof dealerShipments.$inferSelect; fromName: string | null; toName: string | null }): TShipment {
  const s = r.s;
  return {
    id: s.id,
    serialNo: s.serialNo,
    fromDealerId: s.fromDealerId,
    fromDealerName: r.fromName,
    toDealerId: s.toDealerId,
    toDealerName: r.toName,
    remarkType: s.remarkType as TShipment['remarkType'],
    providerId: s.providerId,
    operatorName: s.operatorName,
    deviceCount: s.deviceCount,
    remark: s.remark,
    createTime: s.createdAt.toISOString(),
  };
}

export const profitPage = definePage<TProfitPageQuery, DealerScope>({
  table: dealerProfits,
  scope: (s) => dealerIdInScope(dealerProfits.dealerId, s),
  filters: {
    dealerId: (v) => eq(dealerProfits.dealerId, v),
    skuId: (v) => eq(dealerProfits.skuId, v),
    periodFrom: (v) => gte(dealerProfits.period, v),
    periodTo: (v) => lte(dealerProfits.period, v),
  },
  sortable: { period: dealerProfits.period },
  defaultSort: [{ column: dealerProfits.period, order: 'desc' }],
  tiebreak: dealerProfits.id,
});

export function selectProfits(db: DbOrTx, lang: Language) {
  return db
    .select({
      p: dealerProfits,
      dealerName: dealers.name,
      dealerCode: dealers.code,
      skuCode: skuNamesView.skuCode,
      skuName: lang === 'zh-CN' ? skuNamesView.nameZh : skuNamesView.nameEn,
    })
    .from(dealerProfits)
    .leftJoin(dealers, eq(dealers.id, dealerProfits.dealerId))
    .leftJoin(skuNamesView, eq(skuNamesView.id, dealerProfits.skuId))
    .$dynamic();
}

export function presentProfit(r: {
  p: typeof dealerProfits.$inferSelect;
  dealerName: string | null;
  dealerCode: string | null;
  skuCode: string | null;
  skuName: string | null;
}): TProfit {
  const p = r.p;
  return {
    id: p.id,
    dealerId: p.dealerId,
    dealerName: r.dealerName,
    dealerCode: r.dealerCode,
    skuId: p.skuId,
    skuCode: r.skuCode,
    skuName: r.skuName,
    period: p.period,
    quantity: p.quantity,
    salesAmount: Number(p.salesAmount),
    ratio: Number(p.ratio),
    profitAmount: Number(p.profitAmount),
  };
}

export { iso };
