import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { smsCode } from '../support/outbox';
import { type RunningServer, startServer } from '../support/server';

test.use({ lang: 'zh-CN' });

// a fresh install with a Jira-shaped bug tracker this journey starts
let server: RunningServer;
let tracker: http.Server;
const issues: Array<{ auth?: string; summary: string }> = [];
test.beforeAll(async () => {
  test.setTimeout(420_000);
  tracker = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      issues.push({ auth: req.headers.authorization, summary: JSON.parse(body).fields.summary });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: String(issues.length), key: `DIAG-${41 + issues.length}` }));
    });
  });
  await new Promise<void>((r) => tracker.listen(0, '127.0.0.1', r));
  const port = (tracker.address() as AddressInfo).port;
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { BUG_TRACKER_URL: `http://127.0.0.1:${port}`, BUG_TRACKER_TOKEN: 'e2e-token' } });
});
test.afterAll(async () => {
  await server?.stop();
  tracker?.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const app = (p: string) => `${server.baseURL}/lenkor-app${p}`;

const T = {
  'zh-CN': {
    title: '问题反馈',
    save: /保\s*存/,
    valid: '有效',
    answered: '已回复',
    closed: '已关闭',
    sceneText: '您好，我们已收到您的反馈，工程师正在分析。',
    subject: '有新回复',
    noPermission: '暂无权限访问',
    ptUnfilled: '请检查未填写的项',
    done: '已完成 1 条',
  },
  'en-US': {
    title: 'Feedback',
    save: /^Save$/,
    valid: 'Valid',
    answered: 'Answered',
    closed: 'Closed',
    sceneText: 'Hello, we have received your feedback; our engineers are analysing it.',
    subject: 'New reply to your feedback',
    noPermission: 'No permission to access',
    ptUnfilled: 'Please check for unfilled items',
    done: 'Done: 1 item(s)',
  },
};

async function customer(request: APIRequestContext, phone: string, language: string) {
  expect((await (await request.post(app('/auth/code'), { data: { channel: 'sms', target: phone, purpose: 'signUp' } })).json()).code).toBe(2000);
  const res = await (
    await request.post(app('/auth/signUp'), { data: { phone, code: await smsCode(server.dataDir, phone), password: 'Secret@123', language } })
  ).json();
  expect(res.code, JSON.stringify(res)).toBe(2000);
  return { authorization: `Bearer ${res.data.accessToken}` };
}

/** the shell keeps each opened page in a tab: the one shown */
const shown = (page: Page, id: string) => page.locator(`[data-testid="${id}"]:visible`);
const rows = (page: Page) => page.locator('[data-testid="kit-list"] .data-table-tbody .data-table-row');

test('[ADMIN] a customer submits feedback with a screenshot; staff confirm, reply with a standard reply and an attachment, move it to the bug tracker; the customer reads the reply and closes it', async ({
  page,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  const email = `fb-${lang.toLowerCase()}@example.com`;
  const title = lang === 'zh-CN' ? 'ABS故障码读不出来' : 'ABS fault codes cannot be read';

  // the customer (customer API): a screenshot upload, then the feedback
  const headers = await customer(page.request, lang === 'zh-CN' ? '13955550001' : '13955550002', lang);
  const up = await (
    await page.request.post(app('/feedback/upload'), { headers, multipart: { file: { name: 'screen.png', mimeType: 'image/png', buffer: PNG } } })
  ).json();
  expect(up.code, JSON.stringify(up)).toBe(2000);
  const sub = await (
    await page.request.post(app('/feedback/submit'), {
      headers,
      data: { title, content: 'ABS module does not answer on a 2019 Camry.', sn: 'SN2019CAMRY', userEmail: email, fileIds: [up.data.id], language: lang },
    })
  ).json();
  expect(sub.code, JSON.stringify(sub)).toBe(2000);
  const id = sub.data.id as number;

  // staff: a standard reply scene to answer with
  await signInByApi(page, server.baseURL, { path: '/brand/rephrasing/addOrEdit' });
  await expect(page).toHaveURL(/\/brand\/rephrasing\/addOrEdit/);
  await page.getByTestId('rs-name').fill(lang === 'zh-CN' ? '已收到' : 'Received');
  await page.getByTestId(lang === 'zh-CN' ? 'rs-zh' : 'rs-en').fill(t.sceneText);
  await page.getByTestId('rs-save').click();
  await expect(page).toHaveURL(/\/brand\/rephrasing\/list/);
  await expect(rows(page)).toHaveCount(1);
  await shot('feedback-rephrasing-list');

  // the queue: the new item is there, to be confirmed
  await page.goto(`${server.baseURL}/question`);
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);
  await expect(page.getByTestId('fb-status-tabs')).toBeVisible();
  await shot('feedback-queue');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'feedback-queue');
  await rows(page).filter({ hasText: title }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/question/detail/SN2019CAMRY/\\d+/${id}/\\d+/list`));
  await expect(shown(page, 'fb-detail-title')).toBeVisible();

  // confirm it valid, then reply with the standard reply and an attachment
  await shown(page, 'fb-mark-valid').click();
  await expect(shown(page, 'fb-detail-title')).toContainText(t.valid);
  await shown(page, 'fb-detail-reply').click();
  await expect(page).toHaveURL(new RegExp(`/question/answerUser/${id}`));
  await page.locator('[data-testid^="fb-insert-"]').first().click();
  await expect(page.getByTestId('fb-reply-content')).toHaveValue(t.sceneText);
  await page.locator('input[type=file]').first().setInputFiles({ name: 'guide.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('guide.png').first()).toBeVisible();
  await expect(page.getByTestId('fb-reply-send')).toBeEnabled();
  await shot('feedback-reply');
  await page.getByTestId('fb-reply-send').click();
  await expect(page).toHaveURL(new RegExp(`/question/detail/.*/${id}/\\d+/answer`));
  await expect(shown(page, 'fb-detail-title')).toContainText(t.answered);
  await expect(shown(page, 'fb-conversation')).toContainText(t.sceneText);

  // move it to the bug tracker: the key comes back and shows
  await shown(page, 'fb-bug').click();
  await expect(shown(page, 'fb-bug-key')).toHaveText(/^DIAG-\d+$/);
  expect(issues.at(-1)).toMatchObject({ auth: 'Bearer e2e-token' });
  await shot('feedback-detail');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'feedback-detail');

  // the customer: told by e-mail in their language, reads the reply with its attachment, closes it
  const mailDir = path.join(server.dataDir, 'outbox', 'mail');
  await expect.poll(() => fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((f) => f.includes(email))).toBe(true);
  const mail = fs.readFileSync(path.join(mailDir, fs.readdirSync(mailDir).find((f) => f.includes(email))!), 'utf8');
  const subject =
    [...mail.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1]!, 'base64').toString('utf8')).join('') || /^Subject: (.*)$/m.exec(mail)![1]!;
  expect(subject).toContain(t.subject);
  const body = mail
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  // the body as nodemailer wrote it: base64 (Chinese) or quoted-printable (English)
  const decoded = /Content-Transfer-Encoding: base64/i.test(mail)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
  expect(decoded).toContain(t.sceneText);
  const read = await (await page.request.get(app(`/feedback/detail/${id}`), { headers })).json();
  expect(read.data.messages.map((m: { kind: string }) => m.kind)).toEqual(['customer', 'reply']);
  expect(read.data.messages[1].content).toBe(t.sceneText);
  const file = await page.request.get(app(`/feedback/file/${id}/${read.data.messages[1].files[0].id}`), { headers });
  expect(Buffer.compare(await file.body(), PNG)).toBe(0);
  const closed = await (await page.request.post(app('/feedback/close'), { headers, data: { id } })).json();
  expect(closed.data.status).toBe('closed');
  await page.reload();
  await expect(shown(page, 'fb-detail-title')).toContainText(t.closed);
  await expect(shown(page, 'fb-history')).toContainText(lang === 'zh-CN' ? '用户关闭' : 'Closed by customer');

  // the other screens render: problem types (FB-28 unfilled), refund records, scenes, product feedback
  await page.goto(`${server.baseURL}/brand/problemType/add`);
  await page.getByTestId('pt-type').fill('Net');
  await page.getByTestId('pt-category').fill('software');
  await page.getByTestId('pt-add-column').click();
  await page.getByTestId('pt-cell-0-0').fill('断开');
  await page.getByTestId('pt-save').click();
  await expect(page.getByText(t.ptUnfilled).first()).toBeVisible();
  await shot('feedback-problem-type');
  await page.goto(`${server.baseURL}/brand/rephrasing/sceneList`);
  await expect(page.getByTestId('rs-scene-card')).toHaveCount(1);
  await page.goto(`${server.baseURL}/brand/abnormalRecords/list`);
  await expect(page.getByTestId('kit-list')).toBeVisible();
  await page.goto(`${server.baseURL}/productFeedback/add`);
  await page.getByTestId('pf-title').fill(lang === 'zh-CN' ? '希望支持深色报告' : 'Dark reports, please');
  await page.getByTestId('pf-content').fill('…');
  await page.getByTestId('pf-save').click();
  await expect(page).toHaveURL(/\/productFeedback\/list/);
  await expect(rows(page)).toHaveCount(1);
  await shot('feedback-product-list');
  expect(errors.take()).toEqual([]);
});
