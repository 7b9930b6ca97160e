import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J } from '../../../test/system';
import { signUpCustomer } from '../customers/test-support';
import { insertTestProvider, parseMail, startTestSmtp } from '../mail/test-support';
import { runMessageEngine } from './delivery';
import { messageRecords, messages } from './messages.tables';

let t: TestApp;
let admin: SignedIn;
type Cust = Awaited<ReturnType<typeof signUpCustomer>>;
let zh: Cust;
let en: Cust;

const post = (url: string, payload: unknown, who: { headers: Record<string, string> } = admin) =>
  call(t, { method: 'POST', url, payload }, { ...who.headers, language: 'en-US' });
const SEND = '/lenkor-user/message/scene/send';
const A = (p: string) => `/lenkor-app/message${p}`;
const messageCount = async () => Number((await t.ctx.db.select({ n: count() }).from(messages))[0]!.n);

/** a mail template through the mail area's API (the scene's content) */
async function template(contents: Record<string, { subject: string; body: string }>) {
  const res = await post('/lenkor-message/mailTemplate/save', {
    code: `T-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Order shipped',
    variables: [
      { name: 'name', description: 'customer name', sample: 'Ann' },
      { name: 'orderNo', description: 'order number', sample: 'A-0' },
    ],
    contents,
  });
  expect(res.body.code).toBe(2000);
  return res.body.data.id as number;
}

async function scene(code: string, bindings: J[], status = 'enabled') {
  const res = await post('/lenkor-message/messageScene/save', {
    code,
    name: 'Order shipped',
    description: 'when an order leaves the warehouse',
    bindings,
    status,
  });
  expect(res.body.code).toBe(2000);
  return res.body.data;
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(Date.parse('2026-11-24T00:00:00Z'));
  admin = await signInAdmin(t);
  zh = await signUpCustomer(t, { language: 'zh-CN' });
  en = await signUpCustomer(t, { language: 'en-US' });
});
afterAll(() => t.close());

describe('message scene events', () => {
  it('an event sends the scene’s bound template on each enabled channel to each customer, in their language', async () => {
    const smtp = await startTestSmtp();
    try {
      await insertTestProvider(t, smtp.port, { isDefault: true });
      const tpl = await template({
        'zh-CN': { subject: '订单 {{orderNo}} 已发货', body: '<p>{{name}}，您的订单 {{orderNo}} 已发货。</p><p>{{companyName}}</p>' },
        'en-US': { subject: 'Order {{orderNo}} shipped', body: '<p>{{name}}, your order {{orderNo}} has shipped.</p><p>{{companyName}}</p>' },
      });
      await scene('ORDER_SHIPPED', [
        { channel: 'email', templateId: tpl },
        { channel: 'station', templateId: tpl },
        { channel: 'push', templateId: tpl, enabled: false },
      ]);
      // the event (the code is matched without case)
      const res = await post(SEND, { code: 'order_shipped', customerIds: [zh.id, en.id], variables: { name: 'Ann', orderNo: 'A-17' } });
      expect(res.body.code).toBe(2000);
      const sent = res.body.data.messages as { id: number; channel: string }[];
      expect(sent.map((m) => m.channel)).toEqual(['email', 'station']);

      await runMessageEngine(t.ctx);
      // e-mail: one each, in the customer's language, through the mail provider
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([zh.account, en.account].sort());
      const mailOf = async (who: Cust) => parseMail(smtp.received.find((m) => m.to.includes(who.account))!.raw);
      const zhMail = await mailOf(zh);
      expect(zhMail.subject).toBe('订单 A-17 已发货');
      expect(zhMail.text).toContain('Ann，您的订单 A-17 已发货。');
      expect((await mailOf(en)).subject).toBe('Order A-17 shipped');
      // in-station: in each inbox, in their language
      const inbox = async (who: Cust) => (await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, who.headers)).body.data.records as J[];
      expect((await inbox(zh)).map((i) => [i.title, i.summary])).toEqual([['订单 A-17 已发货', 'Ann，您的订单 A-17 已发货。']]);
      expect((await inbox(en)).map((i) => i.title)).toEqual(['Order A-17 shipped']);
      // exactly once per customer and channel, all delivered; the messages complete and say which scene sent them
      for (const m of sent) {
        const recs = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id));
        expect(recs.map((r) => r.status)).toEqual(['success', 'success']);
        const d = (await call(t, { method: 'GET', url: `/lenkor-user/message/detail/${m.id}` }, admin.headers)).body.data;
        expect(d.message).toMatchObject({ state: 'completed', channel: m.channel });
        expect(d.history[0]).toMatchObject({ action: 'create', toState: 'published', reason: 'scene ORDER_SHIPPED' });
        expect(d.stats).toMatchObject({ total: 2, delivered: 2 });
      }
      // a second round sends nothing more
      await runMessageEngine(t.ctx);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('a template with one language sends that one to every customer', async () => {
    const tpl = await template({ 'en-US': { subject: 'Hello {{name}}', body: '<p>Order {{orderNo}}</p>' } });
    await scene('EN_ONLY', [{ channel: 'station', templateId: tpl }]);
    const res = await post(SEND, { code: 'EN_ONLY', customerIds: [zh.id], variables: { name: 'Li', orderNo: 'B-2' } });
    expect(res.body.code).toBe(2000);
    await runMessageEngine(t.ctx);
    const items = (await call(t, { method: 'POST', url: A('/inbox'), payload: { size: 100 } }, zh.headers)).body.data.records as J[];
    expect(items.map((i) => i.title)).toContain('Hello Li');
  });

  it('refuses an unknown, disabled or silent scene, unknown customers and bad variables — sending nothing', async () => {
    const tpl = await template({ 'en-US': { subject: 'Order {{orderNo}}', body: '<p>{{name}}</p>' } });
    await scene('OFF', [{ channel: 'station', templateId: tpl }], 'disabled');
    await scene('SILENT', [{ channel: 'station', templateId: tpl, enabled: false }]);
    await scene('LIVE', [{ channel: 'station', templateId: tpl }]);
    const before = await messageCount();
    for (const code of ['NOPE', 'OFF', 'SILENT']) {
      const r = await post(SEND, { code, customerIds: [en.id], variables: { name: 'x', orderNo: '1' } });
      expect([r.status, r.body.code, r.body.msg], code).toEqual([404, 76113, 'The message scene does not exist, is disabled or has no enabled channel']);
    }
    const unknown = await post(SEND, { code: 'LIVE', customerIds: [en.id, 999_999], variables: { name: 'x', orderNo: '1' } });
    expect([unknown.body.code, unknown.body.data?.errors]).toEqual([76106, [{ field: 'customerIds.1', message: 'does not exist' }]]);
    expect((await post(SEND, { code: 'LIVE', customerIds: [en.id], variables: { name: 'x', orderNo: '1', other: 'y' } })).body.code).toBe(74103);
    expect((await post(SEND, { code: 'LIVE', customerIds: [en.id], variables: { name: 'x' } })).body.code).toBe(74105);
    expect((await post(SEND, { code: 'LIVE', customerIds: [], variables: {} })).body.code).toBe(1001);
    expect((await post(SEND, { code: 'LIVE', customerIds: [en.id], variables: {}, extra: 1 })).body.code).toBe(1001);
    expect(await messageCount()).toBe(before);
  });

  it('is for message senders only', async () => {
    const editor = await userWith(t, [P.messageView.name, P.messageEdit.name]);
    await expectGuarded(t, { method: 'POST', url: SEND, payload: { code: 'LIVE', customerIds: [en.id], variables: { name: 'x', orderNo: '1' } } }, editor);
    expect((await post(SEND, { code: 'LIVE', customerIds: [en.id], variables: { name: 'x', orderNo: '1' } }, en)).status).toBe(401);
  });
});
