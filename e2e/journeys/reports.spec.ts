import { expectAccessible } from '../support/a11y';
import { soldDeviceWithTerminal, staffApi, uploadReport } from '../support/device-api';
import { expect, signInByApi, test } from '../support/journey';
import { pick } from '../support/system-admin';

test.use({ lang: 'en-US' });

const T = {
  'zh-CN': { query: /查\s*询/, detail: /详情/, sns: 'SN', pushed: /已推送给 1 位用户/ },
  'en-US': { query: /^(Query|Search)$/, detail: /^Details$/, sns: 'SNs', pushed: /Pushed to 1 customer/ },
};

/**
 * Reports: a device uploads a diagnosis report through the device API (as a terminal, with its app
 * key); staff find it in the diagnosis list by SN, open its detail (the diagnosis time in UTC, its
 * fault codes), push its summary to the SN's owner, and see the push in the push log.
 */
test('[ADMIN] a device uploads a diagnosis report; staff find it, open it, push it to its SN and see the push log', async ({ page, baseURL, lang, shot }) => {
  test.setTimeout(120_000);
  const t = T[lang];
  const TAG = Date.now().toString(36).slice(-6).toUpperCase();
  await signInByApi(page, baseURL, { path: '/testReportManage/diagnosisReport/list' });
  const origin = new URL(baseURL!).origin;
  const staff = await staffApi(page, origin);
  const device = await soldDeviceWithTerminal(page, origin, staff, TAG);
  const { sn, customer } = device;

  // the device uploads the report and its PDF
  const report = {
    kind: 'diagnosis',
    sn,
    vin: 'LSVAU2180N2183294',
    productModel: 'X431 PRO',
    softwareCode: 'DIAG-EU',
    softwareVersion: 'V8.10',
    diagnosisTime: '2026-03-01T23:30:00-02:00',
    systemsScanned: 38,
    faultCodes: [{ system: 'Engine', code: 'P0301', description: 'Cylinder 1 misfire detected', status: 'current' }],
  };
  const uploaded = await uploadReport(page, origin, device, report);
  expect(uploaded).toMatchObject({ sn, customerAccount: customer.account });

  // staff find it by SN
  await page.reload();
  await page.locator('[data-testid="kit-search"] #sn').fill(sn);
  await page.getByTestId('kit-search').getByRole('button', { name: t.query }).click();
  const row = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: sn });
  await expect(row).toContainText('2026-03-02 01:30:00');
  await expect(row).toContainText(customer.account);
  await page.mouse.move(0, 0);
  await shot('reports-diagnosis-list');
  await expectAccessible(page, 'diagnosis reports');

  // its detail: the time in UTC (23:30 at UTC-2 is 01:30 UTC the next day), the fault codes, the file
  await row.getByRole('button', { name: t.detail }).click();
  await expect(page).toHaveURL(new RegExp(`/testReportManage/diagnosisReport/detail/${uploaded.id}$`));
  await expect(page.getByTestId('report-diagnosis-time')).toHaveText('2026-03-02 01:30:00 UTC');
  await expect(page.getByText('P0301')).toBeVisible();
  await expect(page.getByText('diagnosis.pdf')).toBeVisible();
  await shot('reports-diagnosis-detail');
  await expectAccessible(page, 'diagnosis report detail');

  // push its summary to its SN: the owner gets a station message
  await page.goto(`${origin}/testReportManage/pushSN`);
  await pick(page, page.locator('#reportId'), sn, sn);
  await page.locator('#recipients').fill(sn);
  await page.locator('#note').fill('Please book a workshop visit.');
  await shot('reports-push-sn');
  await expectAccessible(page, 'push to SNs');
  await page.getByTestId('push-submit').click();
  await expect(page.getByText(t.pushed)).toBeVisible();
  await expect(page.getByTestId('push-result')).toContainText('1');

  // the push log lists it
  await page.getByTestId('push-result').getByRole('link').click();
  await expect(page).toHaveURL(/\/testReportManage\/pushLog$/);
  const pushed = page.locator('[data-testid="kit-list"] .data-table-row', { hasText: sn });
  await expect(pushed).toContainText(t.sns);
  await expect(pushed).toContainText('admin');
  await page.mouse.move(0, 0);
  await shot('reports-push-log');
  await expectAccessible(page, 'push log');
});
