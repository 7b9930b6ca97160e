import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { BATCH_IMPORT_PERMISSION, BATCH_IMPORT_TYPES, envelope, ZBatchImportStarted, ZBatchImportTemplateQuery, ZId, ZJobStarted } from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { contentDisposition, XLSX_REPLY, XLSX_TYPE } from '../../platform/kit/files';
import { registerUploads } from '../../platform/kit/import';
import { dryRunRoutes } from '../../platform/kit/job-routes';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { writeTemplate } from '../../platform/kit/xlsx';
import {
  BATCH_IMPORT_SUBJECT,
  batchColumns,
  batchFailedFile,
  batchImportService,
  batchSheetName,
  batchSubject,
  commitBatchImport,
  receiveBatchImport,
  removeExpiredBatchZips,
} from './batch-import.service';

const tags = ['vehicle batch imports'];
const base = '/batchImport';

/**
 * The API of batch imports: the list and detail (generated from the declaration), the template of an
 * upload type, the upload of a template with its zip (a job reads it), a batch's failure file, and the
 * hourly sweep of zips past their 30 days (IMP-02).
 */
export async function batchImportRoutes(app: App) {
  const { ctx } = app;
  await registerUploads(app);
  await resourceRoutes(app, batchImportService as never, { tags });

  app.get(
    ctx.svcPath('vehicle', `${base}/template`),
    {
      config: { permission: BATCH_IMPORT_PERMISSION.add, reply: XLSX_REPLY },
      schema: { summary: 'Download the template of an upload type (its rows and the file names in the zip)', tags, querystring: ZBatchImportTemplateQuery },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      const type = req.query.uploadType;
      const out = new PassThrough();
      writeTemplate(out, { subject: batchSubject(type), sheetName: batchSheetName(type)[lang], columns: batchColumns(type), lang }).catch((err) =>
        out.destroy(err),
      );
      const name = `${BATCH_IMPORT_TYPES[type][lang === 'zh-CN' ? 0 : 1]}${lang === 'zh-CN' ? '批量导入模板' : ' batch import template'}.xlsx`;
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(out);
    },
  );

  app.post(
    ctx.svcPath('vehicle', `${base}/add`),
    {
      config: { permission: BATCH_IMPORT_PERMISSION.add },
      schema: {
        summary: 'Upload a template and its zip of files and dry-run them (multipart: uploadType, template, zip)',
        description: 'Starts the dry run: each row checked and its file taken from the zip as the import would, nothing kept.',
        tags,
        response: { 200: envelope(ZJobStarted) },
      },
    },
    async (req) => ok(req, await receiveBatchImport(ctx, req)),
  );

  dryRunRoutes(app, {
    path: (op) => ctx.svcPath('vehicle', `${base}/${op}`),
    permission: BATCH_IMPORT_PERMISSION.add,
    subject: BATCH_IMPORT_SUBJECT,
    label: 'batch',
    tags,
    commit: {
      summary: 'Commit a batch import after its dry run (records the batch, starts its job)',
      reply: ZBatchImportStarted,
      run: (req, jobId) => commitBatchImport(ctx, req, jobId),
    },
  });

  app.get(
    ctx.svcPath('vehicle', `${base}/failedFile`),
    {
      config: { permission: BATCH_IMPORT_PERMISSION.view, reply: XLSX_REPLY },
      schema: { summary: 'Download the failure file of a batch import (its refused rows and why)', tags, querystring: z.object({ id: ZId }).strict() },
    },
    async (req, reply) => {
      const file = await batchFailedFile(ctx, req.query.id);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(file.abs));
    },
  );

  app.addHook('onReady', async () => {
    await schedulePeriodic(ctx, 'vehicle-batch-import-zips', 3600, async () => {
      await removeExpiredBatchZips(ctx);
    });
  });
}
