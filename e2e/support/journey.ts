import crypto from 'node:crypto';
import path from 'node:path';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { ADMIN, ADMIN_PASSWORD } from './constants';
import { cspChecked } from './csp';
import { type RunningServer, startServer } from './server';

export type Lang = 'zh-CN' | 'en-US';

/** What the console shows in each language (from apps/web/src/locales). */
const TEXT = {
  'zh-CN': {
    submit: /^登\s*录$/,
    confirm: /^确\s*定$/,
    home: '首页',
    homeTitle: '首页',
    users: '用户管理',
    menuPage: '菜单管理',
    rolePage: '岗位权限管理',
    userPage: '部门用户管理',
    searchMenu: '搜索菜单',
    closeOthers: '关闭其他',
    closeAll: '关闭全部',
    tabsMore: '页签操作',
    lockSet: '设置锁屏密码',
    lockRequired: '锁屏密码不能为空',
    unlock: /解\s*锁$/,
    lockWrong: '锁屏密码错误',
    expired: /登录信息已过期，请重新登录!/,
    passwordExpired: '密码已过期，请修改密码',
    passwordChanged: '密码修改成功，请重新登录!',
    otherDevice: '账号已在其他设备登录',
    wrongPassword: '账号或密码错误',
    exitConfirm: '确定退出系统, 是否继续?',
    exit: '退出系统',
  },
  'en-US': {
    submit: /^Sign in$/,
    confirm: /^Confirm$/,
    home: 'Homepage',
    homeTitle: 'Homepage',
    users: 'User administration',
    menuPage: 'Menu management',
    rolePage: 'Post permission management',
    userPage: 'Department and user management',
    searchMenu: 'Search menu',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    tabsMore: 'Tabs',
    lockSet: 'Set the lock password',
    lockRequired: 'The lock password cannot be empty',
    unlock: /Unlock$/,
    lockWrong: 'Wrong lock password',
    expired: /login information has expired, please log in again!/,
    passwordExpired: 'Password expired, please change password!',
    passwordChanged: 'Password changed successfully, please log in again!',
    otherDevice: 'Signed in on another device',
    wrongPassword: 'Wrong Password',
    exitConfirm: 'Exit the system. Continue?',
    exit: 'Exit system',
  },
} as const;

export type Texts = (typeof TEXT)[Lang];

type Fixtures = { lang: Lang; text: Texts; shot: (name: string) => Promise<void> };
type WorkerFixtures = { consoleServer: RunningServer };

/**
 * Journeys get their language, its texts, and a screenshot helper (e2e/screenshots/<name>-<lang>.png).
 *
 * A journey runs in one language, which its file names in one line at the top:
 * `test.use({ lang: 'zh-CN' })` or `test.use({ lang: 'en-US' })` (e2e/README.md). The browser's
 * locale follows it. The areas alternate, so both languages are walked about equally; a journey
 * without the line fails with a message saying so. The menu crawl (menu-routes.spec.ts) runs in
 * both languages from projects of its own in playwright.config.ts.
 *
 * Each worker starts a server of its own (the journeys' `baseURL`), so workers run side by side
 * without signing each other's administrator out; a journey that needs other settings starts its own.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  consoleServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer({ adminPassword: ADMIN_PASSWORD });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ consoleServer }, use) => use(consoleServer.baseURL),
  page: async ({ page }, use) => cspChecked(page, use),
  lang: [undefined as unknown as Lang, { option: true }],
  locale: async ({ lang }, use, testInfo) => {
    if (lang !== 'zh-CN' && lang !== 'en-US') {
      throw new Error(
        `${path.basename(testInfo.file)}: a journey runs in one language; put test.use({ lang: 'zh-CN' }) or test.use({ lang: 'en-US' }) at the top of the file (e2e/README.md)`,
      );
    }
    await use(lang);
  },
  text: async ({ lang }, use) => use(TEXT[lang]),
  // CI reads no screenshot (.ci/run sets E2E_SCREENSHOTS=0): about 400 a run, a tenth of a second each
  shot: async ({ page, lang }, use) =>
    use(async (name: string) => {
      if (process.env.E2E_SCREENSHOTS === '0') return;
      await page.screenshot({ path: path.join(import.meta.dirname, '../screenshots', `${name}-${lang}.png`) });
    }),
});
export { expect };

/**
 * Journeys whose story runs a job (an import, an export; pg-boss): their worker's server runs the job
 * queue, which the journeys' default server leaves off (support/server.ts).
 */
export const testWithJobs = test.extend<object, object>({
  consoleServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { JOBS_ENABLED: 'true' } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** Fills and submits the password form (the journey server has the captcha off, so the form shows none). */
export async function submitSignIn(page: Page, text: Texts, password = ADMIN_PASSWORD, username = ADMIN): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: text.submit }).click();
}

/**
 * Signs in on the sign-in page (captcha is off on the journey server).
 * The admin is often signed in elsewhere (an earlier journey): confirm taking that device offline.
 */
export async function signIn(page: Page, text: Texts, password = ADMIN_PASSWORD, username = ADMIN): Promise<void> {
  await submitSignIn(page, text, password, username);
  const confirm = page.getByRole('dialog').filter({ hasText: text.otherDevice });
  const shell = page.getByTestId('sidebar');
  await expect(confirm.or(shell).or(page.getByText(text.passwordExpired))).toBeVisible();
  if (await confirm.isVisible()) {
    // a click during the opening animation can be lost under load: wait for it to end
    await expect(page.locator('[data-confirm]')).not.toHaveClass(/-appear/);
    await confirm.getByRole('button', { name: text.confirm }).click();
  }
}

/** Signs in from a fresh page and waits for the shell. */
export async function signInAt(page: Page, text: Texts, path = '/homePage'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, text);
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

/**
 * Signs in through the API instead of the form, for journeys that sign in only to get going (those
 * that test the sign-in form, the captcha, the first password, the lock or an ended session use
 * `signIn`/`signInAt`). As README "Signing in from the command line": the password RSA-OAEP
 * (SHA-256) encrypted with the server's public key, then `sysUser/login` without `isFirst`, so no
 * other session of the account is asked about or ended. The tokens go where the console keeps them
 * (apps/web/src/shared/session: sessionStorage `diagops-access_token` / `diagops-refresh_token`
 * with their timestamp, the `authToken` cookie), with the device id the sign-in used; then `path`
 * opens signed in and the shell is waited for; answers the access token (for the journey's own API calls). The page holds the tokens for this tab only, as
 * after a sign-in on the form.
 */
export async function signInByApi(
  page: Page,
  baseURL: string | undefined,
  opts: { path?: string; username?: string; password?: string } = {},
): Promise<string> {
  const { path: to = '/homePage', username = ADMIN, password = ADMIN_PASSWORD } = opts;
  if (!baseURL) throw new Error('signInByApi needs the server address (the baseURL fixture or a server of the journey)');
  const origin = new URL(baseURL).origin;
  const key = await page.request.get(`${origin}/lenkor-auth/publicKey`);
  const publicKey = ((await key.json()) as { data: { publicKey: string } }).data.publicKey;
  const encrypted = crypto
    .publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password))
    .toString('base64');
  const deviceId = crypto.randomUUID();
  const reply = await page.request.post(`${origin}/lenkor-plat-user/sysUser/login`, {
    headers: { 'x-device-id': deviceId },
    data: { loginType: 1, userAccount: username, password: encrypted },
  });
  const body = (await reply.json()) as { code: number; data: { access_token?: string; refresh_token?: string; expires_in?: number } };
  if (body.code !== 2000 || !body.data?.access_token) throw new Error(`sign-in of ${username} through the API failed: ${JSON.stringify(body)}`);
  const tokens = body.data;
  // storage belongs to the origin: stand on one of its pages (a small one) to fill it
  if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/health`);
  await page.evaluate(
    ({ access, refresh, device, now }) => {
      const entry = (content: string) => JSON.stringify({ dataType: 'string', content, datetime: now });
      sessionStorage.setItem('diagops-access_token', entry(access));
      sessionStorage.setItem('diagops-refresh_token', entry(refresh));
      localStorage.setItem('diagops-device-id', entry(device));
    },
    { access: tokens.access_token!, refresh: tokens.refresh_token!, device: deviceId, now: Date.now() },
  );
  await page.context().addCookies([
    {
      name: 'authToken',
      value: tokens.access_token!,
      url: origin,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + Math.min(tokens.expires_in ?? 7200, 24 * 3600),
    },
  ]);
  await page.goto(`${origin}${to}`);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  return tokens.access_token!;
}

/** A second user's tab (or the same user's in another language): a browser context of its own in `lang`, signed in through the API at `path`. */
export async function signedInPage(
  browser: Browser,
  origin: string,
  lang: string,
  opts: { path: string; username?: string; password?: string },
): Promise<Page> {
  const context = await browser.newContext({ locale: lang, viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInByApi(page, origin, opts);
  return page;
}
