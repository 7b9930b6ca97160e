import { expect, test } from '../support/journey';

// The API document at /docs runs under the same Content-Security-Policy as the console (the fixture fails on a violation).
test('[DEVELOPER] reads the API document at /docs', async ({ page, shot }) => {
  await page.goto('/docs');
  await expect(page.getByText('DiagOps Console API').first()).toBeVisible();
  // some 400 operations: the areas open one at a time (a filter box finds one by tag)
  await page.locator('#operations-tag-auth').click();
  const operation = page.locator('.opblock-summary-path').filter({ hasText: /sysUser\/login$/ });
  await expect(operation.first()).toBeVisible();
  await operation.first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  await shot('api-docs');
});
