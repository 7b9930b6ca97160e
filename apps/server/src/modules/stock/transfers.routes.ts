import {
  envelope,
  TRANSFER_PLAN_PERMISSIONS as P,
  ZIdParam,
  ZTransferPlanAction,
  ZTransferPlanArrive,
  ZTransferPlanCancel,
  ZTransferPlanDetail,
  ZTransferPlanPage,
  ZTransferPlanPageQuery,
  ZTransferPlanSave,
  ZTransferPlanShip,
  ZTransferPlanUpdate,
  ZTransferPlanWriteOff,
  ZTransferSkuOption,
  ZTransferSkuOptionsQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { firstLegRoutes } from './first-leg.routes';
import * as svc from './transfers.service';

/** /{svc}-stock/transferPlan/…: warehouse transfer plans (/supply/transferPlan); then first-leg transport. */
export async function transferRoutes(app: App) {
  const { ctx } = app;
  const tags = ['stock'];
  const path = (p: string) => ctx.svcPath('stock', `/transferPlan${p}`);
  svc.registerTransferPlanApproval(ctx);
  const detail = { 200: envelope(ZTransferPlanDetail) };

  app.post(
    path('/page'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'List transfer plans', tags, body: ZTransferPlanPageQuery, response: { 200: envelope(ZTransferPlanPage) } },
    },
    async (req) => ok(req, await svc.transferPlanPage(ctx, req, req.body)),
  );
  app.get(
    path('/detail/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Get a transfer plan with its lines (planned, shipped, arrived, written off, in transit)', tags, params: ZIdParam, response: detail },
    },
    async (req) => ok(req, await svc.transferPlanDetail(ctx, req, req.params.id)),
  );
  app.post(
    path('/save'),
    { config: { permission: P.add.name }, schema: { summary: 'Add a transfer plan (draft)', tags, body: ZTransferPlanSave, response: detail } },
    async (req) => ok(req, await svc.addTransferPlan(ctx, req, req.body)),
  );
  app.post(
    path('/update'),
    {
      config: { permission: P.edit.name, errors: [1005, 1017] },
      schema: {
        summary: 'Edit a transfer plan before it ships (a submitted plan goes back to the first approval step)',
        tags,
        body: ZTransferPlanUpdate,
        response: detail,
      },
    },
    async (req) => ok(req, await svc.updateTransferPlan(ctx, req, req.body)),
  );
  app.post(
    path('/submit'),
    {
      config: { permission: P.submit.name, errors: [1005, 1017, 78205] },
      schema: { summary: 'Submit a transfer plan for approval', tags, body: ZTransferPlanAction, response: detail },
    },
    async (req) => ok(req, await svc.submitTransferPlan(ctx, req, req.body)),
  );
  app.post(
    path('/ship'),
    {
      config: { permission: P.ship.name, errors: [1005, 1017, 78101, 78102, 78106, 78107] },
      schema: {
        summary: 'Ship an approved transfer plan: every line out of the source warehouse into in transit',
        tags,
        body: ZTransferPlanShip,
        response: detail,
      },
    },
    async (req) => ok(req, await svc.shipTransferPlan(ctx, req, req.body)),
  );
  app.post(
    path('/arrive'),
    {
      config: { permission: P.receive.name, errors: [1005, 1017, 78102, 78106, 78107, 78108] },
      schema: {
        summary: 'Record an arrival: per line a quantity out of in transit into the destination warehouse',
        tags,
        body: ZTransferPlanArrive,
        response: detail,
      },
    },
    async (req) => ok(req, await svc.arriveTransferPlan(ctx, req, req.body)),
  );
  app.post(
    path('/writeOff'),
    {
      config: { permission: P.writeoff.name, errors: [1005, 1017, 78102, 78106, 78108] },
      schema: { summary: 'Write off a shortfall in transit: per line a quantity and the reason', tags, body: ZTransferPlanWriteOff, response: detail },
    },
    async (req) => ok(req, await svc.writeOffTransferPlan(ctx, req, req.body)),
  );
  app.post(
    path('/cancel'),
    {
      config: { permission: P.cancel.name, errors: [1005, 1017] },
      schema: { summary: 'Cancel a transfer plan before it ships', tags, body: ZTransferPlanCancel, response: detail },
    },
    async (req) => ok(req, await svc.cancelTransferPlan(ctx, req, req.body)),
  );
  app.get(
    path('/skuOptions'),
    {
      config: { permission: P.add.name },
      schema: {
        summary: 'List platform SKUs to put on a plan (by a prefix of code or name, at most 50)',
        tags,
        querystring: ZTransferSkuOptionsQuery,
        response: { 200: envelope(z.array(ZTransferSkuOption)) },
      },
    },
    async (req) => ok(req, await svc.transferSkuOptions(ctx, req, req.query.keyword)),
  );
  await firstLegRoutes(app);
}
