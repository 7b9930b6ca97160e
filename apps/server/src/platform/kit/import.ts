import fs from 'node:fs';
import { EXPORT_MAX_ROWS, issueMessage, type Language, UPLOAD_MAX_BYTES } from '@diagops/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import type { App } from '../http/types';
import { filePath, fileThenRow, newFile } from './files';
import { type JobApi, type JobOutcome, registerJobHandler, startJob } from './jobs';
import { type Localized, REASON_HEADER, readTemplateRows, TemplateMismatch, TooManyRows, writeXlsx, type XlsxColumn } from './xlsx';
import { UnpackedTooLarge } from './zip-bounds';

/** A row the import refuses, with the reason shown in the failure file. */
export class RowError extends Error {}

export type ImportRow<T> = { rowNumber: number; raw: Record<string, string>; data: T };

export type ImportSpec<T> = {
  subject: string;
  sheetName: Localized;
  /** base of the failure file's name */
  failedFileName: Localized;
  columns: XlsxColumn<unknown>[];
  /** the add call's request schema: every row is checked with it */
  schema: z.ZodType<T>;
  /** the row's text → the add call's body (look codes up, parse numbers); throw RowError to refuse the row */
  toRequest: (raw: Record<string, string>, helpers: { ctx: AppContext; lang: Language; cache: Map<string, unknown> }) => Promise<unknown> | unknown;
  /** inserts valid rows in one transaction; returns the reasons of rows it refused (e.g. duplicates) by row number */
  insert: (tx: Tx, rows: ImportRow<T>[], api: JobApi) => Promise<Map<number, string>>;
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
async function readUpload(buffer: Buffer, spec: Pick<ImportSpec<unknown>, 'subject' | 'columns'>) {
  try {
    return (await readTemplateRows(buffer, { subject: spec.subject, columns: spec.columns })).rows;
  } catch (err) {
    if (err instanceof TemplateMismatch) throw new AppError(1018);
    if (err instanceof UnpackedTooLarge) throw new AppError(1006);
    if (err instanceof TooManyRows) throw new AppError(61009);
    throw err;
  }
}

/** Reads, checks and inserts the rows of an uploaded template; writes the failure file. */
export async function runImport<T>(spec: ImportSpec<T>, api: JobApi): Promise<JobOutcome> {
  const { ctx, job, params } = api;
  const lang = params.lang;
  const buffer = fs.readFileSync(filePath(ctx, job.inputPath!));
  const rows = await readUpload(buffer, spec as ImportSpec<unknown>);
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError(61009);
  await api.progress(0, rows.length);
  const failed: Array<{ rowNumber: number; raw: Record<string, string>; reason: string }> = [];
  const cache = new Map<string, unknown>();
  const size = spec.batchSize ?? 500;
  let success = 0;
  // progress is written beside the import's transaction: inside an atomic one it would wait on it (one connection on PGlite)
  const readAndInsert = async (db: Pick<AppContext['db'], 'transaction'>, report: boolean) => {
    for (let start = 0; start < rows.length; start += size) {
      const chunk = rows.slice(start, start + size);
      const good: ImportRow<T>[] = [];
      for (const r of chunk) {
        try {
          const body = await spec.toRequest(r.raw, { ctx, lang, cache });
          const parsed = spec.schema.safeParse(body, { reportInput: true });
          if (parsed.success) good.push({ ...r, data: parsed.data });
          else failed.push({ ...r, reason: reasonOf(parsed.error.issues, spec.columns, lang) });
        } catch (err) {
          if (!(err instanceof RowError)) throw err;
          failed.push({ ...r, reason: err.message });
        }
      }
      if (good.length > 0) {
        const refused = await db.transaction((tx) => spec.insert(tx, good, api));
        for (const g of good) {
          const reason = refused.get(g.rowNumber);
          if (reason) failed.push({ rowNumber: g.rowNumber, raw: g.raw, reason });
          else success++;
        }
      }
      if (report) await api.progress(Math.min(start + size, rows.length));
    }
  };
  if (!spec.atomic) await readAndInsert(ctx.db, true);
  else {
    // one transaction for the file, each batch a savepoint in it: a refused row rolls all of it back
    const rolledBack = Symbol('rolled back');
    try {
      await ctx.db.transaction(async (tx) => {
        await readAndInsert(tx, false);
        if (failed.length > 0) throw rolledBack;
      });
    } catch (err) {
      if (err !== rolledBack) throw err;
      success = 0;
    }
    await api.progress(rows.length);
  }
  if (failed.length === 0) return { total: rows.length, successCount: success, failedCount: 0 };
  failed.sort((a, b) => a.rowNumber - b.rowNumber);
  const file = newFile(ctx, 'import-failures', 'xlsx');
  const columns: XlsxColumn<(typeof failed)[number]>[] = [
    ...spec.columns.map((c) => ({ ...c, value: (r: (typeof failed)[number]) => r.raw[c.key] ?? '' })),
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

/**
 * importExcel: takes the multipart `file` (at most UPLOAD_MAX_BYTES, else 1006; its data too,
 * unpacked), refuses a file that is not this template (1018), stores it and queues the import job.
 */
export async function receiveImport(ctx: AppContext, req: FastifyRequest, spec: ImportSpec<unknown>): Promise<string> {
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'multipart/form-data with a file is required' }] });
  const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!part) throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
  const buffer = await part.toBuffer();
  if (buffer.length > UPLOAD_MAX_BYTES || part.file.truncated) throw new AppError(1006);
  await readUpload(buffer, spec);
  const file = newFile(ctx, 'imports', 'xlsx');
  return fileThenRow(
    file.abs,
    async () => fs.writeFileSync(file.abs, buffer),
    () =>
      startJob(ctx, {
        kind: 'import',
        subject: spec.subject,
        ownerId: req.auth!.userId,
        params: { lang: requestLanguage(req), username: req.auth!.username },
        inputPath: file.rel,
      }),
  );
}

/** Registers multipart parsing (one file, at most UPLOAD_MAX_BYTES) in an area's routes. */
export async function registerUploads(app: App) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
}
