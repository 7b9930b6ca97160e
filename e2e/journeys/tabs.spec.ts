import { expect, signInByApi, test } from '../support/journey';

test.use({ lang: 'en-US' });

test('[ADMIN] opens pages from the menu in tabs, closes one, the others, then all; home stays', async ({ page, baseURL, text, shot }) => {
  await signInByApi(page, baseURL);
  const sidebar = page.getByTestId('sidebar');
  const tabs = page.getByTestId('tab-bar').getByRole('tab');
  await sidebar.getByText(text.users, { exact: true }).click();
  await sidebar.getByText(text.menuPage, { exact: true }).click();
  await expect(page).toHaveURL(/\/user\/menu$/);
  await sidebar.getByText(text.rolePage, { exact: true }).click();
  await expect(page).toHaveURL(/\/user\/roleList$/);
  await sidebar.getByText(text.userPage, { exact: true }).click();
  await expect(page).toHaveURL(/\/user\/userlist$/);
  await expect(tabs).toHaveText([text.home, text.menuPage, text.rolePage, text.userPage]);
  await expect(page.getByTestId('breadcrumb')).toContainText(text.users);
  await expect(page.getByTestId('breadcrumb')).toContainText(text.userPage);
  // every open page stays mounted (keep-alive); only the active one shows
  await expect(page.getByTestId('page-/user/menu')).toBeAttached();
  await expect(page.getByTestId('page-/user/menu')).toBeHidden();
  await shot('tabs');

  // switching tabs navigates
  await tabs.filter({ hasText: text.menuPage }).click();
  await expect(page).toHaveURL(/\/user\/menu$/);

  // closing the active tab shows its left neighbour (home)
  await tabs.filter({ hasText: text.menuPage }).getByTestId('tab-close').click(); // the close icon is for the mouse (aria-hidden): keyboard users close with Delete or the tab menu
  await expect(tabs).toHaveText([text.home, text.rolePage, text.userPage]);
  await expect(page).toHaveURL(/\/homePage$/);

  await tabs.filter({ hasText: text.userPage }).click();
  await page.getByTestId('tab-actions').click();
  await page.getByRole('menuitem', { name: text.closeOthers }).click();
  await expect(tabs).toHaveText([text.home, text.userPage]);

  await page.getByTestId('tab-actions').click();
  await page.getByRole('menuitem', { name: text.closeAll }).click();
  await expect(tabs).toHaveText([text.home]);
  await expect(page).toHaveURL(/\/homePage$/);
  // the home tab cannot be closed
  await expect(tabs.first().getByTestId('tab-close')).toHaveCount(0);
});

test('[ADMIN] searches the menu and opens the page found', async ({ page, baseURL, text, lang, shot }) => {
  await signInByApi(page, baseURL);
  const search = page.getByTestId('menu-search');
  await expect(search).toHaveCSS('width', lang === 'zh-CN' ? '249px' : '299px');
  await search.click();
  await page.keyboard.type(lang === 'zh-CN' ? '岗位' : 'Post perm');
  const option = page.getByRole('option', { name: text.rolePage });
  await expect(option).toBeVisible();
  await page.waitForTimeout(400); // let the drop-down finish its opening animation for the screenshot
  await shot('menu-search');
  await option.click();
  await expect(page).toHaveURL(/\/user\/roleList$/);
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: text.rolePage })).toBeVisible();
});

test('[ADMIN] unknown paths show 404', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});
