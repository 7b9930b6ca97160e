import { expect, signInAt, test } from '../support/journey';

test.use({ lang: 'en-US' });

test('[ADMIN] locks the screen with a lock password; every page leads to /lock until unlocked', async ({ page, text, shot }) => {
  await signInAt(page, text);
  await page.getByTestId('lock-button').click();
  const dialog = page.getByRole('dialog').filter({ hasText: text.lockSet });
  await expect(dialog).toBeVisible();
  // a click during the opening animation (or while the lazy form loads) can be lost under load
  await expect(page.locator('[role="dialog"]').filter({ hasText: text.lockSet })).not.toHaveClass(/-appear/);
  await expect(dialog.getByRole('textbox')).toBeEditable();
  await dialog.getByRole('button', { name: text.confirm }).click();
  await expect(dialog.getByText(text.lockRequired)).toBeVisible();
  await dialog.getByRole('textbox').fill('let-me-in');
  await dialog.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/lock$/);
  // the lock screen itself, not the moment before its page arrives
  await expect(page.getByRole('button', { name: text.unlock })).toBeVisible();
  await shot('lock');

  await page.goto('/user/menu');
  await expect(page).toHaveURL(/\/lock$/);

  const input = page.locator('input[type="password"]');
  await input.fill('wrong');
  await page.getByRole('button', { name: text.unlock }).click();
  await expect(page.getByText(text.lockWrong)).toBeVisible();
  await expect(page).toHaveURL(/\/lock$/);
  await input.fill('let-me-in');
  await page.getByRole('button', { name: text.unlock }).click();
  await expect(page).toHaveURL(/\/homePage$/);
  await page.goto('/user/menu');
  await expect(page).toHaveURL(/\/user\/menu$/);
});
