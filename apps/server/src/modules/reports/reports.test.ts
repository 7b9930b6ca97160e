import { REPORT_PERMISSION, REPORT_PUSH_LOG_PERMISSION, REPORT_PUSH_PERMISSION, REPORT_SHARE_PERMISSION } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { explainUsesIndex } from '../../platform/kit/explain';
import { signUpCustomer } from '../customers/test-support';
import { runMessageEngine } from '../messages';
import { insertProducts } from '../products/test-support';
import { REPORT_SERVICES } from './reports.service';
import { reports } from './reports.tables';
import { diagnosis, GIF, PNG, registerTerminal, upload } from './test-support';

let t: TestApp;
let admin: SignedIn;
let appKey = '';
let owner: Awaited<ReturnType<typeof signUpCustomer>>;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const TERM = 'RPT-TERM-1';
const R = (p: string) => `/lenkor-report${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url }, headers);
const send = (report: Record<string, unknown>, extra: { file?: Buffer; name?: string; lang?: string; terminalKey?: string; appKey?: string } = {}) =>
  upload(t, { appKey: extra.appKey ?? appKey, terminalKey: extra.terminalKey ?? TERM, report, ...extra });
const count = async (table: string) =>
  Number(((await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: J[] }).rows[0].n);

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  appKey = await registerTerminal(t, admin, TERM);
  const [product] = await insertProducts(t, [{ code: 'RPT-PRO', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' }]);
  owner = await signUpCustomer(t);
  for (const sn of ['RPT-SN-1', 'RPT-SN-2']) {
    const d = (await post('/lenkor-user/device/add', { sn, productId: product!.id })).body.data;
    if (sn === 'RPT-SN-1') expect((await post('/lenkor-user/device/bind', { id: d.id, version: 1, customerId: owner.id, note: 'sold' })).body.code).toBe(2000);
  }
});
afterAll(() => t.close());

describe('reports uploaded by devices', () => {
  it('takes a diagnosis report with its PDF, owned by the device’s customer, and shows it in its list and detail only', async () => {
    const res = await send(diagnosis('RPT-SN-1'));
    expect(res.json(), res.body).toMatchObject({ code: 2000, data: { kind: 'diagnosis', sn: 'RPT-SN-1', customerAccount: owner.account } });
    const id = res.json().data.id;
    const page = await post(R('/diagnosisReport/page'), { sn: 'rpt-sn-1' });
    expect(page.body.data.records.map((r: J) => r.id)).toContain(id);
    const detail = (await get(R(`/diagnosisReport/detail/${id}`))).body.data;
    expect(detail).toMatchObject({
      sn: 'RPT-SN-1',
      vin: 'LSVAU2180N2183294',
      customerAccount: owner.account,
      diagnosisTime: '2026-03-02T07:15:00.000Z',
      systemsScanned: 42,
      faultCodeCount: 2,
      fileName: 'report.pdf',
      fileType: 'application/pdf',
    });
    expect(detail).not.toHaveProperty('version');
    const codes = (await get(R(`/diagnosisReport/faultCodes/${id}`))).body.data;
    expect(codes.map((c: J) => c.code)).toEqual(['P0301', 'C0035']);
    // another kind's list and detail never show it
    expect((await post(R('/batteryReport/page'), { sn: 'RPT-SN-1' })).body.data.records).toEqual([]);
    expect((await get(R(`/batteryReport/detail/${id}`))).body.code).toBe(1002);
    // the file: whoever may view the kind downloads it, nobody else
    const file = await t.app.inject({ method: 'GET', url: `/lenkor-user/ossFile/download/${detail.fileId}`, headers: admin.headers });
    expect([file.statusCode, file.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const battery = await userWith(t, [REPORT_PERMISSION.battery.view]);
    expect((await t.app.inject({ method: 'GET', url: `/lenkor-user/ossFile/download/${detail.fileId}`, headers: battery.headers })).json().code).toBe(1000);
  });

  it('refuses a file of the wrong type (judged by content) in the caller’s language, and keeps nothing', async () => {
    const before = [await count('reports'), await count('files')];
    const gif = await send(diagnosis('RPT-SN-1'), { file: GIF, name: 'report.pdf' });
    expect([gif.statusCode, gif.json().code, gif.json().msg]).toEqual([415, 79201, 'The report file must be a PDF, PNG or JPEG file']);
    const zh = await send(diagnosis('RPT-SN-1'), { file: GIF, name: 'report.gif', lang: 'zh-CN' });
    expect(zh.json()).toMatchObject({ code: 79201, msg: '报告文件类型不正确，请上传PDF、PNG或JPEG文件' });
    // a thermal report is its image: a PDF is refused there
    const thermal = { ...diagnosis('RPT-SN-1'), kind: 'thermal', maxTemp: 88.5, minTemp: 21 } as Record<string, unknown>;
    delete thermal.systemsScanned;
    delete thermal.faultCodes;
    expect((await send(thermal)).json().code).toBe(79201);
    expect([await count('reports'), await count('files')]).toEqual(before);
    const image = await send(thermal, { file: PNG, name: 'thermal.png' });
    expect(image.json().code, image.body).toBe(2000);
    const row = (await get(R(`/thermalReport/detail/${image.json().data.id}`))).body.data;
    expect(row).toMatchObject({ maxTemp: 88.5, minTemp: 21, avgTemp: null, fileType: 'image/png' });
  });

  it('refuses an unknown or disabled terminal and a missing key before reading anything', async () => {
    const before = [await count('reports'), await count('files')];
    expect((await send(diagnosis('RPT-SN-1'), { terminalKey: 'NOT-A-TERMINAL' })).json().code).toBe(1011);
    expect((await send(diagnosis('RPT-SN-1'), { appKey: 'wrong-key-000000000000' })).json().code).toBe(1011);
    const none = await t.app.inject({ method: 'POST', url: `/lenkor-app/report/upload?app=repair&terminalKey=${TERM}`, payload: {} });
    expect(none.json().code).toBe(15602);
    expect([await count('reports'), await count('files')]).toEqual(before);
  });

  it('refuses a report from an SN on the gateway blacklist (79101), and keeps nothing', async () => {
    const listed = await post('/lenkor-log/gatewayBlackList/save', { kind: 'sn', value: 'RPT-SN-2', reason: 'stolen' });
    expect(listed.body.code).toBe(2000);
    const before = [await count('reports'), await count('files')];
    expect((await send(diagnosis('RPT-SN-2'))).json().code).toBe(79101);
    expect([await count('reports'), await count('files')]).toEqual(before);
    const entry = listed.body.data;
    await post('/lenkor-log/gatewayBlackList/remove', { id: entry.id, version: entry.version, reason: 'found' });
    expect((await send(diagnosis('RPT-SN-2'))).json().code).toBe(2000);
  });

  it('checks the report: its fields by kind, unknown fields, JSON, a thermal maximum below the minimum', async () => {
    const missing = await send({ ...diagnosis('RPT-SN-1'), systemsScanned: undefined });
    expect(missing.json().code).toBe(1001);
    expect(missing.json().data.errors.map((e: J) => e.field)).toContain('report.systemsScanned');
    expect((await send({ ...diagnosis('RPT-SN-1'), extra: 1 })).json().code).toBe(1001);
    expect((await send({ ...diagnosis('RPT-SN-1'), vin: 'IOQ' })).json().data.errors[0].field).toBe('report.vin');
    const thermal = { kind: 'thermal', sn: 'RPT-SN-1', productModel: 'TC1', softwareCode: 'TH', softwareVersion: '1', diagnosisTime: '2026-03-02T07:00:00Z' };
    expect((await send({ ...thermal, maxTemp: 10, minTemp: 20 }, { file: PNG, name: 't.png' })).json().data.errors[0].field).toBe('report.maxTemp');
  });

  it('searches by VIN, customer, model and diagnosis time as UTC days; sorts by diagnosis time', async () => {
    // 23:30 at UTC-2 on 1 March is 01:30 UTC on 2 March
    const late = (await send(diagnosis('RPT-SN-2', { vin: 'WVWZZZ1JZXW000001', productModel: 'MaxiSys', diagnosisTime: '2026-03-01T23:30:00-02:00' }))).json()
      .data;
    expect(late.customerAccount).toBeNull();
    const ids = async (q: Record<string, unknown>) => (await post(R('/diagnosisReport/page'), q)).body.data.records.map((r: J) => r.id);
    expect(await ids({ vin: 'wvwzzz' })).toEqual([late.id]);
    expect(await ids({ productModel: 'maxi' })).toEqual([late.id]);
    expect(await ids({ customerAccount: owner.account.slice(0, 6) })).not.toContain(late.id);
    expect(await ids({ diagnosisTimeFrom: '2026-03-02', diagnosisTimeTo: '2026-03-02' })).toContain(late.id);
    expect(await ids({ diagnosisTimeFrom: '2026-03-01', diagnosisTimeTo: '2026-03-01' })).not.toContain(late.id);
    const asc = (await post(R('/diagnosisReport/page'), { sort: { field: 'diagnosisTime', order: 'asc' } })).body.data.records;
    expect(asc[0].id).toBe(late.id);
    const exported = await t.app.inject({ method: 'POST', url: R('/diagnosisReport/export'), headers: admin.headers, payload: { sn: 'RPT-SN-2' } });
    expect(exported.statusCode).toBe(200);
  });
  it("serves each kind's filters and sorts from an index that leads with the kind", async () => {
    const svc = REPORT_SERVICES.battery;
    const queries: Array<Record<string, unknown>> = [
      { sn: 'RPT' },
      { vin: 'LSV' },
      { customerAccount: 'c-' },
      { productModel: 'X4' },
      { diagnosisTimeFrom: '2026-03-01', diagnosisTimeTo: '2026-03-31' },
      { createTimeFrom: '2026-03-01T00:00:00Z' },
      { sort: { field: 'diagnosisTime', order: 'desc' } },
      { sort: { field: 'sn', order: 'asc' } },
      {},
    ];
    for (const q of queries) {
      const list = t.ctx.db
        .select()
        .from(reports)
        .where(svc.page.where(q as never, {} as never))
        .orderBy(...svc.page.orderBy(q as never))
        .limit(20);
      const r = await explainUsesIndex(t.ctx.db, 'reports', list);
      expect(r.ok, `${JSON.stringify(q)}\n${r.plan}`).toBe(true);
    }
  });
});

describe('pushes through the message centre', () => {
  let reportId = 0;
  beforeAll(async () => {
    reportId = (await send(diagnosis('RPT-SN-1', { systemsScanned: 7 }))).json().data.id;
  });

  it('pushes a report’s summary to users: it arrives in their inbox and the push log says delivered', async () => {
    const pushed = await post(R('/push/users'), { reportId, accounts: [owner.account], note: 'Please book a visit' });
    expect(pushed.body, JSON.stringify(pushed.body)).toMatchObject({
      code: 2000,
      data: { target: 'users', recipientCount: 1, reachedCount: 1, status: 'queued' },
    });
    await runMessageEngine(t.ctx);
    const inbox = (await post('/lenkor-app/message/inbox', { current: 1, size: 10 }, owner.headers)).body.data.records;
    const item = inbox.find((m: J) => m.messageId === pushed.body.data.messageId);
    expect(item).toBeDefined();
    expect(item.body).toContain('RPT-SN-1');
    const log = (await post(R('/pushLog/page'), { target: 'users' })).body.data.records.find((r: J) => r.id === pushed.body.data.id);
    expect(log).toMatchObject({ status: 'delivered', delivered: 1, pushedBy: 'admin', recipientList: owner.account });
    const unknown = await post(R('/push/users'), { reportId, accounts: [owner.account, 'nobody@example.com'] });
    expect(unknown.body).toMatchObject({ code: 79204, data: { errors: [{ field: 'accounts.1' }] } });
  });

  it('pushes to SNs: their owners get it, unbound SNs are listed; none reached is refused', async () => {
    const before = (await post(R('/pushLog/page'), {})).body.data.total;
    const pushed = (await post(R('/push/sns'), { reportId, sns: ['RPT-SN-1', 'RPT-SN-2', 'NO-SUCH-SN'] })).body.data;
    expect(pushed).toMatchObject({ target: 'sns', recipientCount: 3, reachedCount: 1, unreachedList: 'RPT-SN-2, NO-SUCH-SN' });
    const none = await post(R('/push/sns'), { reportId, sns: ['RPT-SN-2'] });
    expect(none.body.code).toBe(79203);
    expect((await post(R('/pushLog/page'), {})).body.data.total).toBe(before + 1);
    await runMessageEngine(t.ctx);
    const inbox = (await post('/lenkor-app/message/inbox', { current: 1, size: 20 }, owner.headers)).body.data.records;
    expect(inbox.map((m: J) => m.messageId)).toContain(pushed.messageId);
    // the log is never changed
    expect((await post(R('/pushLog/delete'), { id: pushed.id, version: 1 })).status).toBe(404);
  });

  it('refuses each screen’s calls without its permission', async () => {
    const nobody = await userWith(t, []);
    const snOnly = await userWith(t, [REPORT_PUSH_PERMISSION.sns]);
    expect((await post(R('/push/users'), { reportId, accounts: [owner.account] }, snOnly.headers)).body.code).toBe(1000);
    expect((await get(R('/push/reports?kind=diagnosis'), snOnly.headers)).body.data.length).toBeGreaterThan(0);
    expect((await get(R('/push/reports?kind=diagnosis'), nobody.headers)).body.code).toBe(1000);
    for (const url of ['/diagnosisReport/page', '/batteryReport/page', '/share/page', '/pushLog/page']) {
      expect((await post(R(url), {}, nobody.headers)).body.code, url).toBe(1000);
      expect((await call(t, { method: 'POST', url: R(url), payload: {} })).body.code, url).toBe(1003);
    }
    const logViewer = await userWith(t, [REPORT_PUSH_LOG_PERMISSION.view]);
    expect((await post(R('/pushLog/page'), {}, logViewer.headers)).body.code).toBe(2000);
    expect((await post(R('/push/sns'), { reportId, sns: ['RPT-SN-1'] }, logViewer.headers)).body.code).toBe(1000);
  });
});

// last: it moves the clock days on (the customers' sessions end)
describe('shares', () => {
  it('a customer shares their own report as a link; staff see it and revoke it; expired links close', async () => {
    const mine = (await get('/lenkor-app/report/mine', owner.headers)).body.data;
    const report = mine.find((r: J) => r.kind === 'diagnosis');
    expect(report).toMatchObject({ sn: 'RPT-SN-1' });
    const stranger = await signUpCustomer(t);
    expect((await post('/lenkor-app/report/share', { reportId: report.id }, stranger.headers)).body.code).toBe(1002);
    expect((await post('/lenkor-app/report/share', { reportId: report.id }, admin.headers)).body.code).toBe(1003);
    const share = (await post('/lenkor-app/report/share', { reportId: report.id, days: 3 }, owner.headers)).body.data;
    expect(share.expiresAt).toBe('2026-03-05T08:00:00.000Z');
    // whoever holds the link sees the report and its file, without signing in
    const open = await get(share.url, {});
    expect(open.body.data).toMatchObject({ kind: 'diagnosis', sn: 'RPT-SN-1', summary: { faultCodeCount: 2 } });
    const file = await t.app.inject({ method: 'GET', url: `${share.url}/file` });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const row = (await post(R('/share/page'), { customerAccount: owner.account })).body.data.records[0];
    expect(row).toMatchObject({
      sn: 'RPT-SN-1',
      reportKind: 'diagnosis',
      link: share.url,
      expired: false,
      views: 1,
      status: 'active',
      allowedActions: ['revoke'],
    });
    const viewer = await userWith(t, [REPORT_SHARE_PERMISSION.view]);
    expect((await post(R('/share/revoke'), { id: row.id, version: row.version }, viewer.headers)).body.code).toBe(1000);
    const revoked = await post(R('/share/revoke'), { id: row.id, version: row.version });
    expect(revoked.body.data).toMatchObject({ status: 'revoked', allowedActions: [] });
    const closed = await call(t, { method: 'GET', url: share.url }, { language: 'en-US' });
    expect([closed.status, closed.body.code, closed.body.msg]).toEqual([410, 79202, 'This share link has expired or been revoked']);
    // a second link runs out by itself
    const second = (await post('/lenkor-app/report/share', { reportId: report.id, days: 1 }, owner.headers)).body.data;
    clock.advance(2 * 86_400_000);
    admin = await signInAdmin(t);
    expect((await get(second.url, {})).body.code).toBe(79202);
    const expired = (await post(R('/share/page'), { expired: true })).body.data.records.map((r: J) => r.id);
    expect(expired).toContain(second.id);
  });
});
