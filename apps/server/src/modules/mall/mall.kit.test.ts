import { mallOrderResource, mallPaymentResource } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call } from '../../../test/system';
import { signUpCustomer } from '../customers/test-support';
import { mallOrderService, mallPaymentService } from './mall.resources';
import { mallOrders, mallPayments } from './mall.tables';

// The generic suites of the two kit lists (paging, each filter, permissions, export); their rows come
// from the customer API, as in production: an order placed, a payment started.
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  await t.ctx.db.execute(sql`insert into software_codes (code, name_zh, name_en) values ('KIT-APP', '应用', 'App')`);
  await call(
    t,
    {
      method: 'POST',
      url: '/lenkor-mall/goods/save',
      payload: { code: 'KIT-SUB', kind: 'software', nameZh: '订阅', nameEn: 'Sub', price: 9.9, currency: 'EUR', softwareCode: 'KIT-APP', months: 1 },
    },
    admin.headers,
  );
});
afterAll(() => t.close());

async function placeOrder() {
  const c = await signUpCustomer(t);
  const res = await call(t, { method: 'POST', url: '/lenkor-app/mall/order/create', payload: { lines: [{ goodsCode: 'KIT-SUB' }] } }, c.headers);
  return { c, orderNo: res.body.data.orderNo as string };
}

describeResource(mallOrderResource, {
  app: () => t,
  service: mallOrderService,
  sample: () => ({}),
  change: {},
  record: async () => {
    const { orderNo } = await placeOrder();
    const [o] = await t.ctx.db.select({ id: mallOrders.id }).from(mallOrders).where(eq(mallOrders.orderNo, orderNo));
    return o!.id;
  },
});
describeResource(mallPaymentResource, {
  app: () => t,
  service: mallPaymentService,
  sample: () => ({}),
  change: {},
  record: async () => {
    const { c, orderNo } = await placeOrder();
    const res = await call(t, { method: 'POST', url: '/lenkor-app/mall/pay/start', payload: { orderNo } }, c.headers);
    const [p] = await t.ctx.db.select({ id: mallPayments.id }).from(mallPayments).where(eq(mallPayments.payOrderNo, res.body.data.payOrderNo));
    return p!.id;
  },
});
