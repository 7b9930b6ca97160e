import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  BATCH_IMPORT_FILE_COLUMN,
  BATCH_IMPORT_TYPES,
  BATCH_IMPORT_ZIP_DAYS,
  type BatchImportType,
  batchImportResource,
  type ErrorCode,
  EXTRAS_FILE_AREAS,
  errorMessage,
  type Language,
  type TBatchImportStarted,
  type TJobStarted,
  UPLOAD_MAX_BYTES,
  ZBatchImportAdd,
} from '@diagops/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import JSZip from 'jszip';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { filePath, newFile, parsedRowsPath, removeFile, removeInput } from '../../platform/kit/files';
import { commitImport, type DryRun, type ImportSpec, RowError, readUpload, runImport } from '../../platform/kit/import';
import { importBody } from '../../platform/kit/import-values';
import { type JobApi, registerJobHandler, startJob } from '../../platform/kit/jobs';
import { insertEachRow, resourceImportColumns } from '../../platform/kit/resource-excel';
import { type ResourceService, resourceService } from '../../platform/kit/resource-service';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { assertUnpackedWithin, UnpackedTooLarge } from '../../platform/kit/zip-bounds';
import { storeFile, storeTrialFile } from '../files';
import { batchImports } from './batch-import.tables';
import { adasDataService, motorcycleWireService, operationManualService } from './extras.service';

/** What an upload type saves through: its declaration's service, the field holding the file and the file's upload area. */
export type BatchImportTarget = { svc: ResourceService; fileField: string; area: string };
const TYPES = new Map<BatchImportType, BatchImportTarget>([
  ['motorcycleWire', { svc: motorcycleWireService as unknown as ResourceService, fileField: 'fileId', area: EXTRAS_FILE_AREAS.wire }],
  ['operationManual', { svc: operationManualService as unknown as ResourceService, fileField: 'fileId', area: EXTRAS_FILE_AREAS.manual }],
  ['adasData', { svc: adasDataService as unknown as ResourceService, fileField: 'fileId', area: EXTRAS_FILE_AREAS.adas }],
]);

/** Another area's upload type (its key in BATCH_IMPORT_TYPES), registered when its module loads (fault-light icons). */
export function registerBatchImportType(type: BatchImportType, target: BatchImportTarget): void {
  TYPES.set(type, target);
}
function targetOf(type: BatchImportType): BatchImportTarget {
  const target = TYPES.get(type);
  if (!target) throw new Error(`batch import: no upload type ${type} registered`);
  return target;
}
export const BATCH_IMPORT_SUBJECT = 'vehicleBatchImport';
const DAY_MS = 24 * 3600 * 1000;

export const batchImportService = resourceService(batchImportResource, {
  table: batchImports as never,
  computed: (_db, rows) => new Map(rows.map((r) => [r.id, { hasFailedFile: Boolean(r.resultPath) }])),
});

/** The template of an upload type: its declaration's import columns (brands and models by code), then the file's name in the zip. */
export function batchColumns(type: BatchImportType): XlsxColumn<unknown>[] {
  const { svc, fileField } = targetOf(type);
  return [
    ...resourceImportColumns(svc.def),
    { key: fileField, header: { 'zh-CN': BATCH_IMPORT_FILE_COLUMN[0], 'en-US': BATCH_IMPORT_FILE_COLUMN[1] }, required: true, width: 30 },
  ];
}
export const batchSubject = (type: BatchImportType) => `${BATCH_IMPORT_SUBJECT}:${type}`;
export const batchSheetName = (type: BatchImportType) => ({ 'zh-CN': BATCH_IMPORT_TYPES[type][0], 'en-US': BATCH_IMPORT_TYPES[type][1] });

/** Opens an uploaded zip: 1006 when it unpacks to more than 10 MB, 102078 when it is not a zip. */
async function openZip(buffer: Buffer): Promise<JSZip> {
  try {
    assertUnpackedWithin(buffer, UPLOAD_MAX_BYTES);
  } catch (err) {
    if (err instanceof UnpackedTooLarge) throw new AppError(1006);
    throw new AppError(102078);
  }
  try {
    return await JSZip.loadAsync(buffer, { checkCRC32: true });
  } catch {
    throw new AppError(102078);
  }
}

/** The zip's entry a row names: the exact path, else the one file of that name in any folder (case ignored). */
function zipEntry(zip: JSZip, named: string): JSZip.JSZipObject | null {
  const exact = zip.file(named);
  if (exact && !exact.dir) return exact;
  const want = path.posix.basename(named.replace(/\\/g, '/')).toLowerCase();
  const hits = Object.values(zip.files).filter((f) => !f.dir && path.posix.basename(f.name).toLowerCase() === want);
  return hits.length === 1 ? hits[0]! : null;
}

/**
 * The import of one batch: the type's rows, each file taken from the zip into the type's upload area first.
 * A dry run (`trial` given) stores each file in its rolled-back transaction, checked as the commit will be,
 * and leaves in `trial` what removes the bytes after it.
 */
function batchSpec(type: BatchImportType, zip: JSZip, ownerId: number, trial?: Array<() => Promise<void>>): ImportSpec<Record<string, unknown>> {
  const { svc, fileField, area } = targetOf(type);
  const refuse = (code: ErrorCode, column: string, lang: Language) => new RowError(errorMessage(code, lang), column, code);
  return {
    subject: batchSubject(type),
    sheetName: batchSheetName(type),
    failedFileName: { 'zh-CN': `${BATCH_IMPORT_TYPES[type][0]}批量导入失败数据`, 'en-US': `${BATCH_IMPORT_TYPES[type][1]} batch import failures` },
    columns: batchColumns(type),
    schema: svc.contracts.ZSave as unknown as z.ZodType<Record<string, unknown>>,
    async toRequest(raw, { ctx, db, lang }) {
      const body = await importBody(svc.def, raw, db, lang);
      const named = raw[fileField]?.trim() ?? '';
      const entry = named ? zipEntry(zip, named) : null;
      if (!entry) throw refuse(102079, fileField, lang);
      try {
        const file = {
          area,
          name: path.posix.basename(entry.name),
          body: Readable.from(await entry.async('nodebuffer')),
          uploader: { kind: 'staff' as const, id: ownerId },
        };
        if (trial) {
          const stored = await storeTrialFile(ctx, db, file);
          trial.push(stored.discard);
          body[fileField] = stored.file.id;
        } else body[fileField] = (await storeFile(ctx, file)).id;
      } catch (err) {
        if (err instanceof AppError) throw refuse(err.code, fileField, lang);
        throw err;
      }
      return body;
    },
    insert: (tx, rows, api) => insertEachRow(svc, tx, rows, api),
  };
}

type Part = { filename: string; buffer: Buffer };
/** The add call's multipart body: `uploadType`, the `template` and the `zip` (each at most 10 MB, else 1006). */
async function readParts(req: FastifyRequest): Promise<{ uploadType: BatchImportType; template: Part; zip: Part }> {
  const missing = (field: string) => new AppError(1001, { errors: [{ field, message: 'required' }] });
  if (!req.isMultipart()) throw missing('template');
  const fields: Record<string, unknown> = {};
  const files: Record<string, Part> = {};
  for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 4 } })) {
    if (part.type === 'field') fields[part.fieldname] = part.value;
    else if (part.fieldname === 'template' || part.fieldname === 'zip') {
      const buffer = await part.toBuffer();
      if (part.file.truncated || buffer.length > UPLOAD_MAX_BYTES) throw new AppError(1006);
      files[part.fieldname] = { filename: part.filename, buffer };
    } else {
      await part.toBuffer();
      throw new AppError(1001, { errors: [{ field: part.fieldname, message: 'unknown file' }] });
    }
  }
  const parsed = ZBatchImportAdd.safeParse(fields);
  if (!parsed.success) throw new AppError(1001, { errors: parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'uploadType'), message: i.message })) });
  if (!files.template) throw missing('template');
  if (!files.zip) throw missing('zip');
  return { uploadType: parsed.data.uploadType, template: files.template, zip: files.zip };
}

const extOf = (name: string) => (path.extname(name).slice(1).toLowerCase() || 'bin').replace(/[^a-z0-9]/g, '');

/**
 * Takes a batch import and starts its dry run: the template must be the type's, unmodified (1018, IMP-01),
 * with at least one row; the zip must open (102078) and unpack to 10 MB at most (1006). Both are kept
 * (the template's rows beside it) for the commit; the batch is recorded when it is committed.
 */
export async function receiveBatchImport(ctx: AppContext, req: FastifyRequest): Promise<TJobStarted> {
  const { uploadType, template, zip } = await readParts(req);
  const rows = await readUpload(template.buffer, { subject: batchSubject(uploadType), columns: batchColumns(uploadType) });
  if (rows.length === 0) throw new AppError(1001, { errors: [{ field: 'template', message: 'no rows' }] });
  await openZip(zip.buffer);
  const templateFile = newFile(ctx, 'batch-imports', 'xlsx');
  const zipFile = newFile(ctx, 'batch-imports', extOf(zip.filename) || 'zip');
  try {
    fs.writeFileSync(templateFile.abs, template.buffer);
    fs.writeFileSync(parsedRowsPath(templateFile.abs), JSON.stringify(rows));
    fs.writeFileSync(zipFile.abs, zip.buffer);
    const params = {
      lang: requestLanguage(req),
      username: req.auth!.username,
      dryRun: true,
      uploadType,
      templateName: template.filename.slice(0, 255),
      zipName: zip.filename.slice(0, 255),
      zipPath: zipFile.rel,
      // removed with the template when the dry run is never committed
      keptFiles: [zipFile.rel],
    };
    const jobId = await startJob(ctx, {
      kind: 'import',
      subject: BATCH_IMPORT_SUBJECT,
      ownerId: req.auth!.userId,
      params,
      inputPath: templateFile.rel,
      total: rows.length,
    });
    return { jobId };
  } catch (err) {
    removeInput(templateFile.abs);
    removeFile(zipFile.abs);
    throw err;
  }
}

/**
 * Commits a finished dry run of the caller's (once; 1017 before it finished, after it failed or a second
 * time): the batch is recorded as uploading, with its zip's 30 days (IMP-02), and its import job queued.
 */
export async function commitBatchImport(ctx: AppContext, req: FastifyRequest, dryJobId: string): Promise<TBatchImportStarted> {
  let id = 0;
  const start = async ({ job, params }: DryRun) => {
    const p = params as DryRun['params'] & { uploadType: BatchImportType; templateName: string; zipName: string; zipPath: string };
    if (!fs.existsSync(filePath(ctx, p.zipPath))) throw new AppError(1017);
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .insert(batchImports)
      .values({
        uploadType: p.uploadType,
        templateName: p.templateName,
        templatePath: job.inputPath!,
        zipName: p.zipName,
        zipPath: p.zipPath,
        zipExpireTime: new Date(now + BATCH_IMPORT_ZIP_DAYS * DAY_MS),
        totalCount: job.total,
        creatorId: req.auth!.userId,
        creatorName: req.auth!.username ?? String(req.auth!.userId),
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning({ id: batchImports.id });
    id = row!.id;
    const jobId = await startJob(ctx, {
      kind: 'import',
      subject: BATCH_IMPORT_SUBJECT,
      ownerId: req.auth!.userId,
      params: { lang: requestLanguage(req), username: req.auth!.username, batchId: id },
      inputPath: job.inputPath,
      total: job.total,
    });
    await ctx.db.update(batchImports).set({ jobId }).where(eq(batchImports.id, id));
    return jobId;
  };
  const jobId = await commitImport(ctx, req, { subject: BATCH_IMPORT_SUBJECT }, dryJobId, start);
  return { id, jobId };
}

async function finish(db: DbOrTx, id: number, now: number, values: Partial<typeof batchImports.$inferInsert>) {
  await db
    .update(batchImports)
    .set({ ...values, finishTime: new Date(now), updatedAt: new Date(now) })
    .where(eq(batchImports.id, id));
}

/** A dry run: every row checked and saved as the commit would, in a transaction rolled back; the files' bytes removed after. */
async function dryRunBatch(api: JobApi) {
  const { ctx, params } = api;
  const zip = await openZip(fs.readFileSync(filePath(ctx, String(params.zipPath))));
  const trial: Array<() => Promise<void>> = [];
  try {
    const out = await runImport(batchSpec(params.uploadType as BatchImportType, zip, api.job.ownerId, trial), api);
    return { ...out, keepInput: true };
  } finally {
    for (const discard of trial) await discard();
  }
}

/** The job: a dry run, or the commit's import that records the counts, the status and the failure file on the batch. */
async function runBatch(api: JobApi) {
  const { ctx, params } = api;
  if (params.dryRun === true) return dryRunBatch(api);
  const id = Number(params.batchId);
  const [batch] = await ctx.db.select().from(batchImports).where(eq(batchImports.id, id));
  if (!batch?.zipPath) throw new AppError(1002);
  try {
    const zip = await openZip(fs.readFileSync(filePath(ctx, batch.zipPath)));
    const out = await runImport(batchSpec(batch.uploadType as BatchImportType, zip, api.job.ownerId), api);
    const nothingSaved = (out.total ?? 0) > 0 && (out.successCount ?? 0) === 0;
    await finish(ctx.db, id, ctx.clock.now(), {
      status: nothingSaved ? 'failed' : 'completed',
      totalCount: out.total ?? 0,
      successCount: out.successCount ?? 0,
      failedCount: out.failedCount ?? 0,
      resultPath: out.resultPath ?? null,
      resultName: out.resultName ?? null,
    });
    // the template stays with the zip until the sweep (the job would remove it)
    return { ...out, keepInput: true };
  } catch (err) {
    await finish(ctx.db, id, ctx.clock.now(), { status: 'failed', errorCode: err instanceof AppError ? err.code : 1000 });
    throw err;
  }
}
registerJobHandler('import', BATCH_IMPORT_SUBJECT, runBatch);

/** A batch's failure file (1002 when it has none or it is gone). */
export async function batchFailedFile(ctx: AppContext, id: number): Promise<{ abs: string; name: string }> {
  const [batch] = await ctx.db
    .select({ resultPath: batchImports.resultPath, resultName: batchImports.resultName })
    .from(batchImports)
    .where(and(eq(batchImports.id, id), eq(batchImports.delFlag, false)));
  const abs = batch?.resultPath ? filePath(ctx, batch.resultPath) : null;
  if (!abs || !fs.existsSync(abs)) throw new AppError(1002);
  return { abs, name: batch!.resultName ?? 'failures.xlsx' };
}

/** IMP-02: zips (and their templates) past their 30 days are deleted; the batch keeps its record. Returns how many went. */
export async function removeExpiredBatchZips(ctx: AppContext): Promise<number> {
  const now = new Date(ctx.clock.now());
  const due = await ctx.db
    .select({ id: batchImports.id, zipPath: batchImports.zipPath, templatePath: batchImports.templatePath })
    .from(batchImports)
    .where(and(eq(batchImports.zipDeleted, false), lt(batchImports.zipExpireTime, now)))
    .limit(1000);
  for (const b of due) {
    await ctx.db.update(batchImports).set({ zipDeleted: true, zipPath: null, updatedAt: now }).where(eq(batchImports.id, b.id));
    if (b.zipPath) removeFile(filePath(ctx, b.zipPath));
    removeInput(filePath(ctx, b.templatePath));
  }
  return due.length;
}
