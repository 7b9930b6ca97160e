import type { TOrderDetail, TOrderRefundRequest } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson } from '../../../shared/kit/kit-api';

/** GET /{svc}-mall/order/info/{orderNo}: the order with its lines, payments, refunds and ledger entries. */
export const orderDetail = (orderNo: string) => getJson<TOrderDetail>(svcPath('mall', `/order/info/${encodeURIComponent(orderNo)}`));
/** POST /{svc}-mall/order/refund: part or all of what is left to refund. */
export const refundOrder = (b: TOrderRefundRequest) => postJson<{ refundNo: string }>(svcPath('mall', '/order/refund'), b);
/** POST /{svc}-mall/order/cancel: an unpaid order. */
export const cancelOrder = (orderNo: string) => postJson<boolean>(svcPath('mall', '/order/cancel'), { orderNo });

export const orderDetailPath = (orderNo: string, account?: string | null, email?: string | null) =>
  `/mallManagement/orderManage/detail/${[orderNo, account, email]
    .filter((v): v is string => Boolean(v))
    .map(encodeURIComponent)
    .join('/')}`;
export const paymentPath = (payOrderNo: string) => `/mallManagement/payRecord/list/${encodeURIComponent(payOrderNo)}`;
