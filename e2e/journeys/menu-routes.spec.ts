import type { Page, Request } from '@playwright/test';
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
  await expect(pane.locator('[data-spinning], .ant-skeleton-active, .ant-btn-loading')).toHaveCount(0);
  await expect(page.locator('.ant-result-403, .ant-result-404, .ant-result-500')).toHaveCount(0);
  expect(((await pane.textContent()) ?? '').trim(), `${path} shows nothing`).not.toBe('');
}

/**
 * The page's requests that have not finished (a list's rows, a picker's options, a screen's
 * code): waiting for none replaces `networkidle`, which waits 500 ms more and is a load state
 * of a document, not of a page opened inside the console.
 */
function openRequests(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => [...open].map((r) => `${r.method()} ${r.url()}`);
}

/**
 * Opens `path` inside the running console, as the browser's forward button would: a history
 * entry the router reads (its own state shape, so it is an ordinary POP) and a popstate. The
 * console does not load again; the shell opens the page in a tab of its own.
 */
async function openInConsole(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `walk${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** Signs in on a fresh page and returns the menu's pages from the reply the console loads. */
async function signInForMenu(page: Page, text: Texts): Promise<string[]> {
  const menuReply = page.waitForResponse((r) => /\/menu\/getMenu\/-1$/.test(r.url()), { timeout: 60_000 });
  await signIn(page, text);
  const routes = menuPages(((await (await menuReply).json()) as { data: MenuNode[] }).data);
  expect(routes).toEqual(expect.arrayContaining(['/homePage', '/user/menu', '/user/roleList', '/user/userlist', '/supply/product', '/system/dictionary']));
  return routes;
}

const HOME = '/homePage';

/**
 * Opens every page once (menu pages and account security) inside the signed-in console and
 * switches the mode with the top bar's button after each, so the next page renders in the mode
 * the last one chose. Chinese starts in light mode and English in dark, so across the two
 * languages every page is seen in both modes. axe, which takes seconds a screen, runs once a
 * page across the two languages, in the mode `axeMode` gives the page. The page before is closed
 * once the next is open (every open tab stays mounted), so the console holds two tabs at most:
 * home and the page checked.
 */
/**
 * The mode a page is checked by axe in: it follows the page's path (the parity of its length), not
 * its place in the menu, which moves whenever an area adds pages. The two languages show each page
 * in opposite modes, so every page is checked once; /user/userlist (14 characters) in light mode.
 */
const axeMode = (path: string): Mode => (path.length % 2 === 0 ? 'light' : 'dark');

async function walk(page: Page, routes: string[], _lang: Lang, text: Texts, shot: (name: string) => Promise<void>) {
  const errors = watchForErrors(page);
  const pending = openRequests(page);
  const tabs = page.getByTestId('tab-bar').getByRole('tab');
  let mode = (await page.locator('html').getAttribute('data-theme')) as Mode;
  let previous = new URL(page.url()).pathname;
  for (const path of [...routes, '/account/security']) {
    if (path !== previous) {
      await openInConsole(page, path);
      await expect(page.getByTestId(`page-${path}`)).toBeVisible();
      if (previous !== HOME) {
        // the close icon is for the mouse (tabs.spec); the tab is not the active one, so nothing else opens
        await page.getByTestId('tab-bar').locator(`[role="tab"][data-key="${previous}"]`).getByTestId('tab-close').click();
      }
    }
    await expect(tabs).toHaveCount(path === HOME ? 1 : 2);
    await expectRendered(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    if (axeMode(path) === mode) {
      // a list asks for its rows after it renders (its search button dims meanwhile), a picker for its options
      await expect.poll(pending, { message: `${path}: requests still open`, timeout: 60_000 }).toEqual([]);
      await expect(page.locator('[data-spinning], .ant-skeleton-active, .ant-btn-loading')).toHaveCount(0);
      await expectAccessible(page, `${path} (${mode})`);
    }
    await shot(`${mode}-${slug(path)}`);
    mode = mode === 'light' ? 'dark' : 'light';
    await page.getByTestId('dark-mode').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(errors.take(), `${path}`).toEqual([]);
    previous = path;
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
