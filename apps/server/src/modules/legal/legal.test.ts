import crypto from 'node:crypto';
import { LEGAL_PERMISSION as P } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { signUpCustomer } from '../customers/test-support';
import { nextWithdrawalHeard } from './legal.consents';

let t: TestApp;
let admin: SignedIn;
let writer: SignedIn;
let reviewer: SignedIn;
let nobody: SignedIn;
const clock = new ManualClock(Date.parse('2026-05-04T08:00:00Z'));
const D = (p: string) => `/lenkor-legal/legalDocument${p}`;
const A = (p: string) => `/lenkor-app/legal${p}`;
const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers: Record<string, string> = admin.headers) => call(t, { method: 'GET', url }, headers);
const bodies = (zh: string, en: string) => ({ 'zh-CN': `<p>${zh}</p>`, 'en-US': `<p>${en}</p>` });
const EFFECTIVE = '2026-05-01T00:00:00Z';

/** A version written by `by`, sent for review and published by `pub`. */
async function published(type: string, b: Record<string, string>, material: boolean, by = writer, pub = reviewer) {
  const v = (await post(D('/save'), { type, bodies: b, effectiveDate: EFFECTIVE, material }, by.headers)).body.data;
  const s = (await post(D('/submit'), { id: v.id, version: v.version }, by.headers)).body.data;
  const res = await post(D('/publish'), { id: s.id, version: s.version }, pub.headers);
  expect(res.body.code, JSON.stringify(res.body)).toBe(2000);
  return res.body.data as J;
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  writer = await userWith(t, [P.view, P.add, P.edit, P.submit, P.publish]);
  reviewer = await userWith(t, [P.view, P.edit, P.publish]);
  nobody = await userWith(t, []);
  await t.ctx.db.execute(sql`insert into software_codes (code, name_zh, name_en) values ('DIAG-APP', '诊断', 'Diag'), ('OTHER-APP', '其他', 'Other')`);
});
afterAll(() => t.close());

describe('the apps each document type applies to', () => {
  it('keeps live software codes as the software area spells them and refuses unknown ones with 79508', async () => {
    const res = await post(D('/settings/save'), { type: 'privacyAgreement', softwareCodes: ['diag-app'] });
    expect(res.body.data).toEqual({ type: 'privacyAgreement', softwareCodes: ['DIAG-APP'] });
    expect((await post(D('/settings/save'), { type: 'userAgreement', softwareCodes: ['DIAG-APP', 'NOPE'] })).body).toMatchObject({
      code: 79508,
      data: { codes: ['nope'] },
    });
    expect((await post(D('/settings/save'), { type: 'userAgreement', softwareCodes: ['DIAG-APP'] })).body.code).toBe(2000);
    const list = (await get(D('/settings'))).body.data;
    expect(list.find((s: J) => s.type === 'privacyAgreement').softwareCodes).toEqual(['DIAG-APP']);
    expect(list.find((s: J) => s.type === 'integralDocument').softwareCodes).toEqual([]);
    expect((await get(D('/softwareCodes'))).body.data.map((c: J) => c.code)).toEqual(['DIAG-APP', 'OTHER-APP']);
  });
});

describe('document versions', () => {
  it('refuses a version without a body in a required language (79503), even an empty one, and sanitises the HTML', async () => {
    const missing = await post(D('/save'), { type: 'userAgreement', bodies: { 'zh-CN': '<p>中文</p>' }, effectiveDate: EFFECTIVE, material: false });
    expect(missing.body).toMatchObject({ code: 79503, data: { languages: ['en-US'] } });
    const empty = await post(D('/save'), {
      type: 'userAgreement',
      bodies: { 'zh-CN': '<p> </p>', 'en-US': '<p>x</p>' },
      effectiveDate: EFFECTIVE,
      material: false,
    });
    expect(empty.body.code).toBe(79503);
    const ok = await post(D('/save'), {
      type: 'userAgreement',
      bodies: { 'zh-CN': '<p onclick="x()">条款<script>alert(1)</script></p>', 'en-US': '<p>Terms</p>' },
      effectiveDate: EFFECTIVE,
      material: false,
    });
    expect(ok.body.data).toMatchObject({ status: 'draft', seq: 1, languages: ['zh-CN', 'en-US'], allowedActions: ['edit', 'submit'] });
    const detail = (await get(D(`/detail/${ok.body.data.id}`))).body.data;
    expect(detail.bodies['zh-CN']).toBe('<p>条款</p>');
    expect((await post(D('/save'), { type: 'userAgreement', bodies: bodies('a', 'b'), effectiveDate: EFFECTIVE, material: false, extra: 1 })).body.code).toBe(
      1001,
    );
  });

  it('publishes through review: nobody publishes what they wrote or changed (79502), and a published version is immutable (79501)', async () => {
    const v = (
      await post(
        D('/save'),
        { type: 'privacyAgreement', bodies: bodies('隐私第一版', 'Privacy one'), effectiveDate: EFFECTIVE, material: true },
        writer.headers,
      )
    ).body.data;
    expect((await post(D('/publish'), { id: v.id, version: v.version }, reviewer.headers)).body.code).toBe(1017);
    const s = (await post(D('/submit'), { id: v.id, version: v.version }, writer.headers)).body.data;
    expect(s).toMatchObject({ status: 'inReview', allowedActions: ['edit'] });
    expect((await post(D('/publish'), { id: s.id, version: s.version }, writer.headers)).body.code).toBe(79502);
    // the reviewer changes it while in review: now they may not publish it either
    const changed = (
      await post(
        D('/update'),
        { id: s.id, version: s.version, bodies: bodies('隐私第一版。', 'Privacy one.'), effectiveDate: EFFECTIVE, material: true },
        reviewer.headers,
      )
    ).body.data;
    expect((await post(D('/publish'), { id: s.id, version: changed.version }, reviewer.headers)).body.code).toBe(79502);
    expect((await post(D('/publish'), { id: s.id, version: s.version }, admin.headers)).body.code).toBe(1005);
    const pub = (await post(D('/publish'), { id: s.id, version: changed.version }, admin.headers)).body.data;
    const expected = crypto.createHash('sha256').update('en-US\n<p>Privacy one.</p>\n\u0000\nzh-CN\n<p>隐私第一版。</p>').digest('hex');
    expect(pub).toMatchObject({ status: 'published', contentHash: expected, current: true, allowedActions: [] });
    const edit = await post(D('/update'), { id: pub.id, version: pub.version, bodies: bodies('改', 'Change'), effectiveDate: EFFECTIVE, material: false });
    expect(edit.body.code).toBe(79501);
    expect((await post(D('/submit'), { id: pub.id, version: pub.version }, writer.headers)).body.code).toBe(1017);
  });

  it('rejects with a reason; a rejected version is changed and sent again', async () => {
    const v = (
      await post(D('/save'), { type: 'thirdPartyComponents', bodies: bodies('组件', 'Components'), effectiveDate: EFFECTIVE, material: false }, writer.headers)
    ).body.data;
    const s = (await post(D('/submit'), { id: v.id, version: v.version }, writer.headers)).body.data;
    const r = (await post(D('/reject'), { id: s.id, version: s.version, reason: '缺少许可证' }, reviewer.headers)).body.data;
    expect(r).toMatchObject({ status: 'rejected', rejectReason: '缺少许可证' });
    expect((await post(D('/submit'), { id: r.id, version: r.version }, writer.headers)).body.data.status).toBe('inReview');
  });

  it('shows the diff against the previous published version per language, and lists by type, state, language and app', async () => {
    const v2 = await published('privacyAgreement', bodies('隐私第二版内容', 'Privacy two with more words'), false);
    const detail = (await get(D(`/detail/${v2.id}`))).body.data;
    expect(detail.previous).toMatchObject({ seq: 1 });
    expect(detail.diff['en-US']).toEqual([
      { op: 'eq', text: 'Privacy ' },
      { op: 'del', text: 'one.' },
      { op: 'ins', text: 'two with more words' },
    ]);
    expect(detail.diff['zh-CN'].filter((p: J) => p.op !== 'eq').map((p: J) => p.text)).toEqual(['一', '二', '。', '内容']);
    const page = async (q: J) => (await post(D('/page'), q)).body.data.records.map((r: J) => `${r.type}:${r.seq}`);
    expect(await page({ type: 'privacyAgreement' })).toEqual(['privacyAgreement:2', 'privacyAgreement:1']);
    expect(await page({ status: 'published', type: 'privacyAgreement', sort: { field: 'seq', order: 'asc' } })).toEqual([
      'privacyAgreement:1',
      'privacyAgreement:2',
    ]);
    expect(await page({ softwareCode: 'other-app' })).toEqual([]);
    expect((await page({ softwareCode: 'diag-app', language: 'en-US' })).every((k: string) => /^(privacyAgreement|userAgreement)/.test(k))).toBe(true);
    const rows = (await post(D('/page'), { type: 'privacyAgreement' })).body.data.records;
    expect(rows.map((r: J) => r.current)).toEqual([true, false]);
  });
});

describe('consents through the customer API and the acceptance gate', () => {
  let customer: Awaited<ReturnType<typeof signUpCustomer>>;
  let v3: J;
  const me = (app?: string) => call(t, { method: 'GET', url: '/lenkor-app/me' }, { ...customer.headers, ...(app ? { 'x-app-code': app } : {}) });

  beforeAll(async () => {
    customer = await signUpCustomer(t, { language: 'en-US' });
  });

  it('holds back calls naming an app until the material privacy version is accepted', async () => {
    expect((await me()).body.code).toBe(2000);
    expect((await me('OTHER-APP')).body.code).toBe(2000);
    const held = await me('diag-app');
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ code: 79505, data: { type: 'privacyAgreement', seq: 1, appCode: 'DIAG-APP' } });
    const required = await call(t, { method: 'GET', url: A('/required?appCode=DIAG-APP') }, { ...customer.headers, 'x-app-code': 'DIAG-APP' });
    expect(required.body.data).toEqual([expect.objectContaining({ type: 'privacyAgreement', seq: 1 })]);
  });

  it('serves the current version in the customer’s language and refuses accepting one that is not current (79504)', async () => {
    const cur = (await get(A('/current?type=privacyAgreement&appCode=DIAG-APP'), customer.headers)).body.data;
    expect(cur).toMatchObject({ seq: 2, language: 'en-US', body: '<p>Privacy two with more words</p>', accepted: false });
    const zh = (await get(A('/current?type=privacyAgreement&appCode=DIAG-APP&language=zh-CN'), customer.headers)).body.data;
    expect(zh.body).toBe('<p>隐私第二版内容</p>');
    expect((await get(A('/current?type=integralDocument&appCode=DIAG-APP'), customer.headers)).body.code).toBe(79506);
    const old = (await post(D('/page'), { type: 'privacyAgreement', status: 'published', sort: { field: 'seq', order: 'asc' } })).body.data.records[0];
    const stale = await post(
      A('/accept'),
      { type: 'privacyAgreement', versionId: old.id, language: 'en-US', contentHash: old.contentHash, appCode: 'DIAG-APP' },
      customer.headers,
    );
    expect(stale.body).toMatchObject({ code: 79504, data: { currentVersionId: cur.versionId } });
    const badHash = await post(
      A('/accept'),
      { type: 'privacyAgreement', versionId: cur.versionId, language: 'en-US', contentHash: '0'.repeat(64), appCode: 'DIAG-APP' },
      customer.headers,
    );
    expect(badHash.body.code).toBe(79504);
  });

  it('records acceptance (version, hash, app, IP) and releases the gate; a decline is recorded too', async () => {
    const cur = (await get(A('/current?type=privacyAgreement&appCode=DIAG-APP'), customer.headers)).body.data;
    expect(
      (await post(A('/decline'), { type: 'privacyAgreement', versionId: cur.versionId, language: 'en-US', appCode: 'DIAG-APP' }, customer.headers)).body.data
        .action,
    ).toBe('decline');
    expect((await me('DIAG-APP')).body.code).toBe(79505);
    const rec = await post(
      A('/accept'),
      { type: 'privacyAgreement', versionId: cur.versionId, language: 'en-US', contentHash: cur.contentHash, appCode: 'diag-app' },
      customer.headers,
    );
    expect(rec.body.data).toMatchObject({
      action: 'accept',
      seq: 2,
      versionId: cur.versionId,
      contentHash: cur.contentHash,
      appCode: 'DIAG-APP',
      customerId: customer.id,
    });
    expect(rec.body.data.ip).toBeTruthy();
    expect((await me('DIAG-APP')).body.code).toBe(2000);
    expect((await get(A('/current?type=privacyAgreement&appCode=DIAG-APP'), customer.headers)).body.data.accepted).toBe(true);
  });

  it('withdraws privacy consent apart from the terms: the gate holds again, and a second withdrawal answers 79507', async () => {
    const w = await post(A('/privacy/withdraw'), { appCode: 'DIAG-APP' }, customer.headers);
    expect(w.body.data).toMatchObject({ action: 'withdraw', type: 'privacyAgreement', seq: 2 });
    expect((await me('DIAG-APP')).body.code).toBe(79505);
    expect((await post(A('/privacy/withdraw'), { appCode: 'DIAG-APP' }, customer.headers)).body.code).toBe(79507);
    const cur = (await get(A('/current?type=privacyAgreement&appCode=DIAG-APP'), customer.headers)).body.data;
    await post(
      A('/accept'),
      { type: 'privacyAgreement', versionId: cur.versionId, language: 'zh-CN', contentHash: cur.contentHash, appCode: 'DIAG-APP' },
      customer.headers,
    );
    expect((await me('DIAG-APP')).body.code).toBe(2000);
  });

  it('a new material version holds the customer back again until it is accepted', async () => {
    v3 = await published('privacyAgreement', bodies('隐私第三版', 'Privacy three'), true);
    expect((await me('DIAG-APP')).body).toMatchObject({ code: 79505, data: { seq: 3, versionId: v3.id } });
    await post(
      A('/accept'),
      { type: 'privacyAgreement', versionId: v3.id, language: 'en-US', contentHash: v3.contentHash, appCode: 'DIAG-APP' },
      customer.headers,
    );
    expect((await me('DIAG-APP')).body.code).toBe(2000);
  });

  it('counts acceptances, declines and withdrawals per version, language and app, and exports them', async () => {
    const stats = (await post(D('/statistics'), { type: 'privacyAgreement' })).body.data;
    expect(stats).toEqual([
      { type: 'privacyAgreement', versionId: v3.id, seq: 3, language: 'en-US', appCode: 'DIAG-APP', accepted: 1, declined: 0, withdrawn: 0 },
      expect.objectContaining({ seq: 2, language: 'en-US', accepted: 1, declined: 1, withdrawn: 1 }),
      expect.objectContaining({ seq: 2, language: 'zh-CN', accepted: 1, declined: 0, withdrawn: 0 }),
    ]);
    expect((await post(D('/statistics'), { language: 'zh-CN' })).body.data).toHaveLength(1);
    expect((await post(D('/statistics'), { createTimeFrom: '2027-01-01T00:00:00Z' })).body.data).toEqual([]);
    const consents = (await post(D('/consent/page'), { customerId: customer.id, action: 'accept' })).body.data;
    expect(consents.total).toBe(3);
    expect(consents.records[0]).toMatchObject({ seq: 3, contentHash: v3.contentHash, customerAccount: customer.account });
    const xlsx = await t.app.inject({ method: 'POST', url: D('/statistics/exportExcel'), payload: {}, headers: admin.headers });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('who may call', () => {
  it('answers 401 without a token, 403 without the permission, and keeps staff and customer tokens apart', async () => {
    const customer = await signUpCustomer(t);
    for (const [url, body] of [
      [D('/page'), {}],
      [D('/publish'), { id: 1, version: 1 }],
      [D('/save'), { type: 'userAgreement', bodies: bodies('a', 'b'), effectiveDate: EFFECTIVE, material: false }],
      [D('/statistics'), {}],
      [D('/settings/save'), { type: 'userAgreement', softwareCodes: [] }],
    ] as const) {
      expect((await post(url, body, {})).status).toBe(401);
      expect((await post(url, body, nobody.headers)).body.code).toBe(1000);
      expect((await post(url, body, customer.headers)).status).toBe(401);
    }
    expect((await post(D('/publish'), { id: 1, version: 1 }, (await userWith(t, [P.view])).headers)).body.code).toBe(1000);
    expect((await get(A('/current?type=privacyAgreement&appCode=DIAG-APP'), {})).status).toBe(401);
    expect((await get(A('/current?type=privacyAgreement&appCode=DIAG-APP'), admin.headers)).status).toBe(401);
  });
});

// Two instances on one PostgreSQL database and one Redis: each keeps the acceptances it has seen for a
// few seconds, and a withdrawal on one holds the customer back on the other at once.
const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
describe.skipIf(!shared)('a withdrawal across two instances (PostgreSQL + Redis)', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await buildTestApp({ DATABASE_URL: t.ctx.config.DATABASE_URL! }, { clock });
  });
  afterAll(() => b?.close());

  it('withdrawing privacy consent on A holds the customer back on B at once', async () => {
    const customer = await signUpCustomer(t, { language: 'en-US' });
    const onB = () => call(b, { method: 'GET', url: '/lenkor-app/me' }, { ...customer.headers, 'x-app-code': 'DIAG-APP' });
    const cur = (await get(A('/current?type=privacyAgreement&appCode=DIAG-APP'), customer.headers)).body.data;
    const accepted = await post(
      A('/accept'),
      { type: 'privacyAgreement', versionId: cur.versionId, language: 'en-US', contentHash: cur.contentHash, appCode: 'DIAG-APP' },
      customer.headers,
    );
    expect(accepted.body.code).toBe(2000);
    // B has seen the acceptance and keeps it
    expect((await onB()).body.code).toBe(2000);
    const heard = nextWithdrawalHeard(b.ctx);
    expect((await post(A('/privacy/withdraw'), { appCode: 'DIAG-APP' }, customer.headers)).body.code).toBe(2000);
    await heard;
    expect((await onB()).body.code).toBe(79505);
  });
});
