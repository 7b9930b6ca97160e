import type { Page } from '@playwright/test';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { staffApi } from '../support/device-api';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';

test.use({ lang: 'en-US' });

const DAY = 86_400_000;

// a server of its own on the journey clock: the journey moves time past an award's expiry
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { JOURNEY_CLOCK: 'true', MALL_PAY_TEST_PROVIDER: 'true' } });
});
test.afterAll(async () => server?.stop());

/** The month a moment falls in, in UTC+8 (the reports' default zone). */
const month8 = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);
const report = (origin: string, route: string, month: string, extra = '') => `${origin}/financialStatistics/${route}?month=${month}&zone=8${extra}`;

/** Every reconciliation line of the report on screen reads a zero difference and "Balanced". */
async function expectBalanced(page: Page) {
  const lines = page.getByTestId('finance-recon-line');
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.all()) {
    await expect(line.getByTestId('recon-difference')).toHaveText(/^0(\.00)?$/);
    await expect(line).toContainText('Balanced');
  }
}
const row = (page: Page, text: string) => page.locator('[data-testid="finance-rows"] .data-table-row', { hasText: text });

/**
 * Finance, the whole story: staff sell a card to a channel; a customer who signed up through the
 * customer API redeems a gifted recharge card (points that last a year) and is granted points under a
 * rule staff shorten on the rules screen; a spend draws from the award expiring first; the clock moves
 * past that award's expiry and its unused rest becomes breakage. The customer buys a subscription with
 * the test provider and staff refund part of it. The month's reports show each step, each with a zero
 * reconciliation line.
 */
test('[ADMIN][CUSTOMER] a month of cards, points and a subscription: the finance reports show each step and reconcile', async ({ page, shot }) => {
  test.setTimeout(300_000);
  const errors = watchForErrors(page);
  const origin = server.baseURL;
  const TAG = Date.now().toString(36).slice(-5).toUpperCase();
  const start = Date.now();
  const month = month8(start);
  await signInByApi(page, origin, { path: '/homePage' });
  const staff = await staffApi(page, origin);

  // staff sell a recharge card to a channel, and gift another (the customer's to redeem)
  const channel = await staff.post('/lenkor-product/channel/save', { code: `FIN-${TAG}`, platform: 'own', nameZh: '财务渠道', nameEn: `Finance shop ${TAG}` });
  const made = await staff.post('/lenkor-user/pointCard/generate', { cardType: 275, count: 2, faceValue: 100 });
  const [sold, gifted] = (await staff.post('/lenkor-user/pointCard/page', { current: 1, size: 10, batchNo: made.batchNo })).records;
  await staff.post('/lenkor-user/pointCard/sell', { id: sold.id, version: sold.version, channelId: channel.id, amount: 25, currency: 'USD' });

  // a customer signs up through the customer API
  const phone = `1395${String(Date.now()).slice(-7)}`;
  const appApi = (p: string) => `${origin}/lenkor-app${p}`;
  expect((await (await page.request.post(appApi('/auth/code'), { data: { channel: 'sms', target: phone, purpose: 'signUp' } })).json()).code).toBe(2000);
  const signedUp = await (
    await page.request.post(appApi('/auth/signUp'), { data: { phone, code: await smsCode(server.dataDir, phone), password: 'Cust@12345' } })
  ).json();
  expect(signedUp.code, JSON.stringify(signedUp)).toBe(2000);
  const customerId = signedUp.data.customerId as number;
  const headers = { authorization: `Bearer ${signedUp.data.accessToken}`, language: 'en-US' };
  const customer = async (method: 'GET' | 'POST', p: string, data?: unknown) => {
    const body = await (await page.request.fetch(appApi(p), { method, headers, data })).json();
    expect(body.code, `${p} ${JSON.stringify(body)}`).toBe(2000);
    return body.data;
  };

  // the gifted card is redeemed by the customer: 100 points, an award of the rule "recharge card redemption" (a year)
  await staff.post('/lenkor-user/pointCard/gift', { id: gifted.id, version: gifted.version, customerId, reason: `Welcome gift ${TAG}` });
  expect(await customer('POST', '/card/redeem', { cardNo: gifted.cardNo })).toMatchObject({ pointsAdded: 100, points: 100 });

  // the rules screen: staff grants now last 10 days
  await page.goto(report(origin, 'pointsReport/pointsActivityRules', month));
  await expect(row(page, 'staff_grant')).toBeVisible();
  await row(page, 'staff_grant').getByTestId('rule-edit-staff_grant').click();
  const dialog = page.getByRole('dialog');
  // staff grants never expired so far: they now last 10 days
  await dialog.getByLabel('Awards never expire').uncheck();
  await dialog.getByTestId('rule-days').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'staff_grant')).toContainText('10');
  await shot('finance-points-rules');

  // a grant of 50 under that rule, then a spend of 30: it draws from the grant (it expires first)
  await staff.post('/lenkor-user/customer/points', { id: customerId, delta: 50, reason: `Loyalty bonus ${TAG}` });
  await staff.post('/lenkor-user/customer/points', { id: customerId, delta: -30, reason: `Voucher ${TAG}` });
  await page.goto(report(origin, 'pointsReport/pointsUsageList', month, `&customerId=${customerId}`));
  await expect(row(page, `Voucher ${TAG}`)).toContainText('30');
  await expect(row(page, `Voucher ${TAG}`)).toContainText(/#\d+:30/);
  await expectBalanced(page);
  // the spend's detail names the award it drew from
  await row(page, `Voucher ${TAG}`).getByTestId('finance-record-link').click();
  await expect(page).toHaveURL(/\/pointsReport\/detail\/\d+/);
  await expect(row(page, `Loyalty bonus ${TAG}`)).toBeVisible();
  await shot('finance-points-detail');

  // the customer buys a subscription with the test provider; staff refund part of it
  const product = await staff.post('/lenkor-product/product/save', { code: `FP-${TAG}`, nameZh: '财务诊断仪', nameEn: 'Finance scanner', productLine: 'diag' });
  const model = await staff.post('/lenkor-product/productModel/save', {
    productId: product.id,
    code: `FM-${TAG}`,
    nameZh: '财务型号',
    nameEn: 'Finance model',
  });
  const app = `FIN-${TAG}`;
  await staff.post('/lenkor-product/softCode/save', { code: app, nameZh: '专业诊断', nameEn: 'Pro diagnosis', productModelIds: [model.id] });
  const goodsCode = `FSUB-${TAG}`;
  await staff.post('/lenkor-mall/goods/save', {
    code: goodsCode,
    kind: 'software',
    nameZh: '专业诊断一年',
    nameEn: `Pro diagnosis, 1 year ${TAG}`,
    price: 120,
    currency: 'USD',
    softwareCode: app,
    months: 12,
  });
  const order = await customer('POST', '/mall/order/create', { lines: [{ goodsCode }] });
  const payment = await customer('POST', '/mall/pay/start', { orderNo: order.orderNo, provider: 'test' });
  await customer('POST', '/mall/pay/test/complete', { payOrderNo: payment.payOrderNo });
  await staff.post('/lenkor-mall/order/refund', { orderNo: order.orderNo, amount: 20, reason: `Partial refund ${TAG}` });

  // the month's reports: the sale to the channel, the gift, the redemption, the points, the subscription
  await page.goto(report(origin, 'giftCardFinancialReport/giftCardSaleDetailReport', month, `&channelId=${channel.id}`));
  await expect(row(page, sold.cardNo)).toContainText(`Finance shop ${TAG}`);
  await expect(row(page, sold.cardNo)).toContainText('25.00');
  await expectBalanced(page);
  await shot('finance-card-sales');

  await page.goto(report(origin, 'giftCardReport/giftCardGiftRecord', month, `&customerId=${customerId}`));
  await expect(row(page, gifted.cardNo)).toContainText('Redeemed');
  await expectBalanced(page);

  await page.goto(report(origin, 'giftCardFinancialReport/softSaleOrderDetailReport', month, `&customerId=${customerId}`));
  await expect(page.locator('[data-testid="finance-rows"] .data-table-row')).toHaveCount(2);
  await expect(row(page, 'Refunded')).toContainText('-20.00');
  await expect(page.getByTestId('finance-total-amount')).toContainText('100.00');
  await expectBalanced(page);
  await shot('finance-software-sales');

  await page.goto(report(origin, 'giftCardFinancialReport/fullDeclarationReport', month));
  await expect(page.getByTestId('finance-recon-line').filter({ hasText: 'USD' })).toBeVisible();
  await expectBalanced(page);
  await shot('finance-full-declaration');
  await expectAccessible(page, 'finance full declaration');

  await page.goto(report(origin, 'pointsReport/list', month, `&customerId=${customerId}`));
  await expect(row(page, phone)).toContainText('150');
  await expect(page.getByTestId('finance-total-closing')).toContainText('120');
  await expectBalanced(page);

  // eleven days later the grant's unused 20 points have expired: breakage in that month, the balance 100
  const later = start + 11 * DAY;
  await staff.post('/lenkor-user/journey/clock', { to: new Date(later).toISOString() });
  await signInByApi(page, origin, { path: '/homePage' });
  const laterMonth = month8(later);
  await page.goto(report(origin, 'pointsReport/list', laterMonth, `&customerId=${customerId}`));
  await expect(row(page, phone)).toBeVisible();
  await expect(page.getByTestId('finance-total-expired')).toContainText('20');
  await expect(page.getByTestId('finance-total-closing')).toContainText('100');
  await expectBalanced(page);
  await shot('finance-points-after-expiry');

  await page.goto(report(origin, 'giftCardFinancialReport/fullDeclarationReport', laterMonth, `&customerId=${customerId}`));
  await expect(row(page, 'Points')).toBeVisible();
  await expectBalanced(page);

  expect(errors.take()).toEqual([]);
});
