import { ADMIN_PASSWORD } from '../support/constants';
import { startDemoServer } from '../support/demo-server';
import { expect, signInByApi, test } from '../support/journey';

test.use({ lang: 'zh-CN' });

let server: Awaited<ReturnType<typeof startDemoServer>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer(ADMIN_PASSWORD, 20);
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': {
    add: /新\s*增/,
    ok: /确\s*定/,
    required: '此项必填',
    publish: '上架',
    discontinue: '停售',
    onSale: '在售',
    discontinued: '已停售',
    leave: '有未保存的修改，确定离开吗？',
    cardType: '礼品卡与虚拟卡类型',
    entries: '字典项',
    card273: '实体充值卡',
  },
  'en-US': {
    add: /Add$/,
    ok: /^Confirm$/,
    required: 'Required',
    publish: 'Publish',
    discontinue: 'Discontinue',
    onSale: 'On sale',
    discontinued: 'Discontinued',
    leave: 'There are unsaved changes. Leave anyway?',
    cardType: 'Gift and virtual card type',
    entries: 'Entries',
    card273: 'Physical recharge card',
  },
};

test('[ADMIN] adds a product, publishes it, discontinues it with a reason; browses the dictionary', async ({ page, text, lang, shot }) => {
  const t = T[lang];
  await signInByApi(page, server.baseURL, { path: '/supply/product' });
  await expect(page.locator('[data-testid="kit-list"] .data-table-row').first()).toBeVisible();

  // the form's rules come from the shared schema: an empty form names the required fields
  await page.getByRole('button', { name: t.add }).click();
  const form = page.getByRole('dialog');
  await expect(form.locator('#code')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form.getByText(t.required).first()).toBeVisible();
  // closing with unsaved changes asks first
  const code = `E2E-P-${lang}-${Date.now() % 100000}`;
  await form.locator('#code').fill(code);
  await form.locator('[data-dialog-close]').click();
  await expect(page.getByText(t.leave)).toBeVisible();
  await page
    .getByRole('dialog')
    .filter({ hasText: t.leave })
    .getByRole('button', { name: text.confirm === undefined ? t.ok : t.ok })
    .last()
    .click()
    .catch(() => {});
  await page.getByRole('button', { name: t.add }).click();
  await form.locator('#code').fill(code);
  await form.locator('#nameZh').fill('端到端诊断仪');
  await form.locator('#nameEn').fill('End-to-end scanner');
  await shot('product-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();

  await page.locator('input#code').fill(code);
  await page.keyboard.press('Enter');
  const row = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: t.publish }).click();
  await expect(page.getByRole('dialog').last()).toBeVisible();
  await shot('product-publish-confirm');
  await page.getByRole('dialog').last().getByRole('button', { name: t.ok }).click();
  await expect(row.getByText(t.onSale)).toBeVisible();
  await row.getByRole('button', { name: t.discontinue }).click();
  await page.getByTestId('status-reason').fill(lang === 'zh-CN' ? '新型号替代' : 'Replaced by a new model');
  await page.getByRole('dialog').last().getByRole('button', { name: t.ok }).click();
  await expect(row.getByText(t.discontinued)).toBeVisible();
  await shot('product-list');

  await page.goto(`${server.baseURL}/system/dictionary`);
  const cat = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: t.cardType });
  await expect(cat).toBeVisible();
  await cat.getByRole('button', { name: t.entries }).click();
  await expect(page.locator('.ant-drawer').getByText(t.card273)).toBeVisible();
  await shot('dictionary-entries');
});
