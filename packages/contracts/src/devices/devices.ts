import { z } from 'zod';
import { pageQuery, pageResult, ZId, ZPageSize } from '../common/envelope';
import { REMARK_MAX, ZCode, ZIds, ZKeyword, ZMoney, ZText, ZVersion } from '../kit/strings';
import { ZCurrency } from '../skus/skus';

/** Devices (business.md §3–§5, DEV-01…DEV-11; statuses as settled for DEV-01/02 in rules.md). */
export const DEVICE_STATUSES = ['unactivated', 'activated', 'disabled', 'locked', 'unbound', 'transferring'] as const;
export const ZDeviceStatus = z.enum(DEVICE_STATUSES);
export type TDeviceStatus = z.infer<typeof ZDeviceStatus>;
/** DEV-10 */
export const DEVICE_TYPES = ['beta', 'normal'] as const;
export const ZDeviceType = z.enum(DEVICE_TYPES);
/** "mark test or general" (DEV-03) */
export const DEVICE_PURPOSES = ['test', 'general'] as const;
export const ZDevicePurpose = z.enum(DEVICE_PURPOSES);
/**
 * The actions of DEV-03 plus return (DEV-09). A transfer waits for its receiver: staff start it
 * (the device is "transferring", still its owner's), the receiving customer accepts or declines
 * it through the customer API, and staff may cancel it.
 */
export const DEVICE_ACTIONS = [
  'bind',
  'unbind',
  'transfer',
  'acceptTransfer',
  'declineTransfer',
  'cancelTransfer',
  'extendWarranty',
  'renewSoftware',
  'setRegistrationCode',
  'markPurpose',
  'lock',
  'exchange',
  'return',
] as const;
export type TDeviceAction = (typeof DEVICE_ACTIONS)[number];
const LIVE = ['unactivated', 'activated', 'disabled', 'unbound', 'transferring'] as const;
/**
 * The statuses each action may start from (the server's state machine and the console's
 * buttons read the same table). Nothing leaves `locked` (DEV-06); return takes only
 * unbound devices (DEV-09).
 */
export const DEVICE_ACTION_FROM: Record<TDeviceAction, readonly TDeviceStatus[]> = {
  bind: ['unactivated', 'unbound'],
  unbind: ['activated', 'disabled', 'transferring'],
  transfer: ['activated', 'transferring'],
  acceptTransfer: ['transferring'],
  declineTransfer: ['transferring'],
  cancelTransfer: ['transferring'],
  extendWarranty: LIVE,
  renewSoftware: LIVE,
  setRegistrationCode: LIVE,
  markPurpose: LIVE,
  lock: LIVE,
  exchange: ['unactivated', 'activated', 'disabled', 'unbound'],
  return: ['unbound'],
};

/** An SN: letters, digits and - _ . like every code. */
export const ZSn = ZCode;
/** A note or reason: required, not blank (DEV-04). */
export const ZNote = ZText.trim().min(1).max(REMARK_MAX);
export const ZRegistrationCode = ZText.trim().min(1).max(64);

export const ZDevice = z.object({
  id: z.number(),
  sn: z.string(),
  productId: z.number(),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  productModelId: z.number().nullable(),
  productModelCode: z.string().nullable(),
  productModelName: z.string().nullable(),
  type: ZDeviceType,
  purpose: ZDevicePurpose,
  status: ZDeviceStatus,
  customerId: z.number().nullable(),
  customerAccount: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** masked unless the caller holds the full-phone permission */
  customerPhone: z.string().nullable(),
  purchaseTime: z.string().nullable(),
  bindTime: z.string().nullable(),
  expiryTime: z.string().nullable(),
  warrantyTime: z.string().nullable(),
  activationTime: z.string().nullable(),
  softwareList: z.array(z.string()),
  registrationCode: z.string().nullable(),
  secondSale: z.boolean(),
  pendingReview: z.boolean(),
  /** while transferring: the customer who is asked to accept it, and since when */
  transferToCustomerId: z.number().nullable(),
  transferToAccount: z.string().nullable(),
  transferRequestedAt: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TDevice = z.infer<typeof ZDevice>;
export const ZDevicePage = pageResult(ZDevice);

export const DEVICE_FILTERS = {
  sn: ZKeyword.optional(),
  customerId: ZId.optional(),
  status: ZDeviceStatus.optional(),
  type: ZDeviceType.optional(),
  productId: ZId.optional(),
  productModelId: ZId.optional(),
};
export const DEVICE_SORTABLE = ['sn', 'bindTime', 'warrantyTime', 'createTime'] as const;
/** device/page */
export const ZDevicePageQuery = pageQuery(DEVICE_FILTERS, DEVICE_SORTABLE);
export type TDevicePageQuery = z.infer<typeof ZDevicePageQuery>;

export const ZDeviceHistory = z.object({
  id: z.number(),
  deviceId: z.number(),
  sn: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  actorKind: z.enum(['staff', 'customer', 'system']),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  createTime: z.string(),
});
export type TDeviceHistory = z.infer<typeof ZDeviceHistory>;
export const ZDeviceDetail = z.object({ device: ZDevice, history: z.array(ZDeviceHistory), allowedActions: z.array(z.enum(DEVICE_ACTIONS)) });
export type TDeviceDetail = z.infer<typeof ZDeviceDetail>;

/** device/add: a device enters the register (from production or stock), not yet active. */
export const ZDeviceAddRequest = z
  .object({
    sn: ZSn,
    productId: ZId,
    productModelId: ZId.nullable().optional(),
    type: ZDeviceType.default('normal'),
    registrationCode: ZRegistrationCode.optional(),
    softwareList: z.array(ZText.trim().min(1).max(64)).max(50).default([]),
  })
  .strict();
export type TDeviceAddRequest = z.infer<typeof ZDeviceAddRequest>;

const act = { id: ZId, version: ZVersion };
/** device/bind (staff): to a customer */
export const ZDeviceBindRequest = z.object({ ...act, customerId: ZId, registrationCode: ZRegistrationCode.optional(), note: ZNote }).strict();
/** device/unbind: a note and the second-sale choice (DEV-07) */
export const ZDeviceUnbindRequest = z.object({ ...act, note: ZNote, secondSale: z.boolean() }).strict();
/** device/transfer: the target customer, never the current one (DEV-05); the device waits for their acceptance */
export const ZDeviceTransferRequest = z.object({ ...act, targetCustomerId: ZId, note: ZNote }).strict();
/** device/cancelTransfer: a transfer not yet accepted is called off; the device stays its owner's */
export const ZDeviceCancelTransferRequest = z.object({ ...act, note: ZNote }).strict();
/** device/extendWarranty: days (DEV-04) */
export const ZDeviceExtendRequest = z.object({ ...act, days: z.number().int().min(1).max(10000), note: ZNote }).strict();
/** device/renewSoftware: the registration code (DEV-04) */
export const ZDeviceRenewRequest = z.object({ ...act, registrationCode: ZRegistrationCode, days: z.number().int().min(1).max(10000), note: ZNote }).strict();
/**
 * device/setRegistrationCode: staff give a device the registration code the customer binds it
 * with (a device entered without one cannot be bound by a customer until then).
 */
export const ZDeviceSetCodeRequest = z.object({ ...act, registrationCode: ZRegistrationCode, note: ZNote }).strict();
export type TDeviceSetCodeRequest = z.infer<typeof ZDeviceSetCodeRequest>;
/** device/markPurpose: test or general */
export const ZDeviceMarkRequest = z.object({ ...act, purpose: ZDevicePurpose, note: ZNote }).strict();
/** device/lock: irreversible (DEV-06) */
export const ZDeviceLockRequest = z.object({ ...act, note: ZNote }).strict();
/** device/exchange: a new SN and a note (DEV-08) */
export const ZDeviceExchangeRequest = z.object({ ...act, newSn: ZSn, note: ZNote }).strict();
/** device/return: a selection of unbound SNs (DEV-09) */
export const ZDeviceReturnRequest = z.object({ ids: ZIds, note: ZNote }).strict();
export type TDeviceBindRequest = z.infer<typeof ZDeviceBindRequest>;
export type TDeviceUnbindRequest = z.infer<typeof ZDeviceUnbindRequest>;
export type TDeviceTransferRequest = z.infer<typeof ZDeviceTransferRequest>;
export type TDeviceCancelTransferRequest = z.infer<typeof ZDeviceCancelTransferRequest>;
export type TDeviceExtendRequest = z.infer<typeof ZDeviceExtendRequest>;
export type TDeviceRenewRequest = z.infer<typeof ZDeviceRenewRequest>;
export type TDeviceMarkRequest = z.infer<typeof ZDeviceMarkRequest>;
export type TDeviceLockRequest = z.infer<typeof ZDeviceLockRequest>;
export type TDeviceExchangeRequest = z.infer<typeof ZDeviceExchangeRequest>;
export type TDeviceReturnRequest = z.infer<typeof ZDeviceReturnRequest>;
export const ZDeviceReturnResult = z.object({ returned: z.number() });

/** A batch action takes at most this many devices (beyond: 1001). */
export const DEVICE_BATCH_MAX = 500;
/** The devices of a batch, each with the version it was read at; [] → 61000. */
const ZDeviceBatchItems = z.array(z.object({ id: ZId, version: ZVersion }).strict()).max(DEVICE_BATCH_MAX, `at most ${DEVICE_BATCH_MAX} devices`);
/** device/batchMarkPurpose: mark the selection test or general, one note for all */
export const ZDeviceBatchMarkRequest = z.object({ items: ZDeviceBatchItems, purpose: ZDevicePurpose, note: ZNote }).strict();
/** device/batchExtendWarranty: extend the selection's warranty by days, one note for all */
export const ZDeviceBatchExtendRequest = z.object({ items: ZDeviceBatchItems, days: z.number().int().min(1).max(10000), note: ZNote }).strict();
export type TDeviceBatchMarkRequest = z.infer<typeof ZDeviceBatchMarkRequest>;
export type TDeviceBatchExtendRequest = z.infer<typeof ZDeviceBatchExtendRequest>;
/** A batch's answer per device: done whole, or refused whole with the code and message of its refusal. */
export const ZDeviceBatchOutcome = z.object({
  done: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), code: z.number(), message: z.string() })),
});
export type TDeviceBatchOutcome = z.infer<typeof ZDeviceBatchOutcome>;

/** Customer API: my devices */
export const ZMyDevice = z.object({
  id: z.number(),
  sn: z.string(),
  productName: z.string().nullable(),
  productModelName: z.string().nullable(),
  status: ZDeviceStatus,
  bindTime: z.string().nullable(),
  warrantyTime: z.string().nullable(),
  expiryTime: z.string().nullable(),
  version: z.number(),
});
export type TMyDevice = z.infer<typeof ZMyDevice>;
export const ZMyDeviceBindRequest = z.object({ sn: ZSn, registrationCode: ZRegistrationCode }).strict();
export const ZMyDeviceUnbindRequest = z.object({ sn: ZSn }).strict();
/** Customer API: a device someone asked to transfer to me, waiting for my answer */
export const ZMyIncomingTransfer = z.object({
  sn: z.string(),
  productName: z.string().nullable(),
  productModelName: z.string().nullable(),
  requestedAt: z.string(),
});
export type TMyIncomingTransfer = z.infer<typeof ZMyIncomingTransfer>;
/** Customer API: accept or decline the transfer of this SN to me */
export const ZMyTransferAnswerRequest = z.object({ sn: ZSn }).strict();

/** Cards (CARD-01…03). */
export const CARD_TYPE_CODES = [273, 274, 275, 276, 277, 278, 280, 281, 282, 283, 284, 285, 287] as const;
export const ZCardType = z.union(CARD_TYPE_CODES.map((c) => z.literal(c)) as unknown as [z.ZodLiteral<273>, z.ZodLiteral<274>, ...z.ZodLiteral<number>[]]);
export const CARD_STATUSES = ['shipped', 'sold', 'gifted', 'locked', 'taken', 'redeemed', 'occupied', 'refunded'] as const;
export const ZCardStatus = z.enum(CARD_STATUSES);
export const ZCard = z.object({
  id: z.number(),
  cardNo: z.string(),
  cardType: z.number(),
  status: ZCardStatus,
  batchNo: z.string(),
  faceValue: z.number(),
  customerId: z.number().nullable(),
  customerAccount: z.string().nullable(),
  expireTime: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  /** when the customer redeemed it on the app (null when never) */
  redeemTime: z.string().nullable(),
});
export type TCard = z.infer<typeof ZCard>;
export const ZCardPage = pageResult(ZCard);
export const CARD_FILTERS = {
  cardNo: ZKeyword.optional(),
  batchNo: ZKeyword.optional(),
  // one of the CARD-01 codes: any other number is bad input (the column is a smallint)
  cardType: z
    .number()
    .int()
    .refine((n) => (CARD_TYPE_CODES as readonly number[]).includes(n), 'unknown card type')
    .optional(),
  status: ZCardStatus.optional(),
  customerId: ZId.optional(),
};
export const CARD_SORTABLE = ['cardNo', 'createTime'] as const;
export const ZCardPageQuery = pageQuery(CARD_FILTERS, CARD_SORTABLE);
export type TCardPageQuery = z.infer<typeof ZCardPageQuery>;
export const ZCardExportQuery = z
  .object({
    ...CARD_FILTERS,
    sort: z
      .object({ field: z.enum(CARD_SORTABLE), order: z.enum(['asc', 'desc']) })
      .strict()
      .optional(),
  })
  .strict();
export type TCardExportQuery = z.infer<typeof ZCardExportQuery>;
export const ZCardGenerateRequest = z
  .object({
    cardType: z
      .number()
      .int()
      .refine((n) => (CARD_TYPE_CODES as readonly number[]).includes(n), 'unknown card type'),
    count: z.number().int().min(1).max(10000),
    faceValue: z.number().int().min(0).max(1_000_000),
    expireDays: z.number().int().min(1).max(10000).optional(),
    remark: z.string().max(REMARK_MAX).optional(),
  })
  .strict();
export type TCardGenerateRequest = z.infer<typeof ZCardGenerateRequest>;
export const ZCardGenerateResult = z.object({ batchNo: z.string(), count: z.number() });

/**
 * Staff steps of a card (CARD-03). Each is an entry of the value ledger (decision 0029); the card's
 * status is what its entries say. `unlock` returns the card to the status it was locked from.
 * Redemption is the customer's (card/redeem). `taken` and `occupied` come from orders (commerce).
 */
export const CARD_ACTIONS = ['sell', 'gift', 'lock', 'unlock', 'refund'] as const;
export type TCardAction = (typeof CARD_ACTIONS)[number];
export type TCardStatus = z.infer<typeof ZCardStatus>;
export const CARD_ACTION_FROM: Record<TCardAction, readonly TCardStatus[]> = {
  sell: ['shipped'],
  gift: ['shipped'],
  lock: ['shipped', 'sold', 'gifted', 'taken', 'occupied'],
  unlock: ['locked'],
  refund: ['sold'],
};
/** The actions a card in this status allows (the console hides the others; the server refuses them with 1017). */
export const cardActionsFrom = (status: TCardStatus): TCardAction[] => CARD_ACTIONS.filter((a) => CARD_ACTION_FROM[a].includes(status));
const cardRef = { id: ZId, version: ZVersion };
/** sell: to a sales channel or on an order (one of the two), at a price in a currency. */
export const ZCardSellRequest = z
  .object({
    ...cardRef,
    channelId: ZId.optional(),
    orderNo: ZCode.optional(),
    amount: ZMoney,
    currency: ZCurrency,
    note: ZText.trim().max(REMARK_MAX).optional(),
  })
  .strict()
  .refine((b) => (b.channelId === undefined) !== (b.orderNo === undefined), { message: 'a channel or an order number, not both', path: ['channelId'] });
export type TCardSellRequest = z.infer<typeof ZCardSellRequest>;
/** gift: to a customer, with a reason; only that customer can redeem it. */
export const ZCardGiftRequest = z.object({ ...cardRef, customerId: ZId, reason: ZNote }).strict();
export type TCardGiftRequest = z.infer<typeof ZCardGiftRequest>;
/** lock and unlock: with a reason. */
export const ZCardReasonRequest = z.object({ ...cardRef, reason: ZNote }).strict();
export type TCardReasonRequest = z.infer<typeof ZCardReasonRequest>;
/** refund: a sold card, with a reason; the amount defaults to what it was sold for and may not exceed it. */
export const ZCardRefundRequest = z.object({ ...cardRef, reason: ZNote, amount: ZMoney.optional() }).strict();
export type TCardRefundRequest = z.infer<typeof ZCardRefundRequest>;
/** One entry of the value ledger as the card detail shows it (newest last). */
export const LEDGER_KINDS = [
  'opening',
  'issue',
  'sell',
  'gift',
  'lock',
  'unlock',
  'redeem',
  'refund',
  'credit',
  'debit',
  'occupy',
  'release',
  'take',
  'pay',
] as const;
export const ZLedgerEntry = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  statusAfter: ZCardStatus.nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  points: z.number().nullable(),
  customerId: z.number().nullable(),
  channelId: z.number().nullable(),
  orderNo: z.string().nullable(),
  reason: z.string().nullable(),
  actorKind: z.enum(['staff', 'customer', 'system']),
  actorName: z.string().nullable(),
  createTime: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;
export const ZLedgerEntries = z.array(ZLedgerEntry);

/** Recharge cards (points top-up): redeeming one adds its face value to the customer's points. */
export const RECHARGE_CARD_TYPES = [273, 275] as const;
/** The statuses a customer may redeem a card from (the card has left stock to a buyer or a gift receiver). */
export const REDEEMABLE_CARD_STATUSES = ['sold', 'gifted'] as const;
/** Customer API: card/redeem (73306 unknown card, 73307 already redeemed, 73308 not redeemable, 1004 too many wrong numbers). */
export const ZCardRedeemRequest = z.object({ cardNo: z.string().trim().min(1).max(32) }).strict();
export type TCardRedeemRequest = z.infer<typeof ZCardRedeemRequest>;
/** A card of the signed-in customer. */
export const ZMyCard = z.object({
  id: z.number(),
  cardNo: z.string(),
  cardType: z.number(),
  status: ZCardStatus,
  faceValue: z.number(),
  expireTime: z.string().nullable(),
  redeemTime: z.string().nullable(),
});
export type TMyCard = z.infer<typeof ZMyCard>;
export const ZCardRedeemResult = z.object({
  card: ZMyCard,
  /** points added (recharge cards; 0 for an entitlement card) */
  pointsAdded: z.number(),
  /** the customer's points after the redemption */
  points: z.number(),
});
export type TCardRedeemResult = z.infer<typeof ZCardRedeemResult>;
/** card/mine: newest redemption first. */
export const ZMyCardQuery = z
  .object({
    current: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().pipe(ZPageSize).default(10),
  })
  .strict();
export const ZMyCardPage = pageResult(ZMyCard);

/** Vehicles: VIN, brand, model, year, and the customers that own them. */
export const ZVin = ZText.trim().regex(/^[A-HJ-NPR-Z0-9]{17}$/i, '17 letters and digits (no I, O, Q)');
export const ZVehicle = z.object({
  id: z.number(),
  vin: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().nullable(),
  owners: z.number(),
  createTime: z.string(),
});
export const ZVehiclePage = pageResult(ZVehicle);
export const ZVehiclePageQuery = pageQuery({ vin: ZKeyword.optional(), brand: ZKeyword.optional() }, ['vin', 'createTime'] as const);
export type TVehiclePageQuery = z.infer<typeof ZVehiclePageQuery>;
export type TVehicle = z.infer<typeof ZVehicle>;
export const ZCustomerVehicle = z.object({
  id: z.number(),
  customerId: z.number(),
  customerAccount: z.string().nullable(),
  vehicleId: z.number(),
  vin: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().nullable(),
  createTime: z.string(),
});
export const ZCustomerVehiclePage = pageResult(ZCustomerVehicle);
export const ZCustomerVehiclePageQuery = pageQuery({ vin: ZKeyword.optional(), customerId: ZId.optional() }, ['createTime'] as const);
export type TCustomerVehiclePageQuery = z.infer<typeof ZCustomerVehiclePageQuery>;
export type TCustomerVehicle = z.infer<typeof ZCustomerVehicle>;
