import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { EXPORT_MAX_ROWS, type Language } from '@diagops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { contentDisposition, fileThenRow, newFile, XLSX_TYPE } from './files';
import { type JobApi, registerJobHandler, startJob } from './jobs';
import { type Localized, writeXlsx, type XlsxColumn } from './xlsx';

export type ExportSpec<Q, R> = {
  subject: string;
  /** base of the file name, e.g. 平台SKU / Platform SKUs */
  fileName: Localized;
  sheetName: Localized;
  columns: XlsxColumn<R>[];
  count: (db: DbOrTx, q: Q) => Promise<number>;
  /** one batch of rows in the list's order; after (with keyOf) is the previous batch's last row, for keyset reading */
  fetch: (db: DbOrTx, q: Q, limit: number, offset: number, after?: number) => Promise<R[]>;
  /** the row's unique key (the list's tiebreak): batches are then read by keyset after the last one */
  keyOf?: (row: R) => number;
  batchSize?: number;
};

export function exportFileName(spec: { fileName: Localized }, lang: Language, now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${spec.fileName[lang]}-${stamp}.xlsx`;
}

/** Counts first: more than EXPORT_MAX_ROWS answers 61009 before anything is written. */
export async function countForExport<Q, R>(db: DbOrTx, spec: ExportSpec<Q, R>, q: Q): Promise<number> {
  const n = await spec.count(db, q);
  if (n > EXPORT_MAX_ROWS) throw new AppError(61009, { total: n, max: EXPORT_MAX_ROWS });
  return n;
}

async function* batchesOf<Q, R>(db: DbOrTx, spec: ExportSpec<Q, R>, q: Q, total: number): AsyncIterable<R[]> {
  const size = spec.batchSize ?? 1000;
  let after: number | undefined;
  for (let offset = 0; offset < Math.min(total, EXPORT_MAX_ROWS); offset += size) {
    const rows = await spec.fetch(db, q, Math.min(size, EXPORT_MAX_ROWS - offset), offset, after);
    if (rows.length === 0) return;
    if (spec.keyOf) after = spec.keyOf(rows.at(-1)!);
    yield rows;
  }
}

/** The export as the reply body, streamed while it is written (blob download). */
export async function sendExport<Q, R>(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, spec: ExportSpec<Q, R>, q: Q) {
  const total = await countForExport(ctx.db, spec, q);
  const lang = requestLanguage(req);
  const out = new PassThrough();
  writeXlsx(out, { sheetName: spec.sheetName[lang], columns: spec.columns, lang, batches: batchesOf(ctx.db, spec, q, total) }).catch((err) => {
    req.log.error({ err }, 'export failed while streaming');
    out.destroy(err);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(exportFileName(spec, lang, ctx.clock.now())))
    .header('cache-control', 'no-store')
    .send(out);
}

/**
 * What an export job does once it knows its rows: writes the workbook from `batches` to a new file
 * of the exports folder (the file and its row together, files.ts), telling the job's progress; the
 * job's answer.
 */
export async function writeExportJobFile<R>(
  api: JobApi,
  total: number,
  w: { sheetName: string; columns: XlsxColumn<R>[]; lang: Language; batches: AsyncIterable<R[]>; fileName: string },
) {
  await api.progress(0, total);
  const file = newFile(api.ctx, 'exports', 'xlsx');
  let n = 0;
  await fileThenRow(
    file.abs,
    async () => {
      const out = fs.createWriteStream(file.abs);
      const done = new Promise<void>((resolve, reject) => {
        out.on('finish', resolve);
        out.on('error', reject);
      });
      n = await writeXlsx(out, { sheetName: w.sheetName, columns: w.columns, lang: w.lang, batches: w.batches, onBatch: (rows) => api.progress(rows) });
      await done;
    },
    async () => undefined,
  );
  return { total: n, successCount: n, resultPath: file.rel, resultName: w.fileName };
}

/** Registers the job that writes the export to a file (for the asynchronous mode). */
export function registerExport<Q, R>(spec: ExportSpec<Q, R>) {
  registerJobHandler('export', spec.subject, async (api: JobApi) => {
    const { ctx, params } = api;
    const q = params.query as Q;
    const total = await countForExport(ctx.db, spec, q);
    return writeExportJobFile(api, total, {
      sheetName: spec.sheetName[params.lang],
      columns: spec.columns,
      lang: params.lang,
      batches: batchesOf(ctx.db, spec, q, total),
      fileName: exportFileName(spec, params.lang, ctx.clock.now()),
    });
  });
  return spec;
}

/** Queues the export as a job (after the 61009 check) and returns its id. */
export async function startExport<Q, R>(ctx: AppContext, req: FastifyRequest, spec: ExportSpec<Q, R>, q: Q): Promise<string> {
  const total = await countForExport(ctx.db, spec, q);
  return startJob(ctx, {
    kind: 'export',
    subject: spec.subject,
    ownerId: req.auth!.userId,
    params: { lang: requestLanguage(req), username: req.auth!.username, query: q as unknown },
    total,
  });
}

/** The client asks for a job instead of a blob with the header `x-async-job: 1`. */
export function wantsJob(req: FastifyRequest): boolean {
  const h = req.headers['x-async-job'];
  return h === '1' || h === 'true';
}
