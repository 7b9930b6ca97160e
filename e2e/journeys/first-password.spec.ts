import fs from 'node:fs';
import path from 'node:path';
import { expect, signIn, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';

test.use({ lang: 'en-US' });

let server: RunningServer;
test.beforeAll(async () => {
  // a fresh installation: the seed generates the admin password, marked expired
  server = await startServer();
});
test.afterAll(async () => server?.stop());

test('[ADMIN] first sign-in with the generated password must change it, then signs in with the new one', async ({ page, text, shot }) => {
  test.setTimeout(150_000);
  const initial = fs.readFileSync(path.join(server.dataDir, 'initial-admin-password'), 'utf8').trim();
  const next = 'Fresh#Pass2024';
  await page.goto(`${server.baseURL}/login`);
  await signIn(page, text, initial);
  await expect(page.getByText(text.passwordExpired)).toBeVisible();
  const form = page.getByTestId('change-password-form');
  const fields = form.locator('input[type="password"]');
  await fields.nth(0).fill(initial);
  await fields.nth(1).fill('weakpassword');
  await fields.nth(2).fill('weakpassword');
  await form.getByRole('button', { name: text.confirm }).click();
  await expect(form.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await shot('first-password');
  await fields.nth(1).fill(next);
  await fields.nth(2).fill(next);
  await form.getByRole('button', { name: text.confirm }).click();
  await expect(page.getByText(text.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?updatePwd=1$/);

  await signIn(page, text, next);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page).toHaveURL(/\/homePage$/);
});
