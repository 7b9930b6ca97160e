import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { ZCode, ZRemark, ZText } from '../kit/strings';
import { LEGAL_LANGUAGES, LEGAL_STATUSES, LEGAL_TYPES } from './legal-names';

/** Schemas of the legal documents: versions and their review, the apps they apply to, consents and their statistics. */
export const ZLegalType = z.enum(LEGAL_TYPES);
export const ZLegalStatus = z.enum(LEGAL_STATUSES);
export const ZLegalLanguage = z.enum(LEGAL_LANGUAGES);
const ZTime = z.iso.datetime({ offset: true });
/** A rich-text body (HTML, sanitised on the server); up to 200,000 characters. */
export const LEGAL_BODY_MAX = 200_000;
const ZBody = ZText.max(LEGAL_BODY_MAX);
/** The bodies by language; a required language left out or empty is refused with 79503 (not a schema error). */
export const ZLegalBodies = z.object({ 'zh-CN': ZBody.optional(), 'en-US': ZBody.optional() }).strict();
export type TLegalBodies = z.infer<typeof ZLegalBodies>;

const editable = {
  bodies: ZLegalBodies,
  /** when the version takes effect (it is the current one from then on, once published) */
  effectiveDate: ZTime,
  /** a material change: customers must accept the version before they go on using an app it applies to */
  material: z.boolean(),
  remark: ZRemark.optional(),
};
/** A new draft; `fromId` names a version whose bodies it starts from (add/{id}). */
export const ZLegalSave = z.object({ type: ZLegalType, fromId: ZId.optional(), ...editable }).strict();
export const ZLegalUpdate = z.object({ id: ZId, version: z.number().int().positive(), ...editable }).strict();
export const ZLegalAction = z.object({ id: ZId, version: z.number().int().positive() }).strict();
export const ZLegalReject = z.object({ id: ZId, version: z.number().int().positive(), reason: ZText.trim().min(1).max(500) }).strict();
export type TLegalSave = z.infer<typeof ZLegalSave>;
export type TLegalUpdate = z.infer<typeof ZLegalUpdate>;

export const ZLegalPageQuery = pageQuery(
  {
    type: ZLegalType.optional(),
    status: ZLegalStatus.optional(),
    /** versions having a body in this language */
    language: ZLegalLanguage.optional(),
    /** versions of the types that apply to this software code */
    softwareCode: ZCode.optional(),
    createTimeFrom: ZTime.optional(),
    createTimeTo: ZTime.optional(),
  },
  ['createTime', 'effectiveDate', 'seq'],
);
export type TLegalPageQuery = z.infer<typeof ZLegalPageQuery>;

export const ZLegalRow = z.object({
  id: z.number(),
  type: ZLegalType,
  /** the version number within its type (1, 2, …) */
  seq: z.number(),
  status: ZLegalStatus,
  languages: z.array(z.string()),
  effectiveDate: z.string(),
  material: z.boolean(),
  /** sha256 of the normalised bodies, set when published */
  contentHash: z.string().nullable(),
  /** the current version of its type (published and in effect, the latest such) */
  current: z.boolean(),
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  reviewerName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
  /** what the caller may do: edit, submit, publish, reject */
  allowedActions: z.array(z.string()),
});
export type TLegalRow = z.infer<typeof ZLegalRow>;
export const ZLegalPage = pageResult(ZLegalRow);

export const ZDiffPart = z.object({ op: z.enum(['eq', 'ins', 'del']), text: z.string() });
export type TDiffPart = z.infer<typeof ZDiffPart>;
export const ZLegalDetail = ZLegalRow.extend({
  bodies: z.record(z.string(), z.string()),
  /** the previous published version of the type, and each language's diff against it (words and lines) */
  previous: z.object({ id: z.number(), seq: z.number(), contentHash: z.string().nullable() }).nullable(),
  diff: z.record(z.string(), z.array(ZDiffPart)),
});
export type TLegalDetail = z.infer<typeof ZLegalDetail>;

/** Which software codes (apps) a document type applies to. */
export const ZLegalSetting = z.object({ type: ZLegalType, softwareCodes: z.array(ZCode).max(500) }).strict();
export type TLegalSetting = z.infer<typeof ZLegalSetting>;
export const ZLegalSoftwareCode = z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string() });
export type TLegalSoftwareCode = z.infer<typeof ZLegalSoftwareCode>;

export const LEGAL_CONSENT_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export const ZLegalConsentAction = z.enum(LEGAL_CONSENT_ACTIONS);
export const ZLegalStatsQuery = z
  .object({
    type: ZLegalType.optional(),
    appCode: ZCode.optional(),
    language: ZLegalLanguage.optional(),
    createTimeFrom: ZTime.optional(),
    createTimeTo: ZTime.optional(),
  })
  .strict();
export type TLegalStatsQuery = z.infer<typeof ZLegalStatsQuery>;
export const ZLegalStatsRow = z.object({
  type: ZLegalType,
  versionId: z.number(),
  seq: z.number(),
  language: z.string(),
  appCode: z.string(),
  accepted: z.number(),
  declined: z.number(),
  withdrawn: z.number(),
});
export type TLegalStatsRow = z.infer<typeof ZLegalStatsRow>;

export const ZLegalConsentPageQuery = pageQuery(
  {
    type: ZLegalType.optional(),
    appCode: ZCode.optional(),
    action: ZLegalConsentAction.optional(),
    customerId: ZId.optional(),
    createTimeFrom: ZTime.optional(),
    createTimeTo: ZTime.optional(),
  },
  ['createTime'],
);
export type TLegalConsentPageQuery = z.infer<typeof ZLegalConsentPageQuery>;
export const ZLegalConsent = z.object({
  id: z.number(),
  customerId: z.number(),
  customerAccount: z.string().nullable(),
  type: ZLegalType,
  versionId: z.number(),
  seq: z.number(),
  language: z.string(),
  contentHash: z.string(),
  appCode: z.string(),
  action: ZLegalConsentAction,
  ip: z.string().nullable(),
  createTime: z.string(),
});
export type TLegalConsent = z.infer<typeof ZLegalConsent>;
export const ZLegalConsentPage = pageResult(ZLegalConsent);

// the customer API
export const ZLegalCurrentQuery = z.object({ type: ZLegalType, appCode: ZCode, language: ZLegalLanguage.optional() }).strict();
export const ZLegalCurrent = z.object({
  type: ZLegalType,
  versionId: z.number(),
  seq: z.number(),
  language: z.string(),
  body: z.string(),
  contentHash: z.string(),
  effectiveDate: z.string(),
  material: z.boolean(),
  /** the customer has accepted this version (or a later one) for the app */
  accepted: z.boolean(),
});
export type TLegalCurrent = z.infer<typeof ZLegalCurrent>;
export const ZLegalAppQuery = z.object({ appCode: ZCode }).strict();
/** What the customer must accept before going on using the app (the gate's answer, 79505, names the first). */
export const ZLegalRequired = z.object({ type: ZLegalType, versionId: z.number(), seq: z.number(), appCode: z.string() });
export type TLegalRequired = z.infer<typeof ZLegalRequired>;
export const ZLegalAcceptRequest = z
  .object({ type: ZLegalType, versionId: ZId, language: ZLegalLanguage, contentHash: z.string().regex(/^[0-9a-f]{64}$/), appCode: ZCode })
  .strict();
export const ZLegalDeclineRequest = z.object({ type: ZLegalType, versionId: ZId, language: ZLegalLanguage, appCode: ZCode }).strict();
export const ZLegalWithdrawRequest = z.object({ appCode: ZCode }).strict();
