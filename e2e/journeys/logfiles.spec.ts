import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { zipEntries } from '../../apps/server/src/platform/kit/stored-zip';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { openSelect } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

// a fresh install: no demo data, so no app key and no log file until this journey makes them
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': {
    title: '日志文件',
    appKeys: '应用密钥',
    add: /新\s*增/,
    ok: /确\s*定/,
    query: /查\s*询/,
    crash: '崩溃',
    system: '系统',
    detail: '详情',
    detailTitle: '日志文件详情',
    local: '局域网',
    manual: '手动上传',
  },
  'en-US': {
    title: 'Log files',
    appKeys: 'App keys',
    add: /Add$/,
    ok: /^(OK|Confirm)$/,
    query: /^(Query|Search)$/,
    crash: 'Crash',
    system: 'System',
    detail: 'Details',
    detailTitle: 'Log file details',
    local: 'Local network',
    manual: 'Manual',
  },
};

/** A device's upload: the LOG-02 fields first, then the file, with the app key. */
async function ingest(key: string, fields: Record<string, string>, name: string, body: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(body)]), name);
  const res = await fetch(`${server.baseURL}/lenkor-app/logFile/upload`, { method: 'POST', headers: { 'x-app-key': key }, body: form });
  const json = (await res.json()) as { code: number; data: { id: number } };
  expect(json.code, JSON.stringify(json)).toBe(2000);
  return json.data;
}

const rows = (page: Page) => page.locator('[data-testid="kit-list"] .data-table-tbody .data-table-row');

test('[ADMIN] a device uploads two logs with an app key; staff filter, open one, download it and both as a zip', async ({ page, lang, shot }) => {
  test.setTimeout(360_000); // two uploads, four screens and two downloads on a shared machine
  const t = T[lang];
  const errors = watchForErrors(page);
  const sn = (n: number) => `E2E${lang === 'zh-CN' ? 'ZH' : 'EN'}00${n}`;
  await signInByApi(page, server.baseURL, { path: '/brand/fileLog' });
  await expect(page).toHaveURL(/\/brand\/fileLog/);
  await expect(page.getByTestId('sidebar').getByText(t.title)).toBeVisible();

  // staff create the app key the devices upload with; it is shown once
  await page.getByTestId('log-app-keys').click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText(t.appKeys).first()).toBeVisible();
  await drawer.getByTestId('app-key-add').click();
  const form = page.getByRole('dialog').last();
  await expect(form.locator('#name')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
  await form.locator('#name').fill(`Workshop tablets ${lang}`);
  await form.getByRole('button', { name: t.ok }).click();
  const secret = page.getByTestId('app-key-secret');
  await expect(secret).toContainText('lk_');
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as shown
  const key = (await secret.innerText()).trim().split(/\s/)[0]!;
  await shot('logfiles-app-key');
  await page.getByRole('dialog').last().getByRole('button', { name: t.ok }).click();
  await expect(drawer.locator('.data-table-row', { hasText: `Workshop tablets ${lang}` })).toHaveCount(1);
  await expectAccessible(page, 'logfiles-app-keys');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // two devices upload their logs through the API
  const crashLog = Buffer.from(`crash ${lang}\n${'ecu 7 lost arbitration\n'.repeat(50)}`);
  const systemLog = Buffer.from(`system ${lang}\n${'boot ok\n'.repeat(80)}`);
  const base = { productModel: 'DX-PRO5', uploadMethod: 'manual', softwareVersion: 'V5.2.1', submitter: 'zhang.wei@garage.cn' };
  const first = await ingest(key, { ...base, sn: sn(1), category: 'crash', vehicle: 'Toyota Camry 2019' }, `crash-${lang}.log`, crashLog);
  await ingest(key, { ...base, sn: sn(2), category: 'system' }, `system-${lang}.log`, systemLog);

  // staff see and filter them
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await page.locator('[data-testid="kit-search"] #sn').fill(sn(1));
  await page.getByTestId('kit-search').getByRole('button', { name: t.query }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(t.crash);
  await expect(rows(page).first()).toContainText(t.local);
  await page.locator('[data-testid="kit-search"] #sn').fill('');
  await openSelect(page, page.locator('[data-testid="kit-search"] #category'));
  await page.locator('[data-select-list]:visible [role="option"]', { hasText: t.system }).first().click();
  await page.getByTestId('kit-search').getByRole('button', { name: t.query }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(sn(2));
  await shot('logfiles-list-filtered');
  await page.mouse.move(0, 0); // not hovering the query button (its hover shade is not the one judged)
  await expectAccessible(page, 'logfiles-list');
  await page.reload();
  await expect(rows(page)).toHaveCount(2);

  // the detail of one, and its download
  await rows(page)
    .filter({ hasText: sn(1) })
    .getByRole('button', { name: t.detail })
    .click();
  await expect(page).toHaveURL(new RegExp(`/brand/fileLog/detail/${first.id}`));
  await expect(page.getByTestId('log-detail-title')).toContainText(`crash-${lang}.log`);
  const detail = page.locator('.ant-descriptions');
  await expect(detail).toContainText('Toyota Camry 2019');
  await expect(detail).toContainText(t.manual);
  await expect(detail).toContainText(crypto.createHash('sha256').update(crashLog).digest('hex'));
  await shot('logfiles-detail');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'logfiles-detail');
  const [one] = await Promise.all([page.waitForEvent('download'), page.getByTestId('log-detail-download').click()]);
  expect(one.suggestedFilename()).toBe(`crash-${lang}.log`);
  expect(fs.readFileSync((await one.path())!)).toEqual(crashLog);

  // back to the list: both selected, one zip holding both
  await page.goto(`${server.baseURL}/brand/fileLog`);
  await expect(rows(page)).toHaveCount(2);
  await page.locator('[data-testid="kit-list"] .data-table-thead .data-table-checkbox').check();
  await expect(page.getByTestId('log-batch-download')).toBeEnabled();
  await shot('logfiles-batch');
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('log-batch-download').click()]);
  expect(zip.suggestedFilename()).toMatch(/^logs-\d{14}\.zip$/);
  const entries = zipEntries(fs.readFileSync((await zip.path())!));
  expect([...entries.keys()].sort()).toEqual(
    [`${sn(1)}/${first.id}-crash-${lang}.log`, expect.stringMatching(new RegExp(`^${sn(2)}/\\d+-system-${lang}\\.log$`))].sort(),
  );
  expect([...entries.values()].map((b) => b.toString()).sort()).toEqual([crashLog.toString(), systemLog.toString()].sort());
  expect(errors.take()).toEqual([]);
});
