import { expectAccessible } from '../support/a11y';
import { expect, signInByApi, test } from '../support/journey';
import { choose, confirm, row, suffix } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

const T = {
  'zh-CN': { copy: '复制', cancel: /取\s*消/, ok: /确\s*定/, reject: '拒收', missing: '缺少必填属性', unknown: '事件未在事件库中登记' },
  'en-US': {
    copy: 'Copy',
    cancel: /^Cancel$/,
    ok: /^Confirm$/,
    reject: 'Reject',
    missing: 'A required property is missing',
    unknown: 'The event is not in the registry',
  },
};

/**
 * Tracking events end to end: issue an app's public key (shown once), register a custom event whose
 * `result` property is required and enforced ("reject"), send a batch through the device API, roll
 * it up now and find the stored events in the data query, and the refused one with its reason on
 * the ingestion-warnings view (the dashboard journey sees them counted on the dashboards).
 */
test('[ADMIN] registers an event, receives a batch through the device API, rolls it up and lists the refused event', async ({ page, baseURL, lang, shot }) => {
  test.setTimeout(180_000);
  const t = T[lang];
  const code = `jr_${suffix(lang)}`;
  await signInByApi(page, baseURL, { path: '/buryingPoint/publicKey/list' });

  // the key is shown once, in the dialog of its issue
  await page.getByTestId('issue-key').click();
  await page.getByTestId('key-name').fill(`Journey ${code}`);
  await page.getByTestId('issue-key-ok').click();
  const key = (await page.getByTestId('issued-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^tk_/);
  await shot('tracking-key');
  await page.getByTestId('issue-key-ok').click();
  await expect(row(page, `Journey ${code}`)).toBeVisible();

  // a custom event with a required property, refused when it breaks its schema
  await page.goto(`${baseURL}/buryingPoint/customEvents/list`);
  await page.getByTestId('resource-add').click();
  await expect(page).toHaveURL(/\/buryingPoint\/customEvents\/add$/);
  const form = page.getByRole('dialog');
  await form.locator('#code').fill(code);
  await form.locator('#nameZh').fill('诊断运行');
  await form.locator('#nameEn').fill('Diagnosis run');
  await form.locator('#owner').fill('QA');
  await choose(page, form, 'enforcement', t.reject);
  await form.getByTestId('property-add').click();
  await form.getByTestId('property-name-0').fill('result');
  await form.getByTestId('property-required-0').check();
  await shot('tracking-event-form');
  await expectAccessible(page, 'tracking-event-form');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(row(page, code)).toBeVisible();

  // a copy starts a new event with its names and properties, but not its code
  await row(page, code).getByRole('button', { name: t.copy }).click();
  await expect(page).toHaveURL(/\/buryingPoint\/customEvents\/add\/\d+$/);
  const copy = page.getByRole('dialog');
  await expect(copy.locator('#nameZh')).toHaveValue('诊断运行');
  await expect(copy.getByTestId('property-name-0')).toHaveValue('result');
  await expect(copy.locator('#code')).toHaveValue('');
  // leaving it unsaved asks first
  await copy.getByRole('button', { name: t.cancel }).click();
  await confirm(page, t.ok);
  await expect(copy).toBeHidden();

  // a batch from a device: two good events, one without its required property, one unknown
  const now = new Date().toISOString();
  const ev = (n: number, properties: Record<string, unknown>, event = code) => ({
    clientId: `${code}-${n}-cid`,
    event,
    time: now,
    sn: `SN-${code}`,
    softCode: 'X431',
    version: '9.1.0',
    country: 'CN',
    properties,
  });
  const sent = await page.request.post(`${baseURL}/lenkor-app/tracking/events`, {
    headers: { 'x-tracking-key': key, language: lang },
    data: { events: [ev(1, { result: 'ok' }), ev(2, { result: 'fail' }), ev(3, {}), ev(4, {}, `${code}_nope`)] },
  });
  const reply = (await sent.json()) as { code: number; data: { accepted: number; rejected: Array<{ code: number; message: string }> } };
  expect(reply.code).toBe(2000);
  expect(reply.data.accepted).toBe(2);
  expect(reply.data.rejected.map((r) => r.code)).toEqual([79311, 79310]);
  expect(reply.data.rejected[0]!.message).toContain(t.missing);

  // the rollup now (the job runs every quarter hour), then the data query reads it
  await page.goto(`${baseURL}/buryingPoint/dataQuery/list`);
  await page.getByTestId('run-rollups').click();
  await page.getByTestId('data-event').fill(code);
  await page.getByTestId('data-query').click();
  const counted = row(page, code);
  await expect(counted).toContainText('X431');
  await expect(counted.locator('td').nth(3)).toHaveText('2');
  await shot('tracking-data-query');
  await expectAccessible(page, 'tracking-data-query');

  // the refused events, with their reason in the reader's language
  await page.goto(`${baseURL}/buryingPoint/ingestionWarnings`);
  await expect(row(page, `${code}-3-cid`)).toContainText(t.missing);
  await expect(row(page, `${code}-4-cid`)).toContainText(t.unknown);
  await shot('tracking-warnings');
  await expectAccessible(page, 'tracking-warnings');
});
