import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approvals/approval-names';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult } from '../common/envelope';
import { ZRemark, ZText, ZVersion } from '../kit/strings';

/**
 * draft → applying (in approval) → approved / rejected (editable, submitted again) → shipped (all of it
 * in transit) → partlyArrived → arrived (all arrived) / closed (some written off); cancelled before shipping.
 */
export const TRANSFER_PLAN_STATUSES = ['draft', 'applying', 'approved', 'rejected', 'shipped', 'partlyArrived', 'arrived', 'closed', 'cancelled'] as const;
export type TransferPlanStatus = (typeof TRANSFER_PLAN_STATUSES)[number];
export const TRANSFER_PLAN_ACTIONS = ['edit', 'submit', 'ship', 'arrive', 'writeOff', 'cancel'] as const;
export type TransferPlanAction = (typeof TRANSFER_PLAN_ACTIONS)[number];

const ZPositiveId = z.number().int().positive().max(INT4_MAX);
const ZQty = z.number().int().min(1).max(1_000_000);
const ZSn = ZText.trim().min(1).max(64);
/** A calendar day (2026-02-30 is refused, not rolled over or sent to the database). */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
  }, 'not a calendar day');
const ZReason = ZText.trim().min(1, 'a reason is required').max(500);

export const ZTransferPlanLineInput = z.object({ skuId: ZPositiveId, qty: ZQty }).strict();
const saveShape = {
  fromWarehouseId: ZPositiveId,
  toWarehouseId: ZPositiveId,
  plannedShipDate: ZDay,
  remark: ZRemark.optional(),
  lines: z.array(ZTransferPlanLineInput).min(1, 'at least one line').max(200),
};
export const ZTransferPlanSave = z.object(saveShape).strict();
export const ZTransferPlanUpdate = z.object({ id: ZPositiveId, version: ZVersion, ...saveShape }).strict();
export const ZTransferPlanAction = z.object({ id: ZPositiveId, version: ZVersion }).strict();
export const ZTransferPlanCancel = z.object({ id: ZPositiveId, version: ZVersion, reason: ZRemark.optional() }).strict();
/** Shipping sends every line whole; serialised lines name their SNs (as many as the line's quantity). */
export const ZTransferPlanShip = z
  .object({
    id: ZPositiveId,
    version: ZVersion,
    lines: z
      .array(z.object({ lineId: ZPositiveId, sns: z.array(ZSn).max(10_000) }).strict())
      .max(200)
      .optional(),
  })
  .strict();
/** An arrival: per line a quantity no more than still in transit (SNs of serialised lines among those in transit). */
export const ZTransferPlanArrive = z
  .object({
    id: ZPositiveId,
    version: ZVersion,
    lines: z
      .array(z.object({ lineId: ZPositiveId, qty: ZQty, sns: z.array(ZSn).max(10_000).optional() }).strict())
      .min(1, 'at least one line')
      .max(200),
  })
  .strict();
/** A shortfall written off the transit warehouse: per line a quantity and the reason. */
export const ZTransferPlanWriteOff = z
  .object({
    id: ZPositiveId,
    version: ZVersion,
    lines: z
      .array(z.object({ lineId: ZPositiveId, qty: ZQty, reason: ZReason, sns: z.array(ZSn).max(10_000).optional() }).strict())
      .min(1, 'at least one line')
      .max(200),
  })
  .strict();
export type TTransferPlanSave = z.infer<typeof ZTransferPlanSave>;
export type TTransferPlanUpdate = z.infer<typeof ZTransferPlanUpdate>;
export type TTransferPlanShip = z.infer<typeof ZTransferPlanShip>;
export type TTransferPlanArrive = z.infer<typeof ZTransferPlanArrive>;
export type TTransferPlanWriteOff = z.infer<typeof ZTransferPlanWriteOff>;

export const ZTransferPlanPageQuery = pageQuery(
  {
    no: ZText.trim().min(1).max(64).optional(),
    fromWarehouseId: ZPositiveId.optional(),
    toWarehouseId: ZPositiveId.optional(),
    status: z.enum(TRANSFER_PLAN_STATUSES).optional(),
    plannedFrom: ZDay.optional(),
    plannedTo: ZDay.optional(),
    createdFrom: ZDay.optional(),
    createdTo: ZDay.optional(),
  },
  ['createTime', 'no', 'plannedShipDate'],
);
export type TTransferPlanPageQuery = z.infer<typeof ZTransferPlanPageQuery>;

const ZPlanApproval = z.object({
  requestId: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  step: z.object({ seq: z.number(), nameZh: z.string(), nameEn: z.string() }).nullable(),
});

export const ZTransferPlan = z.object({
  id: z.number(),
  no: z.string(),
  fromWarehouseId: z.number(),
  fromWarehouseName: z.string(),
  toWarehouseId: z.number(),
  toWarehouseName: z.string(),
  transitWarehouseId: z.number().nullable(),
  plannedShipDate: z.string(),
  remark: z.string().nullable(),
  status: z.enum(TRANSFER_PLAN_STATUSES),
  cancelReason: z.string().nullable(),
  lineCount: z.number(),
  plannedQty: z.number(),
  shippedQty: z.number(),
  arrivedQty: z.number(),
  writtenOffQty: z.number(),
  inTransitQty: z.number(),
  creatorId: z.number(),
  creatorName: z.string(),
  shippedAt: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
  approval: ZPlanApproval.nullable(),
  allowedActions: z.array(z.enum(TRANSFER_PLAN_ACTIONS)),
});
export type TTransferPlan = z.infer<typeof ZTransferPlan>;
export const ZTransferPlanLine = z.object({
  id: z.number(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  plannedQty: z.number(),
  shippedQty: z.number(),
  arrivedQty: z.number(),
  writtenOffQty: z.number(),
  inTransitQty: z.number(),
  /** the SNs still in transit */
  inTransitSns: z.array(z.string()),
  shippedSns: z.array(z.string()),
  writeOffReasons: z.array(z.string()),
});
export type TTransferPlanLine = z.infer<typeof ZTransferPlanLine>;
export const ZTransferPlanDetail = ZTransferPlan.extend({ lines: z.array(ZTransferPlanLine) });
export type TTransferPlanDetail = z.infer<typeof ZTransferPlanDetail>;
export const ZTransferPlanPage = pageResult(ZTransferPlan);

/** The plan form's SKU picker: live platform SKUs by a prefix of code or name (at most 50). */
export const ZTransferSkuOptionsQuery = z.object({ keyword: ZText.trim().min(1).max(64).optional() }).strict();
export const ZTransferSkuOption = z.object({ id: z.number(), code: z.string(), name: z.string(), serialised: z.boolean() });
export type TTransferSkuOption = z.infer<typeof ZTransferSkuOption>;
