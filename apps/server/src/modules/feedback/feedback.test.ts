import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEEDBACK_PERMISSIONS as P } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { readSheet, waitForJob } from '../../../test/kit-helpers';
import { call, expectGuarded, type J } from '../../../test/system';
import { explainUsesIndex } from '../../platform/kit/explain';
import { outbox } from '../../platform/notify/notify.tables';
import { signUpCustomer } from '../customers/test-support';
import { seedFeedbackDemo, seedFeedbackScale } from './feedback.demo';
import { feedbackPage } from './feedback.repository';
import { feedback } from './feedback.tables';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const Q = (p: string) => `/lenkor-user/question${p}`;
const A = (p: string) => `/lenkor-app/feedback${p}`;

let t: TestApp;
let admin: SignedIn;
let tracker: http.Server;
let trackerCalls: Array<{ auth: string | undefined; body: J }> = [];
let trackerFails = false;

function form(file: { name: string; body: Buffer }) {
  const b = `----fb${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file.body,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
async function upload(headers: Record<string, string>, file: { name: string; body: Buffer }, url = A('/upload')) {
  const f = form(file);
  const res = await t.app.inject({ method: 'POST', url, payload: f.payload, headers: { ...f.headers, ...headers } });
  return { status: res.statusCode, body: res.json() };
}
const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers: Record<string, string> = admin.headers) => call(t, { method: 'GET', url }, headers);
async function row(id: number) {
  const [r] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, id));
  return r!;
}
const item = async (id: number) => ({ id, version: (await row(id)).version });

async function submit(c: { headers: Record<string, string> }, over: Record<string, unknown> = {}) {
  const r = await post(A('/submit'), { title: 'ABS codes unreadable', content: 'The ABS module does not answer.', sn: '980001112223', ...over }, c.headers);
  expect(r.body.code, JSON.stringify(r.body)).toBe(2000);
  return r.body.data.id as number;
}

beforeAll(async () => {
  tracker = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      trackerCalls.push({ auth: req.headers.authorization, body: JSON.parse(data || '{}') });
      if (trackerFails || req.url !== '/rest/api/2/issue') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"errorMessages":["tracker down"]}');
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: '10001', key: `DIAG-${100 + trackerCalls.length}` }));
    });
  });
  await new Promise<void>((r) => tracker.listen(0, '127.0.0.1', r));
  const port = (tracker.address() as AddressInfo).port;
  t = await buildTestApp({ BUG_TRACKER_URL: `http://127.0.0.1:${port}`, BUG_TRACKER_TOKEN: 'secret-token' });
  admin = await signInAdmin(t);
});
afterAll(async () => {
  await t.close();
  tracker.close();
});

describe('customer calls /{svc}-app/feedback/*', () => {
  it('submit with a screenshot; a mistyped or oversized attachment is refused before it is stored', async () => {
    const c = await signUpCustomer(t, { language: 'en-US', email: 'anna@werkstatt.de' });
    const up = await upload(c.headers, { name: 'screen.png', body: PNG });
    expect(up.body.code, JSON.stringify(up.body)).toBe(2000);
    // an executable renamed .png: 1040; a PNG over 5MB: 1041 (read while it streams, nothing kept)
    const exe = await upload(c.headers, { name: 'evil.png', body: Buffer.concat([Buffer.from('MZ\x90\x00'), crypto.randomBytes(5000)]) });
    expect([exe.status, exe.body.code]).toEqual([415, 1040]);
    const big = await upload(c.headers, { name: 'big.png', body: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.body.code).toBe(1041);
    const files = (await t.ctx.db.execute(sql`select count(*)::int as n from files where area like 'feedback%'`)) as unknown as { rows: Array<{ n: number }> };
    expect(files.rows[0]!.n).toBe(1);

    const id = await submit(c, { fileIds: [up.body.data.id], feedbackType: 'complaint' });
    const r = await row(id);
    expect(r).toMatchObject({
      customerId: c.id,
      validity: 'pending',
      status: 'unanswered',
      language: 'en-US',
      userEmail: 'anna@werkstatt.de',
      source: 'appPersonalCenter',
      feedbackType: 'complaint',
    });
    expect(r.seqNo).toMatch(/^FB\d{8}\d{6}$/);
    expect(r.screenshots.map((f) => f.id)).toEqual([up.body.data.id]);
    const mine = await get(A('/list'), c.headers);
    expect(mine.body.data.map((x: J) => x.id)).toEqual([id]);
    // the screenshot downloads for its owner only
    const dl = await t.app.inject({ method: 'GET', url: A(`/file/${id}/${up.body.data.id}`), headers: c.headers });
    expect(dl.statusCode).toBe(200);
    expect(Buffer.compare(dl.rawPayload, PNG)).toBe(0);

    // another customer neither reads nor answers nor closes it
    const other = await signUpCustomer(t);
    expect((await get(A(`/detail/${id}`), other.headers)).body.code).toBe(1002);
    expect((await post(A('/answer'), { id, content: 'hi' }, other.headers)).body.code).toBe(1002);
    expect((await post(A('/close'), { id }, other.headers)).body.code).toBe(1002);
    expect((await t.app.inject({ method: 'GET', url: A(`/file/${id}/${up.body.data.id}`), headers: other.headers })).statusCode).toBe(404);
    // staff tokens do not open customer calls
    expect((await get(A('/list'), admin.headers)).status).toBe(401);
  });
});

describe('the two axes and the batches', () => {
  let cust: Awaited<ReturnType<typeof signUpCustomer>>;
  let handler: SignedIn & { username: string };
  beforeAll(async () => {
    cust = await signUpCustomer(t, { language: 'zh-CN', email: 'li.na@repair.cn' });
    handler = await userWith(t, [P.view.name]);
    await t.ctx.db.execute(sql`update users set email = 'handler@diagops.local' where username = ${handler.username}`);
  });

  it('refuses processing before validity is confirmed (61001), an empty batch (61000), and validity twice (61001)', async () => {
    const id = await submit(cust);
    expect((await post(Q('/reply'), { items: [await item(id)], content: 'x' })).body.code).toBe(61001);
    const en = await t.app.inject({
      method: 'POST',
      url: Q('/reply'),
      payload: { items: [await item(id)], content: 'x' },
      headers: { ...admin.headers, language: 'en-US' },
    });
    expect(en.json().msg).toBe('Only problems pending confirmation can be handled');
    const zh = await t.app.inject({ method: 'POST', url: Q('/close'), payload: { items: [await item(id)] }, headers: { ...admin.headers, language: 'zh-CN' } });
    expect([zh.statusCode, zh.json().code, zh.json().msg]).toEqual([409, 61001, '只有待确认的问题才能处理']);
    expect((await post(Q('/validity'), { items: [], validity: 'invalid' })).body.code).toBe(61000);
    expect((await post(Q('/validity'), { items: [await item(id)], validity: 'valid', urgency: 'importance' })).body.data).toEqual({ done: [id], refused: [] });
    expect((await post(Q('/validity'), { items: [await item(id)], validity: 'invalid' })).body.code).toBe(61001);
  });

  it('a mixed batch mark-invalid reports each item; nothing half-applied', async () => {
    const a = await submit(cust);
    const b = await submit(cust);
    await post(Q('/validity'), { items: [await item(b)], validity: 'valid' });
    const stale = { id: a, version: (await row(a)).version + 5 };
    const c = await submit(cust);
    const res = await post(Q('/validity'), { items: [stale, await item(b), await item(c)], validity: 'invalid' }, { ...admin.headers, language: 'en-US' });
    expect(res.body.code).toBe(2000);
    expect(res.body.data.done).toEqual([c]);
    expect(res.body.data.refused).toEqual([
      { id: a, code: 1005, message: 'The data was changed by someone else; reload and try again' },
      { id: b, code: 61001, message: 'Only problems pending confirmation can be handled' },
    ]);
    expect((await row(a)).validity).toBe('pending');
    expect((await row(b)).validity).toBe('valid');
    expect((await row(c)).validity).toBe('invalid');
  });

  it('reply: e-mails the customer in their language, records first response; a stale version is 409', async () => {
    const id = await submit(cust);
    await post(Q('/validity'), { items: [await item(id)], validity: 'valid' });
    const v = await item(id);
    t.clock.advance(45 * 60_000);
    const staffUp = await upload(admin.headers, { name: 'guide.png', body: PNG }, `/lenkor-user/ossFile/uploadFile?area=feedback-reply-image`);
    expect(staffUp.body.code, JSON.stringify(staffUp.body)).toBe(2000);
    const r = await post(Q('/reply'), { items: [v], content: '请升级到V5.3后重试。', fileIds: [staffUp.body.data.id] });
    expect(r.body.data).toEqual({ done: [id], refused: [] });
    const again = await t.app.inject({ method: 'POST', url: Q('/reply'), payload: { items: [v], content: 'again' }, headers: admin.headers });
    expect([again.statusCode, again.json().code]).toEqual([409, 1005]);
    const after = await row(id);
    expect(after.status).toBe('answered');
    expect(after.firstResponseAt!.getTime() - after.feedbackAt.getTime()).toBe(45 * 60_000);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.target, 'li.na@repair.cn'));
    expect(mails.at(-1)!.subject).toBe(`您的反馈 ${after.seqNo} 有新回复`);
    expect(mails.at(-1)!.body).toContain('请升级到V5.3后重试。');
    // the customer reads it with the attachment, answers, and the staff detail shows the history
    const view = await get(A(`/detail/${id}`), cust.headers);
    expect(view.body.data.messages.map((m: J) => m.kind)).toEqual(['customer', 'reply']);
    expect(view.body.data.messages[1].files[0].id).toBe(staffUp.body.data.id);
    expect((await post(A('/answer'), { id, content: '还是不行' }, cust.headers)).body.data.status).toBe('unanswered');
    const detail = await get(Q(`/detail/${id}`));
    expect(detail.body.data.history.map((h: J) => h.action)).toEqual(['create', 'markValid', 'reply', 'customerAnswer']);
    expect(detail.body.data.feedback.firstResponseMinutes).toBe(45);
  });

  it('batch reply skips items the customer closed; R&D answer only on processing or reactivated', async () => {
    const open = await submit(cust);
    const closed = await submit(cust);
    await post(Q('/validity'), { items: [await item(open), await item(closed)], validity: 'valid', urgency: 'normal' });
    expect((await post(A('/close'), { id: closed }, cust.headers)).body.data.status).toBe('closed');
    const r = await post(Q('/reply'), { items: [await item(open), await item(closed)], content: 'Batch answer' });
    expect(r.body.data.done).toEqual([open]);
    expect(r.body.data.refused.map((x: J) => [x.id, x.code])).toEqual([[closed, 1017]]);

    // answered is not processing: refused; after assigning it is
    expect((await post(Q('/rdAnswer'), { items: [await item(open)], content: 'fixed' })).body.code).toBe(1017);
    expect((await post(Q('/assign'), { items: [await item(open)], handlerId: handler.userId })).body.data.done).toEqual([open]);
    expect((await row(open)).status).toBe('processing');
    const rd = await post(Q('/rdAnswer'), { items: [await item(open)], content: 'fixed in V5.3', expectedVersion: 'V5.3' });
    expect(rd.body.data.done).toEqual([open]);
    expect(await row(open)).toMatchObject({ status: 'resolved', expectedVersion: 'V5.3', internalStatus: 'done' });
    // reactivate needs a reason
    expect((await post(Q('/reactivate'), { items: [await item(open)], reason: '' })).body.code).toBe(1001);
    expect((await post(Q('/reactivate'), { items: [await item(open)], reason: 'happens again' })).body.data.done).toEqual([open]);
    expect(await row(open)).toMatchObject({ status: 'reactivated', reactivateReason: 'happens again', resolvedAt: null });
    expect((await post(Q('/close'), { items: [await item(open)] })).body.data.done).toEqual([open]);
  });

  it('assign: 61004 without the handler e-mail, 61005 without urgency; transfer needs a handler', async () => {
    const noUrgency = await submit(cust);
    await post(Q('/validity'), { items: [await item(noUrgency)], validity: 'valid' });
    expect((await post(Q('/assign'), { items: [await item(noUrgency)], handlerId: handler.userId })).body.code).toBe(61005);
    await post(Q('/update'), { ...(await item(noUrgency)), urgency: 'exigency' });
    expect((await post(Q('/assign'), { items: [await item(noUrgency)], handlerId: admin.userId })).body.code).toBe(61004);
    expect((await post(Q('/transfer'), { items: [await item(noUrgency)], handlerId: handler.userId })).body.code).toBe(1017);
    expect((await post(Q('/assign'), { items: [await item(noUrgency)], handlerId: handler.userId })).body.data.done).toEqual([noUrgency]);
    expect(await row(noUrgency)).toMatchObject({ handlerId: handler.userId, handlerEmail: 'handler@diagops.local', status: 'processing' });
  });

  it('refuses an expected version like 1.2, V1.2-beta or V, and an 11th tag', async () => {
    const id = await submit(cust);
    for (const v of ['1.2', 'V1.2-beta', 'V']) {
      const r = await post(Q('/update'), { ...(await item(id)), expectedVersion: v });
      expect(r.body.code, v).toBe(1001);
      expect(r.body.data.errors[0].field).toBe('body.expectedVersion');
    }
    expect((await post(Q('/update'), { ...(await item(id)), expectedVersion: 'v10.0.3' })).body.data.expectedVersion).toBe('v10.0.3');
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect((await post(Q('/update'), { ...(await item(id)), tags: ten })).body.data.tags).toEqual(ten);
    const eleven = await post(Q('/update'), { ...(await item(id)), tags: [...ten, 't10'] });
    expect([eleven.body.code, eleven.body.data.errors[0].field]).toEqual([1001, 'body.tags']);
  });

  it('move to the bug tracker: stores the key; a tracker failure leaves the item unchanged and says why', async () => {
    const id = await submit(cust);
    await post(Q('/validity'), { items: [await item(id)], validity: 'valid' });
    trackerFails = true;
    const before = await row(id);
    const fail = await post(Q('/bugTracker'), { items: [await item(id)] });
    expect([fail.status, fail.body.code]).toEqual([503, 1014]);
    expect(fail.body.data.reason).toContain('500');
    expect(await row(id)).toEqual(before);
    trackerFails = false;
    trackerCalls = [];
    const r = await post(Q('/bugTracker'), { items: [await item(id)] });
    expect(r.body.data.done).toEqual([id]);
    expect(trackerCalls[0]!.auth).toBe('Bearer secret-token');
    expect(trackerCalls[0]!.body.fields).toMatchObject({ project: { key: 'DIAG' }, issuetype: { name: 'Bug' } });
    expect((await row(id)).bugTrackerKey).toBe('DIAG-101');
    expect((await post(Q('/bugTracker'), { items: [await item(id)] })).body.code).toBe(1017);
  });

  it('shows who is replying to others', async () => {
    const id = await submit(cust);
    const other = await userWith(t, [P.view.name, P.reply.name]);
    expect((await post(Q('/replying'), { id })).body.data.replyingBy.userId).toBe(admin.userId);
    expect((await post(Q('/replying'), { id }, other.headers)).body.data.replyingBy.userId).toBe(admin.userId);
    const seen = (await get(Q(`/detail/${id}`), other.headers)).body.data.feedback.replyingBy;
    expect(seen).toMatchObject({ userId: admin.userId, name: 'Administrator' });
    // a reply ends the mark
    await post(Q('/validity'), { items: [await item(id)], validity: 'valid' });
    await post(Q('/reply'), { items: [await item(id)], content: 'ok' });
    expect((await get(Q(`/detail/${id}`), other.headers)).body.data.feedback.replyingBy).toBeNull();
  });
});

describe('queue, export, settings', () => {
  it('filters, counts per status, guards its routes', async () => {
    await seedFeedbackDemo(t.ctx);
    await expectGuarded(t, { method: 'POST', url: Q('/page'), payload: {} }, await userWith(t, []));
    const page = await post(Q('/page'), { status: 'processing', size: 100 });
    expect(page.body.data.records.length).toBeGreaterThan(0);
    expect(page.body.data.records.every((r: J) => r.status === 'processing')).toBe(true);
    const tagged = await post(Q('/page'), { tag: 'ABS', size: 100 });
    expect(tagged.body.data.records.every((r: J) => r.tags.includes('ABS'))).toBe(true);
    const counts = await post(Q('/counts'), { validity: 'valid' });
    expect(counts.body.data.processing).toBeGreaterThan(0);
    expect(counts.body.data.unanswered).toBeGreaterThan(0);
  });

  it('every filter and sort of the queue is served by an index', async () => {
    const filters: Array<Record<string, unknown>> = [
      { seqNo: 'fb' },
      { title: 'a' },
      { appName: 'd' },
      { userEmail: 'z' },
      { sn: '98' },
      { vin: 'l' },
      { questionType: 'a' },
      { bugTrackerKey: 'd' },
      { status: 'unanswered' },
      { validity: 'pending' },
      { urgency: 'veryUrgent' },
      { feedbackType: 'complaint' },
      { language: 'en-US' },
      { source: 'backstage' },
      { internalStatus: 'done' },
      { handlerId: 1 },
      { tag: 'ABS' },
      { feedbackTimeFrom: new Date(t.clock.now()).toISOString() },
      {},
    ];
    for (const q of filters) {
      const list = t.ctx.db
        .select()
        .from(feedback)
        .where(feedbackPage.where(q))
        .orderBy(...feedbackPage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'feedback', list);
      expect(r.ok, `${JSON.stringify(q)}\n${r.plan}`).toBe(true);
    }
    for (const field of ['feedbackTime', 'updateTime', 'urgency'] as const) {
      const list = t.ctx.db
        .select()
        .from(feedback)
        .orderBy(...feedbackPage.orderBy({ sort: { field, order: 'desc' } }))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'feedback', list);
      expect(r.ok, `sort ${field}\n${r.plan}`).toBe(true);
    }
  });

  it('export: xlsx, and 61009 past 10,000 rows', async () => {
    const ok = await t.app.inject({ method: 'POST', url: Q('/exportExcel'), payload: { status: 'closed' }, headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('spreadsheetml');
    // the console's way: a job it polls under the same service, then the file
    const started = await t.app.inject({
      method: 'POST',
      url: Q('/exportExcel'),
      payload: { status: 'closed' },
      headers: { ...admin.headers, 'x-async-job': '1' },
    });
    const job = await waitForJob(t, 'user', started.json().data.jobId, admin.headers);
    expect(job.status).toBe('completed');
    const file = await t.app.inject({ method: 'GET', url: `/lenkor-user/job/${started.json().data.jobId}/file`, headers: admin.headers });
    expect((await readSheet(file.rawPayload)).length).toBe(job.total + 1);
    await seedFeedbackScale(t.ctx, 10_100);
    const over = await post(Q('/exportExcel'), {});
    expect([over.status, over.body.code]).toEqual([400, 61009]);
  });

  it('problem types: 61010 without the category, FB-26 values, unfilled cells', async () => {
    expect((await post('/lenkor-user/problemType/page', { type: '软件问题' })).body.code).toBe(61010);
    expect((await post('/lenkor-user/problemType/page', { type: '软件问题', category: 'software' })).body.data.total).toBe(1);
    const bad = await post('/lenkor-user/problemType/save', { type: 'Net', category: 'c', rows: [{ language: 'zh-CN', values: ['好的!'] }] });
    expect(bad.body.code).toBe(1001);
    const unfilled = await post('/lenkor-user/problemType/save', {
      type: 'Net',
      category: 'c',
      rows: [
        { language: 'zh-CN', values: ['断开', '超时'] },
        { language: 'en-US', values: ['Drop'] },
      ],
    });
    expect(unfilled.body.code).toBe(1001);
    const good = await post('/lenkor-user/problemType/save', {
      type: 'Net',
      category: 'c',
      rows: [{ language: 'zh-CN', values: ['断开(WiFi)', 'time_out-1'] }],
    });
    expect(good.body.code).toBe(2000);
  });

  it('standard replies and product feedback', async () => {
    const s = await post('/lenkor-user/rephrasing/save', { name: 'Thanks', texts: [{ language: 'en-US', text: 'Thank you!' }] });
    expect(s.body.code).toBe(2000);
    expect((await get('/lenkor-user/rephrasing/all')).body.data.some((x: J) => x.name === 'Thanks')).toBe(true);
    const pf = await post('/lenkor-user/productFeedback/save', { source: 'backstage', title: 'Idea', description: 'More', language: 'en-US' });
    expect(pf.body.code).toBe(2000);
    const ap = await post('/lenkor-user/productFeedback/append', { id: pf.body.data.id, content: 'And more' });
    expect(ap.body.data.appends.map((a: J) => a.content)).toEqual(['And more']);
    const noPerm = await userWith(t, [P.view.name]);
    expect((await post('/lenkor-user/productFeedback/page', {}, noPerm.headers)).status).toBe(403);
    expect((await post('/lenkor-user/abnormalRecords/page', {})).body.data.total).toBe(12);
  });
});
