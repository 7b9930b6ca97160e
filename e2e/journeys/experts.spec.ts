import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { signUpCustomer } from '../support/customer-api';
import { expect, signIn, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { confirm, row, shotOf } from '../support/system-admin';

test.use({ lang: 'en-US' });

// a fresh install: the administrator adds an expert; a customer signs up and orders through the customer API
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': {
    ok: /^确\s*定$/,
    accept: '接单',
    start: '开始服务',
    finish: '完成服务',
    waitingConfirmation: '待确认',
    waitingService: '待服务',
    inService: '服务中',
    waitingCompletion: '待确认完成',
    completed: '服务完成',
    disabled: '禁用',
    enabled: '启用',
    secretCopied: '我已复制',
  },
  'en-US': {
    ok: /^Confirm$/,
    accept: 'Accept',
    start: 'Start service',
    finish: 'Finish service',
    waitingConfirmation: 'Waiting for confirmation',
    waitingService: 'Waiting for service',
    inService: 'In service',
    waitingCompletion: 'Waiting for completion confirmation',
    completed: 'Service complete',
    disabled: 'Disabled',
    enabled: 'Enabled',
    secretCopied: 'I have copied it',
  },
};
const EXPERT_PASSWORD = 'Expert#2024a';
const app = (p: string) => `${server.baseURL}/lenkor-app${p}`;

async function signUp(request: APIRequestContext, phone: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signUpCustomer(request, server.baseURL, server.dataDir, phone)}` };
}

/** A call as the console user signed in on the page (its token and device id from the browser's storage). */
async function consoleCall(page: Page, url: string, body: unknown): Promise<{ code: number; data: Record<string, unknown> }> {
  return page.evaluate(
    async ([u, b]) => {
      const token = JSON.parse(sessionStorage.getItem('diagops-access_token')!).content as string;
      const device = JSON.parse(localStorage.getItem('diagops-device-id')!).content as string;
      const r = await fetch(u as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-device-id': device },
        body: JSON.stringify(b),
      });
      return r.json();
    },
    [url, body] as const,
  );
}

type MyOrder = { id: number; version: number; status: string };
async function myOrder(request: APIRequestContext, headers: Record<string, string>): Promise<MyOrder> {
  const body = await (await request.get(app('/expertOrder/list'), { headers })).json();
  expect(body.code).toBe(2000);
  return body.data[0];
}
async function customerStep(request: APIRequestContext, headers: Record<string, string>, action: string, extra: Record<string, unknown> = {}) {
  const o = await myOrder(request, headers);
  const r = await (await request.post(app(`/expertOrder/${action}`), { headers, data: { id: o.id, version: o.version, ...extra } })).json();
  expect(r.code, JSON.stringify(r)).toBe(2000);
  return r.data as MyOrder;
}

test('[ADMIN] an expert takes an order from acceptance to a rated completion; terminals are disabled and enabled', async ({
  page,
  request,
  text,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const t = T[lang];
  const tag = lang === 'zh-CN' ? 'zh' : 'en';
  const account = `e2e.expert.${tag}`;
  const name = lang === 'zh-CN' ? '赵专家' : 'Alex Expert';

  // the administrator adds the expert (its console account and first password)
  await signInByApi(page, server.baseURL, { path: '/remoteDiagnosis/expert' });
  await expect(page).toHaveURL(/\/remoteDiagnosis\/expert/);
  await page.getByTestId('expert-add').click();
  const form = page.getByRole('dialog');
  await expect(form.locator('#account')).toBeVisible();
  await page.waitForTimeout(400); // the dialog's opening animation
  await form.locator('#account').fill(account);
  await form.locator('#password').fill(EXPERT_PASSWORD);
  await expect(form.locator('#password')).toHaveAttribute('type', 'password');
  await form.locator('#name').fill(name);
  await form.locator('#email').fill(`${account}@example.com`);
  await form.locator('#phone').fill(lang === 'zh-CN' ? '13600001001' : '13600001002');
  await form.locator('#goodBrands').fill('Toyota, BYD，Honda');
  await shot('experts-add');
  await form.getByRole('button', { name: t.ok }).click();
  await expect(form).toBeHidden();
  await expect(row(page, account)).toContainText('BYD');
  await expect(row(page, account)).toContainText(t.enabled);
  await shot('experts-list');
  await expectAccessible(page, 'experts-list');

  // a customer signs up and asks this expert for a remote diagnosis
  const customer = await signUp(request, lang === 'zh-CN' ? '13700002001' : '13700002002');
  const experts = (await (await request.get(app('/expert/list'), { headers: customer })).json()).data as Array<{ id: number; name: string }>;
  const expertId = experts.find((e) => e.name === name)!.id;
  const created = await (
    await request.post(app('/expertOrder/create'), {
      headers: customer,
      data: { expertId, vehicleInfo: 'Toyota Camry 2019', vin: 'LSVAU2180N2123456', serviceType: 'remoteDiagnosis', content: 'Engine light on, P0301' },
    })
  ).json();
  expect(created.code, JSON.stringify(created)).toBe(2000);
  const orderNo = created.data.orderNo as string;

  // terminals: a repair-app terminal registers by heartbeat with an app key; staff disable and enable it
  const key = (await consoleCall(page, '/lenkor-user/appKey/save', { name: `terminals ${tag}` })).data.key as string;
  const sn = `98E2E${tag.toUpperCase()}0001`;
  const beat = (secret?: string) =>
    request.post(app('/terminal/heartbeat'), {
      headers: { 'x-app-key': key, ...(secret ? { 'x-terminal-secret': secret } : {}) },
      data: { app: 'repair', terminalKey: sn, appVersion: 'V5.3.2' },
    });
  expect((await (await beat()).json()).data.registered).toBe(true);
  await page.goto(`${server.baseURL}/terminal/repairApp/repairAppTerminal`);
  await expect(row(page, sn)).toContainText('V5.3.2');
  await page.getByTestId(`terminal-disable-${sn}`).click();
  await confirm(page, t.ok);
  // the disable call has finished when the row offers Enable ("禁用" is also the Disable button's text)
  await expect(page.getByTestId(`terminal-enable-${sn}`)).toBeVisible();
  await expect(row(page, sn)).toContainText(t.disabled);
  expect((await (await beat()).json()).code).toBe(1011);
  await shot('terminals-repair');
  // enabling gives the terminal its own secret, shown once: from then on the app key alone is refused
  await page.getByTestId(`terminal-enable-${sn}`).click();
  await confirm(page, t.ok);
  const shown = page.getByTestId('terminal-secret');
  await expect(shown).toBeVisible();
  await shot('terminals-secret');
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text as shown (without the copy button)
  const secret = (await shown.innerText()).trim();
  await page.getByRole('button', { name: t.secretCopied }).click();
  await expect(shown).toHaveCount(0);
  await expect(row(page, sn)).toContainText(t.enabled);
  expect((await (await beat()).json()).code).toBe(1011);
  expect((await (await beat(secret)).json()).code).toBe(2000);
  // the other apps' lists are their own: the repair terminal is not in them
  for (const other of ['/terminal/newEnery/newEneryTerminal', '/terminal/remote/remoteTerminal']) {
    await page.goto(`${server.baseURL}${other}`);
    await expect(page.getByTestId('kit-list')).toBeVisible();
    await expect(row(page, sn)).toHaveCount(0);
  }
  // the devices remote sessions can run on (none bound yet on a fresh install)
  await page.goto(`${server.baseURL}/remoteDiagnosis/remoteDevice`);
  await expect(page.getByTestId('kit-list')).toBeVisible();
  await shot('experts-remote-devices');

  // the expert signs in and sees its own order only
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${server.baseURL}/remoteDiagnosis/order`);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, text, EXPERT_PASSWORD, account);
  await expect(page).toHaveURL(/\/remoteDiagnosis\/order/);
  await expect(page.locator('.data-table-row')).toHaveCount(1);
  const drawer = page.locator('.ant-drawer');
  const openOrder = async () => {
    await page.getByTestId(`order-open-${orderNo}`).click();
    await expect(drawer.getByTestId('order-status')).toBeVisible();
  };
  const step = async (testId: string, status: string) => {
    await drawer.getByTestId(testId).click();
    await confirm(page, t.ok);
    await expect(drawer.getByTestId('order-status')).toHaveText(status);
  };
  await openOrder();
  await step('order-accept', t.waitingConfirmation);
  // the customer confirms through the customer API
  await customerStep(request, customer, 'confirm');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.reload();
  await openOrder();
  await expect(drawer.getByTestId('order-status')).toHaveText(t.waitingService);
  await step('order-start', t.inService);
  await step('order-finish', t.waitingCompletion);
  await expect(drawer.getByTestId('order-steps').getByRole('button')).toHaveCount(0);
  // the customer confirms the completion and rates it
  await customerStep(request, customer, 'confirmCompletion');
  const rated = await (await request.post(app('/expertOrder/rate'), { headers: customer, data: { id: created.data.id, rating: 5, comment: 'great' } })).json();
  expect(rated.code).toBe(2000);
  await page.keyboard.press('Escape');
  await page.reload();
  await openOrder();
  await expect(drawer.getByTestId('order-status')).toHaveText(t.completed);
  await expect(drawer.getByTestId('order-rating')).toContainText('great');
  await shotOf(page, 'experts-order-drawer', lang);
  await page.keyboard.press('Escape');

  // the expert's own profile counts the completed order; staff pages stay closed to it
  await page.goto(`${server.baseURL}/remoteDiagnosis/detail/index`);
  await expect(page.getByTestId('expert-detail-title')).toContainText(name);
  await expect(page.getByTestId('expert-completed')).toHaveText('1');
  await shot('experts-detail');
  const denied = await consoleCall(page, '/lenkor-remote/expert/page', {});
  expect(denied.code).toBe(1000);
});
