import { expectAccessible } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';
import { openSelect } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

// a fresh install: the seed only; the customer signs up through the customer API during the journey
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': {
    add: /新\s*增/,
    ok: /^确\s*定$/,
    query: /查\s*询/,
    detail: /详\s*情/,
    edit: /编\s*辑/,
    save: /保\s*存/,
    listTitle: '用户信息',
    labelsTab: '标签',
    basicTab: '基本信息',
    devicesTab: '设备',
    noDevices: '暂无设备',
    labelZh: '端到端标签',
    labelShown: '端到端标签',
    newName: '端到端用户（已编辑）',
  },
  'en-US': {
    add: /Add$/,
    ok: /^Confirm$/,
    query: /^Query$/,
    detail: /^Details$/,
    edit: /^Edit$/,
    save: /^Save$/,
    listTitle: 'Customers',
    labelsTab: 'Labels',
    basicTab: 'Basic info',
    devicesTab: 'Devices',
    noDevices: 'No devices',
    labelZh: '端到端标签英',
    labelShown: 'E2E label',
    newName: 'E2E customer (edited)',
  },
};

test('[ADMIN] a customer signs up through the app API; staff find them, open the detail, add a label and edit them', async ({ page, lang, shot }) => {
  test.setTimeout(180_000);
  const t = T[lang];
  const phone = lang === 'zh-CN' ? '13912340001' : '13912340002';
  const suffix = phone.slice(-4);

  // the customer signs up with an SMS code (customer API, no console)
  const sent = await page.request.post(`${server.baseURL}/lenkor-app/auth/code`, {
    data: { channel: 'sms', target: phone, purpose: 'signUp', language: lang },
  });
  expect((await sent.json()).code).toBe(2000);
  const code = await smsCode(server.dataDir, phone);
  const signedUp = await page.request.post(`${server.baseURL}/lenkor-app/auth/signUp`, {
    data: { phone, code, password: 'Secret@123', name: lang === 'zh-CN' ? '端到端用户' : 'E2E customer', country: 'CN', language: lang },
  });
  const tokens = (await signedUp.json()).data;
  expect(tokens.account).toBe(phone);
  // the customer's token opens the customer API and nothing of the console
  const me = await page.request.get(`${server.baseURL}/lenkor-app/me`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  expect((await me.json()).data.phone).toBe(phone);
  const staffRoute = await page.request.post(`${server.baseURL}/lenkor-user/customer/page`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { current: 1, size: 10 },
  });
  expect(staffRoute.status()).toBe(401);

  // staff: a label to give
  await signInByApi(page, server.baseURL, { path: '/brand/labelManagement' });
  await expect(page).toHaveURL(/\/brand\/labelManagement/);
  await page.getByTestId('kit-toolbar').getByRole('button', { name: t.add }).click();
  const form = page.getByRole('dialog');
  await expect(form.locator('#nameZh')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
  await form.locator('#nameZh').fill(t.labelZh);
  await form.locator('#nameEn').fill(lang === 'zh-CN' ? 'E2E label zh' : 'E2E label');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('[data-testid="kit-list"] .data-table-row', { hasText: t.labelShown })).toHaveCount(1);

  // find the customer by the phone's last digits
  await page.goto(`${server.baseURL}/brand/userInfo/list`);
  await expect(page.getByTestId('sidebar').getByText(t.listTitle)).toBeVisible();
  await page.locator('#phoneSuffix').fill(suffix);
  await page.getByRole('button', { name: t.query }).click();
  const row = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: phone });
  await expect(row).toHaveCount(1);
  await page.mouse.move(0, 0); // the pointer off the query button (its hover shade is not what axe should judge)
  await page.waitForTimeout(300);
  await expectAccessible(page, 'customer list');
  await shot('customers-list');

  // the detail: basic info, the devices tab's empty state, then a label
  await row.getByRole('button', { name: t.detail }).click();
  await expect(page).toHaveURL(/\/brand\/userInfo\/detail\/\d+/);
  const detail = page.getByTestId('customer-detail');
  await expect(detail.getByText(phone).first()).toBeVisible();
  await detail.getByRole('tab', { name: t.devicesTab }).click();
  await expect(detail.getByText(t.noDevices)).toBeVisible();
  await detail.getByRole('tab', { name: t.labelsTab, exact: true }).click();
  await openSelect(page, detail.getByTestId('label-select'));
  await page.locator('[data-select-list]:visible [role="option"]', { hasText: t.labelShown }).first().click();
  await page.keyboard.press('Escape');
  await detail.getByTestId('label-save').click();
  await expect(detail.locator('[data-tag]', { hasText: t.labelShown })).toBeVisible();
  await expectAccessible(page, 'customer detail');
  await shot('customers-detail-labels');

  // edit the name on the kit's form, back on the detail
  await detail.getByRole('tab', { name: t.basicTab }).click();
  await detail.getByTestId('customer-edit').click();
  await expect(page).toHaveURL(/\/brand\/userInfo\/edit\/\d+/);
  const edit = page.getByRole('dialog');
  await expect(edit.locator('#name')).toBeVisible();
  await page.waitForTimeout(400);
  await edit.locator('#name').fill(t.newName);
  await shot('customers-edit');
  await edit.getByRole('button', { name: t.ok }).click();
  await expect(page).toHaveURL(/\/brand\/userInfo\/detail\/\d+/);
  await expect(page.getByTestId('customer-detail').getByText(t.newName)).toBeVisible();
  await shot('customers-detail');
});
