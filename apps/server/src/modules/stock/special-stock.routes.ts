import {
  envelope,
  SPECIAL_STOCK_PERMISSIONS as P,
  ZIdParam,
  ZSpecialStockAction,
  ZSpecialStockDetail,
  ZSpecialStockPage,
  ZSpecialStockPageQuery,
  ZSpecialStockSave,
  ZSpecialStockUpdate,
  ZStockSkuOption,
  ZStockSkuOptionsQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { outsourcingRoutes } from './outsourcing.routes';
import * as svc from './special-stock.service';

const tags = ['special stock'];

/** /{svc}-stock/specialStock/… (/supply/specialStock) and the outsourcing routes beside it. */
export async function specialRoutes(app: App) {
  const { ctx } = app;
  const s = (p: string) => ctx.svcPath('stock', `/specialStock${p}`);
  svc.registerSpecialStockApproval(ctx);

  app.post(
    s('/page'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Page the special stock documents', tags, body: ZSpecialStockPageQuery, response: { 200: envelope(ZSpecialStockPage) } },
    },
    async (req) => ok(req, await svc.specialStockPage(ctx, req, req.body)),
  );
  app.get(
    s('/detail/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Get a special stock document with its lines', tags, params: ZIdParam, response: { 200: envelope(ZSpecialStockDetail) } },
    },
    async (req) => ok(req, await svc.specialStockDetail(ctx, req, req.params.id)),
  );
  app.post(
    s('/save'),
    {
      config: { permission: P.add.name },
      schema: { summary: 'Add a special stock document (draft)', tags, body: ZSpecialStockSave, response: { 200: envelope(ZSpecialStockDetail) } },
    },
    async (req) => ok(req, await svc.addSpecialStock(ctx, req, req.body)),
  );
  app.post(
    s('/update'),
    {
      config: { permission: P.edit.name },
      schema: {
        summary: 'Edit a draft or rejected special stock document',
        tags,
        body: ZSpecialStockUpdate,
        response: { 200: envelope(ZSpecialStockDetail) },
      },
    },
    async (req) => ok(req, await svc.updateSpecialStock(ctx, req, req.body)),
  );
  app.post(
    s('/submit'),
    {
      config: { permission: P.submit.name },
      schema: {
        summary: 'Submit a special stock document for approval (posted when approved)',
        tags,
        body: ZSpecialStockAction,
        response: { 200: envelope(ZSpecialStockDetail) },
      },
    },
    async (req) => ok(req, await svc.submitSpecialStock(ctx, req, req.body)),
  );
  app.post(
    s('/cancel'),
    {
      config: { permission: P.cancel.name, errors: [1005, 1017] },
      schema: {
        summary: 'Cancel a draft or rejected special stock document (nothing posted)',
        tags,
        body: ZSpecialStockAction,
        response: { 200: envelope(ZSpecialStockDetail) },
      },
    },
    async (req) => ok(req, await svc.cancelSpecialStock(ctx, req, req.body)),
  );

  app.get(
    s('/skuOptions'),
    {
      config: { permission: P.view.name },
      schema: {
        summary: 'List SKUs to pick on a line (code prefix or ids)',
        tags,
        querystring: ZStockSkuOptionsQuery,
        response: { 200: envelope(z.array(ZStockSkuOption)) },
      },
    },
    async (req) => ok(req, await svc.stockSkuOptions(ctx, req, req.query)),
  );

  await outsourcingRoutes(app);
}
