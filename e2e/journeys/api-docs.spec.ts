import { expect, test } from '../support/journey';

test.use({ lang: 'en-US' });

// The API document at /docs runs under the same Content-Security-Policy as the console (the fixture fails on a violation).
test('[DEVELOPER] reads the API document at /docs', async ({ page, shot }) => {
  await page.goto('/docs');
  // swagger-ui reads an OpenAPI 3.1 document through ApiDOM, which resolves all of it (~940 kB,
  // 446 operations) before it shows anything: 3.2 s on a quiet machine, over 15 s once on CI's
  // loaded one (2026-11-25). The wait below allows for that; the steps after it are quick.
  await expect(page.getByText('DiagOps Console API').first()).toBeVisible({ timeout: 60_000 });
  // The title comes from the document as read; the areas come from it once resolved, which on
  // CI's loaded machine took over 15 s more (2026-11-27), so they get the same allowance.
  // Some 400 operations: the areas open one at a time (a filter box finds one by tag).
  const authArea = page.locator('#operations-tag-auth');
  await expect(authArea).toBeVisible({ timeout: 60_000 });
  await authArea.click();
  const operation = page.locator('.opblock-summary-path').filter({ hasText: /sysUser\/login$/ });
  await expect(operation.first()).toBeVisible();
  // opening an operation sets the address's hash (deep linking), and the click waits for that
  // navigation while swagger-ui renders the ~450 operations' area: over 15 s on CI's loaded machine
  // twice on 2026-11-28, with the supply chain's 90 operations added, so it gets the same allowance
  await operation.first().click({ timeout: 60_000 });
  await expect(page.locator('.opblock-body').first()).toBeVisible({ timeout: 60_000 });
  await shot('api-docs');
});
