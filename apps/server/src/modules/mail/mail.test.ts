import { MAIL_PERMISSIONS as P } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { signUpCustomer } from '../customers/test-support';
import { isUnsubscribed, unsubscribeUrl } from './index';
import { parseMail, startTestSmtp } from './test-support';

let t: TestApp;
let admin: SignedIn;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const SECRET = 'Very-Secret-Pass-42';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  smtp = await startTestSmtp({ user: 'mailer', pass: SECRET });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const post = (path: string, payload: unknown, headers: Record<string, string> = admin.headers, lang = 'en-US') =>
  t.app.inject({ method: 'POST', url: `/lenkor-message${path}`, headers: { ...headers, 'accept-language': lang }, payload: payload as object });
const get = (path: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/lenkor-message${path}`, headers });
const provider = (over: Record<string, unknown> = {}) => ({
  name: `smtp ${Math.random().toString(36).slice(2, 8)}`,
  host: '127.0.0.1',
  port: smtp.port,
  security: 'none',
  username: 'mailer',
  secret: SECRET,
  fromAddress: 'noreply@diagops.test',
  fromName: 'DiagOps',
  ...over,
});
const template = (over: Record<string, unknown> = {}) => ({
  code: `T-${Math.random().toString(36).slice(2, 8)}`,
  name: 'Welcome',
  variables: [{ name: 'name', description: 'customer name', sample: 'Ann' }],
  contents: {
    'zh-CN': { subject: '欢迎 {{name}}', body: '<p>你好 {{name}}，{{companyName}}</p>' },
    'en-US': { subject: 'Welcome {{name}}', body: '<p>Hello {{name}}, {{companyName}}</p>' },
  },
  ...over,
});

describe('e-mail providers', () => {
  let id: number;
  it('saves a provider with its password encrypted at rest and never returns or logs it', async () => {
    const res = await post('/mailProvider/save', provider());
    expect(res.json().code).toBe(2000);
    const p = res.json().data;
    id = p.id;
    expect(p.hasSecret).toBe(true);
    expect(p.isDefault).toBe(true); // the first provider becomes the default
    expect(res.body).not.toContain(SECRET);
    const detail = await get(`/mailProvider/detail/${id}`);
    expect(detail.body).not.toContain(SECRET);
    expect(detail.body).not.toContain('secretCipher');
    const rows = await t.ctx.db.execute(`select secret_cipher from mail_providers where id = ${id}`);
    const stored = (rows as unknown as { rows: Array<{ secret_cipher: string }> }).rows[0]!.secret_cipher;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(SECRET);
    const logs = await t.ctx.db.select().from(operationLogs);
    expect(JSON.stringify(logs)).not.toContain(SECRET);
    expect(JSON.stringify(logs)).not.toContain(stored);
  });

  it('keeps the stored password on an update without one; one default at a time', async () => {
    const p = (await get(`/mailProvider/detail/${id}`)).json().data;
    const upd = await post('/mailProvider/update', { ...provider({ name: p.name, secret: undefined }), id, version: p.version, isDefault: true });
    expect(upd.json().data.hasSecret).toBe(true);
    const second = (await post('/mailProvider/save', provider({ isDefault: true }))).json().data;
    expect(second.isDefault).toBe(true);
    expect((await get(`/mailProvider/detail/${id}`)).json().data.isDefault).toBe(false);
    const list = (await post('/mailProvider/page', { current: 1, size: 10 })).json().data;
    expect(list.records.filter((r: { isDefault: boolean }) => r.isDefault)).toHaveLength(1);
    await post('/mailProvider/delete', { id: second.id, version: second.version });
  });

  it('sends a test mail through the real SMTP server, authenticated with the decrypted password', async () => {
    const before = smtp.received.length;
    const res = await post('/mailProvider/test', { id, to: 'ops@example.com' }, admin.headers, 'zh-CN');
    expect(res.json().code).toBe(2000);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.auth).toEqual({ user: 'mailer', pass: SECRET });
    expect((await parseMail(smtp.received.at(-1)!.raw)).subject).toContain('测试邮件');
    expect((await get(`/mailProvider/detail/${id}`)).json().data.lastTestOk).toBe(true);
  });

  it('a failing server answers 1014 in the caller language, records the failure, and the reply holds no secret', async () => {
    smtp.failNext(1);
    const res = await post('/mailProvider/test', { id, to: 'ops@example.com' }, admin.headers, 'zh-CN');
    expect(res.json().code).toBe(1014);
    expect(res.json().msg ?? res.json().message).toBe('外部服务调用失败');
    expect(res.body).not.toContain(SECRET);
    const p = (await get(`/mailProvider/detail/${id}`)).json().data;
    expect(p.lastTestOk).toBe(false);
    expect(p.lastTestError).toContain('Try again later');
  });

  it('a wrong password fails the test with 1014', async () => {
    const p = (await get(`/mailProvider/detail/${id}`)).json().data;
    await post('/mailProvider/update', { ...provider({ name: p.name, secret: 'wrong' }), id, version: p.version, isDefault: true });
    const res = await post('/mailProvider/test', { id, to: 'ops@example.com' });
    expect(res.json().code).toBe(1014);
    const q = (await get(`/mailProvider/detail/${id}`)).json().data;
    await post('/mailProvider/update', { ...provider({ name: q.name }), id, version: q.version, isDefault: true });
  });

  it('needs the permission', async () => {
    const viewer = await userWith(t, [P.providerView.name]);
    expect((await post('/mailProvider/page', { current: 1, size: 10 }, viewer.headers)).json().code).toBe(2000);
    expect((await post('/mailProvider/save', provider(), viewer.headers)).json().code).toBe(1000);
    expect((await post('/mailProvider/test', { id, to: 'a@example.com' }, viewer.headers)).json().code).toBe(1000);
  });
});

describe('e-mail templates', () => {
  it('saves per-language subject and body; malformed and undeclared variables are refused with codes in the caller language', async () => {
    const ok = await post('/mailTemplate/save', template());
    expect(ok.json().code).toBe(2000);
    expect(ok.json().data.languages).toEqual(['zh-CN', 'en-US']);
    const malformed = await post(
      '/mailTemplate/save',
      template({ contents: { 'en-US': { subject: 'Hi {{ name', body: '<p>x</p>' } } }),
      admin.headers,
      'zh-CN',
    );
    expect(malformed.json().code).toBe(74104);
    expect(malformed.json().msg ?? malformed.json().message).toBe('模板变量格式不正确');
    const bad2 = await post('/mailTemplate/save', template({ contents: { 'en-US': { subject: 'Hi', body: '<p>{{1abc}}</p>' } } }));
    expect(bad2.json().code).toBe(74104);
    const undeclared = await post('/mailTemplate/save', template({ contents: { 'en-US': { subject: 'Hi {{who}}', body: '<p>x</p>' } } }));
    expect(undeclared.json().code).toBe(74103);
    expect(undeclared.json().msg ?? undeclared.json().message).toBe('The template variable is not declared');
    const none = await post('/mailTemplate/save', template({ contents: {} }));
    expect(none.json().code).toBe(1001);
  });

  it('previews unsaved content with the samples, the shared configuration and escaped values', async () => {
    const res = await post('/mailTemplate/preview', {
      language: 'en-US',
      subject: 'Welcome {{name}}',
      body: '<p>Hello {{name}}, {{companyName}}</p>',
      variables: [{ name: 'name', description: '', sample: 'Ann' }],
      values: { name: '<b>Bob</b>' },
    });
    expect(res.json().data).toEqual({ subject: 'Welcome <b>Bob</b>', html: '<p>Hello &lt;b&gt;Bob&lt;/b&gt;, DiagOps</p>', text: 'Hello <b>Bob</b>, DiagOps' });
    const sample = await post('/mailTemplate/preview', {
      language: 'zh-CN',
      subject: '欢迎 {{name}}',
      body: '<p>{{name}}</p>',
      variables: [{ name: 'name', sample: '张三' }],
    });
    expect(sample.json().data.subject).toBe('欢迎 张三');
    const malformed = await post('/mailTemplate/preview', { language: 'en-US', subject: 'x', body: '{{ }}', variables: [] });
    expect(malformed.json().code).toBe(74104);
  });

  it('a subscription template needs a known topic; a template used by a scene is not deleted', async () => {
    expect((await post('/mailTemplate/save', template({ kind: 'subscription' }))).json().code).toBe(1001);
    const sub = await post(
      '/mailTemplate/save',
      template({
        kind: 'subscription',
        topic: 'promotions',
        variables: [{ name: 'name' }],
        contents: { 'en-US': { subject: 'Deals', body: '<p>{{name}} <a href="{{unsubscribeUrl}}">unsubscribe</a></p>' } },
      }),
    );
    expect(sub.json().code).toBe(2000);
    const tpl = sub.json().data;
    const scene = await post('/mailScene/save', { code: `S-${tpl.id}`, name: 'Deals', description: 'monthly deals', templateId: tpl.id });
    expect(scene.json().code).toBe(2000);
    expect(scene.json().data.templateName).toBe('Welcome');
    expect((await post('/mailTemplate/delete', { id: tpl.id, version: tpl.version })).json().code).toBe(1015);
    const pages = await post('/mailTemplate/page', { current: 1, size: 10, kind: 'subscription' });
    expect(pages.json().data.records.map((r: { id: number }) => r.id)).toEqual([tpl.id]);
  });
});

describe('scenes and message scenes', () => {
  it('e-mail scenes need a name and description; unknown template refused', async () => {
    expect((await post('/mailScene/save', { code: 'X1', name: '', description: 'd' })).json().code).toBe(1001);
    expect((await post('/mailScene/save', { code: 'X1', name: 'n', description: '' })).json().code).toBe(1001);
    expect((await post('/mailScene/save', { code: 'X1', name: 'n', description: 'd', templateId: 999999 })).json().code).toBe(1001);
    const s = (await post('/mailScene/save', { code: 'X1', name: 'n', description: 'd' })).json().data;
    expect((await post('/mailScene/save', { code: 'x1', name: 'n', description: 'd' })).json().code).toBe(10120);
    const upd = await post('/mailScene/update', { id: s.id, version: s.version, code: 'X1', name: 'renamed', description: 'd' });
    expect(upd.json().data.name).toBe('renamed');
  });

  it('message scenes bind one template per channel', async () => {
    const tpl = (await post('/mailTemplate/save', template())).json().data;
    const dup = await post('/messageScene/save', {
      code: 'M1',
      name: 'Order shipped',
      description: 'd',
      bindings: [
        { channel: 'email', templateId: tpl.id },
        { channel: 'email', templateId: tpl.id },
      ],
    });
    expect(dup.json().code).toBe(1001);
    const res = await post('/messageScene/save', {
      code: 'M1',
      name: 'Order shipped',
      description: 'd',
      bindings: [
        { channel: 'email', templateId: tpl.id },
        { channel: 'station', templateId: tpl.id, enabled: false },
      ],
    });
    expect(res.json().code).toBe(2000);
    const d = (await get(`/messageScene/detail/${res.json().data.id}`)).json().data;
    expect(d.bindings).toEqual([
      { channel: 'email', templateId: tpl.id, templateName: 'Welcome', enabled: true },
      { channel: 'station', templateId: tpl.id, templateName: 'Welcome', enabled: false },
    ]);
  });
});

describe('subscriptions', () => {
  it('lists customers with the topics they left; staff and the signed link change them', async () => {
    const a = await signUpCustomer(t, { email: 'sub-a@example.com' });
    const b = await signUpCustomer(t, { email: 'sub-b@example.com' });
    const link = new URL(unsubscribeUrl(a.id, 'newsletter'));
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    expect((await post('/subscription/set', { customerId: b.id, topic: 'promotions', subscribed: false })).json().code).toBe(2000);
    const left = (await post('/subscription/page', { current: 1, size: 10, topic: 'newsletter', subscribed: false })).json().data;
    expect(left.records.map((r: { customerId: number }) => r.customerId)).toEqual([a.id]);
    expect(left.records[0].unsubscribed).toEqual(['newsletter']);
    const staying = (await post('/subscription/page', { current: 1, size: 10, topic: 'newsletter', subscribed: true, email: 'sub-' })).json().data;
    expect(staying.records.map((r: { customerId: number }) => r.customerId)).toEqual([b.id]);
    expect((await post('/subscription/set', { customerId: a.id, topic: 'newsletter', subscribed: true })).json().code).toBe(2000);
    expect(await isUnsubscribed(t.ctx.db, a.id, 'newsletter')).toBe(false);
    expect((await post('/subscription/set', { customerId: a.id, topic: 'nope', subscribed: true })).json().code).toBe(1001);
    // one-click (RFC 8058) posts the form to the same link
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await isUnsubscribed(t.ctx.db, a.id, 'newsletter')).toBe(true);
    const topics = await t.app.inject({ method: 'GET', url: '/lenkor-message/subscription/topics', headers: { ...admin.headers, 'accept-language': 'zh-CN' } });
    expect(topics.json().data[0]).toEqual({ code: 'product_updates', name: '产品更新' });
  });
});

describe("the customer's own subscriptions (customer API)", () => {
  const APP = '/lenkor-app/mail';
  it('lists every topic in the customer language and turns one off and on; the staff screen shows the change', async () => {
    const me = await signUpCustomer(t, { email: 'own-a@example.com', language: 'en-US' });
    const other = await signUpCustomer(t, { email: 'own-b@example.com' });
    const list = await t.app.inject({ method: 'GET', url: `${APP}/subscriptions`, headers: me.headers });
    expect(list.json().code).toBe(2000);
    expect(list.json().data[0]).toEqual({ code: 'product_updates', name: 'Product updates', subscribed: true });
    expect(list.json().data.every((x: { subscribed: boolean }) => x.subscribed)).toBe(true);

    const set = await t.app.inject({
      method: 'POST',
      url: `${APP}/subscription/set`,
      headers: me.headers,
      payload: { topic: 'promotions', subscribed: false },
    });
    expect(set.json().code).toBe(2000);
    expect(set.json().data.find((x: { code: string }) => x.code === 'promotions').subscribed).toBe(false);
    expect(await isUnsubscribed(t.ctx.db, me.id, 'promotions')).toBe(true);
    // only their own: the other customer is untouched and sees all topics on
    expect(await isUnsubscribed(t.ctx.db, other.id, 'promotions')).toBe(false);
    const theirs = (await t.app.inject({ method: 'GET', url: `${APP}/subscriptions`, headers: other.headers })).json().data;
    expect(theirs.every((x: { subscribed: boolean }) => x.subscribed)).toBe(true);
    expect(theirs[0].name).toBe('产品更新'); // the other customer's language
    // the staff screen's list shows the choice and who made it
    const staff = (await post('/subscription/page', { current: 1, size: 10, topic: 'promotions', subscribed: false, email: 'own-' })).json().data;
    expect(staff.records).toEqual([expect.objectContaining({ customerId: me.id, unsubscribed: ['promotions'], changedBy: 'customer' })]);
    // the customer's detail records the change
    const events = await t.ctx.db.execute(`select kind, actor_kind from customer_events where customer_id = ${me.id}`);
    expect((events as unknown as { rows: unknown[] }).rows).toContainEqual({ kind: 'mailSubscription', actor_kind: 'customer' });
    // and back on
    const on = await t.app.inject({ method: 'POST', url: `${APP}/subscription/set`, headers: me.headers, payload: { topic: 'promotions', subscribed: true } });
    expect(on.json().data.every((x: { subscribed: boolean }) => x.subscribed)).toBe(true);
    expect(await isUnsubscribed(t.ctx.db, me.id, 'promotions')).toBe(false);
  });

  it('refuses unknown topics, unknown fields, staff tokens and no token; a customer token opens no staff route', async () => {
    const me = await signUpCustomer(t);
    const set = (payload: object, headers: Record<string, string> = me.headers) =>
      t.app.inject({ method: 'POST', url: `${APP}/subscription/set`, headers: { ...headers, 'accept-language': 'en-US' }, payload });
    const unknown = await set({ topic: 'nope', subscribed: false });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 1001]);
    expect(unknown.json().data.errors[0].field).toBe('topic');
    expect((await set({ topic: 'promotions', subscribed: false, customerId: 1 })).json().code).toBe(1001);
    expect((await set({ topic: 'promotions', subscribed: false }, admin.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${APP}/subscriptions`, headers: admin.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${APP}/subscriptions` })).statusCode).toBe(401);
    expect(await isUnsubscribed(t.ctx.db, me.id, 'promotions')).toBe(false);
    // and the other way round: the staff call is not the customer's
    expect((await post('/subscription/set', { customerId: me.id, topic: 'promotions', subscribed: false }, me.headers)).statusCode).toBe(401);
    expect(await isUnsubscribed(t.ctx.db, me.id, 'promotions')).toBe(false);
  });
});

describe('template configuration and receiving terminals', () => {
  it('saves the shared configuration, which previews use', async () => {
    const cfg = (await get('/templateConfig')).json().data;
    expect(cfg.companyName).toBe('DiagOps');
    expect((await post('/templateConfig/save', { ...cfg, logoUrl: 'javascript:alert(1)' })).json().code).toBe(1001);
    expect((await post('/templateConfig/save', { ...cfg, companyName: 'Acme' })).json().data.companyName).toBe('Acme');
    const res = await post('/mailTemplate/preview', { language: 'en-US', subject: 's', body: '{{companyName}}', variables: [] });
    expect(res.json().data.html).toBe('Acme');
  });

  it('maintains receiving terminals', async () => {
    const list = (await post('/receivingTerminal/page', { current: 1, size: 10 })).json().data;
    expect(list.records.map((r: { code: string }) => r.code)).toEqual(['app', 'web', 'pc']);
    const added = (await post('/receivingTerminal/save', { code: 'kiosk', name: 'Workshop kiosk', sort: 9 })).json().data;
    expect((await post('/receivingTerminal/save', { code: 'KIOSK', name: 'dup' })).json().code).toBe(10120);
    expect((await post('/receivingTerminal/delete', { id: added.id, version: added.version })).json().code).toBe(2000);
  });
});
