import path from 'node:path';
import type { Page } from '@playwright/test';
import { watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';
import { pickOption } from '../support/system-admin';

test.use({ lang: 'en-US' });

// a fresh install: the customer signs up through the customer API; the admin becomes an agent on screen
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
});
test.afterAll(async () => server?.stop());

const T = {
  'zh-CN': {
    agents: '客服设置',
    ok: /确\s*定/,
    nickname: '小李',
    quick: '您好，请问有什么可以帮您？',
    waiting: '正在等待客服接入…',
    servedBy: '小李 为您服务',
    pickUp: '接入',
    recalled: '消息已撤回',
    rate: '请为本次服务评价',
    reconnecting: '重连中…',
    connected: '已连接',
    records: '会话记录',
    hello: '我的诊断仪无法开机',
    reply: '请长按电源键十秒 [thumbsup]',
    wrong: '这句发错了',
    later1: '第一条离线消息',
    later2: '第二条离线消息',
    closed: '会话已结束',
  },
  'en-US': {
    agents: 'Agent settings',
    ok: /^(OK|Confirm)$/,
    nickname: 'Lee',
    quick: 'Hello, how can I help you?',
    waiting: 'Waiting for an agent…',
    servedBy: 'Lee is serving you',
    pickUp: 'Pick up',
    recalled: 'Message recalled',
    rate: 'Please rate this service',
    reconnecting: 'Reconnecting…',
    connected: 'Connected',
    records: 'Session records',
    hello: 'My scan tool does not start',
    reply: 'Hold the power key for ten seconds [thumbsup]',
    wrong: 'This one was a mistake',
    later1: 'First message while you were away',
    later2: 'Second message while you were away',
    closed: 'The session has ended',
  },
};

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const bubbles = (p: Page) => p.getByTestId('chat-messages');

test('[ADMIN] a customer chats: waits in the pool, the agent takes it, text, image and recall both ways, a dropped connection misses nothing, the customer rates', async ({
  page,
  browser,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  const phone = lang === 'zh-CN' ? '13912348801' : '13912348802';

  // the customer signs up through the customer API (SMS code)
  await page.request.post(`${server.baseURL}/lenkor-app/auth/code`, { data: { channel: 'sms', target: phone, purpose: 'signUp', language: lang } });
  const code = await smsCode(server.dataDir, phone);
  const signedUp = await page.request.post(`${server.baseURL}/lenkor-app/auth/signUp`, {
    data: { phone, code, password: 'Secret@123', name: lang === 'zh-CN' ? '王先生' : 'Mr Wang', country: 'CN', language: lang },
  });
  expect((await signedUp.json()).code).toBe(2000);

  // staff: the admin becomes an agent (offline until the workbench opens)
  await signInByApi(page, server.baseURL, { path: '/customerServiceManagement/customerSetting/list' });
  await expect(page.getByTestId('sidebar').getByText(t.agents)).toBeVisible();
  await page.getByTestId('agent-add').click();
  const form = page.getByRole('dialog').last();
  await expect(form.locator('#nickname')).toBeVisible();
  await pickOption(page, form.locator('#userId'), /^admin/);
  await form.locator('#nickname').fill(t.nickname);
  await form.getByRole('button', { name: t.ok }).click();
  await expect(page.locator('[data-testid="kit-list"] .data-table-tbody').getByText(t.nickname)).toBeVisible();
  await shot('chat-agents');

  // a quick reply of their own
  await page.goto(`${server.baseURL}/customerServiceManagement/quickSetSession/list`);
  await page.getByTestId('quick-add').click();
  const qf = page.getByRole('dialog').last();
  await expect(qf.locator('#content')).toBeVisible();
  await page.waitForTimeout(400);
  await qf.locator('#content').fill(t.quick);
  await qf.getByRole('button', { name: t.ok }).click();
  await expect(page.locator('[data-testid="kit-list"] .data-table-tbody').getByText(t.quick)).toBeVisible();
  await shot('chat-quick-replies');

  // the customer opens the console's chat page, signs in and starts a consultation: it waits in the pool
  const customerCtx = await browser.newContext({ locale: lang, viewport: { width: 800, height: 900 } });
  const cust = await customerCtx.newPage();
  await cust.goto(`${server.baseURL}/customerChat`);
  await cust.locator('#account').fill(phone);
  await cust.locator('#password').fill('Secret@123');
  await cust.locator('form button[type=submit]').click();
  await cust.getByTestId('customer-start').click();
  await expect(cust.getByTestId('customer-status')).toHaveText(t.waiting);
  await expect(cust.getByTestId('customer-connection')).toContainText(t.connected);
  await cust.getByTestId('chat-input').fill(t.hello);
  await cust.getByTestId('chat-send').click();

  // the agent's bell and reminder; the pool; pick up
  await expect(page.getByTestId('message-reminder')).toBeVisible();
  await page.goto(`${server.baseURL}/customerServiceManagement/sessionPool/list`);
  const pick = page.locator('[data-testid^="pool-pick-"]').first();
  await expect(pick).toBeVisible();
  await shot('chat-pool');
  await pick.click();
  await expect(page).toHaveURL(/\/customerServiceManagement\/online\/list/);
  await expect(cust.getByTestId('customer-status')).toHaveText(t.servedBy);

  // text both ways (with an emoticon), an image both ways
  await expect(bubbles(page).getByText(t.hello)).toBeVisible();
  await page.getByTestId('chat-input').fill(t.reply);
  await page.getByTestId('chat-send').click();
  await expect(bubbles(cust).getByText(t.reply.replace(' [thumbsup]', ''), { exact: false })).toBeVisible();
  await expect(bubbles(cust).getByText('👍', { exact: false })).toBeVisible();
  await page.getByTestId('chat-attach').locator('..').locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(bubbles(cust).getByTestId('chat-image')).toBeVisible();
  await cust.getByTestId('chat-attach').locator('..').locator('input[type=file]').setInputFiles({ name: 'scanner.png', mimeType: 'image/png', buffer: PNG });
  await expect(bubbles(page).getByTestId('chat-image')).toHaveCount(2);

  // the agent recalls a message sent by mistake; the customer sees it recalled
  await page.getByTestId('chat-input').fill(t.wrong);
  await page.getByTestId('chat-send').click();
  await expect(bubbles(cust).getByText(t.wrong)).toBeVisible();
  await page.getByTestId('chat-message').filter({ hasText: t.wrong }).getByTestId('chat-recall').click();
  await expect(bubbles(cust).getByText(t.recalled)).toBeVisible();
  await expect(bubbles(cust).getByText(t.wrong)).toHaveCount(0);
  // read receipts on the agent's side
  await expect(
    page
      .getByTestId('chat-message')
      .filter({ hasText: t.reply.slice(0, 8) })
      .getByTestId('chat-receipt'),
  ).not.toHaveText(/^$/);
  await shot('chat-workbench');

  // the customer's network drops; two messages arrive meanwhile; after the reconnect (5 s) both are there, in order
  await cust.evaluate(() => (window as unknown as { __customerRealtime: { drop(): void } }).__customerRealtime.drop());
  await expect(cust.getByTestId('customer-connection')).toContainText(t.reconnecting);
  await page.getByTestId('chat-input').fill(t.later1);
  await page.getByTestId('chat-send').click();
  await page.getByTestId('chat-input').fill(t.later2);
  await page.getByTestId('chat-send').click();
  await expect(bubbles(page).getByText(t.later2)).toBeVisible();
  await expect(cust.getByTestId('customer-connection')).toContainText(t.connected, { timeout: 20_000 });
  await expect(bubbles(cust).getByText(t.later1)).toBeVisible();
  await expect(bubbles(cust).getByText(t.later2)).toBeVisible();
  const order = await bubbles(cust)
    .getByTestId('chat-message')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seq'))));
  expect(order).toEqual([...order].sort((a, b) => a - b));

  // the agent asks for a rating; the customer gives 5 stars; the agent closes the session
  await page.getByTestId('chat-satisfaction').click();
  await expect(bubbles(cust).getByText(t.rate)).toBeVisible();
  await cust.getByTestId('chat-rate').locator('.ant-rate-star').nth(4).click();
  await expect(bubbles(page).getByTestId('chat-tip').last()).toContainText('5');
  await shot('chat-workbench-rated');
  await cust.screenshot({ path: path.join(import.meta.dirname, '../screenshots', `chat-customer-${lang}.png`) });
  await page.getByTestId('chat-close').click();
  await expect(cust.getByText(t.closed).first()).toBeVisible();

  // the records list shows the session with its rating
  await page.goto(`${server.baseURL}/customerServiceManagement/sessionRecord/list`);
  await expect(page.locator('[data-testid="kit-list"] .data-table-tbody .data-table-row')).toHaveCount(1);
  await expect(page.locator('[data-testid="kit-list"] .data-table-tbody .ant-rate')).toBeVisible();
  await shot('chat-records');
  await customerCtx.close();
  expect(errors.take()).toEqual([]);
});
