import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ADMIN_PASSWORD } from '../support/constants';
import { startDemoServer } from '../support/demo-server';
import { expect, signInByApi, test } from '../support/journey';

test.use({ lang: 'en-US' });

let server: Awaited<ReturnType<typeof startDemoServer>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer(ADMIN_PASSWORD);
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': {
    title: '平台SKU',
    import: /导\s*入/,
    export: /导\s*出/,
    template: '下载导入模板',
    result: /共 3 行：成功 2 行，失败 1 行/,
    failed: '下载失败数据文件',
    exported: '导出成功',
    exporting: '正在导出',
  },
  'en-US': {
    title: 'Platform SKUs',
    import: /^Import$/,
    export: /^Export$/,
    template: 'Download the import template',
    result: /3 rows: 2 imported, 1 failed/,
    failed: 'Download the failed rows',
    exported: 'Exported successfully',
    exporting: 'Exporting',
  },
};

test('[ADMIN] imports platform SKUs with a bad row, gets the failure file, exports the list', async ({ page, lang, shot }) => {
  const t = T[lang];
  await signInByApi(page, server.baseURL, { path: '/supply/platformSku' });
  await expect(page).toHaveURL(/\/supply\/platformSku/);
  await expect(page.locator('[data-testid="kit-list"] .data-table-row').first()).toBeVisible();
  await shot('platform-sku-list');

  // import: the template, three rows (one names a product that does not exist), the result and the failure file
  await page.getByTestId('kit-import').click();
  const dialog = page.getByRole('dialog');
  const [tpl] = await Promise.all([page.waitForEvent('download'), dialog.getByText(t.template).click()]);
  const tplPath = path.join(os.tmpdir(), `tpl-${lang}-${Date.now()}.xlsx`);
  await tpl.saveAs(tplPath);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(tplPath);
  const ws = wb.worksheets[0]!;
  const code = `E2E-${lang}-${Date.now() % 100000}`;
  ws.addRow([`${code}-1`, '端到端一', 'End to end one', 'DX-PRO5', 'AMZ-US', 'B0E2E1', 199, 'USD', '启用', '']);
  ws.addRow([`${code}-2`, '端到端二', 'End to end two', 'TP-T100', 'AMZ-DE', 'B0E2E2', '89.5', 'EUR', 'Enabled', '']);
  ws.addRow([`${code}-3`, '坏行', 'Bad row', 'NO-SUCH-PRODUCT', 'AMZ-US', 'B0E2E3', 10, 'USD', '', '']);
  const filled = path.join(os.tmpdir(), `filled-${lang}-${Date.now()}.xlsx`);
  await wb.xlsx.writeFile(filled);
  await dialog.locator('input[type=file]').setInputFiles(filled);
  await expect(page.getByTestId('kit-import-result')).toContainText(t.result, { timeout: 30_000 });
  await shot('platform-sku-import-result');
  const [failed] = await Promise.all([page.waitForEvent('download'), page.getByTestId('kit-failed-file').click()]);
  expect(failed.suggestedFilename()).toMatch(/\.xlsx$/);
  const failedPath = path.join(os.tmpdir(), `failed-${lang}-${Date.now()}.xlsx`);
  await failed.saveAs(failedPath);
  const fb = new ExcelJS.Workbook();
  await fb.xlsx.readFile(failedPath);
  const row2 = fb.worksheets[0]!.getRow(2).values as unknown[];
  expect(row2[1]).toBe(`${code}-3`);
  expect(String(row2.at(-1))).toMatch(lang === 'zh-CN' ? /产品编码不存在/ : /Unknown product code/);
  await page.keyboard.press('Escape');
  await dialog
    .getByRole('button', { name: /close|关闭/i })
    .click({ timeout: 2000 })
    .catch(() => {});

  // the imported rows are in the list
  await page.locator('input#skuCode').fill(code);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="kit-list"] .data-table-row')).toHaveCount(2);

  // export of the filtered list, with its progress, downloaded under its own name
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('kit-export').click()]);
  expect(xlsx.suggestedFilename()).toMatch(lang === 'zh-CN' ? /^平台SKU-\d{14}\.xlsx$/ : /^Platform SKUs-\d{14}\.xlsx$/);
  await expect(page.getByText(t.exported)).toBeVisible();
  const exportedPath = path.join(os.tmpdir(), `export-${lang}-${Date.now()}.xlsx`);
  await xlsx.saveAs(exportedPath);
  const xb = new ExcelJS.Workbook();
  await xb.xlsx.readFile(exportedPath);
  expect(xb.worksheets[0]!.rowCount).toBe(3);
  await expect(page.getByText(t.exporting)).toBeHidden();
  await shot('platform-sku-exported');
  for (const f of [tplPath, filled, failedPath, exportedPath]) fs.rmSync(f, { force: true });
});
