import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGE_PERMISSIONS as P } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { multipartFile, waitForJob } from '../../../test/kit-helpers';
import { call, expectGuarded, type J, opLogs } from '../../../test/system';
import { CUSTOMER_PASSWORD, signUpCustomer } from '../customers/test-support';
import { insertTestProvider, parseMail, startTestSmtp } from '../mail/test-support';
import { expandSend, fireDue, MAX_ATTEMPTS, runMessageEngine } from './delivery';
import { messageRecords, messageSends, messages } from './messages.tables';
import { nextFiring, zonedToUtc } from './schedule';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
const M = (p: string) => `/lenkor-user/message${p}`;
const A = (p: string) => `/lenkor-app/message${p}`;
type Cust = Awaited<ReturnType<typeof signUpCustomer>>;
const cn: Cust[] = [];
const us: Cust[] = [];

const content = (language: 'zh-CN' | 'en-US', over: Record<string, unknown> = {}) => ({
  language,
  title: language === 'zh-CN' ? '保养提醒' : 'Service reminder',
  summary: language === 'zh-CN' ? '您的设备需要保养' : 'Your tool is due for service',
  body: language === 'zh-CN' ? '请在本月内完成保养。' : 'Please book a service this month.',
  linkText: language === 'zh-CN' ? '预约' : 'Book',
  linkUrl: 'https://example.com/book',
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  channel: 'station',
  title: 'Service reminder',
  terminals: ['app'],
  contents: [content('zh-CN'), content('en-US')],
  audience: { mode: 'group', conditions: [{ field: 'country', operator: 'equal', value: 'CN' }] },
  schedule: null,
  ...over,
});

async function post(url: string, payload: unknown, who: { headers: Record<string, string> } = admin, lang = 'en-US') {
  return call(t, { method: 'POST', url, payload }, { ...who.headers, language: lang });
}
async function detail(id: number) {
  return (await call(t, { method: 'GET', url: M(`/detail/${id}`) }, admin.headers)).body.data;
}
/** writes, submits and has the reviewer pass a message; answers it approved */
async function approved(over: Record<string, unknown> = {}) {
  const m = (await post(M('/save'), body(over))).body.data;
  expect(m?.state, JSON.stringify(m)).toBe('new');
  const s = (await post(M('/submit'), { id: m.id, version: m.version })).body.data;
  const p = (await post(M('/review'), { id: m.id, version: s.version, pass: true }, reviewer)).body.data;
  expect(p.state).toBe('approved');
  return p;
}

/** sessions end when the clock moves far: sign in again */
async function signInAgain() {
  admin = await signInAdmin(t);
  reviewer = await userWith(t, [P.messageView.name, P.messageReview.name]);
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(Date.parse('2026-11-24T00:00:00Z'));
  admin = await signInAdmin(t);
  reviewer = await userWith(t, [P.messageView.name, P.messageReview.name]);
  for (let i = 0; i < 3; i++) cn.push(await signUpCustomer(t, { country: 'CN', language: 'zh-CN' }));
  for (let i = 0; i < 2; i++) us.push(await signUpCustomer(t, { country: 'US', language: 'en-US' }));
});
afterAll(() => t.close());

describe('schedule (time zones)', () => {
  it('computes local times in the zone, daylight-saving correct', () => {
    expect(new Date(zonedToUtc('Asia/Shanghai', 2026, 11, 25, 9, 0)).toISOString()).toBe('2026-11-25T01:00:00.000Z');
    // New York: 09:00 is 14:00Z in winter and 13:00Z in summer
    expect(new Date(zonedToUtc('America/New_York', 2026, 1, 10, 9, 0)).toISOString()).toBe('2026-01-10T14:00:00.000Z');
    expect(new Date(zonedToUtc('America/New_York', 2026, 7, 10, 9, 0)).toISOString()).toBe('2026-07-10T13:00:00.000Z');
    // 02:30 on the spring-forward day does not exist: moved on by the gap (03:30 EDT)
    expect(new Date(zonedToUtc('America/New_York', 2026, 3, 8, 2, 30)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 on the fall-back day happens twice: the earlier one
    expect(new Date(zonedToUtc('America/New_York', 2026, 11, 1, 1, 30)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // a daily 09:00 across the change keeps 09:00 local
    const s = { timeZone: 'America/New_York', date: '2026-03-07', time: '09:00', repeat: 'daily' as const, endDate: '2026-03-09' };
    const a = nextFiring(s)!;
    const b = nextFiring(s, a)!;
    const c = nextFiring(s, b)!;
    expect([a, b, c].map((x) => new Date(x).toISOString())).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
    expect(nextFiring(s, c)).toBeNull();
    // weekly on Mondays, monthly on the 31st clamps to the month's end
    expect(new Date(nextFiring({ timeZone: 'UTC', date: '2026-11-25', time: '08:00', repeat: 'weekly', weekday: 1 })!).toISOString()).toBe(
      '2026-11-30T08:00:00.000Z',
    );
    const monthly = { timeZone: 'UTC', date: '2027-01-31', time: '08:00', repeat: 'monthly' as const };
    expect(new Date(nextFiring(monthly, nextFiring(monthly)!)!).toISOString()).toBe('2027-02-28T08:00:00.000Z');
  });
});

describe('messages and review', () => {
  it('refuses bad input with its code and message in the caller’s language, saving nothing', async () => {
    await expectGuarded(t, { method: 'POST', url: M('/save'), payload: body() }, reviewer);
    const noTitle = await post(M('/save'), body({ contents: [content('zh-CN'), content('en-US', { title: ' ' })] }));
    expect([noTitle.body.code, noTitle.body.msg]).toEqual([76103, 'Title, summary and body are required for each enabled language']);
    expect(noTitle.body.data.errors).toEqual([{ field: 'contents.1.title', message: 'required' }]);
    const zh = await post(M('/save'), body({ contents: [content('zh-CN', { body: '' })] }), admin, 'zh-CN');
    expect(zh.body.msg).toBe('每种启用的语言都必须填写标题、摘要和正文');
    expect((await post(M('/save'), body({ contents: [content('en-US', { linkUrl: 'javascript:alert(1)' })] }))).body.code).toBe(1001);
    expect((await post(M('/save'), body({ audience: { mode: 'group', conditions: [{ field: 'country', operator: 'equal', value: 'ZZ' }] } }))).body.code).toBe(
      76105,
    );
    const ids = await post(M('/save'), body({ audience: { mode: 'ids', ids: [cn[0]!.account, 'nobody@example.com', cn[0]!.account.toUpperCase()] } }));
    expect(ids.body.code).toBe(76106);
    expect(ids.body.data.errors).toEqual([
      { field: 'audience.ids.2', message: 'does not exist' },
      { field: 'audience.ids.3', message: 'repeated' },
    ]);
    const past = await post(M('/save'), body({ schedule: { timeZone: 'Asia/Shanghai', date: '2026-11-23', time: '09:00', repeat: 'none' } }));
    expect(past.body.code).toBe(76107);
    const ends = await post(
      M('/save'),
      body({ schedule: { timeZone: 'Asia/Shanghai', date: '2026-12-10', time: '09:00', repeat: 'daily', endDate: '2026-12-01' } }),
    );
    expect(ends.body.code).toBe(76108);
    expect((await post(M('/save'), body({ schedule: { timeZone: 'Mars/Olympus', date: '2026-12-10', time: '09:00', repeat: 'none' } }))).body.code).toBe(1001);
    expect(
      (await post(M('/audience/count'), { audience: { mode: 'group', conditions: [{ field: 'country', operator: 'atLeast', value: 'CN' }] } })).body.code,
    ).toBe(1001);
    expect(await t.ctx.db.select().from(messages)).toHaveLength(0);
  });

  it('counts an audience before saving (group conditions over the customers area)', async () => {
    const count = async (audience: unknown) => (await post(M('/audience/count'), { audience })).body.data.count;
    expect(await count({ mode: 'all' })).toBe(5);
    expect(await count({ mode: 'group', conditions: [{ field: 'country', operator: 'equal', value: 'cn' }] })).toBe(3);
    expect(await count({ mode: 'group', conditions: [{ field: 'country', operator: 'notEqual', value: 'CN' }] })).toBe(2);
    expect(await count({ mode: 'group', conditions: [{ field: 'registrationTime', operator: 'atMost', value: '2026-11-23T00:00:00Z' }] })).toBe(0);
    expect(await count({ mode: 'group', conditions: [{ field: 'registerType', operator: 'contains', value: 'ap' }] })).toBe(5);
  });

  it('reads uploaded IDs from Excel, one per line', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('ids');
    ws.addRow(['ID']);
    ws.addRow([cn[0]!.account]);
    ws.addRow([us[0]!.account]);
    const m = multipartFile(Buffer.from(await wb.xlsx.writeBuffer()), 'ids.xlsx');
    const res = await t.app.inject({ method: 'POST', url: M('/audience/ids'), payload: m.payload, headers: { ...admin.headers, ...m.headers } });
    expect(res.json().data.ids).toEqual([cn[0]!.account, us[0]!.account]);
  });

  it('walks the review flow: the author cannot approve, a failure needs a reason, only approved messages are sent', async () => {
    const m = (await post(M('/save'), body())).body.data;
    expect(m).toMatchObject({ state: 'new', channel: 'station', version: 1 });
    expect((await post(M('/send'), { id: m.id, version: 1 })).body.code).toBe(76101);
    const s = (await post(M('/submit'), { id: m.id, version: 1 })).body.data;
    expect(s.state).toBe('reviewing');
    expect((await post(M('/update'), { ...body(), id: m.id, version: s.version })).body.code).toBe(1017);
    const own = await post(M('/review'), { id: m.id, version: s.version, pass: true });
    expect([own.status, own.body.code, own.body.msg]).toEqual([409, 76102, 'You cannot review a message you wrote']);
    expect((await post(M('/review'), { id: m.id, version: s.version, pass: false }, reviewer)).body.code).toBe(1001);
    const failed = (await post(M('/review'), { id: m.id, version: s.version, pass: false, reason: 'tone' }, reviewer)).body.data;
    expect(failed.state).toBe('new');
    const edited = (await post(M('/update'), { ...body({ title: 'Service reminder v2' }), id: m.id, version: failed.version })).body.data;
    const s2 = (await post(M('/submit'), { id: m.id, version: edited.version })).body.data;
    const rv = (await post(M('/revoke'), { id: m.id, version: s2.version })).body.data;
    expect(rv.state).toBe('new');
    const d = await detail(m.id);
    expect(d.history.map((h: J) => [h.action, h.toState])).toEqual([
      ['create', 'new'],
      ['submit', 'reviewing'],
      ['fail', 'new'],
      ['submit', 'reviewing'],
      ['revoke', 'new'],
    ]);
    expect(d.history[2].reason).toBe('tone');
    expect(await opLogs(t, 'message', 'fail', m.id)).toHaveLength(1);
    expect((await post(M('/copy'), { ids: [m.id, m.id + 1] })).body.code).toBe(76109);
    const copy = (await post(M('/copy'), { ids: [m.id] })).body.data;
    expect(copy).toMatchObject({ state: 'new', title: 'Service reminder v2' });
  });
});

describe('who may review', () => {
  it('nobody who created or edited the content since the last review approves or fails it; a refusal leaves it in review', async () => {
    const editor = await userWith(t, [P.messageView.name, P.messageEdit.name, P.messageReview.name]);
    const m = (await post(M('/save'), body({ title: 'Written by the admin' }))).body.data;
    const e = (await post(M('/update'), { ...body({ title: 'Edited by another' }), id: m.id, version: m.version }, editor)).body.data;
    expect(e.title).toBe('Edited by another');
    const s = (await post(M('/submit'), { id: m.id, version: e.version })).body.data;
    expect(s.state).toBe('reviewing');
    // the editor sees no review actions, and is refused in their language (both pass and fail)
    const seen = (await call(t, { method: 'GET', url: M(`/detail/${m.id}`) }, editor.headers)).body.data;
    expect(seen.actions).not.toContain('pass');
    expect(seen.actions).not.toContain('fail');
    expect((await call(t, { method: 'GET', url: M(`/detail/${m.id}`) }, reviewer.headers)).body.data.actions).toContain('pass');
    const zh = await post(M('/review'), { id: m.id, version: s.version, pass: true }, editor, 'zh-CN');
    expect([zh.status, zh.body.code, zh.body.msg]).toEqual([409, 76102, '不能审核自己编写的消息']);
    const en = await post(M('/review'), { id: m.id, version: s.version, pass: false, reason: 'mine' }, editor, 'en-US');
    expect([en.status, en.body.code, en.body.msg]).toEqual([409, 76102, 'You cannot review a message you wrote']);
    const still = await detail(m.id);
    expect([still.message.state, still.message.version]).toEqual(['reviewing', s.version]);
    expect(await opLogs(t, 'message', 'pass', m.id)).toHaveLength(0);
    // a reviewer who did not touch it fails it; after that review the earlier edit no longer counts
    const failed = (await post(M('/review'), { id: m.id, version: s.version, pass: false, reason: 'tone' }, reviewer)).body.data;
    expect(failed.state).toBe('new');
    const s2 = (await post(M('/submit'), { id: m.id, version: failed.version })).body.data;
    // but the reviewer who now edits it (revoke, edit, submit again) may not approve it
    const rv = (await post(M('/revoke'), { id: m.id, version: s2.version })).body.data;
    const byReviewer = await userWith(t, [P.messageView.name, P.messageEdit.name, P.messageReview.name]);
    const e2 = (await post(M('/update'), { ...body({ title: 'Edited by the second reviewer' }), id: m.id, version: rv.version }, byReviewer)).body.data;
    const s3 = (await post(M('/submit'), { id: m.id, version: e2.version })).body.data;
    expect((await post(M('/review'), { id: m.id, version: s3.version, pass: true }, byReviewer)).body.code).toBe(76102);
    const passed = (await post(M('/review'), { id: m.id, version: s3.version, pass: true }, editor)).body.data;
    expect(passed.state).toBe('approved');
  });

  it('an approval of content that changed while it was in review is void (stale version, 1005), and the message stays in review', async () => {
    const m = (await post(M('/save'), body())).body.data;
    const s = (await post(M('/submit'), { id: m.id, version: m.version })).body.data;
    // the reviewer opened version s.version; meanwhile the author takes it back, changes it and submits again
    const rv = (await post(M('/revoke'), { id: m.id, version: s.version })).body.data;
    const e = (await post(M('/update'), { ...body({ title: 'Changed during review' }), id: m.id, version: rv.version })).body.data;
    const s2 = (await post(M('/submit'), { id: m.id, version: e.version })).body.data;
    const stale = await post(M('/review'), { id: m.id, version: s.version, pass: true }, reviewer, 'zh-CN');
    expect([stale.status, stale.body.code]).toEqual([409, 1005]);
    expect((await detail(m.id)).message).toMatchObject({ state: 'reviewing', version: s2.version, title: 'Changed during review' });
  });
});

describe('delivery', () => {
  it('sends an in-station message once to its group; the inbox reads, clicks and deletes; the statistics follow', async () => {
    const m = await approved();
    const sent = (await post(M('/send'), { id: m.id, version: m.version })).body.data;
    expect(sent.state).toBe('published');
    await runMessageEngine(t.ctx);
    await runMessageEngine(t.ctx);
    const records = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id));
    expect(records.map((r) => r.customerId).sort()).toEqual(cn.map((c) => c.id).sort());
    expect((await detail(m.id)).message.state).toBe('completed');

    const inbox = await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, cn[0]!.headers);
    expect(inbox.body.data.records).toEqual([expect.objectContaining({ title: '保养提醒', read: false, linkUrl: 'https://example.com/book' })]);
    const item = inbox.body.data.records[0];
    expect((await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, us[0]!.headers)).body.data.total).toBe(0);
    // another customer's record is not theirs to read
    expect((await call(t, { method: 'POST', url: A('/read'), payload: { ids: [item.id] } }, cn[1]!.headers)).body.data).toBe(0);
    expect((await call(t, { method: 'POST', url: A('/read'), payload: { ids: [item.id] } }, cn[0]!.headers)).body.data).toBe(1);
    expect((await call(t, { method: 'POST', url: A('/click'), payload: { id: item.id } }, cn[0]!.headers)).body.data.url).toBe('https://example.com/book');
    expect((await call(t, { method: 'POST', url: A('/click'), payload: { id: item.id } }, cn[1]!.headers)).body.code).toBe(1002);
    const other = (await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, cn[1]!.headers)).body.data.records[0];
    expect((await call(t, { method: 'POST', url: A('/delete'), payload: { ids: [other.id] } }, cn[1]!.headers)).body.data).toBe(1);
    expect((await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, cn[1]!.headers)).body.data.total).toBe(0);
    // staff tokens do not open the customer API
    expect((await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, admin.headers)).status).toBe(401);

    const stats = (await call(t, { method: 'GET', url: M(`/stats/${m.id}`) }, admin.headers)).body.data;
    expect(stats).toMatchObject({ total: 3, delivered: 3, deliveryRate: 1, clicks: 1, clickRate: 0.3333, read: 1, deleted: 1 });
    const sends = (await post(M('/send/page'), { messageId: m.id })).body.data.records;
    expect(sends).toHaveLength(1);
    expect(sends[0].stats.total).toBe(3);
    const recs = (await post(M('/record/page'), { messageId: m.id })).body.data.records;
    expect(recs).toHaveLength(3);
    // withdrawing a record takes it out of the inbox
    const third = recs.find((r: J) => r.customerId === cn[2]!.id);
    expect((await post(M('/record/withdraw'), { id: third.id })).body.data).toBe(true);
    expect((await post(M('/record/withdraw'), { id: third.id })).body.code).toBe(1017);
    expect((await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, cn[2]!.headers)).body.data.total).toBe(0);
  });

  it('fires a UTC+8 schedule only when the moved clock reaches it; a cancelled send never fires', async () => {
    const schedule = { timeZone: 'Asia/Shanghai', date: '2026-11-25', time: '09:00', repeat: 'daily', endDate: '2026-11-26' };
    const m = await approved({ schedule, audience: { mode: 'ids', ids: [us[0]!.account] } });
    expect(m.sendStartTime).toBe('2026-11-25T01:00:00.000Z');
    expect(m.sendEndTime).toBe('2026-11-26T01:00:00.000Z');
    const sent = (await post(M('/send'), { id: m.id, version: m.version })).body.data;
    expect(sent.nextRunTime).toBe('2026-11-25T01:00:00.000Z');
    const c = await approved({ schedule: { ...schedule, repeat: 'none', endDate: null } });
    const cs = (await post(M('/send'), { id: c.id, version: c.version })).body.data;
    const cancelled = (await post(M('/cancelSend'), { id: c.id, version: cs.version })).body.data;
    expect([cancelled.state, cancelled.nextRunTime]).toEqual(['approved', null]);

    t.clock.set(Date.parse('2026-11-25T00:59:00Z'));
    await runMessageEngine(t.ctx);
    expect(await t.ctx.db.select().from(messageSends).where(eq(messageSends.messageId, m.id))).toHaveLength(0);
    t.clock.set(Date.parse('2026-11-25T01:00:00Z'));
    await runMessageEngine(t.ctx);
    await runMessageEngine(t.ctx);
    await signInAgain();
    expect((await t.ctx.db.select().from(messageSends).where(eq(messageSends.messageId, m.id))).map((s) => s.batchSerial)).toEqual([`M${m.id}-202611250100`]);
    expect((await detail(m.id)).message.nextRunTime).toBe('2026-11-26T01:00:00.000Z');
    t.clock.set(Date.parse('2026-11-27T00:00:00Z'));
    await runMessageEngine(t.ctx);
    await signInAgain();
    expect(await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id))).toHaveLength(2);
    expect((await detail(m.id)).message.state).toBe('completed');
    expect(await t.ctx.db.select().from(messageSends).where(eq(messageSends.messageId, c.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, c.id))).toHaveLength(0);
  });

  it('a worker killed mid-batch and restarted sends the rest and nobody twice', async () => {
    for (let i = 0; i < 20; i++) cn.push(await signUpCustomer(t, { country: 'CN' }));
    const m = await approved();
    await post(M('/send'), { id: m.id, version: m.version });
    await fireDue(t.ctx);
    const [s] = await t.ctx.db.select().from(messageSends).where(eq(messageSends.messageId, m.id));
    let batches = 0;
    await expect(
      expandSend(t.ctx, s!.id, {
        batchSize: 4,
        afterBatch: () => {
          if (++batches === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.sendId, s!.id))).toHaveLength(8);
    // a restart that lost its cursor too (the worst case): the unique index skips what is there
    await t.ctx.db.update(messageSends).set({ cursor: 0, status: 'expanding' }).where(eq(messageSends.id, s!.id));
    await expandSend(t.ctx, s!.id, { batchSize: 4 });
    const rows = await t.ctx.db.execute(sql`select count(*)::int as n, count(distinct customer_id)::int as d from message_records where send_id = ${s!.id}`);
    const r = ((rows as unknown as { rows: J[] }).rows ?? rows)[0];
    expect([Number(r.n), Number(r.d)]).toEqual([23, 23]);
  });

  it('sends push through an HTTP provider with retries and back-off, and e-mail through the outbox', async () => {
    let fails = 1;
    const got: J[] = [];
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        if (fails-- > 0) {
          res.writeHead(503).end();
          return;
        }
        got.push({ auth: req.headers.authorization, key: req.headers['idempotency-key'], body: JSON.parse(data) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `p-${got.length}` }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
    try {
      const prov = (await post(M('/push/provider/save'), { name: 'Gateway', kind: 'http', endpoint: url, token: 'tkn', isDefault: true })).body.data;
      expect(prov).toMatchObject({ kind: 'http', isDefault: true });
      const wp = (await post(M('/push/provider/save'), { name: 'Browsers', kind: 'webpush' })).body.data;
      expect(wp.endpoint).toMatch(/^[A-Za-z0-9_-]{80,}$/);
      const m = await approved({ channel: 'push', audience: { mode: 'ids', ids: [us[1]!.account] } });
      await post(M('/send'), { id: m.id, version: m.version });
      await runMessageEngine(t.ctx);
      let [rec] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id));
      expect(rec).toMatchObject({ status: 'pending', attempts: 1 });
      expect(rec!.remarks).toContain('HTTP 503');
      expect(rec!.nextAttemptAt!.getTime()).toBe(t.clock.now() + 30_000);
      t.clock.advance(30_000);
      await runMessageEngine(t.ctx);
      [rec] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id));
      expect(rec).toMatchObject({ status: 'success', attempts: 2, providerRef: 'p-1' });
      expect(got[0]).toMatchObject({ auth: 'Bearer tkn', key: `record-${rec!.id}`, body: { title: 'Service reminder', customerId: us[1]!.id } });
      // late provider figures merge in
      expect((await post(M('/push/receipt'), { recordIds: [rec!.id], delivered: true })).body.data).toBe(1);

      // a provider that keeps failing: MAX_ATTEMPTS tries, then failed with its reason
      fails = 100;
      const f = await approved({ channel: 'push', audience: { mode: 'ids', ids: [us[0]!.account] } });
      await post(M('/send'), { id: f.id, version: f.version });
      for (let i = 0; i < MAX_ATTEMPTS; i++) {
        await runMessageEngine(t.ctx);
        t.clock.advance(30_000 * 2 ** i);
      }
      const [bad] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, f.id));
      expect(bad).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

      // e-mail through the mail area's provider: a real local SMTP server receives it
      const smtp = await startTestSmtp();
      try {
        await insertTestProvider(t, smtp.port, { isDefault: true });
        const e = await approved({ channel: 'email', audience: { mode: 'ids', ids: [us[0]!.account] } });
        await post(M('/send'), { id: e.id, version: e.version });
        await runMessageEngine(t.ctx);
        const [er] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, e.id));
        expect(er).toMatchObject({ status: 'success', attempts: 1 });
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual([us[0]!.account]);
        const mail = await parseMail(smtp.received[0]!.raw);
        expect(mail.subject).toBe('Service reminder');
        expect(mail.text).toContain('unsubscribe?token=');
      } finally {
        await smtp.close();
      }
    } finally {
      server.close();
    }
  });
});

describe('send-record export', () => {
  const cellsOf = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: ws.name, rows };
  };

  it('streams the filtered records as xlsx with the statistics columns, in the caller language', async () => {
    // fresh customers (the clock has moved past the first ones' sessions)
    const de: Cust[] = [];
    for (let i = 0; i < 3; i++) de.push(await signUpCustomer(t, { country: 'DE', language: 'en-US' }));
    await signInAgain();
    const m = await approved({ audience: { mode: 'group', conditions: [{ field: 'country', operator: 'equal', value: 'DE' }] } });
    await post(M('/send'), { id: m.id, version: m.version });
    await runMessageEngine(t.ctx);
    const item = (await call(t, { method: 'POST', url: A('/inbox'), payload: { size: 100 } }, de[1]!.headers)).body.data.records.find(
      (r: J) => r.messageId === m.id,
    );
    await call(t, { method: 'POST', url: A('/click'), payload: { id: item.id } }, de[1]!.headers);
    await call(t, { method: 'POST', url: A('/click'), payload: { id: item.id } }, de[1]!.headers);

    const res = await t.app.inject({
      method: 'POST',
      url: M('/record/exportExcel'),
      headers: { ...admin.headers, 'accept-language': 'en-US' },
      payload: { messageId: m.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Send%20records');
    const { name, rows } = await cellsOf(res.rawPayload);
    expect(name).toBe('Send records');
    const header = rows[0] as string[];
    expect(header).toEqual(
      expect.arrayContaining(['Record ID', 'Batch serial no.', 'Target user', 'Delivered', 'Clicked', 'Clicks', 'Read', 'Deleted', 'Remarks']),
    );
    expect(rows).toHaveLength(1 + de.length);
    const col = (h: string) => header.indexOf(h);
    const clicked = rows.find((r) => r[col('Target user')] === de[1]!.account)!;
    expect(clicked[col('Clicks')]).toBe(2);
    expect(clicked[col('Clicked')]).toBe('Yes');
    expect(clicked[col('Read')]).toBe('Yes');
    expect(clicked[col('Delivered')]).toBe('Yes');
    const other = rows.find((r) => r[col('Target user')] === de[0]!.account)!;
    expect([other[col('Clicks')], other[col('Clicked')], other[col('Status')]]).toEqual([0, 'No', 'Sent']);
    // the same rows as the list, in the same order
    const page = (await post(M('/record/page'), { messageId: m.id, size: 100 })).body.data.records;
    expect(rows.slice(1).map((r) => r[col('Record ID')])).toEqual(page.map((r: J) => r.id));

    // filters apply; zh-CN headers for a zh-CN caller
    const zh = await t.app.inject({
      method: 'POST',
      url: M('/record/exportExcel'),
      headers: { ...admin.headers, 'accept-language': 'zh-CN' },
      payload: { messageId: m.id, customerId: de[1]!.id },
    });
    const z = await cellsOf(zh.rawPayload);
    expect(z.name).toBe('发送记录');
    expect(z.rows[0]).toEqual(expect.arrayContaining(['记录ID', '目标用户', '送达', '点击次数', '已读']));
    expect(z.rows).toHaveLength(2);

    // the console's way: a job with progress (polled under /{svc}-user/job), then its file
    const started = await t.app.inject({
      method: 'POST',
      url: M('/record/exportExcel'),
      headers: { ...admin.headers, 'accept-language': 'en-US', 'x-async-job': '1' },
      payload: { messageId: m.id },
    });
    expect(started.statusCode).toBe(200);
    const jobId = started.json().data.jobId as string;
    const job = await waitForJob(t, 'user', jobId, admin.headers);
    expect([job.status, job.progress, job.total]).toEqual(['completed', de.length, de.length]);
    const file = await t.app.inject({ method: 'GET', url: `/lenkor-user/job/${jobId}/file`, headers: admin.headers });
    expect(file.headers['content-disposition']).toContain('Send%20records');
    const viaJob = await cellsOf(file.rawPayload);
    expect(viaJob.rows).toEqual(rows);
    // the job and its file are the starter's own
    const someoneElse = await userWith(t, [P.recordView.name]);
    expect((await t.app.inject({ method: 'GET', url: `/lenkor-user/job/${jobId}/file`, headers: someoneElse.headers })).json().code).toBe(1002);
  });

  it('refuses more than 10,000 rows with 61009 before writing anything; unknown fields, missing permission and customer tokens too', async () => {
    await t.ctx.db.execute(sql`
      insert into message_records (message_id, send_id, customer_id, channel, status, created_at)
      select 999999, 999999, g, 'station', 'success', now() from generate_series(1, 10001) g`);
    const over = await post(M('/record/exportExcel'), { messageId: 999999 });
    expect([over.status, over.body.code]).toEqual([400, 61009]);
    await t.ctx.db.delete(messageRecords).where(eq(messageRecords.messageId, 999999));
    expect((await post(M('/record/exportExcel'), { messageId: 1, size: 10 })).body.code).toBe(1001);
    const noRight = await userWith(t, [P.messageView.name]);
    expect((await post(M('/record/exportExcel'), {}, noRight)).status).toBe(403);
    expect((await post(M('/record/exportExcel'), {}, cn[0]!)).status).toBe(401);
  });
});

describe('e-mail click tracking', () => {
  it('sends the link through a tracked redirect that counts clicks in the statistics; altered links and non-web targets are refused', async () => {
    const readers: Cust[] = [];
    for (let i = 0; i < 2; i++) readers.push(await signUpCustomer(t, { country: 'FR', language: i === 0 ? 'en-US' : 'zh-CN' }));
    await signInAgain();
    const smtp = await startTestSmtp();
    try {
      await t.ctx.db.execute(sql`update mail_providers set is_default = false`);
      await insertTestProvider(t, smtp.port, { isDefault: true });
      const m = await approved({ channel: 'email', audience: { mode: 'ids', ids: readers.map((r) => r.account) } });
      await post(M('/send'), { id: m.id, version: m.version });
      await runMessageEngine(t.ctx);
      expect(smtp.received).toHaveLength(2);
      const mailTo = async (who: Cust) => parseMail(smtp.received.find((x) => x.to.includes(who.account))!.raw);
      const mail = await mailTo(readers[0]!);
      // the target is not in the mail: only the tracked link, in the HTML and the text part
      expect(mail.html).not.toContain('example.com/book');
      const href = /href="([^"]*\/message\/track\?token=[^"]+)"/.exec(mail.html)?.[1];
      expect(href).toBeTruthy();
      expect(mail.text).toContain(`Book: ${href}`);
      const link = new URL(href!);
      expect(link.pathname).toBe('/lenkor-app/message/track');
      const follow = (path: string) => t.app.inject({ method: 'GET', url: path });

      const first = await follow(`${link.pathname}${link.search}`);
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe('https://example.com/book');
      expect(first.headers['referrer-policy']).toBe('no-referrer');
      expect((await follow(`${link.pathname}${link.search}`)).statusCode).toBe(302);
      const rec = (await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id))).find((r) => r.customerId === readers[0]!.id)!;
      expect(rec.clicks).toBe(2);
      expect(rec.clickedAt).not.toBeNull();
      // MSG-22: clicks are the records clicked, the click rate over the delivered
      const stats = (await call(t, { method: 'GET', url: M(`/stats/${m.id}`) }, admin.headers)).body.data;
      expect(stats).toMatchObject({ total: 2, delivered: 2, clicks: 1, clickRate: 0.5 });
      const listed = (await post(M('/record/page'), { messageId: m.id, customerId: readers[0]!.id })).body.data.records[0];
      expect(listed.clicked).toBe(true);

      // tampered: another signature, another record id with this signature, no token, an unsubscribe token
      const token = link.searchParams.get('token')!;
      const [payload, sig] = token.split('.') as [string, string];
      const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
      const other = (await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.messageId, m.id))).find((r) => r.customerId === readers[1]!.id)!;
      const leave = new URL(/https?:\/\/\S+unsubscribe\?token=\S+/.exec(mail.text)![0]);
      for (const bad of [
        `?token=${payload}.${flipped}`,
        `?token=r${other.id}.${sig}`,
        '',
        `?token=${leave.searchParams.get('token')}`,
        `?token=${encodeURIComponent(`${payload}.${sig}x`)}`,
      ]) {
        const res = await follow(`${link.pathname}${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(res.body).toContain('Invalid link');
      }
      const [again] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.id, rec.id));
      expect(again!.clicks).toBe(2);
      const [untouched] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.id, other.id));
      expect(untouched!.clicks).toBe(0);

      // the other reader's link follows their language's content; a withdrawn record redirects but counts nothing
      const theirs = new URL(/href="([^"]*\/message\/track\?token=[^"]+)"/.exec((await mailTo(readers[1]!)).html)![1]!);
      expect((await post(M('/record/withdraw'), { id: other.id })).body.data).toBe(true);
      expect((await follow(`${theirs.pathname}${theirs.search}`)).statusCode).toBe(302);
      const [withdrawn] = await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.id, other.id));
      expect([withdrawn!.clicks, withdrawn!.clickedAt]).toEqual([0, null]);

      // only http(s) targets: a stored link of another scheme is never followed
      const contents = (await t.ctx.db.select().from(messages).where(eq(messages.id, m.id)))[0]!.contents as J[];
      await t.ctx.db
        .update(messages)
        .set({ contents: contents.map((x) => ({ ...x, linkUrl: 'javascript:alert(1)' })) })
        .where(eq(messages.id, m.id));
      const js = await follow(`${link.pathname}${link.search}`);
      expect([js.statusCode, js.headers.location]).toEqual([400, undefined]);
      expect((await t.ctx.db.select().from(messageRecords).where(eq(messageRecords.id, rec.id)))[0]!.clicks).toBe(2);
    } finally {
      await smtp.close();
    }
  });
});

describe("the journey's story on the injected clock (no engine-control route)", () => {
  it('a UTC+8 group schedule fires when the clock reaches it; the customers find it in their inboxes, read and click it; the statistics show it', async () => {
    // the test app has no engine-control route: the API tests move the injected clock instead
    expect((await post(M('/engine/run'), { asOf: new Date(t.clock.now()).toISOString() })).status).toBe(404);
    const readers: Cust[] = [];
    for (const language of ['zh-CN', 'en-US'] as const) readers.push(await signUpCustomer(t, { country: 'JP', language }));
    await signInAgain();
    const audience = { mode: 'group', conditions: [{ field: 'country', operator: 'equal', value: 'JP' }] };
    expect((await post(M('/audience/count'), { audience })).body.data.count).toBe(2);
    const tomorrow = new Date(t.clock.now() + 86_400_000).toISOString().slice(0, 10);
    const firing = Date.parse(`${tomorrow}T01:00:00.000Z`); // 09:00 in UTC+8
    const m = await approved({ audience, schedule: { timeZone: 'Asia/Shanghai', date: tomorrow, time: '09:00', repeat: 'none', endDate: null } });
    const sent = (await post(M('/send'), { id: m.id, version: m.version })).body.data;
    expect(sent.nextRunTime).toBe(new Date(firing).toISOString());

    const inboxOf = async (c: { headers: Record<string, string> }) => (await call(t, { method: 'POST', url: A('/inbox'), payload: {} }, c.headers)).body.data;
    await runMessageEngine(t.ctx);
    expect((await inboxOf(readers[0]!)).total).toBe(0);
    t.clock.set(firing - 60_000);
    await runMessageEngine(t.ctx);
    expect(await t.ctx.db.select().from(messageSends).where(eq(messageSends.messageId, m.id))).toHaveLength(0);
    t.clock.set(firing);
    await runMessageEngine(t.ctx);

    // the customers sign in again through the customer API (the clock moved past their tokens)
    const signedIn: Array<{ headers: Record<string, string> }> = [];
    for (const r of readers) {
      const res = await call(t, { method: 'POST', url: '/lenkor-app/auth/signIn', payload: { account: r.account, password: CUSTOMER_PASSWORD } });
      expect(res.body.code, JSON.stringify(res.body)).toBe(2000);
      signedIn.push({ headers: { authorization: `Bearer ${res.body.data.accessToken}` } });
    }
    const zh = await inboxOf(signedIn[0]!);
    const en = await inboxOf(signedIn[1]!);
    expect([zh.total, en.total]).toEqual([1, 1]);
    expect(zh.records[0]).toMatchObject({ title: '保养提醒', read: false });
    expect(en.records[0]).toMatchObject({ title: 'Service reminder', read: false });
    const item = zh.records[0];
    expect((await call(t, { method: 'POST', url: A('/read'), payload: { ids: [item.id] } }, signedIn[0]!.headers)).body.data).toBe(1);
    expect((await call(t, { method: 'POST', url: A('/click'), payload: { id: item.id } }, signedIn[0]!.headers)).body.data.url).toBe(
      'https://example.com/book',
    );

    await signInAgain();
    const d = await detail(m.id);
    expect(d.message.state).toBe('completed');
    expect(d.stats).toMatchObject({ total: 2, delivered: 2, deliveryRate: 1, clicks: 1, clickRate: 0.5, read: 1 });
  });
});
