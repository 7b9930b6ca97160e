import { ADMIN, ADMIN_PASSWORD } from '../support/constants';
import { expect, signIn, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';

test.use({ lang: 'zh-CN' });

const WRONG = { 'zh-CN': '验证码不正确', 'en-US': 'The captcha is incorrect or has expired' };
const REQUIRED = { 'zh-CN': '请输入验证码', 'en-US': 'Please enter the captcha' };
const ALT = { 'zh-CN': '图形验证码', 'en-US': 'Captcha image' };

test.describe('captcha on (CAPTCHA_ENABLED=true)', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // a second server (fresh database, seeded): give its start the time a loaded machine needs
    test.setTimeout(240_000);
    server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { CAPTCHA_ENABLED: 'true' } });
  });
  test.afterAll(async () => server?.stop());

  test('[ADMIN] the sign-in form asks for the captcha: its image shows, a wrong one is refused and replaced', async ({ page, text, lang, shot }) => {
    await page.goto(`${server.baseURL}/login`);
    const image = page.getByRole('img', { name: ALT[lang] });
    await expect(page.locator('#captcha')).toBeVisible();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.locator('#username').fill(ADMIN);
    await page.locator('#password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(REQUIRED[lang])).toBeVisible();
    await shot('captcha-on');

    const first = await image.getAttribute('src');
    await page.locator('#captcha').fill('zzzz');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(WRONG[lang])).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // a refused attempt spends the captcha: a new image, an empty field
    await expect(image).not.toHaveAttribute('src', first ?? '');
    await expect(page.locator('#captcha')).toHaveValue('');
  });
});

test('[ADMIN] captcha off (the journey server): the form shows neither the field nor the image, and signs in', async ({ page, text, lang }) => {
  const captchaCalls: string[] = [];
  page.on('request', (r) => r.url().includes('-auth/code') && captchaCalls.push(r.url()));
  await page.goto('/login');
  // the button waits until the server has said whether the captcha is on
  await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();
  await expect(page.locator('#username')).toBeVisible();
  await expect(page.locator('#captcha')).toHaveCount(0);
  await expect(page.getByRole('img', { name: ALT[lang] })).toHaveCount(0);
  await signIn(page, text);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(captchaCalls).toEqual([]);
});
