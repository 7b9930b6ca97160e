import type { PermissionDef } from '../permissions/registry';
import { MALL_CANCEL_PERMISSION, MALL_GOODS_PERMISSION, MALL_ORDERS_ROUTE, MALL_REFUND_PERMISSION } from './mall-names';
import { MALL_ORDER_PERMISSIONS, MALL_PAYMENT_PERMISSIONS } from './orders';

/** Every permission of the mall, for ALL_PERMISSIONS. */
export const MALL_ALL_PERMISSIONS: PermissionDef[] = [
  ...Object.values(MALL_ORDER_PERMISSIONS),
  ...Object.values(MALL_PAYMENT_PERMISSIONS),
  { name: MALL_REFUND_PERMISSION, page: MALL_ORDERS_ROUTE, zh: '商城订单退款', en: 'Refund mall orders' },
  { name: MALL_CANCEL_PERMISSION, page: MALL_ORDERS_ROUTE, zh: '取消商城订单', en: 'Cancel mall orders' },
  { name: MALL_GOODS_PERMISSION, page: MALL_ORDERS_ROUTE, zh: '维护商城商品', en: 'Keep the mall goods' },
];
