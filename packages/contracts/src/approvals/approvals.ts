import { z } from 'zod';
import { envelope, pageQuery, pageResult, ZId } from '../common/envelope';
import { ZIds, ZKeyword, ZMoney, ZName, ZText, ZVersion } from '../kit/strings';
import { APPROVAL_ACTION_KINDS, APPROVAL_DOC_TYPE_VALUES, APPROVAL_STATUSES } from './approval-names';

/*
 * The approval engine's requests and replies (decision 0030): workflow templates with their
 * ordered steps, approval requests (the inbox and the history) and their actions.
 */

export const ZApprovalDocType = z.enum(APPROVAL_DOC_TYPE_VALUES);
export const ZApprovalStatus = z.enum(APPROVAL_STATUSES);
export const ZApprovalActionKind = z.enum(APPROVAL_ACTION_KINDS);

/** When a step applies: every given part must match (none given: always). */
export const ZStepCondition = z
  .object({
    minAmount: ZMoney.optional(),
    warehouseIds: ZIds.max(100).optional(),
    channelIds: ZIds.max(100).optional(),
  })
  .strict();
export type TStepCondition = z.infer<typeof ZStepCondition>;

export const ZTemplateStepInput = z
  .object({
    nameZh: ZName,
    nameEn: ZName,
    roleId: ZId,
    condition: ZStepCondition.optional(),
  })
  .strict();

const steps = z.array(ZTemplateStepInput).min(1).max(20);

export const ZSaveTemplateRequest = z.object({ docType: ZApprovalDocType, nameZh: ZName, nameEn: ZName, steps }).strict();
export const ZUpdateTemplateRequest = z.object({ id: ZId, version: ZVersion, nameZh: ZName, nameEn: ZName, steps }).strict();
export const ZTemplateVersionRequest = z.object({ id: ZId, version: ZVersion }).strict();
export type TSaveTemplateRequest = z.infer<typeof ZSaveTemplateRequest>;
export type TUpdateTemplateRequest = z.infer<typeof ZUpdateTemplateRequest>;

export const ZTemplatePageQuery = pageQuery({ docType: ZApprovalDocType.optional(), enabled: z.boolean().optional() }, ['updatedAt', 'createdAt']);
export type TTemplatePageQuery = z.infer<typeof ZTemplatePageQuery>;

export const ZTemplateStep = z.object({
  seq: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  roleId: z.number(),
  roleName: z.string().nullable(),
  condition: ZStepCondition,
});
export type TTemplateStep = z.infer<typeof ZTemplateStep>;

export const ZTemplateRow = z.object({
  id: z.number(),
  docType: ZApprovalDocType,
  nameZh: z.string(),
  nameEn: z.string(),
  enabled: z.boolean(),
  version: z.number(),
  stepCount: z.number(),
  /** a request was opened with it: it cannot be deleted */
  used: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTemplateRow = z.infer<typeof ZTemplateRow>;
export const ZTemplateDetail = ZTemplateRow.extend({ steps: z.array(ZTemplateStep) });
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

export const ZTemplatePageReply = envelope(pageResult(ZTemplateRow));
export const ZTemplateDetailReply = envelope(ZTemplateDetail);
export const ZTemplateSavedReply = envelope(z.object({ id: z.number(), version: z.number() }));

/** The inbox: applying requests the caller may act on. */
export const ZInboxQuery = pageQuery(
  {
    docType: ZApprovalDocType.optional(),
    docNo: ZKeyword.optional(),
    submittedFrom: z.iso.date().optional(),
    submittedTo: z.iso.date().optional(),
  },
  ['submittedAt'],
);
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

/** The history: every request (mine: only those I acted on). */
export const ZApprovalPageQuery = pageQuery(
  {
    docType: ZApprovalDocType.optional(),
    status: ZApprovalStatus.optional(),
    docNo: ZKeyword.optional(),
    submittedFrom: z.iso.date().optional(),
    submittedTo: z.iso.date().optional(),
    mine: z.boolean().optional(),
  },
  ['submittedAt', 'decidedAt'],
);
export type TApprovalPageQuery = z.infer<typeof ZApprovalPageQuery>;

export const ZApprovalRequestRow = z.object({
  id: z.number(),
  docType: ZApprovalDocType,
  docId: z.number(),
  docNo: z.string(),
  title: z.string(),
  docVersion: z.number(),
  amount: z.number().nullable(),
  status: ZApprovalStatus,
  /** the step waiting (null once decided) */
  stepSeq: z.number().nullable(),
  stepNameZh: z.string().nullable(),
  stepNameEn: z.string().nullable(),
  submitterId: z.number(),
  submitterName: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TApprovalRequestRow = z.infer<typeof ZApprovalRequestRow>;

export const ZApprovalAction = z.object({
  id: z.number(),
  stepSeq: z.number(),
  stepNameZh: z.string(),
  stepNameEn: z.string(),
  userId: z.number(),
  userName: z.string(),
  action: ZApprovalActionKind,
  reason: z.string().nullable(),
  docVersion: z.number(),
  at: z.string(),
  /** cancelled by a later reset (the document changed) */
  voided: z.boolean(),
});
export type TApprovalAction = z.infer<typeof ZApprovalAction>;

export const ZApprovalStep = z.object({
  seq: z.number(),
  nameZh: z.string(),
  nameEn: z.string(),
  roleId: z.number(),
  roleName: z.string().nullable(),
  state: z.enum(['approved', 'rejected', 'current', 'waiting']),
  /** the valid action that decided the step */
  by: z.object({ userId: z.number(), userName: z.string(), at: z.string(), reason: z.string().nullable() }).nullable(),
});
export type TApprovalStep = z.infer<typeof ZApprovalStep>;

export const ZApprovalDetail = ZApprovalRequestRow.extend({
  steps: z.array(ZApprovalStep),
  actions: z.array(ZApprovalAction),
  /** the signed-in user may approve or reject the current step now */
  mayAct: z.boolean(),
});
export type TApprovalDetail = z.infer<typeof ZApprovalDetail>;

export const ZApprovalPageReply = envelope(pageResult(ZApprovalRequestRow));
export const ZApprovalDetailReply = envelope(ZApprovalDetail);
export const ZDocApprovalQuery = z.object({ docType: ZApprovalDocType, docId: ZId }).strict();
/** A document's latest request (null: never submitted). */
export const ZDocApprovalReply = envelope(ZApprovalDetail.nullable());

/** the step the approver was shown: another approver moved the request on meanwhile → 1005 */
const ZShownStep = z.number().int().min(1).max(1000).optional();
/** Approve the current step of the document version shown. */
export const ZApproveRequest = z.object({ id: ZId, docVersion: ZVersion, stepSeq: ZShownStep }).strict();
/** Reject: a reason is required. */
export const ZRejectRequest = z.object({ id: ZId, docVersion: ZVersion, stepSeq: ZShownStep, reason: ZText.trim().min(1).max(500) }).strict();
export type TApproveRequest = z.infer<typeof ZApproveRequest>;
export type TRejectRequest = z.infer<typeof ZRejectRequest>;
export const ZApprovalDecidedReply = envelope(z.object({ id: z.number(), status: ZApprovalStatus, stepSeq: z.number().nullable() }));

/** The roles a template step may name (id and name). */
export const ZApprovalRoleOptionsReply = envelope(z.array(z.object({ id: z.number(), name: z.string(), code: z.string() })));
