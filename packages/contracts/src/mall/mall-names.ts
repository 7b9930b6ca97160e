/**
 * The permission names and routes of the mall (issue 35 §2), apart from the declarations: the
 * console's route manifest reads these without loading the declarations and their schemas.
 */
export const MALL_ORDER_PERMISSION = { view: 'mall_order_view', export: 'mall_order_export' } as const;
export const MALL_PAYMENT_PERMISSION = { view: 'mall_pay_view', export: 'mall_pay_export' } as const;
/** refunding (part of) what an order was paid; cancelling an unpaid order; keeping the goods on offer */
export const MALL_REFUND_PERMISSION = 'mall_order_refund';
export const MALL_CANCEL_PERMISSION = 'mall_order_cancel';
export const MALL_GOODS_PERMISSION = 'mall_goods_edit';

export const MALL_FOLDER = '/mallManagement';
export const MALL_ORDERS_ROUTE = '/mallManagement/orderManage/list';
/** the payment records (routes.tsv: …/list/{payOrderNo?}, the web route takes the optional number) */
export const MALL_PAYMENTS_ROUTE = '/mallManagement/payRecord/list';
/** the detail of one order as the list's rows open it */
export const MALL_ORDER_DETAIL_PATH = '/mallManagement/orderManage/detail/{orderNo}';
