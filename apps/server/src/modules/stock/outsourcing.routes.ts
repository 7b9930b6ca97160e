import {
  envelope,
  OUTSOURCING_PERMISSIONS as P,
  ZIdParam,
  ZOutsourcingAction,
  ZOutsourcingDetail,
  ZOutsourcingIssue,
  ZOutsourcingPage,
  ZOutsourcingPageQuery,
  ZOutsourcingReceive,
  ZOutsourcingSave,
  ZOutsourcingUpdate,
  ZStockSkuOption,
  ZStockSkuOptionsQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './outsourcing.service';
import { stockSkuOptions } from './special-stock.service';

const tags = ['outsourcing'];
const reply = { 200: envelope(ZOutsourcingDetail) };

/** /{svc}-stock/outsourcing/… (/supply/outsourcing): orders to suppliers, material issued, finished goods received. */
export async function outsourcingRoutes(app: App) {
  const { ctx } = app;
  const o = (p: string) => ctx.svcPath('stock', `/outsourcing${p}`);
  svc.registerOutsourcingApproval(ctx);

  app.post(
    o('/page'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Page the outsourcing orders', tags, body: ZOutsourcingPageQuery, response: { 200: envelope(ZOutsourcingPage) } },
    },
    async (req) => ok(req, await svc.outsourcingPage(ctx, req, req.body)),
  );
  app.get(
    o('/detail/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Get an outsourcing order with its lines and receipts', tags, params: ZIdParam, response: reply },
    },
    async (req) => ok(req, await svc.outsourcingDetail(ctx, req, req.params.id)),
  );
  app.post(
    o('/save'),
    { config: { permission: P.add.name }, schema: { summary: 'Add an outsourcing order (draft)', tags, body: ZOutsourcingSave, response: reply } },
    async (req) => ok(req, await svc.addOutsourcing(ctx, req, req.body)),
  );
  app.post(
    o('/update'),
    {
      config: { permission: P.edit.name },
      schema: { summary: 'Edit a draft or rejected outsourcing order', tags, body: ZOutsourcingUpdate, response: reply },
    },
    async (req) => ok(req, await svc.updateOutsourcing(ctx, req, req.body)),
  );
  app.post(
    o('/submit'),
    {
      config: { permission: P.submit.name },
      schema: { summary: 'Submit an outsourcing order for approval', tags, body: ZOutsourcingAction, response: reply },
    },
    async (req) => ok(req, await svc.submitOutsourcing(ctx, req, req.body)),
  );
  app.post(
    o('/issue'),
    {
      config: { permission: P.issue.name, errors: [1005, 1017, 78101, 78102, 78106] },
      schema: {
        summary: 'Issue all material of an approved order to the supplier (serialised material with its SNs)',
        tags,
        body: ZOutsourcingIssue,
        response: reply,
      },
    },
    async (req) => ok(req, await svc.issueOutsourcing(ctx, req, req.body)),
  );
  app.post(
    o('/receive'),
    {
      config: { permission: P.receive.name },
      schema: { summary: 'Receive finished goods of an issued order (partial allowed)', tags, body: ZOutsourcingReceive, response: reply },
    },
    async (req) => ok(req, await svc.receiveOutsourcing(ctx, req, req.body)),
  );
  app.post(
    o('/close'),
    {
      config: { permission: P.close.name },
      schema: { summary: 'Close an issued order by hand', tags, body: ZOutsourcingAction, response: reply },
    },
    async (req) => ok(req, await svc.endOutsourcing(ctx, req, 'close', req.body)),
  );
  app.post(
    o('/cancel'),
    {
      config: { permission: P.cancel.name },
      schema: { summary: 'Cancel an order before its material is issued', tags, body: ZOutsourcingAction, response: reply },
    },
    async (req) => ok(req, await svc.endOutsourcing(ctx, req, 'cancel', req.body)),
  );
  app.get(
    o('/skuOptions'),
    {
      config: { permission: P.view.name },
      schema: {
        summary: 'List SKUs to pick on a line (code prefix or ids)',
        tags,
        querystring: ZStockSkuOptionsQuery,
        response: { 200: envelope(z.array(ZStockSkuOption)) },
      },
    },
    async (req) => ok(req, await stockSkuOptions(ctx, req, req.query)),
  );
}
