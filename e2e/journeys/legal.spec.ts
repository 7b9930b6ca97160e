import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { signUpCustomer } from '../support/customer-api';
import { type StaffApi, staffApi } from '../support/device-api';
import { expect, signedInPage, signInByApi, test } from '../support/journey';
import { confirm, shotOf } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const OK = /确\s*定/;
const PASSWORD = 'Legal#2026x';
type MenuNode = { menuId: number; permission?: string | null; path?: string | null; children?: MenuNode[] };

/** A staff user whose role holds the legal menus named by `perms` (and the pages they sit on). */
async function staffWith(page: Page, origin: string, admin: StaffApi, username: string, perms: string[]) {
  const role = await admin.post('/lenkor-user/role/save', { roleName: `Role ${username}`, roleCode: `ROLE_${username.toUpperCase()}` });
  const tree = (await admin.post('/lenkor-user/menu/getMenuAll', {})) as MenuNode[];
  const ids: number[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (perms.includes(String(n.permission ?? '')) || String(n.path ?? '').startsWith('/legalDocuments')) ids.push(n.menuId);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  await admin.post('/lenkor-user/role/saveRoleMenus', { roleId: role.roleId, menuIds: ids });
  const key = (await (await page.request.get(`${origin}/lenkor-auth/publicKey`)).json()).data.publicKey as string;
  const encrypted = crypto
    .publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(PASSWORD))
    .toString('base64');
  await admin.post('/lenkor-user/user/addUser', { username, realName: username, password: encrypted, roleIds: [role.roleId] });
}

/**
 * Legal documents: staff A writes a new privacy agreement version marked material and sends it for
 * review; staff B (not its author) publishes it; a customer of the app it applies to is told through
 * the customer API that acceptance is required, reads the current version and accepts it (the record
 * names the version and its hash); the statistics screen shows the acceptance.
 */
test('[WRITER][PUBLISHER][CUSTOMER] a material privacy version is written, published by another, required of a customer and accepted', async ({
  page,
  baseURL,
  browser,
  consoleServer,
  lang,
  shot,
}) => {
  test.setTimeout(180_000);
  const TAG = Date.now().toString(36).slice(-5).toUpperCase();
  const origin = new URL(baseURL!).origin;
  await signInByApi(page, baseURL, { path: '/legalDocuments/settingSoftCode' });
  const admin = await staffApi(page, origin);

  // set-up through the staff API: a software code (an app) the privacy agreement applies to, and the two staff users
  const product = await admin.post('/lenkor-product/product/save', { code: `LP-${TAG}`, nameZh: '法务诊断仪', nameEn: 'Legal scanner', productLine: 'diag' });
  const model = await admin.post('/lenkor-product/productModel/save', { productId: product.id, code: `LM-${TAG}`, nameZh: '法务型号', nameEn: 'Legal model' });
  const app = `LEGAL-${TAG}`;
  await admin.post('/lenkor-product/softCode/save', { code: app, nameZh: '法务应用', nameEn: 'Legal app', productModelIds: [model.id] });
  await admin.post('/lenkor-legal/legalDocument/settings/save', { type: 'privacyAgreement', softwareCodes: [app] });
  const writer = `lw_${TAG.toLowerCase()}`;
  const publisher = `lp_${TAG.toLowerCase()}`;
  await staffWith(page, origin, admin, writer, ['legal_doc_view', 'legal_doc_add', 'legal_doc_edit', 'legal_doc_submit']);
  await staffWith(page, origin, admin, publisher, ['legal_doc_view', 'legal_doc_publish', 'legal_stats_view']);
  await page.reload();
  await expect(page.getByTestId('legal-settings')).toContainText(app);
  await shot('legal-settings');
  await expectAccessible(page, 'legal settings');

  // staff A writes the new version, marked material, and sends it for review
  const a = await signedInPage(browser, origin, lang, { username: writer, password: PASSWORD, path: '/legalDocuments/privacyAgreement/add' });
  await a.getByTestId('legal-material').check();
  await a.getByTestId('legal-body-zh-CN').click();
  await a.keyboard.type(`隐私协议（${TAG}）：我们只为提供服务收集必要的数据。`);
  await a.getByTestId('legal-body-en-US').click();
  await a.keyboard.type(`Privacy agreement (${TAG}): we collect only the data the service needs.`);
  await shotOf(a, 'legal-form', lang);
  await expectAccessible(a, 'legal version form');
  await a.getByTestId('legal-save').click();
  await expect(a).toHaveURL(/\/legalDocuments\/documents$/);
  const rowA = a.locator('[data-testid="legal-versions"] .data-table-row', { hasText: '草稿' }).filter({ hasText: '隐私协议' }).first();
  await expect(rowA).toBeVisible();
  await rowA.getByRole('button', { name: '提交审核' }).click();
  await confirm(a, OK);
  await expect(a.locator('[data-testid="legal-versions"] .data-table-row', { hasText: '审核中' }).first()).toBeVisible();
  // the author may not publish it
  await expect(a.locator('[data-testid="legal-versions"] .data-table-row', { hasText: '审核中' }).first().getByRole('button', { name: '发布' })).toHaveCount(0);
  await a.context().close();

  // staff B publishes it, and sees its content hash
  const b = await signedInPage(browser, origin, lang, { username: publisher, password: PASSWORD, path: '/legalDocuments/documents' });
  const rowB = b.locator('[data-testid="legal-versions"] .data-table-row', { hasText: '审核中' }).filter({ hasText: '隐私协议' }).first();
  await rowB.getByRole('button', { name: '发布' }).click();
  await confirm(b, OK);
  const published = b.locator('[data-testid="legal-versions"] .data-table-row', { hasText: '已发布' }).filter({ hasText: '隐私协议' }).first();
  await expect(published).toBeVisible();
  await b.mouse.move(0, 0);
  await shotOf(b, 'legal-documents', lang);
  await expectAccessible(b, 'legal documents');
  await published.getByRole('button', { name: '详情' }).click();
  await expect(b.getByTestId('legal-detail')).toContainText(TAG);
  await expect(b.getByTestId('legal-diff-zh-CN').locator('ins')).toContainText(TAG);
  await shotOf(b, 'legal-detail', lang);
  await b.context().close();

  // a customer signs up through the customer API; a call naming the app is held back until they accept
  const phone = `1396${String(Date.now()).slice(-7)}`;
  const appApi = (p: string) => `${origin}/lenkor-app${p}`;
  const customerToken = await signUpCustomer(page.request, origin, consoleServer.dataDir, phone);
  const headers = { authorization: `Bearer ${customerToken}`, 'x-app-code': app };
  const held = await (await page.request.get(appApi('/me'), { headers })).json();
  expect(held).toMatchObject({ code: 79505, data: { type: 'privacyAgreement', appCode: app } });
  const current = (await (await page.request.get(appApi(`/legal/current?type=privacyAgreement&appCode=${app}&language=zh-CN`), { headers })).json()).data;
  expect(current).toMatchObject({ versionId: held.data.versionId, material: true, accepted: false });
  expect(current.body).toContain(TAG);
  const accepted = await (
    await page.request.post(appApi('/legal/accept'), {
      headers,
      data: { type: 'privacyAgreement', versionId: current.versionId, language: 'zh-CN', contentHash: current.contentHash, appCode: app },
    })
  ).json();
  expect(accepted).toMatchObject({
    code: 2000,
    data: { action: 'accept', versionId: current.versionId, seq: current.seq, contentHash: current.contentHash, appCode: app },
  });
  expect((await (await page.request.get(appApi('/me'), { headers })).json()).code).toBe(2000);

  // the statistics show the acceptance, and the record names the version and its hash
  await page.goto(`${origin}/legalDocuments/reportStatistics`);
  const stats = page.locator('[data-testid="legal-stats"] .data-table-row', { hasText: app });
  await expect(stats).toContainText(`V${current.seq}`);
  await expect(stats).toContainText('1');
  await shot('legal-statistics');
  await expectAccessible(page, 'legal statistics');
  await page.getByRole('tab', { name: '同意记录' }).click();
  const record = page.locator('[data-testid="legal-consents"] .data-table-row', { hasText: current.contentHash });
  await expect(record).toContainText(`V${current.seq}`);
  await expect(record).toContainText(app);
  await shot('legal-consents');

  // the key screens in English, light and dark
  const en = await signedInPage(browser, origin, 'en-US', { path: '/legalDocuments/documents' });
  for (const [name, path] of [
    ['legal-documents', '/legalDocuments/documents'],
    ['legal-statistics', '/legalDocuments/reportStatistics'],
    ['legal-form', '/legalDocuments/userAgreement/add'],
    ['legal-settings', '/legalDocuments/settingSoftCode'],
  ] as const) {
    await en.goto(`${origin}${path}`);
    await expect(en.getByTestId('sidebar')).toBeVisible();
    await en.waitForLoadState('networkidle');
    await shotOf(en, name, 'en-US');
  }
  await en.getByTestId('dark-mode').click();
  await shotOf(en, 'legal-settings-dark', 'en-US');
  await en.goto(`${origin}/legalDocuments/reportStatistics`);
  await en.waitForLoadState('networkidle');
  await shotOf(en, 'legal-statistics-dark', 'en-US');
  await en.getByTestId('dark-mode').click();
  await en.context().close();
  await page.getByTestId('dark-mode').click();
  await page.goto(`${origin}/legalDocuments/documents`);
  await page.waitForLoadState('networkidle');
  await shot('legal-documents-dark');
  await page.getByTestId('dark-mode').click();
});
