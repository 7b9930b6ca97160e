import {
  envelope,
  SKU_PERMISSIONS as P,
  ZDeleteSkuRequest,
  ZIdParam,
  ZJobIdParam,
  ZJobStarted,
  ZSaveSkuRequest,
  ZSku,
  ZSkuBatchResult,
  ZSkuExportQuery,
  ZSkuPage,
  ZSkuPageQuery,
  ZSkuQuery,
  ZUpdateSkuBatchRequest,
  ZUpdateSkuRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY, XLSX_REPLY } from '../../platform/kit/files';
import { receiveImport, registerUploads } from '../../platform/kit/import';
import { registerJobRoutes, sendJobFile, sendTemplate } from '../../platform/kit/job-routes';
import { skuExport, skuImport } from './skus.excel';
import * as svc from './skus.service';

const tags = ['platform SKUs'];

/** /{svc}-product/platformsku/… (platform.md §7 "Platform SKU"), plus /{svc}-product/job/{id}. */
export async function skusRoutes(app: App) {
  const { ctx } = app;
  const sku = (p: string) => ctx.svcPath('product', `/platformsku${p}`);
  await registerUploads(app);
  registerJobRoutes(app, 'product');

  app.post(
    sku('/skus'),
    { config: { permission: P.skuView.name }, schema: { summary: 'Page platform SKUs', tags, body: ZSkuPageQuery, response: { 200: envelope(ZSkuPage) } } },
    async (req) => ok(req, await svc.getSkuPage(ctx, req.body, requestLanguage(req))),
  );
  app.get(
    sku('/info/:id'),
    { config: { permission: P.skuView.name }, schema: { summary: 'Get a platform SKU', tags, params: ZIdParam, response: { 200: envelope(ZSku) } } },
    async (req) => ok(req, await svc.getSku(ctx, req.params.id, requestLanguage(req))),
  );
  app.get(
    sku('/query'),
    {
      config: { permission: P.skuView.name },
      schema: { summary: 'List the SKUs of a channel and product', tags, querystring: ZSkuQuery, response: { 200: envelope(z.array(ZSku)) } },
    },
    async (req) => ok(req, await svc.querySkus(ctx, req.query.channelId, req.query.productId, requestLanguage(req))),
  );
  app.post(
    sku('/add'),
    { config: { permission: P.skuAdd.name }, schema: { summary: 'Add a platform SKU', tags, body: ZSaveSkuRequest, response: { 200: envelope(ZSku) } } },
    async (req) => ok(req, await svc.addSku(ctx, req, req.body)),
  );
  app.post(
    sku('/update'),
    { config: { permission: P.skuEdit.name }, schema: { summary: 'Edit a platform SKU', tags, body: ZUpdateSkuRequest, response: { 200: envelope(ZSku) } } },
    async (req) => ok(req, await svc.updateSku(ctx, req, req.body)),
  );
  app.post(
    sku('/del'),
    {
      config: { permission: P.skuDel.name },
      schema: { summary: 'Delete a platform SKU', tags, body: ZDeleteSkuRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, (await svc.deleteSku(ctx, req, req.body)) ?? null),
  );
  app.post(
    sku('/updateBatch'),
    {
      config: { permission: P.skuEdit.name },
      schema: { summary: 'Edit several platform SKUs at once', tags, body: ZUpdateSkuBatchRequest, response: { 200: envelope(ZSkuBatchResult) } },
    },
    async (req) => ok(req, await svc.updateSkuBatch(ctx, req, req.body)),
  );
  // exportExcel: the xlsx as the reply (blob), or with `x-async-job: 1` a job to poll
  app.post(
    sku('/exportExcel'),
    {
      config: { permission: P.skuExport.name, reply: EXPORT_REPLY },
      schema: { summary: 'Export platform SKUs as xlsx (or start an export job)', tags, body: ZSkuExportQuery.default({}) },
    },
    async (req, reply) => {
      const q = req.body ?? {};
      if (wantsJob(req)) return ok(req, { jobId: await startExport(ctx, req, skuExport, q) });
      return sendExport(ctx, req, reply, skuExport, q);
    },
  );
  app.get(
    sku('/downloadTemplate'),
    { config: { permission: P.skuImport.name, reply: XLSX_REPLY }, schema: { summary: 'Download the platform SKU import template', tags } },
    async (req, reply) => sendTemplate(req, reply, skuImport as never, { 'zh-CN': '平台SKU导入模板', 'en-US': 'Platform SKU import template' }),
  );
  // importExcel: multipart `file` from the template; the rows are imported by a job
  app.post(
    sku('/importExcel'),
    {
      config: { permission: P.skuImport.name },
      schema: { summary: 'Import platform SKUs from the template (starts a job)', tags, response: { 200: envelope(ZJobStarted) } },
    },
    async (req) => ok(req, { jobId: await receiveImport(ctx, req, skuImport as never) }),
  );
  app.get(
    sku('/downloadFailedFile'),
    {
      config: { permission: P.skuImport.name, reply: XLSX_REPLY },
      schema: { summary: 'Download the failed rows of an import', tags, querystring: z.object({ jobId: ZJobIdParam.shape.id }).strict() },
    },
    async (req, reply) => sendJobFile(ctx, req, reply, req.query.jobId, 'import'),
  );
}
