import { z } from 'zod';
import { ZEncryptedPassword } from '../auth/schemas';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { NAME_MAX, REMARK_MAX, ZKeyword, ZName, ZText, ZVersion } from '../kit/strings';
import { ZEmail, ZMainlandPhone, ZUsername } from '../system/users';

/**
 * Experts and remote-diagnosis orders (business.md §3 "Expert", §4; EXP-01…04). Orders use the
 * settled fine states (rules.md, EXP-01/02); the coarse labels are filter groups over them.
 */
export const EXPERT_ORDER_STATUSES = [
  'waitingAcceptance',
  'waitingConfirmation',
  'waitingService',
  'inService',
  'waitingCompletion',
  'completed',
  'cancelled',
] as const;
export const ZExpertOrderStatus = z.enum(EXPERT_ORDER_STATUSES);
export type TExpertOrderStatus = z.infer<typeof ZExpertOrderStatus>;

/** EXP-01's coarse labels, each a group of fine states (a list filter). */
export const EXPERT_ORDER_GROUPS = {
  open: ['waitingAcceptance'],
  pending: ['waitingConfirmation', 'waitingService'],
  inProgress: ['inService', 'waitingCompletion'],
  completed: ['completed'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly TExpertOrderStatus[]>;
export type TExpertOrderGroup = keyof typeof EXPERT_ORDER_GROUPS;
export const ZExpertOrderGroup = z.enum(Object.keys(EXPERT_ORDER_GROUPS) as [TExpertOrderGroup, ...TExpertOrderGroup[]]);
export const groupOfStatus = (s: TExpertOrderStatus): TExpertOrderGroup =>
  (Object.keys(EXPERT_ORDER_GROUPS) as TExpertOrderGroup[]).find((g) => (EXPERT_ORDER_GROUPS[g] as readonly string[]).includes(s))!;

/** Who may take a step: the order's customer (customer API), the order's expert, or staff. */
export type TOrderParty = 'customer' | 'expert' | 'staff';
export const EXPERT_ORDER_ACTIONS = ['accept', 'reject', 'confirm', 'start', 'finish', 'confirmCompletion', 'cancel', 'close'] as const;
export type TExpertOrderAction = (typeof EXPERT_ORDER_ACTIONS)[number];
/**
 * Every step of an order: the state it starts from, where it goes, the one party allowed to
 * take it and whether it needs a reason. No step skips a state; nothing leaves completed or
 * cancelled. The customer rates a completed order (not a step: the state stays completed).
 */
export const EXPERT_ORDER_STEPS: Record<
  TExpertOrderAction,
  { from: readonly TExpertOrderStatus[]; to: TExpertOrderStatus; by: TOrderParty; reason?: boolean }
> = {
  accept: { from: ['waitingAcceptance'], to: 'waitingConfirmation', by: 'expert' },
  reject: { from: ['waitingAcceptance'], to: 'cancelled', by: 'expert', reason: true },
  confirm: { from: ['waitingConfirmation'], to: 'waitingService', by: 'customer' },
  start: { from: ['waitingService'], to: 'inService', by: 'expert' },
  finish: { from: ['inService'], to: 'waitingCompletion', by: 'expert' },
  confirmCompletion: { from: ['waitingCompletion'], to: 'completed', by: 'customer' },
  cancel: { from: ['waitingAcceptance', 'waitingConfirmation', 'waitingService'], to: 'cancelled', by: 'customer' },
  close: {
    from: ['waitingAcceptance', 'waitingConfirmation', 'waitingService', 'inService', 'waitingCompletion'],
    to: 'cancelled',
    by: 'staff',
    reason: true,
  },
};
export const EXPERT_ACTIONS_OF = (party: TOrderParty) => EXPERT_ORDER_ACTIONS.filter((a) => EXPERT_ORDER_STEPS[a].by === party);

export const EXPERT_SERVICE_TYPES = ['remoteDiagnosis', 'programming', 'coding', 'consultation'] as const;
export const ZExpertServiceType = z.enum(EXPERT_SERVICE_TYPES);
export type TExpertServiceType = z.infer<typeof ZExpertServiceType>;

const ZBrand = ZText.trim().min(1).max(32);
export const ZGoodBrands = z.array(ZBrand).min(1).max(20);
const YEAR_MIN = 1950;
const ZStartYear = z.number().int().min(YEAR_MIN).max(2100);
const ZVin = ZText.trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, '17 letters and digits (no I, O, Q)');

// ---- experts ----

export const ZExpert = z.object({
  id: z.number(),
  userId: z.number(),
  account: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  /** masked unless the caller may see full phones */
  phone: z.string().nullable(),
  goodBrands: z.array(z.string()),
  /** the year the expert started (EXP-04 "start of experience") */
  experienceStartYear: z.number(),
  /** years of work, from the start year and today */
  experienceYears: z.number(),
  /** the average of the customers' ratings, 0 before the first */
  rating: z.number(),
  ratingCount: z.number(),
  ordersCompleted: z.number(),
  favourites: z.number(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
});
export type TExpert = z.infer<typeof ZExpert>;
export const ZExpertPage = pageResult(ZExpert);
export const EXPERT_SORTABLE = ['createTime', 'rating', 'ordersCompleted'] as const;
export const ZExpertPageQuery = pageQuery(
  { name: ZKeyword.optional(), account: ZKeyword.optional(), phone: ZKeyword.optional(), enabled: z.boolean().optional() },
  EXPERT_SORTABLE,
);
export type TExpertPageQuery = z.infer<typeof ZExpertPageQuery>;

const expertFields = {
  name: ZName,
  nickname: ZText.trim().max(NAME_MAX).nullable().optional(),
  email: ZEmail,
  phone: ZMainlandPhone,
  goodBrands: ZGoodBrands,
  experienceStartYear: ZStartYear,
  remark: ZText.max(REMARK_MAX).nullable().optional(),
};
/** A new expert: its console account (letters, digits and _ . @ -; a taken one is 73211) with an RSA-encrypted password. */
export const ZExpertAddRequest = z.object({ account: ZUsername, password: ZEncryptedPassword, ...expertFields }).strict();
export type TExpertAddRequest = z.infer<typeof ZExpertAddRequest>;
export const ZExpertUpdateRequest = z.object({ id: ZId, version: ZVersion, ...expertFields }).strict();
export type TExpertUpdateRequest = z.infer<typeof ZExpertUpdateRequest>;
/**
 * An expert edits its own profile (/expert/mine/update): no id (it can only be its own), and
 * neither the account, the staff's remark nor the counters.
 */
export const ZExpertSelfUpdateRequest = z
  .object({ version: ZVersion, ...expertFields })
  .omit({ remark: true })
  .strict();
export type TExpertSelfUpdateRequest = z.infer<typeof ZExpertSelfUpdateRequest>;
export const ZExpertStateRequest = z.object({ id: ZId, version: ZVersion }).strict();
export type TExpertStateRequest = z.infer<typeof ZExpertStateRequest>;
export const ZExpertOption = z.object({ id: z.number(), name: z.string() });
export type TExpertOption = z.infer<typeof ZExpertOption>;

// ---- orders ----

export const ZExpertOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: ZExpertOrderStatus,
  group: ZExpertOrderGroup,
  expertId: z.number(),
  expertName: z.string().nullable(),
  customerId: z.number(),
  customerAccount: z.string().nullable(),
  vehicleInfo: z.string(),
  vin: z.string(),
  serviceType: ZExpertServiceType,
  content: z.string(),
  appointmentTime: z.string().nullable(),
  /** the device the remote session runs on, if any */
  deviceId: z.number().nullable(),
  deviceSn: z.string().nullable(),
  rating: z.number().nullable(),
  ratingComment: z.string().nullable(),
  ratedTime: z.string().nullable(),
  reason: z.string().nullable(),
  completedTime: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TExpertOrder = z.infer<typeof ZExpertOrder>;
export const ZExpertOrderPage = pageResult(ZExpertOrder);
export const EXPERT_ORDER_SORTABLE = ['createTime', 'appointmentTime'] as const;
export const ZExpertOrderPageQuery = pageQuery(
  {
    orderNo: ZKeyword.optional(),
    vin: ZKeyword.optional(),
    /** ignored for an expert: an expert always sees its own orders only */
    expertId: ZId.optional(),
    customerId: ZId.optional(),
    status: ZExpertOrderStatus.optional(),
    group: ZExpertOrderGroup.optional(),
    serviceType: ZExpertServiceType.optional(),
  },
  EXPERT_ORDER_SORTABLE,
);
export type TExpertOrderPageQuery = z.infer<typeof ZExpertOrderPageQuery>;

export const ZOrderHistory = z.object({
  id: z.number(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  reason: z.string().nullable(),
  username: z.string().nullable(),
  createTime: z.string(),
});
export const ZExpertOrderDetail = z.object({
  order: ZExpertOrder,
  history: z.array(ZOrderHistory),
  /** the steps the caller may take now */
  allowedActions: z.array(z.enum(EXPERT_ORDER_ACTIONS)),
});
export type TExpertOrderDetail = z.infer<typeof ZExpertOrderDetail>;

/** One step on one order at the version the caller saw; a reason where the step needs one. */
export const ZExpertOrderStepRequest = z.object({ id: ZId, version: ZVersion, reason: ZText.trim().max(REMARK_MAX).optional() }).strict();
export type TExpertOrderStepRequest = z.infer<typeof ZExpertOrderStepRequest>;

/** The action name of a reassignment in an order's history (not a step of EXPERT_ORDER_STEPS: staff only, back to waiting for acceptance). */
export const EXPERT_ORDER_REASSIGN = 'reassign';
/** The states an order may be reassigned from: before the service starts. */
export const EXPERT_ORDER_REASSIGNABLE: readonly TExpertOrderStatus[] = ['waitingAcceptance', 'waitingConfirmation', 'waitingService'];

/** Bell notice kinds the experts area sends (the console names them in the reader's language). */
export const EXPERT_NOTICE_KINDS = { newOrder: 'expertOrderNew', reassigned: 'expertOrderReassigned', left: 'expertOrderLeft' } as const;

/** The console's address of one order: the order list opens its drawer (a bell notice links here). */
export const expertOrderPath = (id: number) => `/remoteDiagnosis/order?id=${id}`;
/** Staff give an order to another enabled expert, with a reason kept in the order's history. */
export const ZExpertOrderReassignRequest = z.object({ id: ZId, version: ZVersion, expertId: ZId, reason: ZText.trim().min(1).max(REMARK_MAX) }).strict();
export type TExpertOrderReassignRequest = z.infer<typeof ZExpertOrderReassignRequest>;

// ---- remote devices ----

export const REMOTE_SESSION_STATES = ['available', 'reserved', 'inSession', 'unavailable'] as const;
export const ZRemoteSessionState = z.enum(REMOTE_SESSION_STATES);
export const ZRemoteDevice = z.object({
  id: z.number(),
  sn: z.string(),
  deviceStatus: z.string(),
  productName: z.string().nullable(),
  customerId: z.number().nullable(),
  customerAccount: z.string().nullable(),
  /** available: bound and active, no order on it; reserved: an accepted order waits; inSession: an order is in service */
  sessionState: ZRemoteSessionState,
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  expertName: z.string().nullable(),
});
export type TRemoteDevice = z.infer<typeof ZRemoteDevice>;
export const ZRemoteDevicePage = pageResult(ZRemoteDevice);
export const ZRemoteDevicePageQuery = pageQuery({ sn: ZKeyword.optional(), customerId: ZId.optional() }, ['createTime'] as const);
export type TRemoteDevicePageQuery = z.infer<typeof ZRemoteDevicePageQuery>;

// ---- customer API ----

export const ZPublicExpert = ZExpert.pick({
  id: true,
  name: true,
  nickname: true,
  goodBrands: true,
  experienceYears: true,
  rating: true,
  ratingCount: true,
  ordersCompleted: true,
  favourites: true,
});
export type TPublicExpert = z.infer<typeof ZPublicExpert>;
export const ZCreateExpertOrderRequest = z
  .object({
    expertId: ZId,
    vehicleInfo: ZName,
    vin: ZVin,
    serviceType: ZExpertServiceType,
    content: ZText.trim().min(1).max(REMARK_MAX),
    appointmentTime: z.iso.datetime({ offset: true }).optional(),
    /** one of the customer's own devices for the remote session */
    sn: ZKeyword.optional(),
  })
  .strict();
export type TCreateExpertOrderRequest = z.infer<typeof ZCreateExpertOrderRequest>;
export const ZRateExpertOrderRequest = z.object({ id: ZId, rating: z.number().int().min(1).max(5), comment: ZText.trim().max(REMARK_MAX).optional() }).strict();
export type TRateExpertOrderRequest = z.infer<typeof ZRateExpertOrderRequest>;
export const ZFavouriteExpertRequest = z.object({ expertId: ZId, favourite: z.boolean() }).strict();
export type TFavouriteExpertRequest = z.infer<typeof ZFavouriteExpertRequest>;
