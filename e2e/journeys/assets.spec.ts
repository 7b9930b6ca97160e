import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';
import { choose, confirm, pick } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const T = {
  'zh-CN': {
    ok: /确\s*定/,
    add: /新\s*增/,
    vehicle: '车辆',
    inStock: '在库',
    onLoan: '借用中',
    returned: '已归还',
    repairing: '维修中',
    scrapped: '已报废',
    overdue: '逾期',
    giveBack: '归还',
    damaged: '损坏',
    repaired: '修复入库',
    scrap: '报废',
    detail: '详情',
    history: '状态记录',
    lent: '借出',
  },
  'en-US': {
    ok: /^Confirm$/,
    add: /Add$/,
    vehicle: 'Vehicle',
    inStock: 'In stock',
    onLoan: 'On loan',
    returned: 'Returned',
    repairing: 'Under repair',
    scrapped: 'Scrapped',
    overdue: 'Overdue',
    giveBack: 'Return',
    damaged: 'Damaged',
    repaired: 'Back from repair',
    scrap: 'Scrap',
    detail: 'Details',
    history: 'State history',
    lent: 'Lent',
  },
};

const rowOf = (page: Page, text: string) => page.locator('[data-testid="kit-list"] .data-table-row', { hasText: text });
const status = (page: Page, code: string, label: string) => expect(rowOf(page, code).locator('[data-tag]', { hasText: label })).toBeVisible();

/**
 * The whole story of assets on a fresh install, on screens generated from their declarations:
 * add an asset on its own route, lend it (already overdue), take it back damaged, repair it,
 * scrap it with a reason, and read its history; the borrowing records keep the loan.
 */
test('[ADMIN] adds an asset, lends it, takes it back damaged, repairs and scraps it', async ({ page, baseURL, lang, shot }) => {
  test.setTimeout(180_000);
  const t = T[lang];
  const code = `AS-${lang === 'zh-CN' ? 'ZH' : 'EN'}-${Date.now().toString(36).slice(-4)}`;
  await signInByApi(page, baseURL, { path: '/assets/assetsList' });
  await expect(page).toHaveURL(/\/assets\/assetsList/);

  // add: the form is a route of its own (/assets/add) and closes back to the list
  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/assets\/add$/);
  const form = page.getByRole('dialog');
  await expect(form.locator('#code')).toBeVisible();
  await form.locator('#code').fill(code);
  await form.locator('#name').fill('Test bench car');
  await choose(page, form, 'category', t.vehicle);
  await form.locator('#purchaseDate').fill('2025-05-20');
  await form.locator('#price').fill('35000');
  await shot('assets-form');
  await expectAccessible(page, 'assets-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/assets\/assetsList$/);
  await status(page, code, t.inStock);
  await expect(rowOf(page, code)).toContainText('35,000.00');

  // lend it, due a week ago: the registration shows it overdue
  await page.goto('/assets/borrowingRegistration/registrationList');
  await page.getByTestId('resource-add').click();
  const loan = page.getByRole('dialog');
  await pick(page, loan.getByTestId('lendable-asset'), code);
  await loan.locator('#borrower').fill('Li Lei');
  await loan.locator('#lentDate').fill('2026-01-05');
  await loan.locator('#dueDate').fill('2026-01-12');
  await loan.locator('#purpose').fill('Road test in the north');
  await loan.getByRole('button', { name: t.ok }).click();
  await expect(loan).toBeHidden();
  await status(page, code, t.onLoan);
  await expect(rowOf(page, code).locator('[data-tag]', { hasText: t.overdue })).toBeVisible();
  await shot('assets-registrations');

  // take it back damaged: it leaves the open registrations and goes under repair
  await rowOf(page, code).getByRole('button', { name: t.giveBack, exact: true }).click();
  const back = page.getByRole('dialog');
  await choose(page, back, 'returnCondition', t.damaged);
  await back.locator('#returnRemark').fill('Cracked mirror');
  await expectAccessible(page, 'assets-return');
  await back.getByTestId('transition-ok').click();
  await expect(rowOf(page, code)).toHaveCount(0);

  await page.goto('/assets/borrowingRecord/recordList');
  await status(page, code, t.returned);
  await expect(rowOf(page, code)).toContainText(t.damaged);
  await expect(page.getByTestId('resource-add')).toHaveCount(0);

  // the asset: under repair, back in stock, then scrapped with a reason; the actions are the server's
  await page.goto('/assets/assetsList');
  await status(page, code, t.repairing);
  await expect(rowOf(page, code).getByRole('button', { name: t.scrap, exact: true })).toBeVisible();
  await rowOf(page, code).getByRole('button', { name: t.repaired, exact: true }).click();
  await confirm(page, t.ok);
  await status(page, code, t.inStock);
  await rowOf(page, code).getByRole('button', { name: t.scrap, exact: true }).click();
  const scrap = page.getByRole('dialog');
  await scrap.locator('#reason').fill('Frame bent beyond repair');
  await scrap.getByTestId('transition-ok').click();
  await status(page, code, t.scrapped);
  await expect(rowOf(page, code).getByRole('button', { name: t.repaired, exact: true })).toHaveCount(0);

  // its detail (a route of its own) tells the whole story
  await rowOf(page, code).getByRole('button', { name: t.detail, exact: true }).click();
  await expect(page).toHaveURL(/\/assets\/detail\/\d+$/);
  const history = page.getByTestId('resource-history');
  await expect(history.locator('li')).toHaveCount(5);
  await expect(history).toContainText(t.lent);
  await expect(history).toContainText('Frame bent beyond repair');
  await shot('assets-detail');
  await expectAccessible(page, 'assets-detail');
});
