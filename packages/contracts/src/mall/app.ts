import { z } from 'zod';
import { ZCode, ZMoney, ZText } from '../kit/strings';
import { ZCurrency } from '../skus/skus';
import { ZLineKind, ZOrderLine, ZOrderPayment, ZOrderStatus, ZPaymentProvider } from './detail';

/** Goods on offer in the mall: a software subscription (a code of the software area, months), a card type, or goods. */
export const ZGoodsSave = z
  .object({
    code: ZCode,
    kind: ZLineKind,
    nameZh: ZText.trim().min(1).max(100),
    nameEn: ZText.trim().min(1).max(100),
    price: ZMoney,
    currency: ZCurrency,
    softwareCode: ZCode.optional(),
    months: z.number().int().min(1).max(120).optional(),
    cardType: z.number().int().min(273).max(287).optional(),
    onSale: z.boolean().default(true),
  })
  .strict();
export type TGoodsSave = z.input<typeof ZGoodsSave>;
export const ZGoods = z.object({
  code: z.string(),
  kind: ZLineKind,
  name: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  price: z.number(),
  currency: z.string(),
  softwareCode: z.string().nullable(),
  months: z.number().nullable(),
  cardType: z.number().nullable(),
  onSale: z.boolean(),
});
export type TGoods = z.infer<typeof ZGoods>;

/** Customer API: an order of goods on offer (one currency), 1–20 lines. */
export const ZAppOrderCreate = z
  .object({
    lines: z
      .array(z.object({ goodsCode: ZCode, quantity: z.number().int().min(1).max(99).default(1) }).strict())
      .min(1)
      .max(20),
  })
  .strict();
export type TAppOrderCreate = z.input<typeof ZAppOrderCreate>;
export const ZAppOrder = z.object({
  orderNo: z.string(),
  currency: z.string(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  status: ZOrderStatus,
  expireAt: z.string().nullable(),
  createTime: z.string(),
  lines: z.array(ZOrderLine),
  payments: z.array(ZOrderPayment),
});
export type TAppOrder = z.infer<typeof ZAppOrder>;
export const ZAppPayStart = z.object({ orderNo: z.string().trim().min(1).max(40), provider: ZPaymentProvider.default('test') }).strict();
export type TAppPayStart = z.input<typeof ZAppPayStart>;
/** What the app needs to pay: the payment number and, for the test provider, where to tell it to complete the payment. */
export const ZAppPayment = z.object({
  payOrderNo: z.string(),
  provider: ZPaymentProvider,
  amount: z.number(),
  currency: z.string(),
  payUrl: z.string(),
  expireAt: z.string().nullable(),
});
export type TAppPayment = z.infer<typeof ZAppPayment>;
/** The test provider only: complete (or fail) a pending payment; it then sends the signed callback. */
export const ZTestPayComplete = z
  .object({ payOrderNo: z.string().trim().min(1).max(40), outcome: z.enum(['succeeded', 'failed']).default('succeeded') })
  .strict();
export type TTestPayComplete = z.input<typeof ZTestPayComplete>;

/**
 * A provider's payment callback (public route), signed per HTTP-10: nonceStr, timestamp (ms), appkey
 * and sign = uppercase MD5 of the key-sorted JSON of the other fields plus the provider's secret.
 */
export const ZPayCallback = z
  .object({
    payOrderNo: z.string().trim().min(1).max(40),
    transactionNo: z.string().trim().min(1).max(64),
    amount: z.number().min(0),
    currency: z.string().length(3),
    outcome: z.enum(['succeeded', 'failed']),
    nonceStr: z.string().trim().min(8).max(64),
    timestamp: z.number().int(),
    appkey: z.string().trim().min(1).max(64),
    sign: z.string().regex(/^[0-9A-F]{32}$/),
  })
  .strict();
export type TPayCallback = z.infer<typeof ZPayCallback>;
export const ZPayCallbackResult = z.object({ payOrderNo: z.string(), status: z.string(), duplicate: z.boolean() });
