import { expect, signInAt, test } from '../support/journey';

test.use({ lang: 'zh-CN' });

// one run walks both ways: to the other language and back (the journey runs in one language, e2e/README.md)
test('[ADMIN] switches the language: the choice is stored, the page reloads in the other language, and back', async ({ page, text, lang, shot }) => {
  await signInAt(page, text);
  const other =
    lang === 'zh-CN'
      ? { name: 'English', home: 'Homepage', users: 'User administration', search: '299px' }
      : { name: '简体中文', home: '首页', users: '用户管理', search: '249px' };
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: other.name }).click();
  await expect(page.getByTestId('sidebar').getByText(other.users, { exact: true })).toBeVisible();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: other.home })).toBeVisible();
  await expect(page.getByTestId('menu-search')).toHaveCSS('width', other.search);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'zh-CN' ? 'en-US' : 'zh-CN');
  await shot('language-switched');
  // it survives a reload
  await page.reload();
  await expect(page.getByTestId('sidebar').getByText(other.users, { exact: true })).toBeVisible();

  // and back to the browser's language, chosen from the other one's menu
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: lang === 'zh-CN' ? '简体中文' : 'English' }).click();
  await expect(page.getByTestId('sidebar').getByText(text.users, { exact: true })).toBeVisible();
  await expect(page.getByTestId('tab-bar').getByRole('tab', { name: text.home })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await page.reload();
  await expect(page.getByTestId('sidebar').getByText(text.users, { exact: true })).toBeVisible();
});
