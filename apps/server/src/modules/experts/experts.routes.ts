import {
  CUSTOMER,
  envelope,
  EXPERT_PERMISSIONS as P,
  type TExpertOrderAction,
  ZCreateExpertOrderRequest,
  ZExpert,
  ZExpertAddRequest,
  ZExpertOption,
  ZExpertOrder,
  ZExpertOrderDetail,
  ZExpertOrderPage,
  ZExpertOrderPageQuery,
  ZExpertOrderReassignRequest,
  ZExpertOrderStepRequest,
  ZExpertPage,
  ZExpertPageQuery,
  ZExpertSelfUpdateRequest,
  ZExpertStateRequest,
  ZExpertUpdateRequest,
  ZFavouriteExpertRequest,
  ZIdParam,
  ZPublicExpert,
  ZRateExpertOrderRequest,
  ZRemoteDevicePage,
  ZRemoteDevicePageQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { customerOf } from '../customers';
import * as svc from './experts.service';
import * as orders from './orders.service';

const tags = ['experts'];
const orderTags = ['expert orders'];
const appTags = ['customer app: experts'];

/** Staff and experts: /{svc}-remote/expert/…, /order/…, /remoteDevice/…; customers: /{svc}-app/expert/…, /expertOrder/… */
export async function expertsRoutes(app: App) {
  const { ctx } = app;
  const r = (p: string) => ctx.svcPath('remote', p);

  app.post(
    r('/expert/page'),
    { config: { permission: P.expertView.name }, schema: { summary: 'Page experts', tags, body: ZExpertPageQuery, response: { 200: envelope(ZExpertPage) } } },
    async (req) => ok(req, await svc.getExpertPage(ctx, req, req.body)),
  );
  app.get(
    r('/expert/detail/:id'),
    { config: { permission: P.expertView.name }, schema: { summary: 'Get an expert profile', tags, params: ZIdParam, response: { 200: envelope(ZExpert) } } },
    async (req) => ok(req, await svc.getExpert(ctx, req, req.params.id)),
  );
  app.get(
    r('/expert/mine'),
    {
      config: { permission: P.orderView.name },
      schema: { summary: "Get the signed-in expert's own profile", tags, response: { 200: envelope(ZExpert) } },
    },
    async (req) => ok(req, await svc.myExpert(ctx, req)),
  );
  app.post(
    r('/expert/mine/update'),
    {
      config: { permission: P.orderView.name },
      schema: {
        summary: "Edit the signed-in expert's own profile",
        tags,
        body: ZExpertSelfUpdateRequest,
        response: { 200: envelope(ZExpert) },
      },
    },
    async (req) => ok(req, await svc.updateMyExpert(ctx, req, req.body)),
  );
  app.get(
    r('/expert/options'),
    {
      config: { permission: P.expertView.name },
      schema: { summary: 'List expert names for filters', tags, response: { 200: envelope(z.array(ZExpertOption)) } },
    },
    async (req) => ok(req, await svc.expertOptions(ctx)),
  );
  app.post(
    r('/expert/add'),
    {
      config: { permission: P.expertEdit.name },
      schema: { summary: 'Add an expert with its console account', tags, body: ZExpertAddRequest, response: { 200: envelope(ZExpert) } },
    },
    async (req) => ok(req, await svc.addExpert(ctx, req, req.body)),
  );
  app.post(
    r('/expert/update'),
    {
      config: { permission: P.expertEdit.name },
      schema: { summary: "Edit an expert's profile", tags, body: ZExpertUpdateRequest, response: { 200: envelope(ZExpert) } },
    },
    async (req) => ok(req, await svc.updateExpert(ctx, req, req.body)),
  );
  app.post(
    r('/expert/enable'),
    {
      config: { permission: P.expertEdit.name },
      schema: { summary: 'Enable an expert and its account', tags, body: ZExpertStateRequest, response: { 200: envelope(ZExpert) } },
    },
    async (req) => ok(req, await svc.setExpertEnabled(ctx, req, req.body, true)),
  );
  app.post(
    r('/expert/disable'),
    {
      config: { permission: P.expertEdit.name },
      schema: { summary: 'Disable an expert, lock its account and end its sessions', tags, body: ZExpertStateRequest, response: { 200: envelope(ZExpert) } },
    },
    async (req) => ok(req, await svc.setExpertEnabled(ctx, req, req.body, false)),
  );

  app.post(
    r('/order/page'),
    {
      config: { permission: P.orderView.name },
      schema: {
        summary: 'Page expert orders (an expert sees its own only)',
        tags: orderTags,
        body: ZExpertOrderPageQuery,
        response: { 200: envelope(ZExpertOrderPage) },
      },
    },
    async (req) => ok(req, await orders.getOrderPage(ctx, req, req.body)),
  );
  app.get(
    r('/order/detail/:id'),
    {
      config: { permission: P.orderView.name },
      schema: { summary: 'Get an expert order with its history', tags: orderTags, params: ZIdParam, response: { 200: envelope(ZExpertOrderDetail) } },
    },
    async (req) => ok(req, await orders.getOrderDetail(ctx, req, req.params.id)),
  );
  const consoleStep = (action: TExpertOrderAction, permission: string, summary: string) =>
    app.post(
      r(`/order/${action}`),
      { config: { permission }, schema: { summary, tags: orderTags, body: ZExpertOrderStepRequest, response: { 200: envelope(ZExpertOrder) } } },
      async (req) => ok(req, await orders.takeStep(ctx, req, await orders.consoleActor(ctx, req), action, req.body)),
    );
  consoleStep('accept', P.orderHandle.name, 'Accept an order (its expert)');
  consoleStep('reject', P.orderHandle.name, 'Reject an order with a reason (its expert)');
  consoleStep('start', P.orderHandle.name, 'Start the service of an order (its expert)');
  consoleStep('finish', P.orderHandle.name, 'Finish the service of an order (its expert)');
  consoleStep('close', P.orderCancel.name, 'Close an open order with a reason (staff)');
  app.post(
    r('/order/reassign'),
    {
      config: { permission: P.orderReassign.name },
      schema: {
        summary: 'Give an order to another expert with a reason (staff)',
        tags: orderTags,
        body: ZExpertOrderReassignRequest,
        response: { 200: envelope(ZExpertOrder) },
      },
    },
    async (req) => ok(req, await orders.reassignOrder(ctx, req, req.body)),
  );

  app.post(
    r('/remoteDevice/page'),
    {
      config: { permission: P.remoteDeviceView.name },
      schema: {
        summary: 'Page the devices remote sessions can run on, with their session state',
        tags,
        body: ZRemoteDevicePageQuery,
        response: { 200: envelope(ZRemoteDevicePage) },
      },
    },
    async (req) => ok(req, await orders.getRemoteDevicePage(ctx, req, req.body)),
  );

  // the customer API (customer tokens only)
  const a = (p: string) => ctx.svcPath('app', p);
  app.get(
    a('/expert/list'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'List the enabled experts, best rated first', tags: appTags, response: { 200: envelope(z.array(ZPublicExpert)) } },
    },
    async (req) => ok(req, await svc.publicExperts(ctx)),
  );
  app.post(
    a('/expert/favourite'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'Keep or drop an expert as a favourite',
        tags: appTags,
        body: ZFavouriteExpertRequest,
        response: { 200: envelope(z.object({ favourites: z.number() })) },
      },
    },
    async (req) => ok(req, await svc.favouriteExpert(ctx, customerOf(req).id, req.body.expertId, req.body.favourite)),
  );
  app.post(
    a('/expertOrder/create'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Ask an expert for a remote diagnosis', tags: appTags, body: ZCreateExpertOrderRequest, response: { 200: envelope(ZExpertOrder) } },
    },
    async (req) => ok(req, await orders.createOrder(ctx, req, customerOf(req), req.body)),
  );
  app.get(
    a('/expertOrder/list'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: "List the signed-in customer's expert orders with the steps it may take",
        tags: appTags,
        response: { 200: envelope(z.array(ZExpertOrder.extend({ allowedActions: z.array(z.string()) }))) },
      },
    },
    async (req) => ok(req, await orders.myOrders(ctx, customerOf(req))),
  );
  const customerStep = (action: TExpertOrderAction, summary: string) =>
    app.post(
      a(`/expertOrder/${action}`),
      { config: { permission: CUSTOMER }, schema: { summary, tags: appTags, body: ZExpertOrderStepRequest, response: { 200: envelope(ZExpertOrder) } } },
      async (req) => ok(req, await orders.customerStep(ctx, req, customerOf(req), action, req.body)),
    );
  customerStep('confirm', 'Confirm an accepted order (its customer)');
  customerStep('confirmCompletion', 'Confirm that the service is complete (its customer)');
  customerStep('cancel', 'Cancel an order before its service starts (its customer)');
  app.post(
    a('/expertOrder/rate'),
    {
      config: { permission: CUSTOMER },
      schema: { summary: 'Rate a completed order once, from 1 to 5', tags: appTags, body: ZRateExpertOrderRequest, response: { 200: envelope(ZExpertOrder) } },
    },
    async (req) => ok(req, await orders.rateOrder(ctx, req, customerOf(req), req.body)),
  );
}
