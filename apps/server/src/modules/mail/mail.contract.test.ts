import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { signUpCustomer } from '../customers/test-support';
import { isUnsubscribed, receivingTerminals, renderTemplate, sendEmail, unsubscribeUrl } from './index';
import { insertTestProvider, insertTestTemplate, parseMail, startTestSmtp } from './test-support';

/** The pinned contract the messages area builds on (index.ts). */
describe('mail contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://console.example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('renders a template per language, escaping values in the HTML body only', async () => {
    const id = await insertTestTemplate(t, {
      variables: ['name', 'code'],
      en: { subject: 'Hi {{ name }}', body: '<p>Dear {{name}}, code <b>{{code}}</b></p>' },
    });
    const en = await renderTemplate(t.ctx.db, id, 'en-US', { name: 'Ann & <Bob>', code: '42' });
    expect(en.subject).toBe('Hi Ann & <Bob>');
    expect(en.html).toBe('<p>Dear Ann &amp; &lt;Bob&gt;, code <b>42</b></p>');
    expect(en.text).toBe('Dear Ann & <Bob>, code 42');
    const zh = await renderTemplate(t.ctx.db, id, 'zh-CN', { name: '张三', code: '1' });
    expect(zh.subject).toBe('你好 张三');
  });

  it('refuses a missing template, a missing language, an unknown variable and a missing value with their codes', async () => {
    const id = await insertTestTemplate(t, { variables: ['name'] });
    await expect(renderTemplate(t.ctx.db, 999999, 'en-US', {})).rejects.toMatchObject({ code: 74101 });
    await expect(renderTemplate(t.ctx.db, id, 'en-US', { name: 'x', other: 'y' })).rejects.toMatchObject({ code: 74103 });
    await expect(renderTemplate(t.ctx.db, id, 'en-US', {})).rejects.toMatchObject({ code: 74105 });
    const zhOnly = await insertTestTemplate(t, { en: { subject: '', body: '' } });
    await expect(renderTemplate(t.ctx.db, zhOnly, 'en-US', { name: 'x' })).rejects.toMatchObject({ code: 74102 });
  });

  it('fills the shared variables from the template configuration; unsubscribeUrl is the sender to give', async () => {
    const id = await insertTestTemplate(t, { en: { subject: 'News', body: '<p>{{name}} · {{companyName}} <a href="{{unsubscribeUrl}}">x</a></p>' } });
    await expect(renderTemplate(t.ctx.db, id, 'en-US', { name: 'Ann' })).rejects.toMatchObject({ code: 74105 });
    const url = unsubscribeUrl(1, 'newsletter');
    const r = await renderTemplate(t.ctx.db, id, 'en-US', { name: 'Ann', unsubscribeUrl: url });
    expect(r.html).toContain('DiagOps');
    expect(r.html).toContain(`href="${url}"`);
    const own = await renderTemplate(t.ctx.db, id, 'en-US', { name: 'Ann', unsubscribeUrl: url, companyName: 'Acme' });
    expect(own.html).toContain('Acme');
  });

  it('sends through the default SMTP provider with its decrypted password, and throws 1014 when the server fails', async () => {
    const smtp = await startTestSmtp({ user: 'mailer', pass: 'S3cret-pass' });
    try {
      await insertTestProvider(t, smtp.port, { user: 'mailer', pass: 'S3cret-pass' });
      const sent = await sendEmail(t.ctx.db, {
        to: 'ann@example.com',
        subject: 'Hello 你好',
        html: '<p>Hello</p>',
        text: 'Hello',
        headers: { 'List-Unsubscribe': '<https://x/u>' },
      });
      expect(sent.messageId).toMatch(/@/);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['ann@example.com']);
      const m = await parseMail(smtp.received[0]!.raw);
      expect(m.subject).toBe('Hello 你好');
      expect(m.html).toContain('<p>Hello</p>');
      expect(smtp.received[0]!.raw).toContain('List-Unsubscribe: <https://x/u>');
      expect(smtp.received[0]!.auth?.user).toBe('mailer');
      smtp.failNext(1);
      await expect(sendEmail(t.ctx.db, { to: 'bob@example.com', subject: 's', html: '<p>b</p>', text: 'b' })).rejects.toMatchObject({ code: 1014 });
    } finally {
      await smtp.close();
    }
  });

  it('unsubscribe links are signed, work without sign-in and change isUnsubscribed', async () => {
    const c = await signUpCustomer(t);
    expect(await isUnsubscribed(t.ctx.db, c.id, 'promotions')).toBe(false);
    const url = unsubscribeUrl(c.id, 'promotions');
    expect(url).toMatch(/^https:\/\/console\.example\.com\/lenkor-app\/unsubscribe\?token=/);
    const u = new URL(url);
    const tampered = await t.app.inject({
      method: 'GET',
      url: `${u.pathname}?token=${encodeURIComponent(`${c.id + 1}${u.searchParams.get('token')!.slice(String(c.id).length)}`)}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Invalid link');
    const res = await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Promotions');
    expect(res.body).toContain('促销活动');
    expect(await isUnsubscribed(t.ctx.db, c.id, 'promotions')).toBe(true);
    expect(await isUnsubscribed(t.ctx.db, c.id, 'newsletter')).toBe(false);
  });

  it('lists the seeded receiving terminals', async () => {
    const list = await receivingTerminals(t.ctx.db);
    expect(list.map((x) => x.code)).toEqual(['app', 'web', 'pc']);
    expect(list[0]).toEqual({ id: expect.any(Number), code: 'app', name: 'Diagnostic app' });
  });

  it('without a provider, mail goes to the development outbox', async () => {
    await t.ctx.db.execute('update mail_providers set del_flag = true');
    await sendEmail(t.ctx.db, { to: 'dev@example.com', subject: 'Outbox', html: '<p>o</p>', text: 'o' });
    const dir = path.join(t.dataDir, 'outbox', 'mail');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, files[0]!), 'utf8')).toContain('Subject: Outbox');
  });
});
