import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { CODE_MAX, NAME_MAX, ZKeyword, ZName, ZText, ZVersion } from '../kit/strings';

/** LOG-01: at most 100 log files per batch download (more answers 61011). */
export const LOG_BATCH_MAX = 100;
/** One log file a device uploads, at most (the files area's policy for `logfiles`). */
export const LOG_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** What a log file may be, judged by content: archives and plain text. */
export const LOG_FILE_TYPES = ['zip', 'gz', 'txt', 'log'] as const;

/** How a log reached the server: uploaded by the device on its own, or by its user's action. */
export const LOG_UPLOAD_METHODS = ['auto', 'manual'] as const;
export const ZLogUploadMethod = z.enum(LOG_UPLOAD_METHODS);
/** What a log is about. */
export const LOG_CATEGORIES = ['diagnosis', 'communication', 'system', 'crash', 'other'] as const;
export const ZLogCategory = z.enum(LOG_CATEGORIES);

const ZShort = ZText.trim().max(CODE_MAX);
const ZVersionText = ZText.trim()
  .max(CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.+-]*$/, 'letters, digits and - _ . +');
/** An ISO date-time the device reports (with an offset or Z). */
const ZDateTime = z.iso.datetime({ offset: true });
const ZSn = ZText.trim()
  .min(1)
  .max(CODE_MAX)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, - and _');

/**
 * POST /{svc}-app/logFile/upload: the multipart text fields a device sends BEFORE its `file`
 * part (header `X-App-Key`). The LOG-02 fields: product model, vehicle, upload method,
 * category, sizes (the original size; the stored size is measured), versions, times,
 * submitter; the IP and region are the server's.
 */
export const ZLogFileUploadFields = z
  .object({
    sn: ZSn,
    productModel: ZShort.min(1),
    vehicle: ZText.trim().max(NAME_MAX).optional(),
    uploadMethod: ZLogUploadMethod,
    category: ZLogCategory,
    /** the log's size before the device compressed it, in bytes */
    originalSize: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    softwareVersion: ZVersionText.optional(),
    firmwareVersion: ZVersionText.optional(),
    /** when the device wrote the log */
    logTime: ZDateTime.optional(),
    /** the account or person who sent it (the device's signed-in user, a technician) */
    submitter: ZText.trim().max(NAME_MAX).optional(),
  })
  .strict();
export type TLogFileUploadFields = z.infer<typeof ZLogFileUploadFields>;

export const LOG_FILE_SORTABLE = ['uploadTime', 'logTime', 'fileSize'] as const;
export const ZLogFilePageQuery = pageQuery(
  {
    sn: ZKeyword.optional(),
    productModel: ZKeyword.optional(),
    vehicle: ZKeyword.optional(),
    uploadMethod: ZLogUploadMethod.optional(),
    category: ZLogCategory.optional(),
    submitter: ZKeyword.optional(),
    softwareVersion: ZKeyword.optional(),
    ip: ZKeyword.optional(),
    region: ZKeyword.optional(),
    uploadTimeFrom: ZDateTime.optional(),
    uploadTimeTo: ZDateTime.optional(),
  },
  LOG_FILE_SORTABLE,
);
export type TLogFilePageQuery = z.infer<typeof ZLogFilePageQuery>;

export const ZLogFile = z.object({
  id: z.number(),
  sn: z.string(),
  /** the device's record when the devices area knows the SN; null otherwise */
  snDetailId: z.number().nullable(),
  productModel: z.string(),
  vehicle: z.string().nullable(),
  uploadMethod: ZLogUploadMethod,
  category: ZLogCategory,
  fileId: z.string(),
  fileName: z.string(),
  /** stored size in bytes */
  fileSize: z.number(),
  originalSize: z.number().nullable(),
  sha256: z.string(),
  softwareVersion: z.string().nullable(),
  firmwareVersion: z.string().nullable(),
  logTime: z.string().nullable(),
  uploadTime: z.string(),
  submitter: z.string().nullable(),
  ip: z.string().nullable(),
  region: z.string().nullable(),
  appKeyName: z.string().nullable(),
});
export type TLogFile = z.infer<typeof ZLogFile>;
export const ZLogFilePage = pageResult(ZLogFile);

/** POST /{svc}-user/logFile/batchDownload: the ids of the files to zip (LOG-01: at most 100, 61011). */
export const ZLogBatchDownloadRequest = z.object({ ids: z.array(ZId).min(1).max(10_000) }).strict();
export type TLogBatchDownloadRequest = z.infer<typeof ZLogBatchDownloadRequest>;

/** App keys: what a device or app presents to upload logs. The secret is shown once, stored hashed. */
export const ZAppKey = z.object({
  id: z.number(),
  name: z.string(),
  /** the first characters of the key, to recognise it */
  prefix: z.string(),
  enabled: z.boolean(),
  version: z.number(),
  createTime: z.string(),
  lastUsedTime: z.string().nullable(),
});
export type TAppKey = z.infer<typeof ZAppKey>;
export const ZAppKeyPageQuery = pageQuery({ name: ZKeyword.optional(), enabled: z.boolean().optional() }, ['createTime'] as const);
export type TAppKeyPageQuery = z.infer<typeof ZAppKeyPageQuery>;
export const ZAppKeyPage = pageResult(ZAppKey);
export const ZCreateAppKeyRequest = z.object({ name: ZName }).strict();
export type TCreateAppKeyRequest = z.infer<typeof ZCreateAppKeyRequest>;
/** The reply of creating a key: the only time the whole key is shown. */
export const ZCreatedAppKey = z.object({ appKey: ZAppKey, key: z.string() });
export type TCreatedAppKey = z.infer<typeof ZCreatedAppKey>;
export const ZAppKeyStateRequest = z.object({ id: ZId, version: ZVersion }).strict();
export type TAppKeyStateRequest = z.infer<typeof ZAppKeyStateRequest>;
/** The header a device sends its key in. */
export const APP_KEY_HEADER = 'x-app-key';
