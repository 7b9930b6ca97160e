import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseMail, startTestSmtp, unsubscribeLinkFor } from '../../apps/server/src/modules/mail/test-support';
import { expectAccessible, watchForErrors } from '../support/a11y';
import { ADMIN_PASSWORD } from '../support/constants';
import { expect, signInByApi, test } from '../support/journey';
import { type RunningServer, startServer } from '../support/server';
import { openSelect } from '../support/system-admin';

test.use({ lang: 'zh-CN' });

// a fresh install with a known mail key, so the journey can make the links its mail carries
const MAIL_KEY = 'a1'.repeat(32);
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtp({ user: 'mailer', pass: 'Smtp-Secret-9' });
  server = await startServer({ adminPassword: ADMIN_PASSWORD, env: { MAIL_SECRET_KEY: MAIL_KEY } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const T = {
  'zh-CN': {
    providers: '邮件服务商',
    ok: /^确\s*定$/,
    send: /^发\s*送$/,
    sendTest: '发送测试邮件',
    sent: '测试邮件已发送',
    isDefault: '默认',
    malformed: '模板变量格式不正确',
    templates: '邮件模板',
    scene: '新增邮件场景',
    unsubscribed: '退订成功',
    topic: '新闻简报',
    subs: '订阅用户',
  },
  'en-US': {
    providers: 'E-mail providers',
    ok: /^Confirm$/,
    send: /^Send$/,
    sendTest: 'Send test mail',
    sent: 'The test mail was sent',
    isDefault: 'Default',
    malformed: 'The template variable is malformed',
    templates: 'E-mail templates',
    scene: 'Add e-mail scene',
    unsubscribed: 'Unsubscribed',
    topic: 'Newsletter',
    subs: 'Subscribers',
  },
};

// the shown page's rows: a page opened before stays mounted, hidden, in its tab
const rows = (page: Page) => page.locator('[data-testid="kit-list"] .data-table-tbody .data-table-row:visible');
const modal = (page: Page) => page.locator('[role="dialog"]:visible').last();

/** A customer signs up by e-mail through the customer API (the code comes from the development outbox). */
async function signUpCustomer(page: Page, email: string, lang: string): Promise<number> {
  const sent = await page.request.post(`${server.baseURL}/lenkor-app/auth/code`, {
    data: { channel: 'email', target: email, purpose: 'signUp', language: lang },
  });
  expect((await sent.json()).code).toBe(2000);
  const dir = path.join(server.dataDir, 'outbox', 'mail');
  let file: string | undefined;
  await expect.poll(() => (file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.includes(email)) : undefined)).toBeTruthy();
  // the mail is decoded as a client would (a Chinese body travels base64-encoded)
  const mail = await parseMail(fs.readFileSync(path.join(dir, file!), 'utf8'));
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const res = await page.request.post(`${server.baseURL}/lenkor-app/auth/signUp`, {
    data: { email, code, password: 'Secret@123', name: 'Mail reader', language: lang },
  });
  const json = await res.json();
  expect(json.code, JSON.stringify(json)).toBe(2000);
  const me = await page.request.get(`${server.baseURL}/lenkor-app/me`, { headers: { authorization: `Bearer ${json.data.accessToken}` } });
  return (await me.json()).data.id;
}

test('[ADMIN] staff configure an SMTP provider and test it, write a bilingual template with a live preview, bind it to a scene; a customer unsubscribes by link', async ({
  page,
  lang,
  shot,
}) => {
  test.setTimeout(240_000);
  const t = T[lang];
  const errors = watchForErrors(page);
  const tag = lang === 'zh-CN' ? 'zh' : 'en';

  // 1. the provider: its password is write-only; the first one is the default
  await signInByApi(page, server.baseURL, { path: '/messageCenter/email/supplierList' });
  await expect(page).toHaveURL(/supplierList/);
  await page.getByTestId('provider-add').click();
  const form = modal(page);
  await expect(form.locator('#name')).toBeVisible();
  await page.waitForTimeout(300);
  await form.locator('#name').fill(`Local SMTP ${tag}`);
  await form.locator('#host').fill('127.0.0.1');
  await form.locator('#port').fill(String(smtp.port));
  await openSelect(page, form.locator('#security'));
  await page.locator('[data-select-list]:visible [role="option"]').first().click();
  await form.locator('#username').fill('mailer');
  await form.locator('#secret').fill('Smtp-Secret-9');
  await form.locator('#fromAddress').fill('noreply@diagops.test');
  await form.getByRole('button', { name: t.ok }).click();
  const providerRow = rows(page).filter({ hasText: `Local SMTP ${tag}` });
  await expect(providerRow).toHaveCount(1);
  if (lang === 'zh-CN') await expect(providerRow).toContainText(t.isDefault);
  await providerRow.getByRole('button', { name: t.sendTest }).or(providerRow.getByText(t.sendTest)).first().click();
  await page.getByTestId('provider-test-to').fill(`ops-${tag}@example.com`);
  const before = smtp.received.length;
  await modal(page).getByRole('button', { name: t.send }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
  await expect.poll(() => smtp.received.length).toBe(before + 1);
  expect(smtp.received.at(-1)!.to).toEqual([`ops-${tag}@example.com`]);
  await shot('mail-providers');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'mail-providers');

  // 2. a template in both languages; a malformed variable shows in the live preview
  await page.goto(`${server.baseURL}/messageCenter/email/templateAdd`);
  await page.getByTestId('template-code').fill(`WELCOME-${tag}`);
  await page.getByTestId('template-name').fill(`Welcome ${tag}`);
  const zhTab = page.getByRole('tab', { name: lang === 'zh-CN' ? '中文' : 'Chinese' });
  const enTab = page.getByRole('tab', { name: lang === 'zh-CN' ? '英文' : 'English' });
  await zhTab.click();
  await page.getByTestId('template-subject-zh-CN').fill('欢迎 {{name}}');
  await page.getByTestId('template-body-zh-CN').fill('<p>你好 {{name</p>');
  await expect(page.getByTestId('template-preview-error')).toContainText(t.malformed);
  await page.getByTestId('template-body-zh-CN').fill('<h2>你好 {{name}}</h2><p>{{footerZh}}</p>');
  await enTab.click();
  await page.getByTestId('template-subject-en-US').fill('Welcome {{name}}');
  await page.getByTestId('template-body-en-US').fill('<h2>Hello {{name}}</h2><p>{{footerEn}} — {{companyName}}</p>');
  // the sample of the declared variable fills the preview
  await page
    .getByPlaceholder(lang === 'zh-CN' ? '示例值' : 'Sample value')
    .first()
    .fill('Ann');
  await expect(page.getByTestId('template-preview-subject')).toHaveText('Welcome Ann');
  await expect(page.frameLocator('iframe').locator('h2')).toHaveText('Hello Ann');
  await shot('mail-template-editor');
  await page.getByTestId('template-save').click();
  await expect(page).toHaveURL(/templateList/);
  await expect(rows(page).filter({ hasText: `WELCOME-${tag}` })).toHaveCount(1);
  await expectAccessible(page, 'mail-templates');

  // 3. a scene sends the template through the default provider
  await page.goto(`${server.baseURL}/messageCenter/email/sceneAdd`);
  const scene = modal(page);
  await expect(scene.locator('#code')).toBeVisible();
  await page.waitForTimeout(300);
  await scene.locator('#code').fill(`SIGNUP-${tag}`);
  await scene.locator('#name').fill(lang === 'zh-CN' ? '注册欢迎' : 'Sign-up welcome');
  await scene.locator('#description').fill(lang === 'zh-CN' ? '用户注册后发送' : 'Sent after a customer signs up');
  await openSelect(page, scene.locator('#templateId'));
  await page
    .locator('[data-select-list]:visible [role="option"]', { hasText: `WELCOME-${tag}` })
    .first()
    .click();
  await scene.getByRole('button', { name: t.ok }).click();
  await expect(page).toHaveURL(/sceneList/);
  await expect(rows(page).filter({ hasText: `SIGNUP-${tag}` })).toContainText(`Welcome ${tag}`);
  await shot('mail-scenes');

  // 4. a customer leaves the newsletter through the link of a mail, without signing in
  const customerId = await signUpCustomer(page, `reader-${tag}-${Date.now() % 100000}@example.com`, lang);
  const guest = await page.context().browser()!.newPage({ locale: lang });
  await guest.goto(unsubscribeLinkFor(server.baseURL, MAIL_KEY, customerId, 'newsletter'));
  await expect(guest.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(guest.getByRole('heading', { name: '退订成功' })).toBeVisible();
  await guest.screenshot({ path: path.join(import.meta.dirname, '../screenshots', `mail-unsubscribe-${lang}.png`) });
  await guest.close();

  // 5. staff see it on the subscribers screen and can turn it back on
  await page.goto(`${server.baseURL}/messageCenter/subscription/user`);
  const toggle = page.getByTestId(`sub-${customerId}-newsletter`);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await shot('mail-subscribers');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(errors.take()).toEqual([]);
});
