import type { Page } from '@playwright/test';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { startDemoServer } from '../support/demo-server';
import { expect, type Lang, signIn, type Texts, test } from '../support/journey';

type Mode = 'light' | 'dark';

/**
 * Every page of the administrator's menu, read from the menu API (a new area is covered by its
 * menu entries), plus the screens outside the menu (sign-in, account security, lock), in light
 * and in dark mode, in each language: each renders something, without the error pages, a 5xx reply or an error in
 * the console, and axe finds no serious or critical violation. An entry whose screens are not
 * built yet shows the "coming soon" page, which counts as rendered (decision 0013).
 */
let server: Awaited<ReturnType<typeof startDemoServer>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startDemoServer(ADMIN_PASSWORD, 20);
});
test.afterAll(async () => server?.stop());

type MenuNode = { path?: string | null; href?: string | null; type: number; enabled?: boolean; platformType?: number; children: MenuNode[] };

/** The pages a person can open from the menu: enabled leaf pages inside the console (no sub-application, no external link). */
const menuPages = (tree: MenuNode[]): string[] =>
  tree
    .filter((n) => n.type === 0 && n.enabled !== false)
    .flatMap((n) => {
      const sub = n.children.filter((c) => c.type === 0);
      if (sub.length > 0) return menuPages(sub);
      return n.path && !n.href && n.platformType !== 3 && n.platformType !== 4 ? [n.path] : [];
    });

const slug = (path: string) => path.replace(/^\//, '').replace(/\W+/g, '-');

/** The page at `path` is shown, done loading and not blank, and no error page is up. */
async function expectRendered(page: Page, path: string) {
  await expect(page).toHaveURL((u) => u.pathname === path);
  const pane = page.getByTestId(`page-${path}`);
  await expect(pane).toBeVisible();
  await expect(pane.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading')).toHaveCount(0);
  await expect(page.locator('.ant-result-403, .ant-result-404, .ant-result-500')).toHaveCount(0);
  expect(((await pane.textContent()) ?? '').trim(), `${path} shows nothing`).not.toBe('');
}

/** Signs in on a fresh page and returns the menu's pages from the reply the console loads. */
async function signInForMenu(page: Page, text: Texts): Promise<string[]> {
  const menuReply = page.waitForResponse((r) => /\/menu\/getMenu\/-1$/.test(r.url()), { timeout: 60_000 });
  await signIn(page, text);
  const routes = menuPages(((await (await menuReply).json()) as { data: MenuNode[] }).data);
  expect(routes).toEqual(expect.arrayContaining(['/homePage', '/user/menu', '/user/roleList', '/user/userlist', '/supply/product', '/system/dictionary']));
  return routes;
}

/**
 * Opens every page once (menu pages and account security) and switches the mode with the top
 * bar's button after each, so the next page loads in the mode the last one chose. Chinese starts
 * in light mode and English in dark, so across the two languages every page is seen in both
 * modes. axe, which takes seconds a screen, runs once a page across the two languages: on the
 * first two of every four pages in Chinese and on the other two in English (both modes).
 */
async function walk(page: Page, routes: string[], lang: Lang, text: Texts, shot: (name: string) => Promise<void>) {
  const errors = watchForErrors(page);
  const axeTurn = lang === 'zh-CN' ? [0, 1] : [2, 3];
  let mode = (await page.locator('html').getAttribute('data-theme')) as Mode;
  for (const [i, path] of [...routes, '/account/security'].entries()) {
    await page.goto(`${server.baseURL}${path}`);
    await expectRendered(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    if (axeTurn.includes(i % 4)) {
      // a list asks for its rows after it renders; its search button dims (loading) meanwhile
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-btn-loading')).toHaveCount(0);
      await expectAccessible(page, `${path} (${mode})`);
    }
    await shot(`${mode}-${slug(path)}`);
    mode = mode === 'light' ? 'dark' : 'light';
    await page.getByTestId('dark-mode').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(errors.take(), `${path}`).toEqual([]);
  }
  await lockAndUnlock(page, text, mode, shot);
  expect(errors.take(), `lock (${mode})`).toEqual([]);
}

test('[ADMIN] every menu route and every screen renders in light and dark mode without errors, and axe finds no serious violation', async ({
  page,
  lang,
  text,
  shot,
}) => {
  test.setTimeout(600_000);
  const errors = watchForErrors(page);
  // first visit: the system's preference decides, and is followed while nothing is chosen
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${server.baseURL}/login`);
  await expect(page.locator('#username')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'sign-in (dark)');
  await shot('dark-sign-in');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page, 'sign-in');
  const routes = await signInForMenu(page, text);
  expect(errors.take(), 'sign-in').toEqual([]);
  // chosen in the top bar, the mode is remembered: the next page loads in it though the system prefers light
  await page.getByTestId('dark-mode').click();
  await expect(page.getByTestId('dark-mode')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  if (lang === 'zh-CN') {
    await page.getByTestId('dark-mode').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  }
  await walk(page, routes, lang, text, shot);
});

/** Locks the screen (setting the lock password: each test has a fresh browser), checks the lock screen and unlocks. */
async function lockAndUnlock(page: Page, text: Texts, mode: Mode, shot: (name: string) => Promise<void>) {
  await page.getByTestId('lock-button').click();
  const set = page.getByRole('dialog').filter({ hasText: text.lockSet });
  await expect(set.getByRole('textbox')).toBeEditable();
  await set.getByRole('textbox').fill('let-me-in');
  await set.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await expectAccessible(page, `lock (${mode})`);
  await shot(`${mode}-lock`);
  await page.locator('input[type="password"]').fill('let-me-in');
  await page.getByRole('button', { name: text.unlock }).click();
  await expect(page).toHaveURL(/\/homePage$/);
}
