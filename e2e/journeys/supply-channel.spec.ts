import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { choose } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

// a fresh install: the seed only, no demo data, so there is no channel, product or SKU yet
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': {
    add: /新\s*增/,
    ok: /确\s*定/,
    channelTitle: '渠道管理',
    amazon: '亚马逊',
    enabled: '启用',
    disabled: '停用',
    disable: '停用',
    enable: '启用',
    channelName: '亚马逊德国站',
    productName: '端到端诊断仪',
  },
  'en-US': {
    add: /Add$/,
    ok: /^Confirm$/,
    channelTitle: 'Channels',
    amazon: 'Amazon',
    enabled: 'Enabled',
    disabled: 'Disabled',
    disable: 'Disable',
    enable: 'Enable',
    channelName: 'Amazon Germany',
    productName: 'End-to-end scanner',
  },
};

/** The list's own add button (in its toolbar), once the list has loaded. */
const addButton = (page: Page, name: RegExp) => page.getByTestId('kit-toolbar').getByRole('button', { name });

test('[ADMIN] adds a sales channel on a fresh install, disables and enables it, then adds a SKU on it', async ({ page, lang, shot }) => {
  test.setTimeout(180_000); // four screens and three forms in one journey
  const t = T[lang];
  const code = lang === 'zh-CN' ? 'AMZ-DE' : 'AMZ-DE-EN';
  await signInByApi(page, server.baseURL, { path: '/supply/channel' });
  await expect(page).toHaveURL(/\/supply\/channel/);
  await expect(page.getByTestId('sidebar').getByText(t.channelTitle)).toBeVisible();
  await expect(page.locator('[data-testid="kit-list"] [data-empty]')).toBeVisible();

  // add a channel
  await addButton(page, t.add).click();
  const form = page.getByRole('dialog');
  await expect(form.locator('#code')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
  await form.locator('#code').fill(code);
  await form.locator('#nameZh').fill('亚马逊德国站');
  await form.locator('#nameEn').fill('Amazon Germany');
  await form.locator('#site').fill('DE');
  await expect(form.getByTitle(t.amazon, { exact: true })).toBeVisible();
  await shot('channel-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  const row = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(t.enabled, { exact: true })).toBeVisible();

  // disable, then enable again (each asks first)
  await row.getByRole('button', { name: t.disable }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: t.ok }).click();
  await expect(row.locator('[data-tag]', { hasText: t.disabled })).toBeVisible();
  await row.getByRole('button', { name: t.enable }).click();
  await page.getByRole('dialog').last().getByRole('button', { name: t.ok }).click();
  await expect(row.locator('[data-tag]', { hasText: t.enabled })).toBeVisible();
  await shot('channel-list');

  // a product to sell
  await page.goto(`${server.baseURL}/supply/product`);
  await expect(page.locator('[data-testid="kit-list"] [data-empty]')).toBeVisible();
  await addButton(page, t.add).click();
  await expect(form.locator('#code')).toBeVisible();
  await page.waitForTimeout(400);
  await form.locator('#code').fill(`X431-${lang}`);
  await form.locator('#nameZh').fill('端到端诊断仪');
  await form.locator('#nameEn').fill('End-to-end scanner');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();

  // and the SKU on the new channel
  await page.goto(`${server.baseURL}/supply/platformSku`);
  await expect(page.locator('[data-testid="kit-list"] [data-empty]')).toBeVisible();
  await addButton(page, t.add).click();
  await expect(form.locator('#skuCode')).toBeVisible();
  await page.waitForTimeout(400);
  await form.locator('#skuCode').fill(`SKU-${lang}-1`);
  await form.locator('#platformSkuCode').fill('B0DE0001');
  await form.locator('#nameZh').fill('端到端诊断仪德国');
  await form.locator('#nameEn').fill('End-to-end scanner DE');
  await choose(page, form, 'productId', `X431-${lang}`);
  await choose(page, form, 'channelId', code);
  await form.locator('#price').fill('199');
  await shot('channel-sku-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  const sku = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: `SKU-${lang}-1` });
  await expect(sku).toHaveCount(1);
  await expect(sku).toContainText(t.channelName);
  await shot('channel-sku-list');
});
