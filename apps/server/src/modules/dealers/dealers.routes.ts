import {
  envelope,
  DEALER_PERMISSIONS as P,
  ZAllocateRequest,
  ZArea,
  ZAreaAddRequest,
  ZAreaNode,
  ZAreaUpdateRequest,
  ZCommConfig,
  ZCommConfigSaveRequest,
  ZDealer,
  ZDealerAddRequest,
  ZDealerDetail,
  ZDealerDevicePage,
  ZDealerDevicePageQuery,
  ZDealerExportQuery,
  ZDealerIdParam,
  ZDealerIdRequest,
  ZDealerOption,
  ZDealerOptionsQuery,
  ZDealerPage,
  ZDealerPageQuery,
  ZDealerSkuOption,
  ZDealerStatusRequest,
  ZDealerUpdateRequest,
  ZDoiApplication,
  ZDoiApplyRequest,
  ZDoiReviewRequest,
  ZIdParam,
  ZIdVersion,
  ZProfitExportQuery,
  ZProfitPage,
  ZProfitPageQuery,
  ZShipmentDetail,
  ZShipmentPage,
  ZShipmentPageQuery,
  ZShipmentSerialParam,
} from '@diagops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { type ExportSpec, sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY } from '../../platform/kit/files';
import { registerJobRoutes } from '../../platform/kit/job-routes';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { onDeviceExchanged } from '../devices';
import { configDocService } from './config-docs.service';
import { dealerExport, profitExport, type Scoped } from './dealers.excel';
import { callerScope } from './dealers.scope';
import * as svc from './dealers.service';

const tags = ['dealers'];
const areaTags = ['dealer areas'];
const shipTags = ['dealer shipments'];
const profitTags = ['dealer profits'];
const configTags = ['dealer configuration'];

async function scopedExport<Q, R>(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, spec: ExportSpec<Scoped<Q>, R>, query: Q) {
  const s: Scoped<Q> = { query, scope: await callerScope(ctx, req), lang: requestLanguage(req) };
  if (wantsJob(req)) return ok(req, { jobId: await startExport(ctx, req, spec, s) });
  return sendExport(ctx, req, reply, spec, s);
}

/** /{svc}-dealer/…: the dealer network (issue #15). Every dealer read and write carries the caller's scope. */
export async function dealersRoutes(app: App) {
  const { ctx } = app;
  const d = (p: string) => ctx.svcPath('dealer', p);
  registerJobRoutes(app, 'dealer');
  // an exchanged device's new SN takes the old one's place in the holder's stock
  onDeviceExchanged(svc.followExchange);

  // ---- areas
  app.get(
    d('/area/tree'),
    {
      config: { permission: P.dealerView.name },
      schema: { summary: 'Get the dealer area tree', tags: areaTags, response: { 200: envelope(z.array(ZAreaNode)) } },
    },
    async (req) => ok(req, await svc.areaTree(ctx, req)),
  );
  app.post(
    d('/area/add'),
    { config: { permission: P.areaEdit.name }, schema: { summary: 'Add an area', tags: areaTags, body: ZAreaAddRequest, response: { 200: envelope(ZArea) } } },
    async (req) => ok(req, await svc.addArea(ctx, req, req.body)),
  );
  app.post(
    d('/area/update'),
    {
      config: { permission: P.areaEdit.name },
      schema: { summary: 'Rename an area', tags: areaTags, body: ZAreaUpdateRequest, response: { 200: envelope(ZArea) } },
    },
    async (req) => ok(req, await svc.updateArea(ctx, req, req.body)),
  );
  app.post(
    d('/area/delete'),
    {
      config: { permission: P.areaEdit.name },
      schema: { summary: 'Delete an empty area', tags: areaTags, body: ZIdVersion, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await svc.deleteArea(ctx, req, req.body);
      return ok(req, null);
    },
  );

  // ---- dealers
  app.post(
    d('/dealer/page'),
    {
      config: { permission: P.dealerView.name },
      schema: { summary: 'Page the dealers the caller may see', tags, body: ZDealerPageQuery, response: { 200: envelope(ZDealerPage) } },
    },
    async (req) => ok(req, await svc.dealerPageOf(ctx, req, req.body)),
  );
  app.get(
    d('/dealer/detail/:id'),
    {
      config: { permission: P.dealerView.name },
      schema: { summary: 'Get a dealer with its profit ratios', tags, params: ZIdParam, response: { 200: envelope(ZDealerDetail) } },
    },
    async (req) => ok(req, await svc.dealerDetail(ctx, req, req.params.id)),
  );
  app.get(
    d('/dealer/options'),
    {
      config: { permission: P.dealerView.name },
      schema: {
        summary: 'List dealers to pick (enabled and disabled, in scope)',
        tags,
        querystring: ZDealerOptionsQuery,
        response: { 200: envelope(z.array(ZDealerOption)) },
      },
    },
    async (req) => ok(req, await svc.dealerOptions(ctx, req, req.query.keyword)),
  );
  app.get(
    d('/sku/options'),
    {
      config: { permission: P.dealerView.name },
      schema: { summary: 'List the platform SKUs a profit ratio may be set on', tags, response: { 200: envelope(z.array(ZDealerSkuOption)) } },
    },
    async (req) => ok(req, await svc.skuOptions(ctx, req)),
  );
  app.post(
    d('/dealer/add'),
    {
      config: { permission: P.dealerAdd.name },
      schema: { summary: 'Add a dealer and its console account', tags, body: ZDealerAddRequest, response: { 200: envelope(ZDealerDetail) } },
    },
    async (req) => ok(req, await svc.addDealer(ctx, req, req.body)),
  );
  app.post(
    d('/dealer/update'),
    {
      config: { permission: P.dealerEdit.name },
      schema: { summary: 'Edit a dealer', tags, body: ZDealerUpdateRequest, response: { 200: envelope(ZDealerDetail) } },
    },
    async (req) => ok(req, await svc.updateDealer(ctx, req, req.body)),
  );
  app.post(
    d('/dealer/status'),
    {
      config: { permission: P.dealerStatus.name },
      schema: { summary: 'Enable or disable a dealer (and its account)', tags, body: ZDealerStatusRequest, response: { 200: envelope(ZDealer) } },
    },
    async (req) => ok(req, await svc.setDealerStatus(ctx, req, req.body)),
  );
  app.post(
    d('/dealer/resetPassword'),
    {
      config: { permission: P.dealerResetPassword.name },
      schema: { summary: "E-mail a new random password to a dealer's account", tags, body: ZDealerIdRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await svc.resetDealerPassword(ctx, req, req.body.id);
      return ok(req, null);
    },
  );
  app.post(
    d('/dealer/exportExcel'),
    {
      config: { permission: P.dealerExport.name, reply: EXPORT_REPLY },
      schema: { summary: 'Export the dealers the caller may see as xlsx', tags, body: ZDealerExportQuery.default({}) },
    },
    async (req, reply) => scopedExport(ctx, req, reply, dealerExport, req.body ?? {}),
  );

  // ---- devices and shipments
  app.post(
    d('/device/page'),
    {
      config: { permission: P.shipView.name },
      schema: {
        summary: 'Page the devices held by dealers in scope',
        tags: shipTags,
        body: ZDealerDevicePageQuery,
        response: { 200: envelope(ZDealerDevicePage) },
      },
    },
    async (req) => ok(req, await svc.dealerDevicePage(ctx, req, req.body)),
  );
  app.post(
    d('/shipment/page'),
    {
      config: { permission: P.shipView.name },
      schema: { summary: 'Page device allocation records', tags: shipTags, body: ZShipmentPageQuery, response: { 200: envelope(ZShipmentPage) } },
    },
    async (req) => ok(req, await svc.shipmentPageOf(ctx, req, req.body)),
  );
  app.get(
    d('/shipment/detail/:serialNo'),
    {
      config: { permission: P.shipView.name },
      schema: { summary: 'Get an allocation record with its SNs', tags: shipTags, params: ZShipmentSerialParam, response: { 200: envelope(ZShipmentDetail) } },
    },
    async (req) => ok(req, await svc.shipmentDetail(ctx, req, req.params.serialNo)),
  );
  app.post(
    d('/shipment/allocate'),
    {
      config: { permission: P.allocate.name },
      schema: { summary: 'Allocate devices to a dealer', tags: shipTags, body: ZAllocateRequest, response: { 200: envelope(ZShipmentDetail) } },
    },
    async (req) => ok(req, await svc.allocate(ctx, req, req.body)),
  );

  // ---- profits
  app.post(
    d('/profit/page'),
    {
      config: { permission: P.benefitView.name },
      schema: { summary: 'Page profit details per dealer, SKU and month', tags: profitTags, body: ZProfitPageQuery, response: { 200: envelope(ZProfitPage) } },
    },
    async (req) => ok(req, await svc.profitPageOf(ctx, req, req.body)),
  );
  app.post(
    d('/profit/exportExcel'),
    {
      config: { permission: P.benefitExport.name, reply: EXPORT_REPLY },
      schema: { summary: 'Export profit details as xlsx', tags: profitTags, body: ZProfitExportQuery.default({}) },
    },
    async (req, reply) => scopedExport(ctx, req, reply, profitExport, req.body ?? {}),
  );

  // ---- configuration instructions (generated from the declaration) and communication configuration
  await resourceRoutes(app, configDocService, { tags: configTags, jobRoutes: false });
  // the generated routes answer where the console and the reference always called them
  for (const [method, url] of [
    ['POST', d('/configDoc/page')],
    ['GET', d('/configDoc/detail/:id')],
    ['POST', d('/configDoc/add')],
    ['POST', d('/configDoc/update')],
    ['POST', d('/configDoc/delete')],
  ] as const)
    if (!app.hasRoute({ method, url })) throw new Error(`configuration instructions: ${method} ${url} is not registered`);
  app.get(
    d('/commConfig'),
    {
      config: { permission: P.configView.name },
      schema: { summary: 'Get the communication configuration', tags: configTags, response: { 200: envelope(ZCommConfig) } },
    },
    async (req) => ok(req, await svc.commConfig(ctx)),
  );
  app.post(
    d('/commConfig/save'),
    {
      config: { permission: P.commEdit.name },
      schema: { summary: 'Save the communication configuration', tags: configTags, body: ZCommConfigSaveRequest, response: { 200: envelope(ZCommConfig) } },
    },
    async (req) => ok(req, await svc.saveCommConfig(ctx, req, req.body)),
  );

  // ---- DOI service application
  app.get(
    d('/doi/:dealerId'),
    {
      config: { permission: P.dealerView.name },
      schema: { summary: "Get a dealer's DOI service application", tags, params: ZDealerIdParam, response: { 200: envelope(ZDoiApplication) } },
    },
    async (req) => ok(req, await svc.doiApplication(ctx, req, req.params.dealerId)),
  );
  app.post(
    d('/doi/apply'),
    {
      config: { permission: P.doiApply.name },
      schema: { summary: 'Apply for the DOI service', tags, body: ZDoiApplyRequest, response: { 200: envelope(ZDoiApplication) } },
    },
    async (req) => ok(req, await svc.applyDoi(ctx, req, req.body)),
  );
  app.post(
    d('/doi/review'),
    {
      config: { permission: P.doiReview.name },
      schema: { summary: 'Pass or reject a DOI service application', tags, body: ZDoiReviewRequest, response: { 200: envelope(ZDoiApplication) } },
    },
    async (req) => ok(req, await svc.reviewDoi(ctx, req, req.body)),
  );
}
