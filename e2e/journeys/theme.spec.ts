import { readableShade } from '../../apps/web/src/shared/theme/contrast';
import { expectAccessible } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';

test.use({ lang: 'zh-CN' });

/** What the console applies for a picked colour in light mode: a shade with AA contrast (decision 0013). */
const applied = (hex: string) => readableShade(hex, ['#ffffff', '#f5f7fa'], '#000000');
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('[ADMIN] changes the theme colour; it is applied and remembered', async ({ page, baseURL, shot }) => {
  await signInByApi(page, baseURL);
  const selected = page.getByTestId('sidebar').locator('[aria-current="page"]');
  await expect(selected).toHaveCSS('background-color', rgb(applied('#199ed9')));
  await page.getByTestId('theme-picker').click();
  // the presets, in order: #199ed9, #1677ff, #722ed1, …
  await page.getByTestId('theme-preset').nth(2).click();
  await expect(page.getByTestId('theme-preset').nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(selected).toHaveCSS('background-color', rgb(applied('#722ed1')));
  await expectAccessible(page, 'theme colour panel');
  await shot('theme');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('theme-picker')).toBeFocused();
  // the panel in dark mode reads as well
  await page.getByTestId('dark-mode').click();
  await page.getByTestId('theme-picker').click();
  await expectAccessible(page, 'theme colour panel, dark');
  await shot('theme-dark');
  await page.keyboard.press('Escape');
  await page.getByTestId('dark-mode').click();
  await page.reload();
  await expect(page.getByTestId('sidebar').locator('[aria-current="page"]')).toHaveCSS('background-color', rgb(applied('#722ed1')));
});
