import fs from 'node:fs';
import path from 'node:path';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { soldDeviceWithTerminal, staffApi, uploadReport } from '../support/device-api';
import { expect, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { pick, row, suffix } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': { empty: '暂无数据', query: /查\s*询/, month: '月份', saved: '定时邮件已保存', monthly: '每月', subject: '数据大屏', sent: '已发送1封' },
  'en-US': {
    empty: 'No data',
    query: /^(Query|Search)$/,
    month: 'Month',
    saved: 'The e-mail is scheduled',
    monthly: 'Monthly',
    subject: 'Dashboard',
    sent: '1 sent',
  },
};

// a server of its own, on the journey clock (JOURNEY_CLOCK): the journey moves time forward to the
// next rollup and to the 1st of next month instead of waiting, and the periodic tasks due run
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { JOURNEY_CLOCK: 'true' } });
});
test.afterAll(async () => server?.stop());

/**
 * Insight, the whole story: a device sends tracking events and uploads a diagnosis report; staff find
 * the report in its list, and the events in the data query once the clock has moved past the next
 * rollup; the dashboards (opened from the home tile) count both, in a chart read as a table; the
 * dashboard is exported as a PDF and mailed monthly: when the clock reaches the 1st, the mail (with
 * its PDF) is in the outbox.
 */
test('[ADMIN] a device’s events and report reach the data query, the report list and the dashboards; a monthly dashboard e-mail arrives', async ({
  page,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  const origin = server.baseURL;
  const TAG = Date.now().toString(36).slice(-6).toUpperCase();
  const code = `ins_${suffix(lang)}`;
  await signInByApi(page, origin, { path: '/homePage' });
  let staff = await staffApi(page, origin);
  const moveClock = async (to: number) =>
    (await staff.post('/lenkor-user/journey/clock', { to: new Date(to).toISOString() })) as { ran: string[]; failed: string[] };

  // set-up through the staff API (the tracking and reports journeys walk these screens): the
  // administrator's address, an app's tracking key and event, a device sold and its terminal
  await staff.put('/lenkor-user/user/updateUserBasicInfo', { email: 'admin@diagops.test' });
  const key = (await staff.post('/lenkor-tracking/publicKey/save', { name: `Insight ${TAG}` })).key as string;
  await staff.post('/lenkor-tracking/customEvent/save', {
    code,
    nameZh: '诊断运行',
    nameEn: 'Diagnosis run',
    owner: 'QA',
    enforcement: 'reject',
    properties: [{ name: 'result', type: 'string', required: true }],
  });
  const device = await soldDeviceWithTerminal(page, origin, staff, TAG);

  // the device: three tracked events, then a diagnosis report with its PDF
  const now = new Date().toISOString();
  const events = [1, 2, 3].map((n) => ({
    clientId: `${code}-${n}`,
    event: code,
    time: now,
    sn: device.sn,
    softCode: 'X431',
    version: '9.1.0',
    properties: { result: 'ok' },
  }));
  const sent = await page.request.post(`${origin}/lenkor-app/tracking/events`, { headers: { 'x-tracking-key': key }, data: { events } });
  expect(((await sent.json()) as { data: { accepted: number } }).data.accepted).toBe(3);
  await uploadReport(page, origin, device, {
    kind: 'diagnosis',
    sn: device.sn,
    productModel: 'X431 PRO',
    softwareCode: 'DIAG-EU',
    softwareVersion: 'V8.10',
    diagnosisTime: now,
    systemsScanned: 12,
    faultCodes: [{ system: 'Engine', code: 'P0420', status: 'current' }],
  });

  // the report list finds it by SN
  await page.goto(`${origin}/testReportManage/diagnosisReport/list`);
  await page.locator('[data-testid="kit-search"] #sn').fill(device.sn);
  await page.getByTestId('kit-search').getByRole('button', { name: t.query }).click();
  await expect(page.locator('[data-testid="kit-list"] .data-table-row', { hasText: device.sn })).toContainText(device.customer.account);

  // the data query reads the rollups: nothing before the next quarter-hour run, three events after it
  const query = async () => {
    await page.goto(`${origin}/buryingPoint/dataQuery/list`);
    await page.getByTestId('data-event').fill(code);
    await Promise.all([page.waitForResponse((r) => r.url().includes('/dataQuery/page')), page.getByTestId('data-query').click()]);
  };
  await query();
  await expect(page.getByTestId('data-rows')).toContainText(t.empty);
  const quarter = await moveClock(Date.now() + 15 * 60_000);
  expect(quarter.ran).toContain('tracking-rollups');
  expect(quarter.failed).toEqual([]);
  await query();
  await expect(row(page, code).locator('td').nth(3)).toHaveText('3');
  await shot('dashboard-data-query');

  // the home tile opens the dashboard: a chart and its table view, the reports counted
  await page.goto(`${origin}/homePage`);
  await page.getByTestId('tile-monitoring').click();
  await expect(page).toHaveURL(/\/datascreen\/current/);
  const current = page.getByTestId('page-/datascreen/current');
  await expect(current.getByTestId('tile-reports')).toContainText('1');
  const chart = current.getByTestId('chart-activationsByMonth');
  await expect(chart.locator('svg').first()).toBeVisible();
  await shot('dashboard-current');
  await chart.getByTestId('chart-view-table').click();
  await expect(chart.getByTestId('chart-table')).toContainText(t.month);
  await expectAccessible(page, 'dashboard');

  // the dashboard as a PDF, as the server writes it
  const [pdf] = await Promise.all([page.waitForEvent('download'), current.getByTestId('dashboard-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  // the product detail counts today's events (UTC days), the after-sales detail this month's report
  await page.goto(`${origin}/datascreen/product/detail?zone=0`);
  const perDay = page.getByTestId('chart-trackingByDay');
  await perDay.getByTestId('chart-view-table').click();
  const today = perDay
    .getByTestId('chart-table')
    .locator(`[data-row-key="${now.slice(0, 10)}"] td`)
    .last();
  await expect(today).toHaveText('3');
  await shot('dashboard-product');
  await page.goto(`${origin}/datascreen/aftersale/detail?zone=0`);
  const reports = page.getByTestId('chart-reportsByMonth');
  await expect(reports.locator('svg').first()).toBeVisible();
  await reports.getByTestId('chart-view-table').click();
  const thisMonth = reports.getByTestId('chart-table').locator(`[data-row-key="${now.slice(0, 7)}"] td`);
  await expect(thisMonth.nth(1)).toHaveText('1');
  await shot('dashboard-aftersale');
  await expectAccessible(page, 'after-sales dashboard');
  await page.getByTestId('back-to-dashboard').click();

  // a monthly e-mail of the dashboard to the administrator, with the PDF
  await current.getByTestId('schedule-add').click();
  await pick(page, current.getByTestId('schedule-recipients'), 'admin', /admin@diagops\.test/);
  await page.keyboard.press('Escape');
  await current.getByTestId('schedule-pdf').check();
  await current.getByTestId('schedule-save').click();
  await expect(page.getByText(t.saved)).toBeVisible();
  const schedule = current.getByTestId('schedule-table').locator('.data-table-row').first();
  await expect(schedule).toContainText(t.monthly);
  await shot('dashboard-schedule');

  // the clock reaches the 1st of next month, 08:00 UTC+8: the mail goes out
  const list = (await staff.get('/lenkor-user/datascreen/schedule/list')) as Array<{ nextRunAt: string }>;
  const first = await moveClock(Date.parse(list[0]!.nextRunAt));
  expect(first.ran).toContain('dashboard-mail');
  expect(first.failed).toEqual([]);
  const dir = path.join(server.dataDir, 'outbox', 'mail');
  const mail = fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .find((m) => m.includes('To: admin@diagops.test'));
  expect(mail).toContain(t.subject);
  expect(mail).toMatch(/Content-Type: application\/pdf/);

  // a month later the session has ended: signed in again, the schedule says it sent one
  await signInByApi(page, origin, { path: '/datascreen/current' });
  staff = await staffApi(page, origin);
  await expect(current.getByTestId('schedule-table').locator('.data-table-row').first()).toContainText(t.sent);
  expect(errors.take()).toEqual([]);
});
