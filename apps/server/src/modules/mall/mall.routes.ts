import {
  envelope,
  MALL_CANCEL_PERMISSION,
  MALL_GOODS_PERMISSION,
  MALL_ORDER_PERMISSION,
  MALL_REFUND_PERMISSION,
  PUBLIC,
  ZGoods,
  ZGoodsSave,
  ZOrderCancelRequest,
  ZOrderDetail,
  ZOrderNoParam,
  ZOrderRefundRequest,
  ZPayCallback,
  ZPayCallbackResult,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { listGoods, saveGoods } from './goods.service';
import { mallAppRoutes } from './mall.app-routes';
import { mallOrderService, mallPaymentService } from './mall.resources';
import { expireDueOrders, orderDetail } from './orders.service';
import { dropOldNonces, handleCallback } from './payments.service';
import { cancelOrderByStaff, refundOrder } from './refunds.service';

const tags = ['mall'];

/** /{svc}-mall/…: orders and payment records (kit lists), an order's detail, refunds, cancellation, goods; the providers' callback; the app's calls. */
export async function mallRoutes(app: App) {
  const { ctx } = app;
  const p = (path: string) => ctx.svcPath('mall', path);
  await resourceRoutes(app, mallOrderService as never, { tags, jobRoutes: true });
  await resourceRoutes(app, mallPaymentService as never, { tags });

  app.get(
    p('/order/info/:orderNo'),
    {
      config: { permission: MALL_ORDER_PERMISSION.view, errors: [1002] },
      schema: {
        summary: 'Get an order with its lines, payments, refunds and value-ledger entries',
        tags,
        params: ZOrderNoParam,
        response: { 200: envelope(ZOrderDetail) },
      },
    },
    async (req) => ok(req, await orderDetail(ctx, req.params.orderNo, requestLanguage(req))),
  );
  app.post(
    p('/order/refund'),
    {
      config: { permission: MALL_REFUND_PERMISSION, errors: [1002, 79807, 79811] },
      schema: {
        summary: 'Refund part or all of what an order was paid (a ledger refund entry and a refund record)',
        tags,
        body: ZOrderRefundRequest,
        response: { 200: envelope(z.object({ refundNo: z.string() })) },
      },
    },
    async (req) => ok(req, { refundNo: await refundOrder(ctx, req, req.body) }),
  );
  app.post(
    p('/order/cancel'),
    {
      config: { permission: MALL_CANCEL_PERMISSION, errors: [1002, 79803] },
      schema: { summary: 'Cancel an unpaid order (its cards go back to stock)', tags, body: ZOrderCancelRequest, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => {
      await cancelOrderByStaff(ctx, req, req.body);
      return ok(req, true);
    },
  );
  app.get(
    p('/goods/list'),
    {
      config: { permission: MALL_ORDER_PERMISSION.view },
      schema: { summary: 'List the goods of the mall, on sale or not', tags, response: { 200: envelope(z.array(ZGoods)) } },
    },
    async (req) => ok(req, await listGoods(ctx, requestLanguage(req), false)),
  );
  app.post(
    p('/goods/save'),
    {
      config: { permission: MALL_GOODS_PERMISSION },
      schema: { summary: 'Add or change goods on offer (by code)', tags, body: ZGoodsSave, response: { 200: envelope(ZGoods) } },
    },
    async (req) => ok(req, await saveGoods(ctx, req, req.body)),
  );
  app.post(
    p('/pay/callback'),
    {
      config: { permission: PUBLIC, errors: [79803, 79804, 79805, 79806, 79809] },
      schema: {
        summary: "A payment provider's signed callback (nonceStr, timestamp, appkey, uppercase MD5 sign); public",
        tags,
        body: ZPayCallback,
        response: { 200: envelope(ZPayCallbackResult) },
      },
    },
    async (req) => ok(req, await handleCallback(ctx, req.body)),
  );

  // unpaid orders past their time expire (every minute); seen callback nonces past the window are dropped
  await schedulePeriodic(ctx, 'mall-order-expiry', 60, async () => {
    await expireDueOrders(ctx);
    await dropOldNonces(ctx);
  });
  await mallAppRoutes(app);
}
