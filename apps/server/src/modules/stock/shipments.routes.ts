import {
  envelope,
  SHIPMENT_PLAN_PERMISSIONS as P,
  TRACE_PERMISSIONS as T,
  ZIdParam,
  ZPoLineTrace,
  ZShipmentOption,
  ZShipmentOptionsQuery,
  ZShipmentPlanAction,
  ZShipmentPlanDetail,
  ZShipmentPlanPage,
  ZShipmentPlanPageQuery,
  ZShipmentPlanSave,
  ZShipmentPlanShip,
  ZShipmentPlanUpdate,
  ZSnTrace,
  ZTracePoLineQuery,
  ZTraceSnQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './shipments.service';
import { tracePoLine, traceSn } from './trace.service';

const tags = ['shipment plans'];
const traceTags = ['stock trace'];

/** /{svc}-stock/shipmentPlan/… (/supply/shipmentsPlan) and /{svc}-stock/trace/… (the SN trace). */
export async function shipmentRoutes(app: App) {
  const { ctx } = app;
  const s = (p: string) => ctx.svcPath('stock', `/shipmentPlan${p}`);
  svc.registerShipmentPlanApproval(ctx);

  app.post(
    s('/page'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Page the shipment plans', tags, body: ZShipmentPlanPageQuery, response: { 200: envelope(ZShipmentPlanPage) } },
    },
    async (req) => ok(req, await svc.shipmentPlanPage(ctx, req, req.body)),
  );
  app.get(
    s('/detail/:id'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'Get a shipment plan with its lines', tags, params: ZIdParam, response: { 200: envelope(ZShipmentPlanDetail) } },
    },
    async (req) => ok(req, await svc.shipmentPlanDetail(ctx, req, req.params.id)),
  );
  app.get(
    s('/options'),
    {
      config: { permission: P.view.name },
      schema: {
        summary: "The shipment plan form's dealer, channel and SKU pickers",
        tags,
        querystring: ZShipmentOptionsQuery,
        response: { 200: envelope(z.array(ZShipmentOption)) },
      },
    },
    async (req) => ok(req, await svc.shipmentOptions(ctx.db, req, req.query)),
  );
  app.post(
    s('/save'),
    {
      config: { permission: P.add.name },
      schema: { summary: 'Add a shipment plan (draft)', tags, body: ZShipmentPlanSave, response: { 200: envelope(ZShipmentPlanDetail) } },
    },
    async (req) => ok(req, await svc.addShipmentPlan(ctx, req, req.body)),
  );
  app.post(
    s('/update'),
    {
      config: { permission: P.edit.name },
      schema: { summary: 'Edit a draft or rejected shipment plan', tags, body: ZShipmentPlanUpdate, response: { 200: envelope(ZShipmentPlanDetail) } },
    },
    async (req) => ok(req, await svc.updateShipmentPlan(ctx, req, req.body)),
  );
  app.post(
    s('/submit'),
    {
      config: { permission: P.submit.name },
      schema: { summary: 'Submit a shipment plan for approval', tags, body: ZShipmentPlanAction, response: { 200: envelope(ZShipmentPlanDetail) } },
    },
    async (req) => ok(req, await svc.submitShipmentPlan(ctx, req, req.body)),
  );
  app.post(
    s('/ship'),
    {
      config: { permission: P.ship.name },
      schema: {
        summary: 'Ship an approved shipment plan (the ledger, the SNs and, to a dealer, the devices)',
        tags,
        body: ZShipmentPlanShip,
        response: { 200: envelope(ZShipmentPlanDetail) },
      },
    },
    async (req) => ok(req, await svc.shipShipmentPlan(ctx, req, req.body)),
  );
  app.post(
    s('/cancel'),
    {
      config: { permission: P.cancel.name },
      schema: { summary: 'Cancel a shipment plan before shipping', tags, body: ZShipmentPlanAction, response: { 200: envelope(ZShipmentPlanDetail) } },
    },
    async (req) => ok(req, await svc.cancelShipmentPlan(ctx, req, req.body)),
  );

  const t = (p: string) => ctx.svcPath('stock', `/trace${p}`);
  app.get(
    t('/sn'),
    {
      config: { permission: T.view.name },
      schema: {
        summary: "Trace an SN's way from its purchase order to the dealer and the customer",
        tags: traceTags,
        querystring: ZTraceSnQuery,
        response: { 200: envelope(ZSnTrace) },
      },
    },
    async (req) => ok(req, await traceSn(ctx.db, req, req.query.sn)),
  );
  app.get(
    t('/poLine'),
    {
      config: { permission: T.view.name },
      schema: {
        summary: 'The SNs received on a purchase-order line and where each is now',
        tags: traceTags,
        querystring: ZTracePoLineQuery,
        response: { 200: envelope(ZPoLineTrace) },
      },
    },
    async (req) => ok(req, await tracePoLine(ctx.db, req, req.query)),
  );
}
