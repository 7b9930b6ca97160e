import { z } from 'zod';

/** Background import and export jobs (pg-boss), polled by their owner. */
export const JOB_KINDS = ['export', 'import'] as const;
export const ZJobKind = z.enum(JOB_KINDS);
/** Import task status of business.md §4 (uploading, completed, failed), plus queued/running for exports. */
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const ZJobStatus = z.enum(JOB_STATUSES);

export const ZJob = z.object({
  id: z.string(),
  kind: ZJobKind,
  /** what the job works on, e.g. 'platformsku' */
  subject: z.string(),
  status: ZJobStatus,
  /** rows done so far */
  progress: z.number(),
  /** rows in all (0 until known) */
  total: z.number(),
  /** import: rows kept */
  successCount: z.number(),
  /** import: rows refused (listed in the failure file) */
  failedCount: z.number(),
  /** the file to download: the export, or an import's failure file */
  fileName: z.string().nullable(),
  hasFile: z.boolean(),
  /** error code when failed */
  errorCode: z.number().nullable(),
  errorMessage: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

/** Reply of an import or an asynchronous export: the job to poll. */
export const ZJobStarted = z.object({ jobId: z.string() });
export type TJobStarted = z.infer<typeof ZJobStarted>;

/** What a dry run of an import would do to one row (refusals name the column, the catalogue code and its message). */
export const ZImportReportRow = z.object({
  rowNumber: z.number(),
  action: z.enum(['create', 'update', 'refuse']),
  /** the column key (null: the row as a whole) */
  column: z.string().nullable(),
  /** the column's header in the caller's language */
  columnLabel: z.string().nullable(),
  code: z.number().nullable(),
  message: z.string().nullable(),
});
export type TImportReportRow = z.infer<typeof ZImportReportRow>;

/** The report of an import's dry run; `commitJobId` is set once it was committed. */
export const ZImportReport = z.object({
  jobId: z.string(),
  total: z.number(),
  create: z.number(),
  update: z.number(),
  refuse: z.number(),
  /** the refusals (one line per refused column), at most IMPORT_REPORT_MAX_ROWS */
  refused: z.array(ZImportReportRow),
  truncated: z.boolean(),
  commitJobId: z.string().nullable(),
});
export type TImportReport = z.infer<typeof ZImportReport>;
export const IMPORT_REPORT_MAX_ROWS = 1000;
export const ZImportCommit = z.object({ jobId: z.string().uuid() }).strict();

export const ZJobIdParam = z.object({ id: z.string().uuid() }).strict();

/** A state change with an optional reason (required where the transition says so). */
export const STATE_REASON_MAX = 500;
export const ZStateHistory = z.object({
  id: z.number(),
  fromState: z.string().nullable(),
  toState: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  createTime: z.string(),
});
export type TStateHistory = z.infer<typeof ZStateHistory>;
