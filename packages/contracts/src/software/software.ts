import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { REMARK_MAX, ZCode, ZKeyword, ZName, ZText, ZVersion } from '../kit/strings';

/** A software version number: 1 to 4 dot-separated numbers (1.2, 3.10.0, 1.0.0.12). */
export const ZVersionNo = ZText.trim()
  .min(1)
  .max(32)
  .regex(/^\d{1,6}(\.\d{1,6}){0,3}$/, 'a version such as 1.2.3');

/** Release notes / long text per language. */
const ZNotes = ZText.max(5000);
const ZRemarkText = ZText.max(REMARK_MAX);

// ---- software codes ----

export const SOFT_CODE_STATUSES = ['enabled', 'disabled'] as const;
export const ZSoftCodeStatus = z.enum(SOFT_CODE_STATUSES);

const softCodeFields = {
  code: ZCode,
  nameZh: ZName,
  nameEn: ZName,
  /** product models (products area) the software runs on */
  productModelIds: z.array(ZId).min(1).max(200),
  status: ZSoftCodeStatus.default('enabled'),
  remark: ZRemarkText.nullable().optional(),
};
export const ZSaveSoftCodeRequest = z.object(softCodeFields).strict();
export type TSaveSoftCodeRequest = z.infer<typeof ZSaveSoftCodeRequest>;
export const ZUpdateSoftCodeRequest = z.object({ id: ZId, version: ZVersion, ...softCodeFields }).strict();
export type TUpdateSoftCodeRequest = z.infer<typeof ZUpdateSoftCodeRequest>;

export const ZSoftCodePageQuery = pageQuery(
  { code: ZKeyword.optional(), name: ZKeyword.optional(), productModelId: ZId.optional(), status: ZSoftCodeStatus.optional() },
  ['code', 'createTime', 'updateTime'] as const,
);
export type TSoftCodePageQuery = z.infer<typeof ZSoftCodePageQuery>;

export const ZSoftCode = z.object({
  id: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  productModelIds: z.array(z.number()),
  status: ZSoftCodeStatus,
  remark: z.string().nullable(),
  /** newest released version (the software list) */
  latestVersion: z.string().nullable(),
  latestReleaseTime: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TSoftCode = z.infer<typeof ZSoftCode>;
export const ZSoftCodePage = pageResult(ZSoftCode);

// ---- uploads (versions) ----

/** Release states: draft → in review → released → withdrawn; a rejection sends it back to draft. */
export const RELEASE_STATES = ['draft', 'inReview', 'released', 'withdrawn'] as const;
export const ZReleaseState = z.enum(RELEASE_STATES);
export type TReleaseState = z.infer<typeof ZReleaseState>;
export const RELEASE_ACTIONS = ['submit', 'approve', 'reject', 'withdraw'] as const;
export const ZReleaseAction = z.enum(RELEASE_ACTIONS);
export type TReleaseAction = z.infer<typeof ZReleaseAction>;

/**
 * What an upload is (the {operationType} of /produce/add): a full software package, an
 * incremental patch over an earlier version, or a toolkit upgrade package.
 */
export const OPERATION_TYPES = ['full', 'patch', 'toolkit'] as const;
export const ZOperationType = z.enum(OPERATION_TYPES);
export type TOperationType = z.infer<typeof ZOperationType>;

/** A minimum version the upload needs of another software (or of itself, for a patch). */
export const ZMinVersion = z.object({ softwareCodeId: ZId, minVersion: ZVersionNo }).strict();

const uploadFields = {
  softwareCodeId: ZId,
  operationType: ZOperationType,
  versionNo: ZVersionNo,
  /** the package: a StoredFile id of the files area (area 'software') */
  fileId: z.string().uuid().nullable().optional(),
  notesZh: ZNotes.nullable().optional(),
  notesEn: ZNotes.nullable().optional(),
  minVersions: z.array(ZMinVersion).max(20).default([]),
  /** patches: the version they apply over */
  baseVersion: ZVersionNo.nullable().optional(),
};
export const ZSaveUploadRequest = z.object(uploadFields).strict();
export type TSaveUploadRequest = z.infer<typeof ZSaveUploadRequest>;
export const ZUpdateUploadRequest = z.object({ id: ZId, version: ZVersion, ...uploadFields }).strict();
export type TUpdateUploadRequest = z.infer<typeof ZUpdateUploadRequest>;
export const ZReleaseRequest = z.object({ id: ZId, version: ZVersion, action: ZReleaseAction, reason: ZText.trim().max(500).optional() }).strict();
export type TReleaseRequest = z.infer<typeof ZReleaseRequest>;

export const UPLOAD_FILTERS = {
  softwareCodeId: ZId.optional(),
  versionNo: ZKeyword.optional(),
  operationType: ZOperationType.optional(),
  state: ZReleaseState.optional(),
};
export const ZUploadPageQuery = pageQuery(UPLOAD_FILTERS, ['versionNo', 'createTime', 'updateTime'] as const);
export type TUploadPageQuery = z.infer<typeof ZUploadPageQuery>;

export const ZPackageFile = z.object({ id: z.string(), name: z.string(), size: z.number(), sha256: z.string(), url: z.string() });
export const ZUpload = z.object({
  id: z.number(),
  softwareCodeId: z.number(),
  softwareCode: z.string().nullable(),
  softwareName: z.string().nullable(),
  operationType: ZOperationType,
  versionNo: z.string(),
  baseVersion: z.string().nullable(),
  file: ZPackageFile.nullable(),
  notesZh: z.string().nullable(),
  notesEn: z.string().nullable(),
  minVersions: z.array(z.object({ softwareCodeId: z.number(), softwareCode: z.string().nullable(), minVersion: z.string() })),
  state: ZReleaseState,
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  submittedBy: z.string().nullable(),
  submitTime: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  releaseTime: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  withdrawTime: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TUpload = z.infer<typeof ZUpload>;
export const ZUploadPage = pageResult(ZUpload);
export const ZUploadDetail = ZUpload.extend({
  history: z.array(
    z.object({
      fromState: z.string().nullable(),
      toState: z.string(),
      action: z.string(),
      reason: z.string().nullable(),
      username: z.string().nullable(),
      createTime: z.string(),
    }),
  ),
  /** what the caller may do now (their permissions, the state, not their own upload) */
  actions: z.array(ZReleaseAction),
});
export type TUploadDetail = z.infer<typeof ZUploadDetail>;

// ---- mnemonics ----

const mnemonicFields = {
  /** the key the software looks the text up by */
  code: ZText.trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'a letter, then letters, digits, _ and .'),
  softwareCodeId: ZId.nullable().optional(),
  textZh: ZText.trim().min(1).max(500),
  textEn: ZText.trim().min(1).max(500),
  remark: ZRemarkText.nullable().optional(),
};
export const ZSaveMnemonicRequest = z.object(mnemonicFields).strict();
export type TSaveMnemonicRequest = z.infer<typeof ZSaveMnemonicRequest>;
export const ZUpdateMnemonicRequest = z.object({ id: ZId, version: ZVersion, ...mnemonicFields }).strict();
export type TUpdateMnemonicRequest = z.infer<typeof ZUpdateMnemonicRequest>;
export const ZMnemonicPageQuery = pageQuery({ code: ZKeyword.optional(), text: ZKeyword.optional(), softwareCodeId: ZId.optional() }, [
  'code',
  'createTime',
  'updateTime',
] as const);
export type TMnemonicPageQuery = z.infer<typeof ZMnemonicPageQuery>;
export const ZMnemonic = z.object({
  id: z.number(),
  code: z.string(),
  softwareCodeId: z.number().nullable(),
  softwareCode: z.string().nullable(),
  textZh: z.string(),
  textEn: z.string(),
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TMnemonic = z.infer<typeof ZMnemonic>;
export const ZMnemonicPage = pageResult(ZMnemonic);

// ---- application checklist ----

/** Which software ships on a product model: preinstalled (required) or optional, in what order. */
const checklistFields = {
  productModelId: ZId,
  softwareCodeId: ZId,
  required: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
  remark: ZRemarkText.nullable().optional(),
};
export const ZSaveChecklistRequest = z.object(checklistFields).strict();
export type TSaveChecklistRequest = z.infer<typeof ZSaveChecklistRequest>;
export const ZUpdateChecklistRequest = z.object({ id: ZId, version: ZVersion, ...checklistFields }).strict();
export type TUpdateChecklistRequest = z.infer<typeof ZUpdateChecklistRequest>;
export const ZChecklistPageQuery = pageQuery({ productModelId: ZId.optional(), softwareCodeId: ZId.optional(), required: z.boolean().optional() }, [
  'sort',
  'createTime',
] as const);
export type TChecklistPageQuery = z.infer<typeof ZChecklistPageQuery>;
export const ZChecklistEntry = z.object({
  id: z.number(),
  productModelId: z.number(),
  softwareCodeId: z.number(),
  softwareCode: z.string().nullable(),
  softwareName: z.string().nullable(),
  /** the newest released version of the software (what a device of this model gets) */
  latestVersion: z.string().nullable(),
  required: z.boolean(),
  sort: z.number(),
  remark: z.string().nullable(),
  version: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TChecklistEntry = z.infer<typeof ZChecklistEntry>;
export const ZChecklistPage = pageResult(ZChecklistEntry);

/** Software codes as select options (forms and filters of every software screen). */
export const ZSoftCodeOption = z.object({ id: z.number(), code: z.string(), name: z.string(), status: ZSoftCodeStatus });
export type TSoftCodeOption = z.infer<typeof ZSoftCodeOption>;
