import fs from 'node:fs';
import path from 'node:path';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { pick } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': { month: '月份', saved: '定时邮件已保存', monthly: '每月', subject: '数据大屏', sent: '已发送1封' },
  'en-US': { month: 'Month', saved: 'The e-mail is scheduled', monthly: 'Monthly', subject: 'Dashboard', sent: '1 sent' },
};

// a server of its own: DASHBOARD_SCHEDULE_CONTROL lets the journey send the e-mails due "as of" a
// time instead of waiting for the 1st of next month (the real server's clock cannot be moved)
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { DASHBOARD_SCHEDULE_CONTROL: 'true' } });
});
test.afterAll(async () => server?.stop());

/**
 * Data monitoring: the home tile opens the dashboard; a chart and its table view; a detail; a
 * monthly e-mail scheduled to the administrator, sent when the clock reaches the 1st, in the outbox.
 */
test('[ADMIN] opens the dashboard from the home tile, reads a chart as a table, schedules a monthly e-mail and finds it in the outbox', async ({
  page,
  lang,
  shot,
}) => {
  test.setTimeout(150_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  await signInByApi(page, server.baseURL, { path: '/homePage' });
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}').content as string);
  const api = (method: 'POST' | 'PUT', url: string, data: unknown) =>
    page.request.fetch(`${server.baseURL}${url}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  // the administrator receives the mail: an address of their own (set-up, not the story)
  expect((await (await api('PUT', '/lenkor-user/user/updateUserBasicInfo', { email: 'admin@diagops.test' })).json()).code).toBe(2000);

  await page.getByTestId('tile-monitoring').click();
  await expect(page).toHaveURL(/\/datascreen\/current/);
  const current = page.getByTestId('page-/datascreen/current');
  const chart = current.getByTestId('chart-activationsByMonth');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(current.getByTestId('tile-customers')).toBeVisible();
  await shot('dashboard-current');
  await chart.getByTestId('chart-view-table').click();
  await expect(chart.getByTestId('chart-table')).toContainText(t.month);
  await expectAccessible(page, 'dashboard');

  // the dashboard as a PDF, as the server writes it
  const [pdf] = await Promise.all([page.waitForEvent('download'), current.getByTestId('dashboard-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  await current.getByTestId('detail-user').click();
  await expect(page).toHaveURL(/\/datascreen\/user\/detail/);
  const detail = page.getByTestId('page-/datascreen/user/detail');
  await expect(detail.getByTestId('chart-registrationsByMonth').locator('svg').first()).toBeVisible();
  await shot('dashboard-user');
  await expectAccessible(page, 'user dashboard');
  await detail.getByTestId('back-to-dashboard').click();

  // a monthly e-mail of the dashboard to the administrator
  await current.getByTestId('schedule-add').click();
  await pick(page, current.getByTestId('schedule-recipients'), 'admin', /admin@diagops\.test/);
  await page.keyboard.press('Escape');
  await current.getByTestId('schedule-pdf').check();
  await current.getByTestId('schedule-save').click();
  await expect(page.getByText(t.saved)).toBeVisible();
  const row = current.getByTestId('schedule-table').locator('.data-table-row').first();
  await expect(row).toContainText(t.monthly);
  await shot('dashboard-schedule');

  // time moves to the 1st of next month, 08:00 UTC+8: the mail goes out
  const list = (await (
    await page.request.get(`${server.baseURL}/lenkor-user/datascreen/schedule/list`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: Array<{ nextRunAt: string }>;
  };
  const run = (await (await api('POST', '/lenkor-user/datascreen/schedule/run', { asOf: list.data[0]!.nextRunAt })).json()) as { data: { sent: number } };
  expect(run.data.sent).toBe(1);
  const dir = path.join(server.dataDir, 'outbox', 'mail');
  const mails = fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  const mail = mails.find((m) => m.includes('To: admin@diagops.test'));
  expect(mail).toContain(t.subject);
  expect(mail).toMatch(/Content-Type: application\/pdf/);
  await page.reload();
  await expect(current.getByTestId('schedule-table').locator('.data-table-row').first()).toContainText(t.sent);
  expect(errors.take()).toEqual([]);
});
