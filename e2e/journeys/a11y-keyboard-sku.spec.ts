import type { Page } from '@playwright/test';
import { ADMIN, ADMIN_PASSWORD } from '../support/constants';
import { startDemoServer } from '../support/demo-server';
import { expect, test } from '../support/journey';

test.use({ lang: 'en-US' });

let server: Awaited<ReturnType<typeof startDemoServer>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer(ADMIN_PASSWORD, 20);
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': { page: '平台SKU', add: /^新\s*增$/, confirm: /^确\s*定$/, saved: '保存成功' },
  'en-US': { page: 'Platform SKUs', add: /^Add$/, confirm: /^Confirm$/, saved: 'Saved' },
};

/** Presses Tab (or Shift+Tab) until the focused element matches `selector` (at most `max` presses). */
async function tabTo(page: Page, selector: string, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Presses Tab until the focused element's accessible text matches `name`. */
async function tabToText(page: Page, name: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (name.test(focused)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test('[ADMIN] signs in and adds a platform SKU with the keyboard alone', async ({ page, lang, shot }) => {
  test.setTimeout(150_000);
  const t = T[lang];
  await page.goto(`${server.baseURL}/login`);
  await expect(page.locator('#username')).toBeVisible();

  // sign in: Tab to each field, type, Enter submits
  await tabTo(page, '#username');
  await page.keyboard.type(ADMIN);
  await tabTo(page, '#password');
  await page.keyboard.type(ADMIN_PASSWORD);
  // the captcha field (while the form shows one: any 4 characters pass with the captcha off)
  if ((await page.locator('#captcha').count()) > 0) {
    await tabTo(page, '#captcha');
    await page.keyboard.type('abcd');
  }
  await page.keyboard.press('Enter');
  // signed in elsewhere: the confirmation opens with its OK button focused
  const elsewhere = page.locator('[data-confirm]');
  await expect(elsewhere.or(page.getByTestId('sidebar'))).toBeVisible();
  if (await elsewhere.isVisible()) {
    await expect(elsewhere).not.toHaveClass(/-appear/);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // open the page through the menu search: type its name, pick it with the arrow keys
  await tabTo(page, '[data-testid="menu-search"] input');
  await page.keyboard.type(t.page);
  await expect(page.getByRole('option', { name: t.page }).first()).toBeVisible();
  // the arrow keys move through the pages found until the page is the active one
  const active = page.getByRole('option', { selected: true });
  for (let i = 0; i < 5; i++) {
    if ((await active.count()) > 0 && (await active.first().textContent())?.trim() === t.page) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toHaveText(t.page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/supply\/platformSku$/);
  // opened by keyboard, the page takes the focus: the next Tab reaches its own controls
  await expect(page.locator('[data-page-pane="/supply/platformSku"]')).toBeFocused();
  await expect(page.locator('[data-testid="kit-list"] .data-table-row').first()).toBeVisible();

  // the add form: every field reached with Tab, the selects opened and picked with the keyboard
  await tabToText(page, t.add);
  await page.keyboard.press('Enter');
  const dialog = page.locator('[role="dialog"]');
  await expect(dialog).toBeVisible();
  const code = `KB-${lang}-${Date.now() % 100000}`;
  const fill = async (id: string, typed: string) => {
    await tabTo(page, `[role="dialog"] #${id}`);
    await page.keyboard.type(typed);
  };
  const choose = async (id: string) => {
    await tabTo(page, `[role="dialog"] #${id}`);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-select-list]:visible')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-select-list]:visible')).toHaveCount(0);
  };
  await fill('skuCode', code);
  await fill('platformSkuCode', `P-${code}`);
  await fill('nameZh', '键盘录入');
  await fill('nameEn', 'Keyboard entry');
  await choose('productId');
  await choose('channelId');
  await fill('price', '42.5');
  await choose('currency');
  await choose('status');
  await shot('keyboard-sku-form');
  await tabToText(page, t.confirm);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  // the list finds it: the search form above the toolbar, by keyboard too
  await tabTo(page, 'input#skuCode', 'Shift+Tab');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  const rows = page.locator('[data-testid="kit-list"] .data-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(code);
  await expect(rows.first()).toContainText('42.50');
  await shot('keyboard-sku-added');
});
