import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { watchForErrors } from '../support/a11y';
import { ADMIN, ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { confirm, pick } from '../support/system-admin';

test.use({ lang: 'en-US' });

// a fresh install; MESSAGE_ENGINE_CONTROL lets the journey run the engine "as of" the scheduled
// time instead of waiting for it (the real server's clock cannot be moved)
let server: RunningServer;
let publicKey = '';
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { MESSAGE_ENGINE_CONTROL: 'true' } });
  publicKey = ((await (await fetch(`${server.baseURL}/lenkor-auth/publicKey`)).json()) as { data: { publicKey: string } }).data.publicKey;
});
test.afterAll(async () => server?.stop());

const encrypt = (plain: string) =>
  crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64');

// biome-ignore lint/suspicious/noExplicitAny: replies of several shapes
type J = any;
async function api(url: string, body: unknown, token = '', lang = 'en-US'): Promise<{ code: number; msg: string; data: J }> {
  const r = await fetch(`${server.baseURL}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-device-id': `e2e-${crypto.randomBytes(3).toString('hex')}`,
      language: lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { code: number; msg: string; data: J };
}
async function login(user: string, password: string): Promise<string> {
  const r = await api('/lenkor-plat-user/sysUser/login', { loginType: 1, userAccount: user, password: encrypt(password) });
  expect(r.code, JSON.stringify(r)).toBe(2000);
  return r.data.access_token;
}

/** A second staff user who may review (and send) messages (set-up through the API: not the story). */
async function makeReviewer(adminToken: string, tag: string): Promise<string> {
  const role = await api('/lenkor-user/role/save', { roleName: `Reviewer ${tag}`, roleCode: `MSG_REVIEW_${tag.toUpperCase()}` }, adminToken);
  expect(role.code, JSON.stringify(role)).toBe(2000);
  const tree = await api('/lenkor-user/menu/getMenuAll', {}, adminToken);
  const ids: number[] = [];
  const walk = (nodes: J[]) => {
    for (const n of nodes) {
      if (
        ['msg_message_view', 'msg_message_review', 'msg_message_send'].includes(n.permission) ||
        n.path === '/messageCenter' ||
        n.path === '/messageCenter/messageManage/messageSendNew/list'
      )
        ids.push(n.menuId);
      walk(n.children ?? []);
    }
  };
  walk(tree.data);
  const granted = await api('/lenkor-user/role/saveRoleMenus', { roleId: role.data.roleId, menuIds: ids }, adminToken);
  expect(granted.code, `${JSON.stringify(granted)} ${JSON.stringify(ids)} ${JSON.stringify(tree).slice(0, 300)}`).toBe(2000);
  const username = `reviewer_${tag}`;
  const password = 'Review@2024x';
  const added = await api(
    '/lenkor-user/user/addUser',
    { username, realName: `Reviewer ${tag}`, password: encrypt(password), roleIds: [role.data.roleId] },
    adminToken,
  );
  expect(added.code, JSON.stringify(added)).toBe(2000);
  return login(username, password);
}

/** A customer of the app (the customers area's sign-up with an SMS code from the outbox). */
async function signUpCustomer(phone: string, lang: string): Promise<string> {
  expect((await api('/lenkor-app/auth/code', { channel: 'sms', target: phone, purpose: 'signUp', language: lang })).code).toBe(2000);
  const dir = path.join(server.dataDir, 'outbox', 'sms');
  let file: string | undefined;
  await expect
    .poll(() => {
      file = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith(`-${phone}.json`))
            .sort()
            .at(-1)
        : undefined;
      return Boolean(file);
    })
    .toBe(true);
  const code = /\b(\d{6})\b/.exec(JSON.parse(fs.readFileSync(path.join(dir, file!), 'utf8')).text)![1];
  const r = await api('/lenkor-app/auth/signUp', { phone, code, password: 'Secret@123', name: 'E2E', country: 'CN', language: lang });
  expect(r.code, JSON.stringify(r)).toBe(2000);
  return r.data.accessToken;
}

const T = {
  'zh-CN': {
    ok: /确\s*定/,
    approved: '已审核',
    published: '已发布',
    completed: '已完成',
    matches: '匹配 1 位用户',
    country: '国家',
    equal: '等于',
  },
  'en-US': {
    ok: /^(OK|Confirm)$/,
    approved: 'Approved',
    published: 'Published',
    completed: 'Completed',
    matches: '1 customers match',
    country: 'Country',
    equal: 'equals',
  },
};

async function act(page: Page, action: string, ok: RegExp) {
  await page.getByTestId(`msg-action-${action}`).click();
  await confirm(page, ok);
}

test('[ADMIN] a message in both languages: refused to its author, approved by a reviewer, scheduled in UTC+8 for a group, fired, read and clicked in the inbox, counted', async ({
  page,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  const tag = `${lang === 'zh-CN' ? 'zh' : 'en'}${Date.now().toString(36).slice(-4)}`;
  const phone = lang === 'zh-CN' ? '13912350001' : '13912350002';
  const customer = await signUpCustomer(phone, lang);
  const adminToken = await login(ADMIN, ADMIN_PASSWORD);
  const reviewer = await makeReviewer(adminToken, tag);

  // the author writes the message in both languages for a group, scheduled at 09:00 in UTC+8 tomorrow
  await signInByApi(page, server.baseURL, { path: '/messageCenter/stationMessage/add' });
  await expect(page.getByTestId('msg-title')).toBeVisible();
  const title = `Maintenance ${tag}`;
  await page.getByTestId('msg-title').fill(title);
  await page.getByTestId('msg-zh-CN-title').fill('保养提醒');
  await page.getByTestId('msg-zh-CN-summary').fill('您的设备需要保养');
  await page.getByTestId('msg-zh-CN-body').fill('请在本月内完成保养。');
  await page.getByTestId('msg-zh-CN-link-text').fill('预约');
  await page.getByTestId('msg-zh-CN-link-url').fill('https://example.com/book');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByTestId('msg-en-US-title').fill('Service reminder');
  await page.getByTestId('msg-en-US-summary').fill('Your tool is due for service');
  await page.getByTestId('msg-en-US-body').fill('Please book a service this month.');
  await page.getByTestId('msg-en-US-link-text').fill('Book');
  await page.getByTestId('msg-en-US-link-url').fill('https://example.com/book');
  await page.getByTestId('msg-audience-mode').getByRole('radio').nth(1).check({ force: true });
  await pick(page, page.getByTestId('msg-cond-field-0'), t.country, t.country);
  await pick(page, page.getByTestId('msg-cond-op-0'), t.equal, t.equal);
  await page.getByTestId('msg-cond-value-0').fill('CN');
  await page.getByTestId('msg-audience-count').click();
  await expect(page.getByTestId('msg-audience-matches')).toHaveText(t.matches);
  await page.getByTestId('msg-scheduled').click();
  const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('msg-date').fill(tomorrow);
  await page.getByTestId('msg-time').fill('09:00');
  await shot('messages-add');
  await page.getByTestId('msg-save').click();
  await expect(page).toHaveURL(/\/messageCenter\/stationMessage\/edit\/\d+/);
  const id = Number(/edit\/(\d+)/.exec(page.url())![1]);

  // submitted; its author is offered no approval (the server refuses it with 76102, messages.test.ts)
  await act(page, 'submit', t.ok);
  await expect(page.getByTestId('msg-state')).toBeVisible();
  await expect(page.getByTestId('msg-action-pass')).toHaveCount(0);
  await expect(page.getByTestId('msg-action-fail')).toHaveCount(0);
  // a second user approves it (the admin's API session ended when the admin signed in on the page)
  const detail = (await api('/lenkor-user/message/page', { title }, reviewer)).data.records[0];
  const passed = await api('/lenkor-user/message/review', { id, version: detail.version, pass: true }, reviewer);
  expect(passed.code, JSON.stringify(passed)).toBe(2000);
  await page.reload();
  await expect(page.getByTestId('msg-state')).toHaveText(t.approved);
  await act(page, 'send', t.ok);
  await expect(page.getByTestId('msg-state')).toHaveText(t.published);
  await expect(page.getByTestId('msg-stats')).toContainText(`${tomorrow} 01:00 GMT`);

  // the clock moves to the firing (09:00 in UTC+8 = 01:00 GMT); the customer's inbox has it
  expect((await api('/lenkor-user/message/engine/run', { asOf: `${tomorrow}T01:00:00.000Z` }, reviewer)).code).toBe(2000);
  const inbox = await api('/lenkor-app/message/inbox', {}, customer);
  expect(inbox.data.records).toHaveLength(1);
  const item = inbox.data.records[0];
  expect(item.title).toBe(lang === 'zh-CN' ? '保养提醒' : 'Service reminder');
  expect((await api('/lenkor-app/message/read', { ids: [item.id] }, customer)).data).toBe(1);
  expect((await api('/lenkor-app/message/click', { id: item.id }, customer)).data.url).toBe('https://example.com/book');

  // the statistics show it (the message and its one send are both completed)
  await page.reload();
  await expect(page.getByTestId('msg-state')).toHaveText(t.completed);
  const stats = page.getByTestId('msg-stats');
  await expect(stats).toContainText('100.0%');
  await shot('messages-detail');
  await page.goto(`${server.baseURL}/messageCenter/sendRecord?messageId=${id}`);
  await expect(page.getByTestId('record-stats')).toContainText('100.0%');
  await expect(page.locator('.data-table-row', { hasText: phone })).toBeVisible();
  await shot('messages-records');
  await page.goto(`${server.baseURL}/messageCenter/stationMessage/list`);
  await expect(page.locator('.data-table-row', { hasText: title })).toBeVisible();
  await shot('messages-list');
  expect(errors.take()).toEqual([]);
});
