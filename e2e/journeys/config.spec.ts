import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from '../support/a11y';
import { ADMIN, ADMIN_PASSWORD } from '../support/constants';
import { signUpCustomer } from '../support/customer-api';
import { expect, signedInPage, signInByApi, testWithJobs } from '../support/journey';
import { choose, confirm, pick, shotOf, typedDateTime } from '../support/system-admin';

// the SN list's dry run and commit run as jobs: this file's server runs the job queue
const test = testWithJobs;
test.use({ lang: 'zh-CN' });

const T = {
  'zh-CN': {
    ok: /确\s*定/,
    pending: 'SN尚未激活：激活后生效',
    overridden: '覆盖',
    notActivated: '其中激活后生效3',
    revisions: '修订记录',
    onActivation: '激活后生效',
    gift: '赠送',
    listRefused: '共 2 行：将新增 0 行，更新 0 行，拒绝 1 行',
    listPassed: '共 2 行：将新增 2 行，更新 0 行，拒绝 0 行',
  },
  'en-US': {
    ok: /^(OK|Confirm)$/,
    pending: 'The SN is not activated yet: it takes effect on activation',
    overridden: 'overridden by',
    notActivated: /on activation\s*3/,
    revisions: /Revisions/,
    onActivation: 'On activation',
    gift: 'Gift',
    listRefused: '2 rows: 0 to create, 0 to update, 1 refused',
    listPassed: '2 rows: 2 to create, 0 to update, 0 refused',
  },
};

type J = { code: number; msg?: string; data: Record<string, any> };
let base = '';
const encrypt = (publicKey: string, password: string) =>
  crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
async function call(page: Page, token: string, url: string, body?: unknown): Promise<J> {
  const headers = { authorization: `Bearer ${token}` };
  const r = body === undefined ? await page.request.get(`${base}${url}`, { headers }) : await page.request.post(`${base}${url}`, { headers, data: body });
  return (await r.json()) as J;
}
async function ok(page: Page, token: string, url: string, body?: unknown): Promise<any> {
  const r = await call(page, token, url, body);
  expect(r.code, `${url} ${JSON.stringify(r).slice(0, 400)}`).toBe(2000);
  return r.data;
}
async function login(page: Page, username: string, password: string): Promise<string> {
  const key = ((await (await page.request.get(`${base}/lenkor-auth/publicKey`)).json()) as J).data.publicKey as string;
  const r = (await (
    await page.request.post(`${base}/lenkor-plat-user/sysUser/login`, { data: { loginType: 1, userAccount: username, password: encrypt(key, password) } })
  ).json()) as J;
  expect(r.code, JSON.stringify(r)).toBe(2000);
  return r.data.access_token as string;
}

/** A staff user with a role of its own holding the given menus (by permission prefix and path prefix). */
async function userWithMenus(page: Page, admin: string, username: string, password: string, roleIds: number[], keep: (n: Record<string, any>) => boolean) {
  const key = ((await (await page.request.get(`${base}/lenkor-auth/publicKey`)).json()) as J).data.publicKey as string;
  const role = await ok(page, admin, '/lenkor-user/role/save', { roleName: `Role ${username}`, roleCode: `ROLE_${username.toUpperCase()}` });
  const tree = (await ok(page, admin, '/lenkor-user/menu/getMenuAll', {})) as Array<Record<string, any>>;
  const ids: number[] = [];
  const walk = (nodes: Array<Record<string, any>>) => {
    for (const n of nodes) {
      if (keep(n)) ids.push(n.menuId);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  expect(ids.length).toBeGreaterThan(0);
  await ok(page, admin, '/lenkor-user/role/saveRoleMenus', { roleId: role.roleId, menuIds: ids });
  await ok(page, admin, '/lenkor-user/user/addUser', { username, realName: username, password: encrypt(key, password), roleIds: [role.roleId, ...roleIds] });
}

/** The field of the screen open now (the tabs keep the list's search form, with the same ids, in the page). */
const field = (page: Page, id: string) => page.locator(`[data-testid="page-${decodeURIComponent(new URL(page.url()).pathname)}"] #${id}`);

test('[ADMIN][REVIEWER][CUSTOMER] general config reviewed with its blast radius, a special config on activation, revisions and rollback, the terminal config with its ETag', async ({
  page,
  baseURL,
  browser,
  consoleServer,
  lang,
  shot,
}) => {
  test.setTimeout(300_000);
  const t = T[lang];
  base = new URL(baseURL!).origin;
  const tag = `${lang === 'zh-CN' ? 'zh' : 'en'}${Date.now().toString(36).slice(-5)}`;
  const TAG = tag.toUpperCase();
  const sn = `CFGSN${TAG}`;
  const listSns = [`CFGLA${TAG}`, `CFGLB${TAG}`];
  const admin = await login(page, ADMIN, ADMIN_PASSWORD);
  const password = 'Review#2026x';

  // set-up through the staff API: a product, its model, a serialised SKU of the model, a supplier and a warehouse
  const product = await ok(page, admin, '/lenkor-product/product/save', {
    code: `CP-${TAG}`,
    nameZh: '配置诊断仪',
    nameEn: 'Config scanner',
    productLine: 'diag',
  });
  const model = await ok(page, admin, '/lenkor-product/productModel/save', {
    productId: product.id,
    code: `CM-${TAG}`,
    nameZh: '配置型号',
    nameEn: 'Config model',
  });
  const channel = await ok(page, admin, '/lenkor-product/channel/save', { code: `CC-${TAG}`, platform: 'own', nameZh: '自营', nameEn: 'Own shop' });
  const sku = await ok(page, admin, '/lenkor-product/platformsku/add', {
    skuCode: `SKU-CFG-${TAG}`,
    nameZh: `SKU-CFG-${TAG}`,
    nameEn: `SKU-CFG-${TAG}`,
    productId: product.id,
    productModelId: model.id,
    channelId: channel.id,
    platformSkuCode: `SKU-CFG-${TAG}`,
    price: 199,
    currency: 'USD',
    serialised: true,
  });
  const supplier = await ok(page, admin, '/lenkor-supply/supplier/save', {
    code: `FAB-${TAG}`,
    nameZh: '配置工厂',
    nameEn: `Factory ${TAG}`,
    currency: 'USD',
    paymentTerms: 'prepaid',
  });
  const wh = await ok(page, admin, '/lenkor-supply/warehouse/save', {
    code: `CW-${TAG}`,
    type: 'own',
    nameZh: '配置仓',
    nameEn: `WH ${TAG}`,
    company: `Diag ${TAG}`,
  });
  // a purchasing manager approves the order; the receipt boxes the SN and registers the device
  const roles = (await ok(page, admin, '/lenkor-user/role/list', {})) as Array<{ roleId: number; roleCode: string }>;
  const managerRole = roles.find((r) => r.roleCode === 'ROLE_SUPPLY_PURCHASING_MANAGER')!;
  const key = ((await (await page.request.get(`${base}/lenkor-auth/publicKey`)).json()) as J).data.publicKey as string;
  await ok(page, admin, '/lenkor-user/user/addUser', {
    username: `mgr_${tag}`,
    realName: `mgr ${tag}`,
    password: encrypt(key, password),
    roleIds: [managerRole.roleId],
  });
  const manager = await login(page, `mgr_${tag}`, password);
  const order = await ok(page, admin, '/lenkor-stock/purchaseOrder/save', {
    supplierId: supplier.id,
    warehouseId: wh.id,
    currency: 'USD',
    expectedDate: '2026-12-20',
    lines: [{ skuId: sku.id, qty: 3, unitPrice: 120 }],
  });
  await ok(page, admin, '/lenkor-stock/purchaseOrder/submit', { id: order.id, version: order.version });
  const pending = await ok(page, manager, `/lenkor-stock/purchaseOrder/detail/${order.id}`);
  await ok(page, manager, '/lenkor-supply/approval/approve', { id: pending.approval.requestId, docVersion: pending.version });
  const approved = await ok(page, admin, `/lenkor-stock/purchaseOrder/detail/${order.id}`);
  await ok(page, admin, '/lenkor-stock/purchaseOrder/receive', {
    id: approved.id,
    version: approved.version,
    lines: [{ orderLineId: approved.lines[0].id, receivedQty: 3, sns: [sn, ...listSns], boxNo: `BOX-${TAG}` }],
  });
  // the customer binds it with a registration code staff give the device
  const device = (await ok(page, admin, '/lenkor-user/device/page', { current: 1, size: 10, sn })).records[0];
  expect(device, 'the receipt registered the device').toBeTruthy();
  await ok(page, admin, '/lenkor-user/device/setRegistrationCode', { id: device.id, version: device.version, registrationCode: `REG${TAG}`, note: 'e2e' });
  // the reviewer: the configuration area's menus
  const reviewerName = `rev_${tag}`;
  await userWithMenus(
    page,
    admin,
    reviewerName,
    password,
    [],
    (n) => String(n.permission ?? '').startsWith('config_') || String(n.path ?? '').startsWith('/configManagement'),
  );

  // 1. the admin adds a general config for the model and submits it for review
  await signInByApi(page, baseURL, { path: '/configManagement/generalConfig/list' });
  await expect(page.getByTestId('config-add')).toBeVisible();
  await page.getByTestId('config-add').click();
  await expect(page).toHaveURL(/generalConfig\/add/);
  await pick(page, page.getByTestId('field-productModelIds'), `CM-${TAG}`);
  await page.keyboard.press('Escape');
  await field(page, 'softwarePackageNo').fill('SW-E2E-1');
  await page.getByTestId('revision-save-submit').click();
  await expect(page).toHaveURL(/generalConfig\/detail\/\d+/);
  const id = Number(/detail\/(\d+)/.exec(page.url())![1]);
  const configNo = (await ok(page, admin, `/lenkor-config/generalConfig/detail/${id}`)).configNo as string;
  await page.goto(`${base}/configManagement/generalConfig/list`);
  const row = page.locator('.data-table-row', { hasText: configNo });
  await expect(row).toBeVisible();
  await expect(page.getByTestId(`config-verify-${id}`)).toBeVisible();
  await page.mouse.move(0, 0);
  await shot('config-general-list');
  await expectAccessible(page, 'general config list');

  // the author may not pass their own revision (102060)
  const preview = await ok(page, admin, `/lenkor-config/generalConfig/revision/preview?id=${id}`);
  const version = (await ok(page, admin, `/lenkor-config/generalConfig/detail/${id}`)).version;
  expect((await call(page, admin, '/lenkor-config/generalConfig/revision/pass', { id, version, previewToken: preview.token })).code).toBe(102060);

  // 2. the reviewer sees the blast radius (the model's three SNs, none activated) and passes it
  const reviewer = await signedInPage(browser, base, lang, { username: reviewerName, password, path: '/configManagement/generalConfig/list' });
  const verify = async () => {
    await reviewer.goto(`${base}/configManagement/generalConfig/verify/${id}/${configNo}`);
    await expect(reviewer.getByTestId('blast-total')).toHaveText('3');
    await expect(reviewer.getByTestId('verify-pass')).toBeEnabled();
  };
  await verify();
  const blast = reviewer.getByTestId('blast-radius');
  await expect(blast).toContainText(`SKU-CFG-${TAG}3`); // the three SNs, by SKU
  await expect(blast).toContainText(t.notActivated); // and not activated yet
  await reviewer.mouse.move(0, 0);
  await shotOf(reviewer, 'config-verify', lang);
  await expectAccessible(reviewer, 'general config verify');
  const passIt = async () => {
    await reviewer.getByTestId('verify-pass').click();
    await confirm(reviewer, t.ok);
    await expect(reviewer).toHaveURL(/generalConfig\/detail\/\d+/);
  };
  await passIt();
  expect(await ok(page, admin, `/lenkor-config/generalConfig/detail/${id}`)).toMatchObject({ softwarePackageNo: 'SW-E2E-1', openRevision: 'none' });

  // 3. a special config for the unactivated SN, on activation, 30 days; confirmed
  const special = await ok(page, admin, '/lenkor-config/specialConfig/save', {
    sn,
    effectType: 'onActivation',
    effectAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    durationDays: 30,
    orderType: 'newOrder',
    softwarePackageNo: 'SW-E2E-SPECIAL',
  });
  await ok(page, admin, '/lenkor-config/specialConfig/confirm', { id: special.id, version: special.version });
  // the model's ODM config, in effect: named on the effective view, giving no item
  const odm = await ok(page, admin, '/lenkor-config/odmProductConfig/save', {
    seqNo: `ODM-${TAG}`,
    productModel: `CM-${TAG}`,
    channel: 'OEM',
    effectAt: new Date(Date.now() + 60_000).toISOString(),
    durationDays: 30,
  });
  await ok(page, admin, '/lenkor-config/odmProductConfig/confirm', { id: odm.id, version: odm.version });
  await page.goto(`${base}/configManagement/specialConfig/info/${sn}`);
  await expect(page.getByTestId('effective-odm')).toContainText(`ODM-${TAG}`);
  await page.getByTestId('effective-odm').scrollIntoViewIfNeeded();
  await shot('config-effective-odm');
  const items = page.getByTestId('effective-items');
  await expect(items).toContainText('SW-E2E-1');
  await expect(page.getByTestId('effective-pending')).toContainText(t.pending);

  // 3b. one special config for a list of SNs: the values asked once, then the SN list; a list naming an SN
  // that does not exist is refused as a whole (102053), a good one gives every SN of it the values
  await page.goto(`${base}/configManagement/specialConfig/list`);
  await page.getByTestId('special-sn-list-open').click();
  const listDialog = page.getByRole('dialog');
  const listForm = listDialog.getByTestId('special-sn-list-form');
  await choose(page, listForm, 'effectType', t.onActivation);
  await choose(page, listForm, 'orderType', t.gift);
  await listForm.locator('#durationDays').fill('30');
  const effectAt = listForm.locator('#effectAt');
  await effectAt.click();
  await effectAt.fill(typedDateTime(Date.now() + 10 * 60_000));
  await effectAt.press('Enter');
  const [template] = await Promise.all([page.waitForEvent('download'), listDialog.getByTestId('kit-template').click()]);
  const templatePath = path.join(os.tmpdir(), `sn-list-${TAG}.xlsx`);
  await template.saveAs(templatePath);
  const snList = async (sns: string[]) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(templatePath);
    for (const one of sns) wb.worksheets[0]!.addRow([one]);
    return {
      name: 'sns.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await wb.xlsx.writeBuffer()),
    };
  };
  await listDialog.locator('input[type=file]').setInputFiles(await snList([listSns[0]!, `NOSN${TAG}`]));
  const report = listDialog.getByTestId('kit-import-report');
  await expect(report).toContainText(t.listRefused, { timeout: 30_000 });
  await expect(listDialog.getByTestId('kit-import-refused')).toContainText('102053');
  await expect(listDialog.getByTestId('kit-import-commit')).toBeDisabled();
  await listDialog.locator('input[type=file]').setInputFiles(await snList(listSns));
  await expect(report).toContainText(t.listPassed, { timeout: 30_000 });
  await report.scrollIntoViewIfNeeded();
  await shot('config-sn-list');
  // committed, the dialog closes and the list shows the new special configs
  await listDialog.getByTestId('kit-import-commit').click();
  await expect(listDialog).toBeHidden({ timeout: 30_000 });
  for (const one of listSns) await expect(page.locator('[data-testid="kit-list"] .data-table-row', { hasText: one })).toBeVisible();
  fs.rmSync(templatePath, { force: true });
  for (const one of listSns) {
    const given = (await ok(page, admin, '/lenkor-config/specialConfig/page', { current: 1, size: 10, sn: one })).records;
    expect(given, one).toEqual([expect.objectContaining({ sn: one, effectType: 'onActivation', orderType: 'gift', durationDays: 30 })]);
  }

  // 4. a customer signs up and binds the SN (its activation): the special config now wins
  const phone = `1393${Date.now().toString().slice(-7)}`;
  const app = (p: string) => `${base}/lenkor-app${p}`;
  const customerToken = await signUpCustomer(page.request, base, consoleServer.dataDir, phone);
  const customer = { authorization: `Bearer ${customerToken}` };
  const bound = await (await page.request.post(app('/device/bind'), { headers: customer, data: { sn, registrationCode: `REG${TAG}` } })).json();
  expect(bound, JSON.stringify(bound)).toMatchObject({ code: 2000, data: { sn, status: 'activated' } });
  await page.goto(`${base}/configManagement/specialConfig/info/${sn}`);
  await expect(items).toContainText('SW-E2E-SPECIAL');
  await expect(items).toContainText(t.overridden);
  await page.mouse.move(0, 0);
  await shot('config-effective');
  await expectAccessible(page, 'effective configuration');

  // 5. a second revision (SW-E2E-2), passed; then rolled back to revision 1, passed; the detail shows the diff
  // (a confirmed config is changed from the list's edit link: the detail offers only its newest revision's actions)
  await page.goto(`${base}/configManagement/generalConfig/list`);
  await page.getByTestId(`config-edit-${id}`).click();
  await expect(page).toHaveURL(/generalConfig\/edit\/\d+/);
  await expect(field(page, 'softwarePackageNo')).toHaveValue('SW-E2E-1');
  await field(page, 'softwarePackageNo').fill('SW-E2E-2');
  await page.getByTestId('revision-save-submit').click();
  await expect(page).toHaveURL(/generalConfig\/detail\/\d+/);
  await verify();
  await passIt();
  await page.reload();
  await expect(page.getByTestId('config-values')).toContainText('SW-E2E-2');
  await page.getByRole('tab', { name: t.revisions }).click();
  await page.getByTestId('revision-rollback-1').click();
  await confirm(page, t.ok);
  await expect(page.getByTestId('revision-table')).toContainText('#3');
  await verify();
  await passIt();
  await page.reload();
  await expect(page.getByTestId('config-values')).toContainText('SW-E2E-1');
  await page.getByRole('tab', { name: t.revisions }).click();
  await page.getByTestId('revision-changes-3').click();
  const diff = page.getByTestId('revision-diff-3');
  await expect(diff).toContainText('SW-E2E-2');
  await expect(diff).toContainText('SW-E2E-1');
  await page.mouse.move(0, 0);
  await shot('config-detail-diff');
  await expectAccessible(page, 'general config detail');
  await reviewer.context().close();

  // 6. the terminal's configuration: the special config wins, an ETag, 304 when unchanged
  const appKey = (await ok(page, admin, '/lenkor-user/appKey/save', { name: `config ${tag}` })).key as string;
  const headers = { 'x-app-key': appKey };
  const beat = await (
    await page.request.post(app('/terminal/heartbeat'), { headers, data: { app: 'repair', terminalKey: `TERM-${TAG}`, appVersion: '1.0.0' } })
  ).json();
  expect(beat.code, JSON.stringify(beat)).toBe(2000);
  const url = app(`/terminal/config?app=repair&terminalKey=TERM-${TAG}&sn=${sn}`);
  const first = await page.request.get(url, { headers });
  expect(first.status()).toBe(200);
  expect((await first.json()).data).toMatchObject({ sn, softwarePackageNo: 'SW-E2E-SPECIAL' });
  const etag = first.headers().etag!;
  expect(etag).toBeTruthy();
  expect((await page.request.get(url, { headers: { ...headers, 'if-none-match': etag } })).status()).toBe(304);
});
