import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';
import { choose } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

// a fresh install: no product, device or customer yet; the customers sign up through the customer API
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
    activated: '已激活',
    transferring: '转移中',
    locked: '已锁定',
    transfer: '转移',
    extend: '延长保修',
    lock: '锁定设备',
    history: '操作记录',
  },
  'en-US': {
    add: /Add$/,
    ok: /^Confirm$/,
    activated: 'Activated',
    transferring: 'Transferring',
    locked: 'Locked',
    transfer: 'Transfer',
    extend: 'Extend warranty',
    lock: 'Lock device',
    history: 'History',
  },
};
const CUSTOMER_PASSWORD = 'Cust@12345';
const app = (p: string) => `${server.baseURL}/lenkor-app${p}`;

/** A customer signs up by SMS code through the customer API; returns their id and bearer headers. */
async function signUp(request: APIRequestContext, phone: string): Promise<{ id: number; headers: Record<string, string> }> {
  const sent = await request.post(app('/auth/code'), { data: { channel: 'sms', target: phone, purpose: 'signUp' } });
  expect((await sent.json()).code).toBe(2000);
  const res = await request.post(app('/auth/signUp'), { data: { phone, code: await smsCode(server.dataDir, phone), password: CUSTOMER_PASSWORD } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(2000);
  return { id: body.data.customerId, headers: { authorization: `Bearer ${body.data.accessToken}` } };
}

type MyDevice = { sn: string; status: string; warrantyTime: string | null };
async function myDevices(request: APIRequestContext, headers: Record<string, string>): Promise<MyDevice[]> {
  const body = await (await request.get(app('/device/list'), { headers })).json();
  expect(body.code).toBe(2000);
  return body.data;
}

const addButton = (page: Page, name: RegExp) => page.getByTestId('kit-toolbar').getByRole('button', { name });
test('[ADMIN] a customer binds a device through the customer API; staff transfer it, the receiver accepts, staff extend its warranty and lock it', async ({
  page,
  request,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const t = T[lang];
  const suffix = lang === 'zh-CN' ? '1' : '2';
  const sn = `E2E-SN-${lang}`;
  const productCode = `E2E-DX-${lang}`;

  // a product and a device (not active yet) in the register
  await signInByApi(page, server.baseURL, { path: '/supply/product' });
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await addButton(page, t.add).click();
  const form = page.getByRole('dialog');
  await expect(form.locator('#code')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
  await form.locator('#code').fill(productCode);
  await form.locator('#nameZh').fill('端到端诊断平板');
  await form.locator('#nameEn').fill('End-to-end tablet');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();

  await page.goto(`${server.baseURL}/brand/userEquipment`);
  await expect(page.getByTestId('kit-list')).toBeVisible();
  await addButton(page, t.add).click();
  await expect(form.locator('#sn')).toBeVisible();
  await page.waitForTimeout(400);
  await form.locator('#sn').fill(sn);
  await choose(page, form, 'productId', productCode);
  await form.locator('#registrationCode').fill('REG-E2E-1');
  await shot('devices-add');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();

  // two customers sign up; the first binds the SN with its registration code; a second bind is refused
  const alice = await signUp(request, `1391000000${suffix}`);
  const bob = await signUp(request, `1392000000${suffix}`);
  const bound = await (await request.post(app('/device/bind'), { headers: alice.headers, data: { sn, registrationCode: 'REG-E2E-1' } })).json();
  expect(bound).toMatchObject({ code: 2000, data: { sn, status: 'activated' } });
  const twice = await (await request.post(app('/device/bind'), { headers: bob.headers, data: { sn, registrationCode: 'REG-E2E-1' } })).json();
  expect(twice.code).toBe(73312);
  expect((await myDevices(request, alice.headers)).map((d) => d.sn)).toEqual([sn]);

  // staff find it with its owner
  await page.reload();
  await page.locator('[data-testid="kit-search"] input#sn').fill(sn);
  await page
    .getByTestId('kit-search')
    .getByRole('button', { name: lang === 'zh-CN' ? /查\s*询/ : /Query|Search/ })
    .click();
  const row = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: sn });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`1391000000${suffix}`);
  await expect(row.getByText(t.activated, { exact: true })).toBeVisible();
  await page.mouse.move(0, 0); // a hovered button is lighter than its resting colour
  await shot('devices-list');
  await expectAccessible(page, 'userEquipment');

  // transfer to the second customer
  await page.getByTestId(`device-transfer-${sn}`).click();
  await expect(form.locator('#targetCustomerId')).toBeVisible();
  await page.waitForTimeout(400);
  await form.locator('#targetCustomerId').fill(String(bob.id));
  await form.locator('#note').fill(lang === 'zh-CN' ? '转售给朋友' : 'sold to a friend');
  await expect(form.getByTestId('device-transfer-hint')).toBeVisible();
  await shot('devices-transfer');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  // it waits for Bob: still Alice's, shown as transferring to him
  await expect(row.getByText(t.transferring, { exact: true })).toBeVisible();
  await expect(page.getByTestId(`device-transfer-to-${sn}`)).toContainText(`1392000000${suffix}`);
  await expect(row).toContainText(`1391000000${suffix}`);
  await page.mouse.move(0, 0);
  await shot('devices-transferring');
  expect((await myDevices(request, alice.headers))[0]).toMatchObject({ sn, status: 'transferring' });
  const waiting = await (await request.get(app('/device/transfers'), { headers: bob.headers })).json();
  expect(waiting.data).toEqual([expect.objectContaining({ sn })]);
  // Bob accepts in the app; the list shows him as the owner after a reload
  expect((await (await request.post(app('/device/transfer/accept'), { headers: bob.headers, data: { sn } })).json()).code).toBe(2000);
  await page.getByTestId('kit-reload').click();
  await expect(row).toContainText(`1392000000${suffix}`);
  await expect(row.getByText(t.activated, { exact: true })).toBeVisible();
  expect(await myDevices(request, alice.headers)).toEqual([]);
  expect((await myDevices(request, bob.headers)).map((d) => d.sn)).toEqual([sn]);

  // extend the warranty by 365 days
  await page.getByTestId(`device-extendWarranty-${sn}`).click();
  await expect(form.locator('#days')).toBeVisible();
  await page.waitForTimeout(400);
  await form.locator('#days').fill('365');
  await form.locator('#note').fill(lang === 'zh-CN' ? '客户关怀' : 'goodwill');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  const [mine] = await myDevices(request, bob.headers);
  expect(new Date(mine!.warrantyTime!).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);

  // lock it: the note, then two confirmations
  await page.getByTestId(`device-lock-${sn}`).click();
  await expect(form.locator('#note')).toBeVisible();
  await page.waitForTimeout(400);
  await form.locator('#note').fill(lang === 'zh-CN' ? '设备被盗' : 'reported stolen');
  await page.getByRole('dialog').getByRole('button', { name: t.ok }).click();
  const confirm1 = page.locator('[data-confirm]').last();
  await expect(confirm1).toContainText(sn);
  await expect(page.locator('[data-confirm]').last()).not.toHaveClass(/-appear/);
  await shot('devices-lock-confirm');
  await confirm1.getByRole('button', { name: t.ok }).click();
  await expect(page.locator('[data-confirm]')).toHaveCount(1);
  const confirm2 = page.locator('[data-confirm]').last();
  await expect(confirm2).not.toHaveClass(/-appear/);
  await confirm2.getByRole('button', { name: t.ok }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByText(t.locked, { exact: true })).toBeVisible();
  await expect(page.getByTestId(`device-lock-${sn}`)).toHaveCount(0);
  expect((await myDevices(request, bob.headers))[0]).toMatchObject({ sn, status: 'locked' });
  // the customer can no longer unbind a locked device
  expect((await (await request.post(app('/device/unbind'), { headers: bob.headers, data: { sn } })).json()).code).toBe(1017);

  // the device's full story
  await row.getByRole('button', { name: sn }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/equipment/detailSN/\\d+/${sn}`));
  await expect(page.getByText(t.history)).toBeVisible();
  const story = page.locator('.diagops-panel', { hasText: t.history }).locator('.data-table-row');
  await expect(story).toHaveCount(6); // create, bind, transfer, transfer accepted, extend warranty, lock
  await page.mouse.move(0, 0);
  await shot('devices-detail');
  await expectAccessible(page, 'device detail');
});
