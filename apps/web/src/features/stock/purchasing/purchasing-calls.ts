import type {
  TInventoryRow,
  TPurchaseOrder,
  TPurchaseOrderDetail,
  TPurchaseOrderSave,
  TPurchaseReceive,
  TPurchaseReturn,
  TPurchaseReturnDetail,
  TPurchaseReturnSave,
  TReturnable,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const s = (p: string) => svcPath('stock', p);
export const STOCK_SERVICE = 'stock';

export const getOrderPage = (q: Record<string, unknown>) => fetchPage<TPurchaseOrder>(s('/purchaseOrder/page'), q);
export const getOrder = (id: number) => getJson<TPurchaseOrderDetail>(s(`/purchaseOrder/detail/${id}`));
export const getPurchaseSettings = () => getJson<{ overReceiptPct: number }>(s('/purchaseOrder/settings'));
export const addOrder = (b: TPurchaseOrderSave) => postJson<TPurchaseOrderDetail>(s('/purchaseOrder/save'), b);
export const updateOrder = (b: TPurchaseOrderSave & { id: number; version: number }) => postJson<TPurchaseOrderDetail>(s('/purchaseOrder/update'), b);
export const orderAction = (action: 'submit' | 'cancel', id: number, version: number) =>
  postJson<TPurchaseOrderDetail>(s(`/purchaseOrder/${action}`), { id, version });
export const closeOrder = (id: number, version: number, reason: string) => postJson<TPurchaseOrderDetail>(s('/purchaseOrder/close'), { id, version, reason });
export const receiveOrder = (b: TPurchaseReceive) => postJson<TPurchaseOrderDetail>(s('/purchaseOrder/receive'), b);

export const getReturnPage = (q: Record<string, unknown>) => fetchPage<TPurchaseReturn>(s('/purchaseReturn/page'), q);
export const getReturn = (id: number) => getJson<TPurchaseReturnDetail>(s(`/purchaseReturn/detail/${id}`));
export const getReturnable = (orderId: number) => getJson<TReturnable>(s(`/purchaseReturn/returnable/${orderId}`));
export const addReturn = (b: TPurchaseReturnSave) => postJson<TPurchaseReturnDetail>(s('/purchaseReturn/save'), b);
export const submitReturn = (id: number, version: number) => postJson<TPurchaseReturnDetail>(s('/purchaseReturn/submit'), { id, version });

export const inventoryExportUrl = s('/inventory/exportExcel');
export const getInventoryPage = (q: Record<string, unknown>) => fetchPage<TInventoryRow>(s('/inventory/page'), q);
export type TMovement = {
  id: number;
  at: string;
  qty: number;
  kind: string;
  docType: string;
  docNo: string;
  sns: string[];
  reason: string | null;
  operatorName: string;
  balanceAfter: number;
};
export const getMovements = (q: Record<string, unknown>) => fetchPage<TMovement>(s('/inventory/movements'), q);
export const getBalanceSns = (skuId: number, warehouseId: number) =>
  postJson<{ total: number; records: Array<{ sn: string; status: string; boxNo: string | null; updateTime: string }> }>(s('/inventory/sns'), {
    skuId,
    warehouseId,
  });

/** SKUs for the order lines: the platform SKU list searched by code prefix. */
export const searchSkus = (skuCode: string | undefined) =>
  fetchPage<{ id: number; skuCode: string; nameZh: string; nameEn: string; price: number }>(svcPath('product', '/platformsku/skus'), {
    current: 1,
    size: 20,
    ...(skuCode ? { skuCode } : {}),
  });
