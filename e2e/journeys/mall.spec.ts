import type { Page } from '@playwright/test';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { signUpCustomer } from '../support/customer-api';
import { staffApi } from '../support/device-api';
import { expect, signedInPage, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { shotOf } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const OK = /确\s*定/;
const MIN = 60_000;

// a server of its own: the built-in test payment provider is on, and the journey clock lets an unpaid order expire
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { JOURNEY_CLOCK: 'true', MALL_PAY_TEST_PROVIDER: 'true' } });
});
test.afterAll(async () => server?.stop());

const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"]:visible .data-table-row', { hasText: text });

/**
 * The mall, the whole story: the home tile opens the orders; staff put a software subscription on
 * offer (a software code of the software area) through the staff API; a customer who signed up
 * through the customer API buys it with the test provider (its signed callback goes through the
 * real public route); staff find the order and its payment record, refund part of it after a
 * confirmation, and find the refund record in /brand/abnormalRecords/list. A second, unpaid order
 * expires when the journey clock moves past its time.
 */
test('[ADMIN][CUSTOMER] a customer buys a subscription with the test provider; staff refund part of it and find the refund record', async ({
  page,
  browser,
  shot,
}) => {
  test.setTimeout(300_000);
  const errors = watchForErrors(page);
  const origin = server.baseURL;
  const TAG = Date.now().toString(36).slice(-5).toUpperCase();
  await signInByApi(page, origin, { path: '/homePage' });

  // the home tile "mall" opens the orders
  await page.getByTestId('tile-mall').click();
  await expect(page).toHaveURL(/\/mallManagement\/orderManage\/list$/);

  // set-up through the staff API: a software code and a one-year subscription of it on offer
  const staff = await staffApi(page, origin);
  const product = await staff.post('/lenkor-product/product/save', { code: `MP-${TAG}`, nameZh: '商城诊断仪', nameEn: 'Mall scanner', productLine: 'diag' });
  const model = await staff.post('/lenkor-product/productModel/save', { productId: product.id, code: `MM-${TAG}`, nameZh: '商城型号', nameEn: 'Mall model' });
  const app = `MALL-${TAG}`;
  await staff.post('/lenkor-product/softCode/save', { code: app, nameZh: '专业诊断', nameEn: 'Pro diagnosis', productModelIds: [model.id] });
  const goodsCode = `SUB-${TAG}`;
  await staff.post('/lenkor-mall/goods/save', {
    code: goodsCode,
    kind: 'software',
    nameZh: `专业诊断一年 ${TAG}`,
    nameEn: 'Pro diagnosis, 1 year',
    price: 199,
    currency: 'CNY',
    softwareCode: app,
    months: 12,
  });

  // a customer signs up through the customer API and buys it with the test provider
  const phone = `1396${String(Date.now()).slice(-7)}`;
  const appApi = (p: string) => `${origin}/lenkor-app${p}`;
  const customerToken = await signUpCustomer(page.request, origin, server.dataDir, phone);
  const headers = { authorization: `Bearer ${customerToken}`, language: 'zh-CN' };
  const customer = async (method: 'GET' | 'POST', p: string, data?: unknown) => {
    const body = await (await page.request.fetch(appApi(p), { method, headers, data })).json();
    expect(body.code, `${p} ${JSON.stringify(body)}`).toBe(2000);
    return body.data;
  };
  const goods = await customer('GET', '/mall/goods');
  expect(goods).toContainEqual(expect.objectContaining({ code: goodsCode, kind: 'software', softwareCode: app, months: 12, price: 199 }));
  const order = await customer('POST', '/mall/order/create', { lines: [{ goodsCode }] });
  expect(order).toMatchObject({ status: 'unpaid', totalAmount: 199, currency: 'CNY' });
  const payment = await customer('POST', '/mall/pay/start', { orderNo: order.orderNo, provider: 'test' });
  expect(payment).toMatchObject({ provider: 'test', amount: 199, currency: 'CNY' });
  expect(await customer('POST', '/mall/pay/test/complete', { payOrderNo: payment.payOrderNo })).toMatchObject({ status: 'succeeded', duplicate: false });
  expect((await customer('GET', '/mall/orders'))[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid' });
  // a replayed callback changes nothing
  expect(await customer('POST', '/mall/pay/test/complete', { payOrderNo: payment.payOrderNo })).toMatchObject({ duplicate: true });

  // staff find the order by its number
  await page.reload();
  await page.locator('[data-testid="kit-search"] #orderNo').fill(order.orderNo);
  await page
    .getByTestId('kit-search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(rowOf(page, order.orderNo)).toContainText('已支付');
  await expect(rowOf(page, order.orderNo)).toContainText('199.00');
  await shot('mall-orders');
  await expectAccessible(page, 'mall orders');

  // its detail: the line (the subscription), the payment, the ledger's pay entry
  await rowOf(page, order.orderNo).getByTestId('order-link').click();
  await expect(page).toHaveURL(new RegExp(`/mallManagement/orderManage/detail/${order.orderNo}`));
  await expect(page.getByTestId('order-status')).toHaveText('已支付');
  await expect(page.getByTestId('order-lines')).toContainText(`软件 ${app}，12 个月`);
  await expect(page.getByTestId('order-payments')).toContainText(payment.payOrderNo);
  await expect(page.getByTestId('order-payments')).toContainText('支付成功');
  await expect(page.getByTestId('order-ledger')).toContainText('订单支付');

  // the payment record, from the detail's link
  await page.getByTestId('order-payments').getByRole('link', { name: payment.payOrderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/mallManagement/payRecord/list/${payment.payOrderNo}$`));
  await expect(page.getByTestId('payment-filter')).toContainText(payment.payOrderNo);
  await expect(page.locator('[data-testid="kit-list"]:visible .data-table-row')).toHaveCount(1);
  await expect(page.locator('[data-testid="kit-list"]:visible .data-table-row').first()).toContainText('测试渠道');
  await expect(page.locator('[data-testid="kit-list"]:visible .data-table-row').first()).toContainText('支付成功');
  await shot('mall-payments');
  await expectAccessible(page, 'mall payment records');

  // Ctrl+K finds the order by its number typed in lower case, as a mall order, and opens its detail
  await page.keyboard.press('Control+k');
  await page.getByTestId('search-input').fill(order.orderNo.toLowerCase());
  const orderHit = page.getByTestId('search-palette').getByRole('option', { name: `商城订单: ${order.orderNo}` });
  await expect(orderHit).toContainText(phone);
  await shot('mall-search-order');
  await orderHit.click();
  await expect(page).toHaveURL(new RegExp(`/mallManagement/orderManage/detail/${order.orderNo}$`));
  // the detail opened earlier is still open in its tab: the one shown
  await expect(page.locator('[data-testid="order-status"]:visible')).toHaveText('已支付');

  // a partial refund: more than was paid is refused with the catalogue's message, then 50 after the confirmation
  await page.goto(`${origin}/mallManagement/orderManage/detail/${order.orderNo}`);
  await page.getByTestId('order-refund').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#amount')).toHaveValue('199.00');
  await dialog.locator('#amount').fill('250');
  await dialog.locator('#reason').fill('客户部分退订');
  await dialog.getByRole('button', { name: OK }).click();
  await page.getByRole('dialog').filter({ hasText: '退款不能撤销' }).getByRole('button', { name: OK }).click();
  await expect(page.getByText('退款金额超过可退金额（已支付减已退款）')).toBeVisible();
  await dialog.locator('#amount').fill('50');
  await shot('mall-refund-dialog');
  await dialog.getByRole('button', { name: OK }).click();
  await page.getByRole('dialog').filter({ hasText: '退款不能撤销' }).getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('部分退款');
  await expect(page.getByTestId('order-refundable')).toHaveText('149.00 CNY');
  await expect(page.getByTestId('order-refunds')).toContainText('客户部分退订');
  await expect(page.getByTestId('order-ledger')).toContainText('退款');
  await shot('mall-order-detail');
  await expectAccessible(page, 'mall order detail');

  // the refund record, written from the ledger's refund entry
  await page.goto(`${origin}/brand/abnormalRecords/list`);
  const refundRow = page.locator('.data-table-row', { hasText: order.orderNo });
  await expect(refundRow).toContainText('50');
  await expect(refundRow).toContainText('客户部分退订');

  // a second order left unpaid expires when the clock moves past its time
  const unpaid = await customer('POST', '/mall/order/create', { lines: [{ goodsCode }] });
  await staff.post('/lenkor-user/journey/clock', { to: new Date(Date.now() + 31 * MIN).toISOString() });
  expect((await customer('GET', '/mall/orders')).find((o: { orderNo: string }) => o.orderNo === unpaid.orderNo)).toMatchObject({ status: 'expired' });
  const late = await (await page.request.post(appApi('/mall/pay/start'), { headers, data: { orderNo: unpaid.orderNo } })).json();
  expect(late.code).toBe(79803);

  // the three screens in English, light and dark
  const en = await signedInPage(browser, origin, 'en-US', { path: '/mallManagement/orderManage/list' });
  for (const [name, path] of [
    ['mall-orders', '/mallManagement/orderManage/list'],
    ['mall-payments', '/mallManagement/payRecord/list'],
    ['mall-order-detail', `/mallManagement/orderManage/detail/${order.orderNo}`],
  ] as const) {
    await en.goto(`${origin}${path}`);
    await expect(en.getByTestId('sidebar')).toBeVisible();
    await en.waitForLoadState('networkidle');
    await shotOf(en, name, 'en-US');
  }
  await en.getByTestId('dark-mode').click();
  for (const [name, path] of [
    ['mall-order-detail-dark', `/mallManagement/orderManage/detail/${order.orderNo}`],
    ['mall-orders-dark', '/mallManagement/orderManage/list'],
    ['mall-payments-dark', '/mallManagement/payRecord/list'],
  ] as const) {
    await en.goto(`${origin}${path}`);
    await en.waitForLoadState('networkidle');
    await shotOf(en, name, 'en-US');
  }
  await en.getByTestId('dark-mode').click();
  await en.context().close();
  await page.getByTestId('dark-mode').click();
  for (const [name, path] of [
    ['mall-orders-dark', '/mallManagement/orderManage/list'],
    ['mall-payments-dark', '/mallManagement/payRecord/list'],
    ['mall-order-detail-dark', `/mallManagement/orderManage/detail/${order.orderNo}`],
  ] as const) {
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
    await shot(name);
  }
  await page.getByTestId('dark-mode').click();
  expect(errors.take()).toEqual([]);
});
