import { expect, signIn, signInAt, test } from '../support/journey';
import { orPrint, traceNavigation } from '../support/navigation-trace';

test.use({ lang: 'en-US' });

// Intermittent in CI's full runs only (first attempts, both languages, a loaded machine): after
// signing in again the console landed on /homePage. Likely cause, found 2026-11-25 and fixed:
// after a 401 the sign-in guard redirected a second time with the page the router last showed,
// which lags the address bar while a page loads (require-auth.test.tsx reproduces it). The
// redirect is now checked exactly at both steps, and a failure prints the page's navigations
// and API calls; the one retry stays until full runs confirm the fix.
test.describe.configure({ retries: 1 });

test('[ADMIN] a session ended elsewhere leads to /login at once (live connection closed, then 401), and back to the same page after sign-in', async ({
  page,
  playwright,
  baseURL,
  text,
  shot,
}) => {
  const trace = await traceNavigation(page);
  await signInAt(page, text);
  // the role page's code arrives late, as on a loaded machine: the session ends while that
  // page is still loading, and the redirect must still name it
  await page.route('**/assets/role-list-page-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.getByTestId('sidebar').getByText(text.users, { exact: true }).click();
  await page.getByTestId('sidebar').getByText(text.rolePage, { exact: true }).click();
  await expect(page).toHaveURL(/\/user\/roleList$/);
  await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-state', 'open');

  // end the session from elsewhere: the logout API with the page's token
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}').content as string);
  const api = await playwright.request.newContext({ baseURL });
  const r = await api.delete('/lenkor-auth/token/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  await api.dispose();

  // the server closes the page's live connection; the page asks again, the answer is 401
  await orPrint(trace, () => expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2FroleList$/));
  await expect(page.getByText(text.expired)).toBeVisible();
  await expect(page.locator('#username')).toBeVisible();
  await shot('session-expired');
  expect(await page.evaluate(() => sessionStorage.getItem('diagops-access_token'))).toBeNull();

  await signIn(page, text);
  await orPrint(trace, () => expect(page).toHaveURL(/\/user\/roleList$/));
});
