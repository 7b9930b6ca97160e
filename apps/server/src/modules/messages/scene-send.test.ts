import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, expectGuarded, type J, opLogs } from '../../../test/system';
import { signUpCustomer } from '../customers/test-support';
import { insertTestProvider, parseMail, startTestSmtp } from '../mail/test-support';
import { runMessageEngine } from './delivery';
import { messageRecords, messages } from './messages.tables';
import { sceneEventKey } from './scene-send.service';

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
      expect(res.body.data.duplicate).toBe(false);

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

  it('an event id sends once per scene within 24 hours: a repeat answers the first messages, marked duplicate, and creates nothing', async () => {
    const tpl = await template({ 'en-US': { subject: 'Order {{orderNo}}', body: '<p>{{name}}</p>' } });
    await scene('ONCE', [{ channel: 'station', templateId: tpl }]);
    await scene('ONCE_TOO', [{ channel: 'station', templateId: tpl }]);
    const event = (over: J = {}) => ({ code: 'ONCE', customerIds: [en.id], variables: { name: 'x', orderNo: '7' }, eventId: 'order:7.shipped_1-a', ...over });
    const before = await messageCount();
    const first = await post(SEND, event());
    expect(first.body.code).toBe(2000);
    expect(first.body.data.duplicate).toBe(false);
    const ids = (first.body.data.messages as J[]).map((m) => m.id);
    expect(ids).toHaveLength(1);
    expect(await messageCount()).toBe(before + 1);
    const history = (await call(t, { method: 'GET', url: `/lenkor-user/message/detail/${ids[0]}` }, admin.headers)).body.data.history;
    expect(history[0]).toMatchObject({ action: 'create', reason: 'scene ONCE, event order:7.shipped_1-a' });

    // again (the code in another case, other variables): the first answer, nothing new
    const again = await post(SEND, event({ code: 'once', variables: { name: 'y', orderNo: '8' } }));
    expect(again.body.data).toEqual({ messages: first.body.data.messages, duplicate: true });
    expect(await messageCount()).toBe(before + 1);
    // the same id for another scene, or another id: sent
    expect((await post(SEND, event({ code: 'ONCE_TOO' }))).body.data.duplicate).toBe(false);
    expect((await post(SEND, event({ eventId: 'order:8' }))).body.data.duplicate).toBe(false);
    expect(await messageCount()).toBe(before + 3);

    // the engine delivers the event's message once
    await runMessageEngine(t.ctx);
    expect(await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, ids[0]!))).toHaveLength(1);

    // a minute before the 24 hours end it is still the same event; after them it is a new one
    const start = t.clock.now();
    t.clock.set(start + 24 * 3600_000 - 60_000);
    admin = await signInAdmin(t);
    expect((await post(SEND, event())).body.data).toEqual({ messages: first.body.data.messages, duplicate: true });
    expect(await messageCount()).toBe(before + 3);
    t.clock.set(start + 24 * 3600_000);
    admin = await signInAdmin(t);
    const later = await post(SEND, event());
    expect(later.body.data.duplicate).toBe(false);
    expect((later.body.data.messages as J[])[0]!.id).not.toBe(ids[0]);
    expect(await messageCount()).toBe(before + 4);
    // and the new send is the one remembered now
    expect((await post(SEND, event())).body.data).toEqual({ messages: later.body.data.messages, duplicate: true });
    t.clock.set(start);
    admin = await signInAdmin(t);
  });

  it('two concurrent sends of one event id create exactly one message', async () => {
    const tpl = await template({ 'en-US': { subject: 'Order {{orderNo}}', body: '<p>{{name}}</p>' } });
    const race = await scene('RACE', [
      { channel: 'station', templateId: tpl },
      { channel: 'email', templateId: tpl },
    ]);
    const before = await messageCount();
    const event = { code: 'RACE', customerIds: [en.id, zh.id], variables: { name: 'x', orderNo: '9' }, eventId: 'race-1' };
    // make it a real race: each request's first claim waits until all three have found no result and try to claim together
    const kv = t.ctx.kv;
    const incr = kv.incr.bind(kv);
    let arrived = 0;
    let release!: () => void;
    const allThere = new Promise<void>((r) => {
      release = r;
    });
    kv.incr = async (key, ttl) => {
      if (key.endsWith(':race-1:claim') && arrived < 3) {
        arrived += 1;
        if (arrived === 3) release();
        await allThere;
      }
      return incr(key, ttl);
    };
    let replies: Awaited<ReturnType<typeof post>>[];
    try {
      replies = await Promise.all([post(SEND, event), post(SEND, event), post(SEND, { ...event, code: 'race' })]);
    } finally {
      kv.incr = incr;
    }
    expect(arrived).toBe(3);
    expect(replies.map((r) => r.body.code)).toEqual([2000, 2000, 2000]);
    expect(replies.map((r) => r.body.data.duplicate).sort()).toEqual([false, true, true]);
    const sent = replies.find((r) => !r.body.data.duplicate)!.body.data.messages;
    for (const r of replies) expect(r.body.data.messages).toEqual(sent);
    expect(await messageCount()).toBe(before + 2);
    // one send in the operation log, naming the event
    const logs = await opLogs(t, 'message', 'sceneSend', race.id);
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs[0]!.after)).toContain('"eventId":"race-1"');
  });

  it('a held event answers 76114; a dead sender frees it when its 2-minute claim lapses', { timeout: 30_000 }, async () => {
    const tpl = await template({ 'en-US': { subject: 'Order {{orderNo}}', body: '<p>{{name}}</p>' } });
    await scene('STUCK', [{ channel: 'station', templateId: tpl }]);
    const before = await messageCount();
    // a sender claimed the event and died before writing its result
    expect(await t.ctx.kv.incr(`${sceneEventKey('stuck', 'stuck-1')}:claim`, 120_000)).toBe(1);
    const event = { code: 'STUCK', customerIds: [en.id], variables: { name: 'x', orderNo: '1' }, eventId: 'stuck-1' };
    const busy = await post(SEND, event);
    expect([busy.status, busy.body.code, busy.body.msg]).toEqual([409, 76114, 'A scene event with the same event ID is still being sent; try again shortly']);
    expect(await messageCount()).toBe(before);
    t.clock.advance(120_000);
    const sent = await post(SEND, event);
    expect([sent.body.code, sent.body.data.duplicate]).toEqual([2000, false]);
    expect(await messageCount()).toBe(before + 1);
  });

  it('a refused event is not remembered: the corrected retry with the same id is sent; a bad event id is 1001', async () => {
    const tpl = await template({ 'en-US': { subject: 'Order {{orderNo}}', body: '<p>{{name}}</p>' } });
    await scene('RETRY', [{ channel: 'station', templateId: tpl }]);
    const before = await messageCount();
    const bad = await post(SEND, { code: 'RETRY', customerIds: [en.id, 999_999], variables: { name: 'x', orderNo: '1' }, eventId: 'retry-1' });
    expect(bad.body.code).toBe(76106);
    const fixed = await post(SEND, { code: 'RETRY', customerIds: [en.id], variables: { name: 'x', orderNo: '1' }, eventId: 'retry-1' });
    expect([fixed.body.code, fixed.body.data.duplicate]).toEqual([2000, false]);
    expect(await messageCount()).toBe(before + 1);
    for (const eventId of ['', 'has space', 'a/b', 'x'.repeat(65), 7])
      expect((await post(SEND, { code: 'RETRY', customerIds: [en.id], variables: { name: 'x', orderNo: '1' }, eventId })).body.code, String(eventId)).toBe(
        1001,
      );
    expect((await post(SEND, { code: 'RETRY', customerIds: [en.id], variables: { name: 'x', orderNo: '1' }, eventId: 'x'.repeat(64) })).body.code).toBe(2000);
    expect(await messageCount()).toBe(before + 2);
  });

  it('is for message senders only', async () => {
    const editor = await userWith(t, [P.messageView.name, P.messageEdit.name]);
    await expectGuarded(t, { method: 'POST', url: SEND, payload: { code: 'LIVE', customerIds: [en.id], variables: { name: 'x', orderNo: '1' } } }, editor);
    expect((await post(SEND, { code: 'LIVE', customerIds: [en.id], variables: { name: 'x', orderNo: '1' } }, en)).status).toBe(401);
  });
});
