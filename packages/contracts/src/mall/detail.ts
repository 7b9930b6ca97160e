import { z } from 'zod';
import { ZLedgerEntry } from '../devices/devices';
import { ZMoney, ZText } from '../kit/strings';
import {
  LINE_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type TLineKind,
  type TOrderStatus,
  type TPaymentProvider,
  type TPaymentStatus,
} from './orders';

const keys = <T extends Record<string, unknown>>(o: T) => Object.keys(o) as [keyof T & string];
export const ZOrderStatus = z.enum(keys(ORDER_STATUSES)) as z.ZodType<TOrderStatus>;
export const ZPaymentStatus = z.enum(keys(PAYMENT_STATUSES)) as z.ZodType<TPaymentStatus>;
export const ZPaymentProvider = z.enum(keys(PAYMENT_PROVIDERS)) as z.ZodType<TPaymentProvider>;
export const ZLineKind = z.enum(keys(LINE_KINDS)) as z.ZodType<TLineKind>;

/** One line of an order: a software subscription (a software code, months), a card (its type; the card it occupies) or goods. */
export const ZOrderLine = z.object({
  lineNo: z.number(),
  kind: ZLineKind,
  goodsCode: z.string(),
  name: z.string(),
  softwareCode: z.string().nullable(),
  months: z.number().nullable(),
  cardType: z.number().nullable(),
  cardNo: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;
export const ZOrderPayment = z.object({
  payOrderNo: z.string(),
  provider: ZPaymentProvider,
  transactionNo: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: ZPaymentStatus,
  createTime: z.string(),
  paidAt: z.string().nullable(),
});
export type TOrderPayment = z.infer<typeof ZOrderPayment>;
export const ZOrderRefund = z.object({
  refundNo: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  operatorName: z.string().nullable(),
  ledgerEntryId: z.number(),
  createTime: z.string(),
});
export type TOrderRefund = z.infer<typeof ZOrderRefund>;

/** An order with everything that happened to it: lines, payments, refunds and its entries in the value ledger. */
export const ZOrderDetail = z.object({
  id: z.number(),
  orderNo: z.string(),
  customerId: z.number(),
  customerAccount: z.string().nullable(),
  customerEmail: z.string().nullable(),
  currency: z.string(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  /** what may still be refunded: paid less refunded */
  refundable: z.number(),
  status: ZOrderStatus,
  expireAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createTime: z.string(),
  lines: z.array(ZOrderLine),
  payments: z.array(ZOrderPayment),
  refunds: z.array(ZOrderRefund),
  ledger: z.array(ZLedgerEntry),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;
export const ZOrderNoParam = z.object({ orderNo: z.string().trim().min(1).max(40) }).strict();

/** Staff refund: part or all of what is left to refund (never more: 79807), with a reason. */
export const ZOrderRefundRequest = z
  .object({ orderNo: z.string().trim().min(1).max(40), amount: ZMoney.refine((n) => n > 0, 'must be above 0'), reason: ZText.trim().min(1).max(500) })
  .strict();
export type TOrderRefundRequest = z.infer<typeof ZOrderRefundRequest>;
export const ZOrderCancelRequest = z.object({ orderNo: z.string().trim().min(1).max(40), reason: ZText.trim().max(500).optional() }).strict();
export type TOrderCancelRequest = z.infer<typeof ZOrderCancelRequest>;
