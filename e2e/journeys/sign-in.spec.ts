import { expect, signIn, submitSignIn, test } from '../support/journey';

test.use({ lang: 'zh-CN' });

test('[ADMIN] signs in: wrong password refused, then the home page with its tiles', async ({ page, text, shot }) => {
  // the console's scripts arrive as the build's brotli copies
  const script = page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()));
  await page.goto('/homePage');
  expect((await script).headers()['content-encoding']).toBe('br');
  await expect(page).toHaveURL(/\/login\?redirect=%2FhomePage/);
  // the page is lazy: wait for the form itself before the picture
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await shot('login');

  await submitSignIn(page, text, 'Not-the-password1');
  await expect(page.getByText(text.wrongPassword)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, text);
  await expect(page).toHaveURL(/\/homePage$/);
  await expect(page.getByTestId('tile-users')).toBeVisible();
  await expect(page.getByTestId('tile-manual')).toBeVisible();
  await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(9);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}'));
  expect(token).toMatchObject({ dataType: 'string', content: expect.any(String), datetime: expect.any(Number) });
  const cookies = await page.context().cookies();
  const authToken = cookies.find((c) => c.name === 'authToken');
  expect(authToken?.value).toBe(token.content);
  // SameSite=Lax, not Secure over plain http, and it ends with the access token (2 h by default)
  expect(authToken).toMatchObject({ sameSite: 'Lax', secure: false });
  expect(authToken!.expires * 1000 - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
  await shot('home');
});

test('[ADMIN] signed in elsewhere: the other device is asked about, then taken offline', async ({ browser, page, text, locale }) => {
  await page.goto('/login');
  await signIn(page, text);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  const other = await browser.newContext({ locale });
  const second = await other.newPage();
  await second.goto('/login');
  await submitSignIn(second, text);
  const dialog = second.getByRole('dialog').filter({ hasText: text.otherDevice });
  await expect(dialog).toBeVisible();
  await expect(second.locator('[data-confirm]')).not.toHaveClass(/-appear/);
  await dialog.getByRole('button', { name: text.confirm }).click();
  await expect(second.getByTestId('sidebar')).toBeVisible();

  // the first device's session has ended: its next call sends it to the sign-in page
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await other.close();
});
