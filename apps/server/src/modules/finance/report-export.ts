import { PassThrough } from 'node:stream';
import type { Language, TFinanceExportQuery } from '@diagops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/http/language';
import { exportFileName, writeExportJobFile } from '../../platform/kit/export';
import { contentDisposition, XLSX_TYPE } from '../../platform/kit/files';
import { registerJobHandler, startJob } from '../../platform/kit/jobs';
import { writeXlsx } from '../../platform/kit/xlsx';
import { assertExportable, exportBatches, exportCount, filtersOf, type ReportDef, reportFileName, xlsxColumns } from './report-frame';

const subjectOf = (def: ReportDef) => `finance-${def.key}`;

/** Within EXPORT_MAX_ROWS: the workbook streams as the reply while it is written (61009 beyond it). */
export async function sendReportExport(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, def: ReportDef, q: TFinanceExportQuery) {
  const lang = requestLanguage(req);
  const f = filtersOf(q, lang);
  assertExportable(await exportCount(ctx.db, def, f), false);
  const out = new PassThrough();
  writeXlsx(out, { sheetName: reportFileName(def)[lang], columns: xlsxColumns(def), lang, batches: exportBatches(ctx.db, def, f) }).catch((err) => {
    req.log.error({ err }, 'finance export failed while streaming');
    out.destroy(err);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(exportFileName({ fileName: reportFileName(def) }, lang, ctx.clock.now())))
    .header('cache-control', 'no-store')
    .send(out);
}

/** Beyond it (or when asked): a background job writes the file, up to FINANCE_JOB_MAX_ROWS (79901). */
export async function startReportExport(ctx: AppContext, req: FastifyRequest, def: ReportDef, q: TFinanceExportQuery): Promise<string> {
  const lang = requestLanguage(req);
  const total = await exportCount(ctx.db, def, filtersOf(q, lang));
  assertExportable(total, true);
  return startJob(ctx, {
    kind: 'export',
    subject: subjectOf(def),
    ownerId: req.auth!.userId,
    params: { lang, username: req.auth!.username, query: q as unknown },
    total,
  });
}

/** The job that writes a report's workbook to a file (registered once per report). */
export function registerReportExportJob(def: ReportDef) {
  registerJobHandler('export', subjectOf(def), async (api) => {
    const { ctx, params } = api;
    const lang = params.lang as Language;
    const f = filtersOf(params.query as TFinanceExportQuery, lang);
    const total = await exportCount(ctx.db, def, f);
    assertExportable(total, true);
    return writeExportJobFile(api, total, {
      sheetName: reportFileName(def)[lang],
      columns: xlsxColumns(def),
      lang,
      batches: exportBatches(ctx.db, def, f),
      fileName: exportFileName({ fileName: reportFileName(def) }, lang, ctx.clock.now()),
    });
  });
}
