import type {
  Language,
  TCard,
  TCardPageQuery,
  TCustomerVehicle,
  TCustomerVehiclePageQuery,
  TDevice,
  TDeviceHistory,
  TDevicePageQuery,
  TMyCard,
  TVehicle,
  TVehiclePageQuery,
} from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { stateHistory } from '../../platform/kit/kit.tables';
import { definePage, startsWith } from '../../platform/kit/page';
import { productModelNamesView as models, productNamesView as products } from '../products';
import { customerVehicles, type deviceHistory, devices, pointCards, vehicles } from './devices.tables';
import { customerAccountSql, customerCols, customerJoin, type OwnerCols } from './owners';

export type DeviceRow = typeof devices.$inferSelect;

export const devicePage = definePage<TDevicePageQuery>({
  table: devices,
  filters: {
    sn: (v) => startsWith(devices.sn, v),
    customerId: (v) => eq(devices.customerId, v),
    status: (v) => eq(devices.status, v),
    type: (v) => eq(devices.type, v),
    productId: (v) => eq(devices.productId, v),
    productModelId: (v) => eq(devices.productModelId, v),
  },
  sortable: { sn: devices.sn, bindTime: devices.bindTime, warrantyTime: devices.warrantyTime, createTime: devices.createdAt },
  defaultSort: [{ column: devices.createdAt, order: 'desc' }],
  tiebreak: devices.id,
});

/** Devices with their product, model and owner (names in the caller's language). */
export function selectDevices(db: DbOrTx, lang: Language) {
  const q = db
    .select({
      d: devices,
      productCode: products.code,
      productName: lang === 'zh-CN' ? products.nameZh : products.nameEn,
      modelCode: models.code,
      modelName: lang === 'zh-CN' ? models.nameZh : models.nameEn,
      ...customerCols,
      transferToAccount: sql<string | null>`${sql.raw(customerAccountSql('"devices"."transfer_to_customer_id"'))}`,
    })
    .from(devices)
    .leftJoin(products, eq(products.id, devices.productId))
    .leftJoin(models, eq(models.id, devices.productModelId))
    .$dynamic();
  return customerJoin(q, devices.customerId);
}

export type DeviceJoined = {
  d: DeviceRow;
  productCode: string | null;
  productName: string | null;
  modelCode: string | null;
  modelName: string | null;
  transferToAccount: string | null;
} & OwnerCols;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Phones show their first 3 and last 4 digits without the full-phone permission. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  if (phone.length <= 7) return `${phone.slice(0, 1)}***`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function presentDevice(r: DeviceJoined, fullPhone: boolean): TDevice {
  const d = r.d;
  return {
    id: d.id,
    sn: d.sn,
    productId: d.productId,
    productCode: r.productCode,
    productName: r.productName,
    productModelId: d.productModelId,
    productModelCode: r.modelCode,
    productModelName: r.modelName,
    type: d.type as TDevice['type'],
    purpose: d.purpose as TDevice['purpose'],
    status: d.status as TDevice['status'],
    customerId: d.customerId,
    customerAccount: r.customerAccount ?? null,
    customerName: r.customerName ?? null,
    customerEmail: r.customerEmail ?? null,
    customerPhone: fullPhone ? (r.customerPhone ?? null) : maskPhone(r.customerPhone ?? null),
    purchaseTime: iso(d.purchaseTime),
    bindTime: iso(d.bindTime),
    expiryTime: iso(d.expiryTime),
    warrantyTime: iso(d.warrantyTime),
    activationTime: iso(d.activationTime),
    softwareList: d.softwareList,
    registrationCode: d.registrationCode,
    secondSale: d.secondSale,
    pendingReview: d.pendingReview,
    transferToCustomerId: d.transferToCustomerId,
    transferToAccount: r.transferToAccount ?? null,
    transferRequestedAt: iso(d.transferRequestedAt),
    version: d.version,
    createTime: d.createdAt.toISOString(),
    updateTime: d.updatedAt.toISOString(),
  };
}

export function presentHistory(h: typeof deviceHistory.$inferSelect): TDeviceHistory {
  return {
    id: h.id,
    deviceId: h.deviceId,
    sn: h.sn,
    action: h.action,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    note: h.note,
    detail: h.detail,
    actorKind: h.actorKind as TDeviceHistory['actorKind'],
    actorId: h.actorId,
    actorName: h.actorName,
    createTime: h.createdAt.toISOString(),
  };
}

export const cardPage = definePage<TCardPageQuery>({
  table: pointCards,
  filters: {
    cardNo: (v) => startsWith(pointCards.cardNo, v),
    batchNo: (v) => startsWith(pointCards.batchNo, v),
    cardType: (v) => eq(pointCards.cardType, v),
    status: (v) => eq(pointCards.status, v),
    customerId: (v) => eq(pointCards.customerId, v),
  },
  sortable: { cardNo: pointCards.cardNo, createTime: pointCards.createdAt },
  defaultSort: [{ column: pointCards.createdAt, order: 'desc' }],
  tiebreak: pointCards.id,
});

/** The state_history entity of cards (their redemption rows). */
export const CARD_ENTITY = 'pointCard';

/** When the card was redeemed: its redemption row in state_history (served by state_history_entity_idx). */
export const cardRedeemTime =
  sql<Date | null>`(select max(${stateHistory.createdAt}) from ${stateHistory} where ${stateHistory.entityType} = ${CARD_ENTITY} and ${stateHistory.entityId} = ${pointCards.id}::text and ${stateHistory.action} = 'redeem')`.mapWith(
    stateHistory.createdAt,
  );

export function selectCards(db: DbOrTx) {
  const q = db
    .select({ c: pointCards, redeemTime: cardRedeemTime, ...customerCols })
    .from(pointCards)
    .$dynamic();
  return customerJoin(q, pointCards.customerId);
}

export function presentCard(r: { c: typeof pointCards.$inferSelect; redeemTime: Date | null } & OwnerCols): TCard {
  const c = r.c;
  return {
    id: c.id,
    cardNo: c.cardNo,
    cardType: c.cardType,
    status: c.status as TCard['status'],
    batchNo: c.batchNo,
    faceValue: c.faceValue,
    customerId: c.customerId,
    customerAccount: r.customerAccount ?? null,
    expireTime: iso(c.expireAt),
    remark: c.remark,
    version: c.version,
    createTime: c.createdAt.toISOString(),
    redeemTime: iso(r.redeemTime),
  };
}

export function presentMyCard(c: typeof pointCards.$inferSelect, redeemTime: Date | null): TMyCard {
  return {
    id: c.id,
    cardNo: c.cardNo,
    cardType: c.cardType,
    status: c.status as TMyCard['status'],
    faceValue: c.faceValue,
    expireTime: iso(c.expireAt),
    redeemTime: iso(redeemTime),
  };
}

export const vehiclePage = definePage<TVehiclePageQuery>({
  table: vehicles,
  filters: { vin: (v) => startsWith(vehicles.vin, v), brand: (v) => startsWith(vehicles.brand, v) },
  sortable: { vin: vehicles.vin, createTime: vehicles.createdAt },
  defaultSort: [{ column: vehicles.createdAt, order: 'desc' }],
  tiebreak: vehicles.id,
});

export function selectVehicles(db: DbOrTx) {
  return db
    .select({
      v: vehicles,
      owners: sql<number>`(select count(*) from ${customerVehicles} where ${customerVehicles.vehicleId} = ${vehicles.id})`.mapWith(Number),
    })
    .from(vehicles)
    .$dynamic();
}

export function presentVehicle(r: { v: typeof vehicles.$inferSelect; owners: number }): TVehicle {
  return { id: r.v.id, vin: r.v.vin, brand: r.v.brand, model: r.v.model, year: r.v.year, owners: r.owners, createTime: r.v.createdAt.toISOString() };
}

export const customerVehiclePage = definePage<TCustomerVehiclePageQuery>({
  table: customerVehicles,
  filters: {
    // the VIN is matched through the vehicles' prefix index
    vin: (v) => sql`${customerVehicles.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${startsWith(vehicles.vin, v)})`,
    customerId: (v) => eq(customerVehicles.customerId, v),
  },
  sortable: { createTime: customerVehicles.createdAt },
  defaultSort: [{ column: customerVehicles.createdAt, order: 'desc' }],
  tiebreak: customerVehicles.id,
});

export function selectCustomerVehicles(db: DbOrTx) {
  const q = db
    .select({ cv: customerVehicles, v: vehicles, ...customerCols })
    .from(customerVehicles)
    .innerJoin(vehicles, eq(vehicles.id, customerVehicles.vehicleId))
    .$dynamic();
  return customerJoin(q, customerVehicles.customerId);
}

export function presentCustomerVehicle(r: { cv: typeof customerVehicles.$inferSelect; v: typeof vehicles.$inferSelect } & OwnerCols): TCustomerVehicle {
  return {
    id: r.cv.id,
    customerId: r.cv.customerId,
    customerAccount: r.customerAccount ?? null,
    vehicleId: r.v.id,
    vin: r.v.vin,
    brand: r.v.brand,
    model: r.v.model,
    year: r.v.year,
    createTime: r.cv.createdAt.toISOString(),
  };
}
