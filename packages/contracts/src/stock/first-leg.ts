import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult } from '../common/envelope';
import { ZRemark, ZText, ZVersion } from '../kit/strings';

export const FIRST_LEG_MODES = ['truck', 'rail', 'sea', 'air', 'express'] as const;
export type FirstLegMode = (typeof FIRST_LEG_MODES)[number];
/** Computed from the legs: planned (none departed), inTransit (one departed, the last not arrived), arrived (the last arrived). */
export const FIRST_LEG_STATUSES = ['planned', 'inTransit', 'arrived'] as const;
export type FirstLegStatus = (typeof FIRST_LEG_STATUSES)[number];
export const FIRST_LEG_ACTIONS = ['edit', 'delete', 'track'] as const;

const ZPositiveId = z.number().int().positive().max(INT4_MAX);
const ZPlace = ZText.trim().min(1).max(128);
const ZTime = z.string().datetime({ offset: true });
/** A calendar day (2026-02-30 is refused, not rolled over or sent to the database). */
const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((v) => {
    const t = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
  }, 'not a calendar day');

export const ZFirstLegLegInput = z
  .object({
    /** an existing leg (keeps its departure and arrival unless given) */
    id: ZPositiveId.optional(),
    fromPlace: ZPlace,
    toPlace: ZPlace,
    mode: z.enum(FIRST_LEG_MODES),
    carrier: ZText.trim().max(128).optional(),
    trackingNo: ZText.trim().max(64).optional(),
    departedAt: ZTime.nullable().optional(),
    eta: ZTime.nullable().optional(),
    arrivedAt: ZTime.nullable().optional(),
  })
  .strict();
const saveShape = {
  transferPlanId: ZPositiveId.nullable().optional(),
  destinationWarehouseId: ZPositiveId,
  remark: ZRemark.optional(),
  legs: z.array(ZFirstLegLegInput).min(1, 'at least one leg').max(20),
};
export const ZFirstLegSave = z.object(saveShape).strict();
export const ZFirstLegUpdate = z.object({ id: ZPositiveId, version: ZVersion, ...saveShape }).strict();
export const ZFirstLegDelete = z.object({ id: ZPositiveId, version: ZVersion }).strict();
/** Depart or arrive one leg; the time defaults to now. */
export const ZFirstLegTrack = z.object({ id: ZPositiveId, version: ZVersion, legId: ZPositiveId, at: ZTime.optional() }).strict();
export type TFirstLegSave = z.infer<typeof ZFirstLegSave>;
export type TFirstLegUpdate = z.infer<typeof ZFirstLegUpdate>;
export type TFirstLegTrack = z.infer<typeof ZFirstLegTrack>;

export const ZFirstLegPageQuery = pageQuery(
  {
    no: ZText.trim().min(1).max(64).optional(),
    trackingNo: ZText.trim().min(1).max(64).optional(),
    status: z.enum(FIRST_LEG_STATUSES).optional(),
    destinationWarehouseId: ZPositiveId.optional(),
    etaFrom: ZDay.optional(),
    etaTo: ZDay.optional(),
  },
  ['createTime', 'no', 'eta'],
);
export type TFirstLegPageQuery = z.infer<typeof ZFirstLegPageQuery>;

export const ZFirstLegLeg = z.object({
  id: z.number(),
  seq: z.number(),
  fromPlace: z.string(),
  toPlace: z.string(),
  mode: z.enum(FIRST_LEG_MODES),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  departedAt: z.string().nullable(),
  eta: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  /** now > ETA and not arrived */
  late: z.boolean(),
});
export type TFirstLegLeg = z.infer<typeof ZFirstLegLeg>;
export const ZFirstLeg = z.object({
  id: z.number(),
  no: z.string(),
  transferPlanId: z.number().nullable(),
  transferPlanNo: z.string().nullable(),
  destinationWarehouseId: z.number(),
  destinationWarehouseName: z.string(),
  remark: z.string().nullable(),
  status: z.enum(FIRST_LEG_STATUSES),
  legCount: z.number(),
  /** the first leg not yet arrived (its sequence number); null once all arrived */
  currentLegSeq: z.number().nullable(),
  /** the ETA of the last leg */
  eta: z.string().nullable(),
  late: z.boolean(),
  creatorName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number(),
  allowedActions: z.array(z.enum(FIRST_LEG_ACTIONS)),
});
export type TFirstLeg = z.infer<typeof ZFirstLeg>;
export const ZFirstLegDetail = ZFirstLeg.extend({ legs: z.array(ZFirstLegLeg) });
export type TFirstLegDetail = z.infer<typeof ZFirstLegDetail>;
export const ZFirstLegPage = pageResult(ZFirstLeg);
