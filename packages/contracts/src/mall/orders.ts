import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions, type TagColor, type Text2 } from '../kit/resource';
import { CURRENCIES } from '../skus/skus';
import { MALL_FOLDER, MALL_ORDER_PERMISSION, MALL_ORDERS_ROUTE, MALL_PAYMENT_PERMISSION, MALL_PAYMENTS_ROUTE } from './mall-names';

/**
 * Mall orders and their payment records (issue 35 §2). Both are written by the system only (an
 * order by the customer API, its status by payments, refunds, cancellation and expiry; a payment
 * by its provider's callback): the kit lists, shows and exports them, never edits them.
 */
export const ORDER_STATUSES = {
  unpaid: ['待支付', 'Unpaid'],
  paid: ['已支付', 'Paid'],
  partlyRefunded: ['部分退款', 'Partly refunded'],
  refunded: ['已退款', 'Refunded'],
  cancelled: ['已取消', 'Cancelled'],
  expired: ['已过期', 'Expired'],
} as const satisfies Record<string, Text2>;
export type TOrderStatus = keyof typeof ORDER_STATUSES;
export const ORDER_STATUS_COLORS: Record<TOrderStatus, TagColor> = {
  unpaid: 'orange',
  paid: 'green',
  partlyRefunded: 'gold',
  refunded: 'blue',
  cancelled: 'default',
  expired: 'red',
};
export const PAYMENT_STATUSES = {
  pending: ['待支付', 'Pending'],
  succeeded: ['支付成功', 'Succeeded'],
  failed: ['支付失败', 'Failed'],
  closed: ['已关闭', 'Closed'],
} as const satisfies Record<string, Text2>;
export type TPaymentStatus = keyof typeof PAYMENT_STATUSES;
export const PAYMENT_STATUS_COLORS: Record<TPaymentStatus, TagColor> = { pending: 'orange', succeeded: 'green', failed: 'red', closed: 'default' };
export const PAYMENT_PROVIDERS = { test: ['测试渠道', 'Test provider'], http: ['HTTP 支付网关', 'HTTP payment gateway'] } as const;
export type TPaymentProvider = keyof typeof PAYMENT_PROVIDERS;
export const LINE_KINDS = { software: ['软件订阅', 'Software subscription'], card: ['卡', 'Card'], goods: ['商品', 'Goods'] } as const;
export type TLineKind = keyof typeof LINE_KINDS;

const text = z.string().nullable().optional();
const CURRENCY_LABELS = Object.fromEntries(CURRENCIES.map((c) => [c, [c, c] as const])) as Record<(typeof CURRENCIES)[number], Text2>;
const money = z.number().optional();
const time = z.string().nullable().optional();

export const mallOrderResource = defineResource({
  name: 'mallOrder',
  label: ['商城订单', 'Mall order'],
  api: { service: 'mall', base: '/order' },
  screen: {
    route: MALL_ORDERS_ROUTE,
    // the kit's detail is a quick look; the order number opens the full detail (lines, payments, refunds, ledger)
    forms: 'dialog',
    menu: { parent: MALL_FOLDER, icon: 'ShoppingCartOutlined', sortOrder: 1, label: ['订单管理', 'Orders'] },
    rowName: 'orderNo',
    timeLabel: ['下单时间', 'Ordered at'],
  },
  appendOnly: true,
  fields: {
    orderNo: { schema: z.string(), label: ['订单号', 'Order no.'], filter: 'prefix', list: { width: 200, fixed: 'left' } },
    status: {
      schema: z.enum(Object.keys(ORDER_STATUSES) as [TOrderStatus]),
      label: ['订单状态', 'Status'],
      kind: 'select',
      options: { values: ORDER_STATUSES, colors: ORDER_STATUS_COLORS },
      filter: 'eq',
      list: { width: 100 },
    },
    totalAmount: { schema: money, label: ['订单金额', 'Amount'], kind: 'money', list: { width: 100 } },
    currency: { schema: z.string(), label: ['币种', 'Currency'], kind: 'select', options: { values: CURRENCY_LABELS }, filter: 'eq', list: { width: 80 } },
    customerAccount: { schema: text, label: ['客户账号', 'Customer account'], filter: 'prefix', list: { width: 150 } },
    customerEmail: { schema: text, label: ['客户邮箱', 'Customer e-mail'], filter: 'prefix', list: { width: 180, hidden: true } },
    summary: { schema: text, label: ['商品', 'Goods'], list: { width: 180 } },
    paidAmount: { schema: money, label: ['已支付', 'Paid'], kind: 'money', list: { width: 100 } },
    refundedAmount: { schema: money, label: ['已退款', 'Refunded'], kind: 'money', list: { width: 100 } },
    expireAt: { schema: time, label: ['支付截止', 'Pay by'], kind: 'dateTime', list: { width: 170, hidden: true } },
    paidAt: { schema: time, label: ['支付时间', 'Paid at'], kind: 'dateTime', list: { width: 170, hidden: true } },
  },
  ops: ['page', 'detail', 'export'],
  permissions: MALL_ORDER_PERMISSION,
});

export const mallPaymentResource = defineResource({
  name: 'mallPayment',
  label: ['支付记录', 'Payment record'],
  api: { service: 'mall', base: '/payRecord' },
  screen: {
    route: MALL_PAYMENTS_ROUTE,
    forms: 'dialog',
    menu: { parent: MALL_FOLDER, icon: 'TransactionOutlined', sortOrder: 2, label: ['支付记录', 'Payment records'] },
    rowName: 'payOrderNo',
    timeLabel: ['发起时间', 'Started at'],
  },
  appendOnly: true,
  fields: {
    payOrderNo: { schema: z.string(), label: ['支付单号', 'Payment no.'], filter: 'prefix', list: { width: 200, fixed: 'left' } },
    status: {
      schema: z.enum(Object.keys(PAYMENT_STATUSES) as [TPaymentStatus]),
      label: ['支付状态', 'Status'],
      kind: 'select',
      options: { values: PAYMENT_STATUSES, colors: PAYMENT_STATUS_COLORS },
      filter: 'eq',
      list: { width: 100 },
    },
    amount: { schema: money, label: ['金额', 'Amount'], kind: 'money', list: { width: 100 } },
    currency: { schema: z.string(), label: ['币种', 'Currency'], list: { width: 80 } },
    provider: {
      schema: z.enum(Object.keys(PAYMENT_PROVIDERS) as [TPaymentProvider]),
      label: ['支付渠道', 'Provider'],
      kind: 'select',
      options: { values: PAYMENT_PROVIDERS },
      filter: 'eq',
      list: { width: 120 },
    },
    orderNo: { schema: z.string(), label: ['订单号', 'Order no.'], filter: 'prefix', list: { width: 200 } },
    transactionNo: { schema: text, label: ['交易流水号', 'Transaction no.'], filter: 'prefix', list: { width: 180 } },
    customerEmail: { schema: text, label: ['客户邮箱', 'Customer e-mail'], filter: 'prefix', list: { width: 180, hidden: true } },
    paidAt: { schema: time, label: ['到账时间', 'Paid at'], kind: 'dateTime', list: { width: 170 } },
  },
  ops: ['page', 'detail', 'export'],
  permissions: MALL_PAYMENT_PERMISSION,
});

export const MALL_ORDER_CONTRACTS = /* @__PURE__ */ resourceContracts(mallOrderResource);
export const MALL_ORDER_PERMISSIONS = /* @__PURE__ */ resourcePermissions(mallOrderResource);
export const MALL_PAYMENT_CONTRACTS = /* @__PURE__ */ resourceContracts(mallPaymentResource);
export const MALL_PAYMENT_PERMISSIONS = /* @__PURE__ */ resourcePermissions(mallPaymentResource);
