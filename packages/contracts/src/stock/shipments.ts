import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approvals/approval-names';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult } from '../common/envelope';
import { ZRemark, ZText, ZVersion } from '../kit/strings';

export { SHIPMENT_PLAN_PERMISSION, SHIPMENT_PLAN_PERMISSIONS, SHIPMENT_PLAN_ROUTE } from './shipment-names';

export const SHIPMENT_TARGET_KINDS = ['dealer', 'channel'] as const;
export type ShipmentTargetKind = (typeof SHIPMENT_TARGET_KINDS)[number];
/** draft → applying → approved / rejected (editable, submitted again) → shipped; cancelled from any state before shipping. */
export const SHIPMENT_PLAN_STATUSES = ['draft', 'applying', 'approved', 'rejected', 'shipped', 'cancelled'] as const;
export type ShipmentPlanStatus = (typeof SHIPMENT_PLAN_STATUSES)[number];
export const SHIPMENT_PLAN_ACTIONS = ['edit', 'submit', 'ship', 'cancel'] as const;
export type ShipmentPlanAction = (typeof SHIPMENT_PLAN_ACTIONS)[number];

const ZPositiveId = z.number().int().positive().max(INT4_MAX);
const ZSn = ZText.trim().min(1).max(64);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const ZShipmentPlanLineInput = z
  .object({
    skuId: ZPositiveId,
    qty: z.number().int().min(1).max(1_000_000),
  })
  .strict();

const saveShape = {
  warehouseId: ZPositiveId,
  targetKind: z.enum(SHIPMENT_TARGET_KINDS),
  /** the dealer (target dealer) or the channel (target channel) */
  targetId: ZPositiveId,
  plannedDate: ZDay,
  remark: ZRemark.optional(),
  lines: z.array(ZShipmentPlanLineInput).min(1, 'at least one line').max(200),
};
export const ZShipmentPlanSave = z.object(saveShape).strict();
export const ZShipmentPlanUpdate = z.object({ id: ZPositiveId, version: ZVersion, ...saveShape }).strict();
export const ZShipmentPlanAction = z.object({ id: ZPositiveId, version: ZVersion }).strict();
/** Shipping: the SNs of each serialised line (as many as its quantity), by line id. */
export const ZShipmentPlanShip = z
  .object({
    id: ZPositiveId,
    version: ZVersion,
    lines: z
      .array(z.object({ lineId: ZPositiveId, sns: z.array(ZSn).max(10_000) }).strict())
      .max(200)
      .default([]),
  })
  .strict();
export type TShipmentPlanSave = z.infer<typeof ZShipmentPlanSave>;
export type TShipmentPlanUpdate = z.infer<typeof ZShipmentPlanUpdate>;
export type TShipmentPlanShip = z.infer<typeof ZShipmentPlanShip>;

export const ZShipmentPlanPageQuery = pageQuery(
  {
    no: ZText.trim().min(1).max(64).optional(),
    warehouseId: ZPositiveId.optional(),
    targetKind: z.enum(SHIPMENT_TARGET_KINDS).optional(),
    targetId: ZPositiveId.optional(),
    status: z.enum(SHIPMENT_PLAN_STATUSES).optional(),
    plannedFrom: ZDay.optional(),
    plannedTo: ZDay.optional(),
  },
  ['createTime', 'no', 'plannedDate'],
);
export type TShipmentPlanPageQuery = z.infer<typeof ZShipmentPlanPageQuery>;

const ZApproval = z.object({
  requestId: z.number(),
  status: z.enum(APPROVAL_STATUSES),
  step: z.object({ seq: z.number(), nameZh: z.string(), nameEn: z.string() }).nullable(),
});

export const ZShipmentPlan = z.object({
  id: z.number(),
  no: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  targetKind: z.enum(SHIPMENT_TARGET_KINDS),
  targetId: z.number(),
  targetName: z.string(),
  plannedDate: z.string(),
  remark: z.string().nullable(),
  status: z.enum(SHIPMENT_PLAN_STATUSES),
  lineCount: z.number(),
  totalQty: z.number(),
  creatorId: z.number(),
  creatorName: z.string(),
  shippedAt: z.string().nullable(),
  shippedBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
  approval: ZApproval.nullable(),
  allowedActions: z.array(z.enum(SHIPMENT_PLAN_ACTIONS)),
});
export type TShipmentPlan = z.infer<typeof ZShipmentPlan>;
export const ZShipmentPlanLine = z.object({
  id: z.number(),
  skuId: z.number(),
  skuCode: z.string(),
  skuName: z.string(),
  serialised: z.boolean(),
  qty: z.number(),
  /** the SNs shipped (empty until shipped) */
  sns: z.array(z.string()),
});
export type TShipmentPlanLine = z.infer<typeof ZShipmentPlanLine>;
export const ZShipmentPlanDetail = ZShipmentPlan.extend({ lines: z.array(ZShipmentPlanLine) });
export type TShipmentPlanDetail = z.infer<typeof ZShipmentPlanDetail>;
export const ZShipmentPlanPage = pageResult(ZShipmentPlan);

/** The shipment plan form's pickers: live enabled dealers, enabled channels or live platform SKUs, by a prefix of code or name (or by ids). */
export const SHIPMENT_OPTION_KINDS = ['dealer', 'channel', 'sku'] as const;
export const ZShipmentOptionsQuery = z
  .object({
    kind: z.enum(SHIPMENT_OPTION_KINDS),
    keyword: ZText.trim().max(64).optional(),
    ids: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'ids separated by commas')
      .optional(),
  })
  .strict();
export const ZShipmentOption = z.object({ id: z.number(), code: z.string(), name: z.string(), serialised: z.boolean().optional() });
export type TShipmentOption = z.infer<typeof ZShipmentOption>;
