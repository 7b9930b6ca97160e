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
