import fs from 'node:fs';
import {
  EXPORT_MAX_ROWS,
  IMPORT_REPORT_MAX_ROWS,
  issueMessage,
  type Language,
  type TImportReport,
  type TImportReportRow,
  UPLOAD_MAX_BYTES,
} from '@diagops/contracts';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { DbOrTx, Tx } from '../db/client';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import { filePath, fileThenRow, newFile, parsedRowsPath, removeFile, removeInput } from './files';
import { type JobApi, type JobOutcome, ownJob, registerJobHandler, startJob } from './jobs';
import { jobs } from './kit.tables';
import { type Localized, REASON_HEADER, readTemplateRows, TemplateMismatch, TooManyRows, writeXlsx, type XlsxColumn } from './xlsx';
import { UnpackedTooLarge } from './zip-bounds';

/** A row the import refuses, with the reason shown in the failure file (and the column and code a dry run reports). */
export class RowError extends Error {
  constructor(
    message: string,
    readonly column: string | null = null,
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

/** `action`: what saving the row did (an insert that updates an existing row sets 'update'; 'create' by default). */
export type ImportRow<T> = { rowNumber: number; raw: Record<string, string>; data: T; action?: 'create' | 'update' };
/** Why insert refused a row: the failure file's reason, with the code and column a dry run reports. */
export type Refusal = string | { message: string; code?: number | null; column?: string | null };

export type ImportSpec<T> = {
  subject: string;
  sheetName: Localized;
  /** base of the failure file's name */
  failedFileName: Localized;
  columns: XlsxColumn<unknown>[];
  /** the add call's request schema: every row is checked with it */
  schema: z.ZodType<T>;
  /** the row's text → the add call's body (look codes up, parse numbers); throw RowError to refuse the row */
  /** `db`: where to read (the import's transaction in a dry run or an atomic import: on PGlite the only connection) */
  /** `defaults`: the values given with the upload for every row (receiveImport's `defaults`), {} without */
  toRequest: (
    raw: Record<string, string>,
    helpers: { ctx: AppContext; db: DbOrTx; lang: Language; cache: Map<string, unknown>; defaults: Record<string, unknown> },
  ) => Promise<unknown> | unknown;
  /** the most rows one file may hold (61009 beyond): EXPORT_MAX_ROWS unless given; the 10 MB data limit holds all the same */
  maxRows?: number;
  /** inserts valid rows in one transaction; returns the reasons of rows it refused (e.g. duplicates) by row number */
  insert: (tx: Tx, rows: ImportRow<T>[], api: JobApi) => Promise<Map<number, Refusal>>;
  /**
   * what a dry run calls instead of insert when given: the rules only, nothing written (a batch's rows
   * are judged against the rows earlier batches accepted through `earlier`, kept for the whole file)
   */
  check?: (tx: Tx, rows: ImportRow<T>[], api: JobApi, earlier: Map<string, unknown>) => Promise<Map<number, Refusal>>;
  /** all or nothing: one refused row leaves the whole file unsaved (its rows in the failure file) */
  atomic?: boolean;
  /** rows per transaction */
  batchSize?: number;
};

/** The reasons of a refused row, in the uploader's language (the same words as the add call's field errors). */
function reasonOf(issues: z.core.$ZodIssue[], columns: XlsxColumn<unknown>[], lang: Language): string {
  return issues
    .map((i) => {
      const key = String(i.path[0] ?? '');
      const col = columns.find((c) => c.key === key);
      return `${col ? col.header[lang] : key}: ${issueMessage(i, lang)}`;
    })
    .join('; ');
}

/** Reads the rows of an upload: another template → 1018, more data than allowed → 1006, too many rows → 61009. */
export async function readUpload(buffer: Buffer, spec: Pick<ImportSpec<unknown>, 'subject' | 'columns' | 'maxRows'>) {
  try {
    return (await readTemplateRows(buffer, { subject: spec.subject, columns: spec.columns, maxRows: spec.maxRows })).rows;
  } catch (err) {
    if (err instanceof TemplateMismatch) throw new AppError(1018, { reason: err.message });
    if (err instanceof UnpackedTooLarge) throw new AppError(1006);
    if (err instanceof TooManyRows) throw new AppError(61009);
    throw err;
  }
}

type UploadRow = Awaited<ReturnType<typeof readUpload>>[number];

/** The rows of a stored upload as read when it was received (a file stored without them is read again). */
async function uploadedRows(abs: string, spec: ImportSpec<unknown>): Promise<UploadRow[]> {
  const kept = parsedRowsPath(abs);
  if (fs.existsSync(kept)) return JSON.parse(fs.readFileSync(kept, 'utf8')) as UploadRow[];
  return readUpload(fs.readFileSync(abs), spec);
}

type Failed = { rowNumber: number; raw: Record<string, string>; reason: string; lines: TImportReportRow[] };

/** The report lines of a refusal: one per column the schema refused, or one for the row. */
function refusalLines(rowNumber: number, columns: XlsxColumn<unknown>[], lang: Language, r: { column?: string | null; code?: number | null; message: string }) {
  const col = r.column ? columns.find((c) => c.key === r.column) : undefined;
  return [
    { rowNumber, action: 'refuse' as const, column: r.column ?? null, columnLabel: col ? col.header[lang] : null, code: r.code ?? null, message: r.message },
  ];
}

/**
 * Reads, checks and inserts the rows of an uploaded template; writes the failure file. A dry run
 * (`params.dryRun`) does all of it in one transaction rolled back at the end, keeps the upload for
 * the commit and leaves its report in the job's params.
 */
export async function runImport<T>(spec: ImportSpec<T>, api: JobApi): Promise<JobOutcome> {
  const { ctx, job, params } = api;
  const lang = params.lang;
  const dryRun = params.dryRun === true;
  const rows = await uploadedRows(filePath(ctx, job.inputPath!), spec as ImportSpec<unknown>);
  if (rows.length > (spec.maxRows ?? EXPORT_MAX_ROWS)) throw new AppError(61009);
  const defaults = (params.defaults ?? {}) as Record<string, unknown>;
  await api.progress(0, rows.length);
  const failed: Failed[] = [];
  const cache = new Map<string, unknown>();
  const size = spec.batchSize ?? 500;
  const earlier = new Map<string, unknown>();
  let success = 0;
  let updated = 0;
  // progress is written beside the import's transaction: inside an atomic one it would wait on it (one connection on PGlite)
  const readAndInsert = async (db: DbOrTx, report: boolean) => {
    for (let start = 0; start < rows.length; start += size) {
      const chunk = rows.slice(start, start + size);
      const good: ImportRow<T>[] = [];
      for (const r of chunk) {
        try {
          const body = await spec.toRequest(r.raw, { ctx, db, lang, cache, defaults });
          const parsed = spec.schema.safeParse(body, { reportInput: true });
          if (parsed.success) good.push({ ...r, data: parsed.data });
          else
            failed.push({
              ...r,
              reason: reasonOf(parsed.error.issues, spec.columns, lang),
              lines: parsed.error.issues.flatMap((i) =>
                refusalLines(r.rowNumber, spec.columns, lang, { column: i.path.length ? String(i.path[0]) : null, code: 1001, message: issueMessage(i, lang) }),
              ),
            });
        } catch (err) {
          if (!(err instanceof RowError)) throw err;
          failed.push({ ...r, reason: err.message, lines: refusalLines(r.rowNumber, spec.columns, lang, err) });
        }
      }
      if (good.length > 0) {
        const refused = await db.transaction((tx) => (dryRun && spec.check ? spec.check(tx, good, api, earlier) : spec.insert(tx, good, api)));
        for (const g of good) {
          const got = refused.get(g.rowNumber);
          const r = typeof got === 'string' ? { message: got } : got;
          if (r) failed.push({ rowNumber: g.rowNumber, raw: g.raw, reason: r.message, lines: refusalLines(g.rowNumber, spec.columns, lang, r) });
          else if (g.action === 'update') updated++;
          else success++;
        }
      }
      if (report) await api.progress(Math.min(start + size, rows.length));
    }
  };
  if (!spec.atomic && !dryRun) await readAndInsert(ctx.db, true);
  else {
    // one transaction for the file, each batch a savepoint in it: a refused row (or a dry run) rolls all of it back
    const rolledBack = Symbol('rolled back');
    try {
      await ctx.db.transaction(async (tx) => {
        await readAndInsert(tx, false);
        if (dryRun || failed.length > 0) throw rolledBack;
      });
    } catch (err) {
      if (err !== rolledBack) throw err;
      if (spec.atomic && failed.length > 0) success = updated = 0;
    }
    await api.progress(rows.length);
  }
  failed.sort((a, b) => a.rowNumber - b.rowNumber);
  if (dryRun) {
    const lines = failed.flatMap((f) => f.lines);
    const report: Omit<TImportReport, 'jobId' | 'commitJobId'> = {
      total: rows.length,
      create: success,
      update: updated,
      refuse: failed.length,
      refused: lines.slice(0, IMPORT_REPORT_MAX_ROWS),
      truncated: lines.length > IMPORT_REPORT_MAX_ROWS,
    };
    await ctx.db
      .update(jobs)
      .set({ params: JSON.stringify({ ...params, report }) })
      .where(eq(jobs.id, job.id));
    return { total: rows.length, successCount: success + updated, failedCount: failed.length, keepInput: true };
  }
  success += updated;
  if (failed.length === 0) return { total: rows.length, successCount: success, failedCount: 0 };
  const file = newFile(ctx, 'import-failures', 'xlsx');
  const columns: XlsxColumn<Failed>[] = [
    ...spec.columns.map((c) => ({ ...c, value: (r: Failed) => r.raw[c.key] ?? '' })),
    { key: '__reason', header: REASON_HEADER, width: 60, value: (r) => r.reason },
  ];
  await fileThenRow(
    file.abs,
    async () => {
      const out = fs.createWriteStream(file.abs);
      await writeXlsx(out, {
        sheetName: spec.sheetName[lang],
        columns,
        lang,
        batches: (async function* () {
          yield failed;
        })(),
      });
    },
    async () => undefined,
  );
  const stamp = new Date(ctx.clock.now()).toISOString().replace(/\D/g, '').slice(0, 14);
  return {
    total: rows.length,
    successCount: success,
    failedCount: failed.length,
    resultPath: file.rel,
    resultName: `${spec.failedFileName[lang]}-${stamp}.xlsx`,
  };
}

export function registerImport<T>(spec: ImportSpec<T>) {
  registerJobHandler('import', spec.subject, (api) => runImport(spec, api));
  return spec;
}

/** The `defaults` field sent before the file: JSON the import's schema for it accepts (1001 with each field's reason). */
function defaultsOf(part: MultipartFile, schema: z.ZodType<Record<string, unknown>>, lang: Language): Record<string, unknown> {
  const field = part.fields.defaults as { type?: string; value?: unknown } | undefined;
  let value: unknown = {};
  try {
    value = field?.type === 'field' ? JSON.parse(String(field.value)) : {};
  } catch {
    throw new AppError(1001, { errors: [{ field: 'defaults', message: 'must be JSON' }] });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AppError(1001, { errors: parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'defaults'), message: issueMessage(i, lang) })) });
  return parsed.data;
}

/**
 * importExcel: takes the multipart `file` (at most UPLOAD_MAX_BYTES, else 1006; its data too,
 * unpacked), refuses a file that is not this template (1018), stores it and queues the import job.
 * `defaults`: the schema of a `defaults` field (JSON, sent before the file) whose values every row starts from.
 */
export async function receiveImport(
  ctx: AppContext,
  req: FastifyRequest,
  spec: ImportSpec<unknown>,
  opts: { dryRun?: boolean; defaults?: z.ZodType<Record<string, unknown>> } = {},
): Promise<string> {
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'multipart/form-data with a file is required' }] });
  const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
  const buffer = await part.toBuffer();
  if (buffer.length > UPLOAD_MAX_BYTES || part.file.truncated) throw new AppError(1006);
  const defaults = opts.defaults ? defaultsOf(part, opts.defaults, requestLanguage(req)) : undefined;
  const rows = await readUpload(buffer, spec);
  const file = newFile(ctx, 'imports', 'xlsx');
  return fileThenRow(
    file.abs,
    async () => {
      fs.writeFileSync(file.abs, buffer);
      fs.writeFileSync(parsedRowsPath(file.abs), JSON.stringify(rows));
    },
    () =>
      startJob(ctx, {
        kind: 'import',
        subject: spec.subject,
        ownerId: req.auth!.userId,
        params: { lang: requestLanguage(req), username: req.auth!.username, ...(opts.dryRun ? { dryRun: true } : {}), ...(defaults ? { defaults } : {}) },
        inputPath: file.rel,
      }),
  );
}

/** A dry run as its commit sees it: the job and its params (with its report). */
export type DryRun = Awaited<ReturnType<typeof ownDryRun>>;

/** The caller's own dry run of this import, with its params (another kind, subject or a real import answers 1002). */
async function ownDryRun(ctx: AppContext, req: FastifyRequest, spec: Pick<ImportSpec<unknown>, 'subject'>, jobId: string) {
  const job = await ownJob(ctx, jobId, req.auth!.userId);
  const params = JSON.parse(job.params) as Record<string, unknown> & { lang: Language; report?: Omit<TImportReport, 'jobId' | 'commitJobId'> };
  if (job.kind !== 'import' || job.subject !== spec.subject || params.dryRun !== true) throw new AppError(1002);
  return { job, params };
}

/** The report of a finished dry run (1017 while it runs or when it failed). */
export async function importReport(ctx: AppContext, req: FastifyRequest, spec: Pick<ImportSpec<unknown>, 'subject'>, jobId: string): Promise<TImportReport> {
  const { job, params } = await ownDryRun(ctx, req, spec, jobId);
  if (job.status !== 'completed' || !params.report) throw new AppError(1017);
  return { jobId: job.id, ...params.report, commitJobId: typeof params.commitJobId === 'string' ? params.commitJobId : null };
}

/**
 * Commits a finished dry run: the same upload runs as the real import (a job of its own, with the usual
 * result and failure file). Once only: a dry run committed before, still running or failed answers 1017.
 */
export async function commitImport(
  ctx: AppContext,
  req: FastifyRequest,
  spec: Pick<ImportSpec<unknown>, 'subject'>,
  jobId: string,
  /** starts the real import (default: the same subject and upload, a job of its own); answers its job id */
  start?: (dry: DryRun) => Promise<string>,
): Promise<string> {
  const { job, params } = await ownDryRun(ctx, req, spec, jobId);
  if (job.status !== 'completed' || !params.report || params.committing || !job.inputPath || !fs.existsSync(filePath(ctx, job.inputPath)))
    throw new AppError(1017);
  // claim the dry run (a second commit racing this one finds the params changed)
  const claimed = await ctx.db
    .update(jobs)
    .set({ params: JSON.stringify({ ...params, committing: true }) })
    .where(and(eq(jobs.id, job.id), eq(jobs.params, job.params)))
    .returning({ id: jobs.id });
  if (claimed.length === 0) throw new AppError(1017);
  const commitJobId = start
    ? await start({ job, params })
    : await startJob(ctx, {
        kind: 'import',
        subject: spec.subject,
        ownerId: req.auth!.userId,
        // the commit reads the upload as its dry run did, from the same values
        params: { lang: requestLanguage(req), username: req.auth!.username, ...(params.defaults ? { defaults: params.defaults } : {}) },
        inputPath: job.inputPath,
      });
  await ctx.db
    .update(jobs)
    .set({ params: JSON.stringify({ ...params, committing: true, commitJobId }) })
    .where(eq(jobs.id, job.id));
  return commitJobId;
}

/** Registers multipart parsing (one file, at most UPLOAD_MAX_BYTES) in an area's routes. */
export async function registerUploads(app: App) {
  // several declarations of one area take imports: the first registers the parser
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
}

/** How long the upload of a dry run nobody commits is kept. */
export const DRY_RUN_KEEP_MS = 24 * 3600 * 1000;

/**
 * The uploads of dry runs finished more than a day ago and never committed are removed (with the files
 * named in their params' `keptFiles`, as a batch import's zip); the job then has no input, and a late
 * commit answers 1017. Returns how many dry runs were cleared.
 */
export async function removeStaleDryRuns(ctx: AppContext): Promise<number> {
  const stale = await ctx.db
    .select({ id: jobs.id, inputPath: jobs.inputPath, params: jobs.params })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'import'),
        isNotNull(jobs.inputPath),
        lt(jobs.createdAt, new Date(ctx.clock.now() - DRY_RUN_KEEP_MS)),
        sql`${jobs.status} in ('completed', 'failed')`,
        sql`(${jobs.params}::jsonb ->> 'dryRun') = 'true' and coalesce(${jobs.params}::jsonb ->> 'committing', 'false') <> 'true'`,
      ),
    )
    .limit(1000);
  for (const job of stale) {
    const kept = (JSON.parse(job.params) as { keptFiles?: unknown }).keptFiles;
    await ctx.db.update(jobs).set({ inputPath: null }).where(eq(jobs.id, job.id));
    removeInput(filePath(ctx, job.inputPath!));
    for (const rel of Array.isArray(kept) ? kept : []) if (typeof rel === 'string') removeFile(filePath(ctx, rel));
  }
  return stale.length;
}
