import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { staffApi } from '../support/device-api';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';

test.use({ lang: 'zh-CN' });

// a server of its own: the customer's sign-up code is read from its outbox
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
});
test.afterAll(async () => server?.stop());

const SN = 'SRCH98A10001';
const PHONE = '13966660001';

test('[ADMIN] Ctrl+K finds one SN and opens its device, its owner and the feedback about it; a screen is found by its name', async ({ page, shot }) => {
  test.setTimeout(180_000);
  const errors = watchForErrors(page);
  const app = (p: string) => `${server.baseURL}/lenkor-app${p}`;

  // a customer signs up and writes about their device, through the customer API
  expect((await (await page.request.post(app('/auth/code'), { data: { channel: 'sms', target: PHONE, purpose: 'signUp' } })).json()).code).toBe(2000);
  const signedUp = await (
    await page.request.post(app('/auth/signUp'), {
      data: { phone: PHONE, code: await smsCode(server.dataDir, PHONE), password: 'Secret@123', name: '王师傅', language: 'zh-CN' },
    })
  ).json();
  expect(signedUp.code, JSON.stringify(signedUp)).toBe(2000);
  const customerHeaders = { authorization: `Bearer ${signedUp.data.accessToken}` };

  // staff register the device and bind it to the customer (set-up through the staff API)
  await signInByApi(page, server.baseURL);
  const staff = await staffApi(page, server.baseURL);
  const product = await staff.post('/lenkor-product/product/save', { code: 'SRCH-P1', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' });
  const device = await staff.post('/lenkor-user/device/add', { sn: SN, productId: product.id });
  const owner = (await staff.post('/lenkor-user/customer/page', { current: 1, size: 10, account: PHONE })).records[0] as { id: number };
  await staff.post('/lenkor-user/device/bind', { id: device.id, version: device.version, customerId: owner.id, note: 'sold' });
  const submitted = await (
    await page.request.post(app('/feedback/submit'), {
      headers: customerHeaders,
      data: { title: '读取故障码时断开', content: '连接车辆后十秒断开。', sn: SN, language: 'zh-CN' },
    })
  ).json();
  expect(submitted.code, JSON.stringify(submitted)).toBe(2000);

  // Ctrl+K from the home page: the SN, its owner and the feedback, grouped
  await page.keyboard.press('Control+k');
  const palette = page.getByTestId('search-palette');
  await expect(palette).toBeVisible();
  const input = page.getByTestId('search-input');
  await expect(input).toBeFocused();
  await input.fill('s');
  await expect(palette.getByRole('status')).toHaveText('至少输入 2 个字符开始搜索');
  await input.fill(SN.toLowerCase());
  const options = palette.getByRole('option');
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toHaveAccessibleName(`设备: ${SN}`);
  await expect(options.nth(1)).toHaveAccessibleName(/^客户: /);
  await expect(options.nth(1)).toContainText('王师傅');
  await expect(options.nth(2)).toHaveAccessibleName(/^问题反馈: .*读取故障码时断开$/);
  await shot('search-palette');
  await expectAccessible(page, 'search palette');

  // Enter opens the first (the device); the arrow keys reach the others
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/brand/equipment/detailSN/${device.id}/${SN}$`));
  await expect(page.getByTestId(`page-/brand/equipment/detailSN/${device.id}/${SN}`)).toContainText(SN);

  await page.getByTestId('search-button').click();
  await page.getByTestId('search-input').fill(SN);
  await expect(palette.getByRole('option')).toHaveCount(3);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/brand/userInfo/detail/${owner.id}$`));

  await page.keyboard.press('Control+k');
  await page.getByTestId('search-input').fill(SN);
  await expect(palette.getByRole('option')).toHaveCount(3);
  await palette.getByRole('option').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/question/detail/${SN}/1/${submitted.data.id}/\\d+$`));
  await expect(page.getByText('读取故障码时断开').first()).toBeVisible();

  // a screen by its name
  await page.keyboard.press('Control+k');
  await page.getByTestId('search-input').fill('经销商');
  await expect(palette.getByRole('option').first()).toHaveAccessibleName(/^页面: /);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  expect(errors.take()).toEqual([]);
});

test('[ADMIN] two consoles editing the same supplier each see the other, and no longer once one closes the form', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInByApi(page, server.baseURL, { path: '/supply/supplier' });
  const staff = await staffApi(page, server.baseURL);
  const supplier = await staff.post('/lenkor-supply/supplier/save', {
    code: 'PRES-1',
    nameZh: '在场供应商',
    nameEn: 'Presence supplier',
    currency: 'USD',
    paymentTerms: 'net30',
  });
  const other = await browser.newPage({ locale: 'zh-CN' });
  await signInByApi(other, server.baseURL, { path: '/supply/supplier' });

  const editIn = async (p: typeof page) => {
    await p
      .locator('.data-table-row', { hasText: 'PRES-1' })
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect(p.getByRole('dialog')).toBeVisible();
    return p.getByRole('dialog').getByTestId('editors-banner');
  };
  const mine = await editIn(page);
  await expect(mine).toBeHidden();
  const theirs = await editIn(other);
  // each is told of the other (the same administrator in two sessions)
  await expect(theirs).toContainText('也在编辑此记录');
  await expect(mine).toContainText('也在编辑此记录');
  expect(supplier.id).toBeGreaterThan(0);

  await other
    .getByRole('dialog')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  // the form may ask before it closes (a picker counts as touched once it has loaded its options)
  const leave = other.locator('[data-confirm]');
  if (await leave.isVisible().catch(() => false)) await leave.getByRole('button', { name: /确\s*定/ }).click();
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await expect(mine).toBeHidden();
  await other.close();
});
