import {
  CUSTOMER,
  type ErrorCode,
  envelope,
  SUCCESS_CODE,
  ZAppOrder,
  ZAppOrderCreate,
  ZAppPayment,
  ZAppPayStart,
  ZGoods,
  ZOrderNoParam,
  ZPayCallbackResult,
  ZTestPayComplete,
} from '@diagops/contracts';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { customerOf } from '../customers';
import { listGoods } from './goods.service';
import { createOrder, myOrders } from './orders.service';
import { startPayment, testCallbackBody } from './payments.service';
import { cancelOrderByCustomer } from './refunds.service';

const tags = ['customer app: mall'];

/** The customer API of the mall: /{svc}-app/mall/… (customer tokens only). */
export async function mallAppRoutes(app: App) {
  const { ctx } = app;
  const p = (path: string) => ctx.svcPath('app', `/mall${path}`);
  const callbackPath = ctx.svcPath('mall', '/pay/callback');
  const notifyUrl = `${ctx.config.PUBLIC_URL ?? ''}${callbackPath}`;
  const own = async (customerId: number, orderNo: string, lang: Parameters<typeof myOrders>[2]) => {
    const found = (await myOrders(ctx, customerId, lang)).find((o) => o.orderNo === orderNo);
    if (!found) throw new AppError(1002);
    return found;
  };

  app.get(
    p('/goods'),
    { config: { permission: CUSTOMER }, schema: { summary: 'List the goods on offer', tags, response: { 200: envelope(z.array(ZGoods)) } } },
    async (req) => ok(req, await listGoods(ctx, requestLanguage(req), true)),
  );
  app.post(
    p('/order/create'),
    {
      config: { permission: CUSTOMER, errors: [79801, 79802, 79810] },
      schema: {
        summary: 'Place an order of goods on offer (unpaid until paid; it expires)',
        tags,
        body: ZAppOrderCreate,
        response: { 200: envelope(ZAppOrder) },
      },
    },
    async (req) => {
      const me = customerOf(req).id;
      const orderNo = await createOrder(ctx, me, req.body);
      return ok(req, await own(me, orderNo, requestLanguage(req)));
    },
  );
  app.get(
    p('/orders'),
    { config: { permission: CUSTOMER }, schema: { summary: 'List my orders (newest first, 50)', tags, response: { 200: envelope(z.array(ZAppOrder)) } } },
    async (req) => ok(req, await myOrders(ctx, customerOf(req).id, requestLanguage(req))),
  );
  app.post(
    p('/order/cancel'),
    {
      config: { permission: CUSTOMER, errors: [1002, 79803] },
      schema: { summary: 'Cancel my unpaid order', tags, body: ZOrderNoParam, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => {
      await cancelOrderByCustomer(ctx, customerOf(req).id, req.body.orderNo);
      return ok(req, true);
    },
  );
  app.post(
    p('/pay/start'),
    {
      config: { permission: CUSTOMER, errors: [1002, 79803, 79808] },
      schema: { summary: 'Start paying my unpaid order through a provider', tags, body: ZAppPayStart, response: { 200: envelope(ZAppPayment) } },
    },
    async (req) => ok(req, await startPayment(ctx, customerOf(req).id, req.body, notifyUrl)),
  );
  app.post(
    p('/pay/test/complete'),
    {
      config: { permission: CUSTOMER, errors: [1002, 79803, 79805, 79808, 79809] },
      schema: {
        summary: 'Test provider only: complete (or fail) my pending payment; it sends the signed callback',
        tags,
        body: ZTestPayComplete,
        response: { 200: envelope(ZPayCallbackResult) },
      },
    },
    async (req) => {
      const body = await testCallbackBody(ctx, customerOf(req).id, req.body.payOrderNo, req.body.outcome ?? 'succeeded');
      // through the real, public callback route, as the provider would call it
      const res = await app.inject({ method: 'POST', url: callbackPath, payload: body, headers: { language: requestLanguage(req) } });
      const answer = res.json() as { code: number; data: z.infer<typeof ZPayCallbackResult> };
      if (answer.code !== SUCCESS_CODE) throw new AppError(answer.code as ErrorCode);
      return ok(req, answer.data);
    },
  );
}
