import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';
import { choose } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const T = {
  'zh-CN': { ok: /确\s*定/, sn: '设备 SN', listed: '生效中', refused: '已拒绝', granted: '已放行', detail: '详情', search: /^查\s*询$/ },
  'en-US': { ok: /^Confirm$/, sn: 'Device SN', listed: 'Listed', refused: 'Refused', granted: 'Granted', detail: 'Details', search: /^Search$/ },
};
type J = { code: number; msg: string; data: { key?: string } };
const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"] .data-table-row', { hasText: text });

/**
 * Logs on a fresh install: a device's calls answered and logged; the SN put on the gateway
 * blacklist from the console is refused at once, the refusal in the gateway query log; the
 * operation log shows what the listing changed; the platform analysis sums the requests.
 */
test('[ADMIN] blacklists a device from the console and follows its calls through the logs', async ({ page, baseURL, lang, shot }) => {
  test.setTimeout(150_000);
  const t = T[lang];
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const sn = `JRN-SN-${tag}`;
  const token = await signInByApi(page, baseURL, { path: '/logManage/gatewayBlackList/list' });
  const api: APIRequestContext = page.request;
  const admin = { authorization: `Bearer ${token}` };
  const appKey = ((await (await api.post(`${baseURL}/lenkor-user/appKey/save`, { headers: admin, data: { name: `logs ${tag}` } })).json()) as J).data.key ?? '';
  const device = async (path: string, data: object) =>
    (await (await api.post(`${baseURL}/lenkor-app${path}`, { headers: { 'x-app-key': appKey, language: lang }, data })).json()) as J;
  const terminal = { app: 'repair', terminalKey: `JRN-TERM-${tag}`, sn };
  expect((await device('/terminal/heartbeat', { app: 'repair', terminalKey: terminal.terminalKey, appVersion: '1.0.0' })).code).toBe(2000);
  expect((await device('/algorithm/run', { ...terminal, algorithm: 'DEV-HMAC-SHA256', seed: '1a2b3c4d' })).data.key ?? '').toMatch(/^[0-9a-f]{8}$/);

  // the SN goes on the blacklist with a reason; its next call is refused in the device's language
  await page.getByTestId('resource-add').click();
  const form = page.getByRole('dialog');
  await form.locator('#value').fill(sn);
  await choose(page, form, 'kind', t.sn);
  await form.locator('#reason').fill('设备被盗，停止服务');
  await expectAccessible(page, 'logs-blacklist-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, sn).locator('[data-tag]', { hasText: t.listed })).toBeVisible();
  const refused = await device('/gateway/query', { ...terminal, vin: '1HGCM82633A004352', brand: 'FCA' });
  expect(refused).toMatchObject({ code: 79101, msg: '该设备或地址已被列入网关黑名单' });
  await shot('logs-blacklist');

  // the refusal is in the gateway query log; its detail is a route of its own
  await page.goto('/logManage/gatewayQuery/list');
  await page.locator('#sn').fill(sn);
  await page.getByRole('button', { name: t.search }).click();
  await expect(rowOf(page, sn)).toHaveCount(1);
  await expect(rowOf(page, sn).locator('[data-tag]', { hasText: t.refused })).toBeVisible();
  await expect(rowOf(page, sn)).toContainText('79101');
  await rowOf(page, sn).getByRole('button', { name: t.detail, exact: true }).click();
  await expect(page).toHaveURL(/\/logManage\/gatewayQuery\/detail\/\d+$/);
  await expect(page.getByRole('dialog')).toContainText('1HGCM82633A004352');
  await shot('logs-gateway-detail');
  await expectAccessible(page, 'logs-gateway-detail');

  // the algorithm run before the listing was answered
  await page.goto('/logManage/onLineAlgorithm/list');
  await expect(rowOf(page, sn).locator('[data-tag]', { hasText: t.granted })).toBeVisible();

  // the operation log: the listing, who made it, and the fields it wrote
  await page.goto('/logManage/operationLog');
  await page.locator('#module').fill('gatewayBlacklist');
  await page.getByRole('button', { name: t.search }).click();
  const op = page.locator('[data-testid="kit-list"] .data-table-row').first();
  await expect(op).toContainText('admin');
  await op.getByRole('button', { name: t.detail, exact: true }).click();
  const diff = page.getByTestId('change-diff');
  await expect(diff.locator('tr[data-changed]', { hasText: 'value' })).toContainText(sn);
  await shot('logs-operation-detail');
  await expectAccessible(page, 'logs-operation-detail');

  // the platform analysis sums the requests of the last day
  await page.goto('/logManage/platformAnalysis');
  await expect(page.getByTestId('analysis-modules').locator('.data-table-row', { hasText: /^log/ })).toBeVisible();
  await shot('logs-analysis');
  await expectAccessible(page, 'logs-analysis');
});
