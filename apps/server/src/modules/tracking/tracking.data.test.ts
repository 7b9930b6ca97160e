import { TRACKING_KEY_HEADER } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { fillTemplate, multipartFile, readSheet, waitForJob } from '../../../test/kit-helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { postgresEventStore } from './event-store';
import { activeDevicesPerDay, eventCounts } from './index';
import { maintainPartitions, partitionDays } from './partitions';

let t: TestApp;
let admin: SignedIn;
let key = '';
const NOW = Date.parse('2026-03-10T08:00:00Z');
const clock = new ManualClock(NOW);
const T = (p: string) => `/lenkor-tracking${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const send = (events: J[], k = key, language = 'en-US') =>
  call(t, { method: 'POST', url: '/lenkor-app/tracking/events', payload: { events } }, { [TRACKING_KEY_HEADER]: k, language });
let seq = 0;
const ev = (over: J = {}) => ({
  clientId: `cid-${String(++seq).padStart(8, '0')}`,
  event: 'diag_run',
  time: '2026-03-10T07:00:00Z',
  sn: 'SN0001',
  softCode: 'X431',
  version: '1.0.0',
  country: 'CN',
  productModel: 'PRO5',
  properties: { result: 'ok', sessionId: 's1' },
  ...over,
});
const window = { from: '2026-03-09T00:00:00Z', to: '2026-03-11T00:00:00Z' };

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  key = (await post(T('/publicKey/save'), { name: 'Diag app' })).body.data.key;
  const props = [
    { name: 'result', type: 'string', required: true, enumValues: ['ok', 'fail'] },
    { name: 'ms', type: 'number', required: false },
  ];
  const base = { owner: 'QA', descriptionZh: '', properties: props };
  await post(T('/customEvent/save'), { ...base, code: 'diag_run', nameZh: '诊断', nameEn: 'Diagnosis', enforcement: 'reject' });
  await post(T('/customEvent/save'), { ...base, code: 'scan_vin', nameZh: '扫描', nameEn: 'VIN scan', enforcement: 'warn' });
  await post(T('/publicEvent/save'), { ...base, code: 'app_crash', nameZh: '崩溃', nameEn: 'Crash', enforcement: 'off', properties: [] });
});
afterAll(() => t.close());

describe('ingestion through the device API', () => {
  it('stores good events, refuses unknown ones and schema breaks under reject (the rest stored), warns under warn', async () => {
    const res = await send([
      ev(),
      ev({ event: 'nope_event' }),
      ev({ properties: { result: 'maybe' } }),
      ev({ properties: {} }),
      ev({ event: 'scan_vin', properties: { result: 'ok', ms: 'slow' } }),
      ev({ time: '2026-02-01T00:00:00Z' }),
    ]);
    expect(res.body.code).toBe(2000);
    expect(res.body.data).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(res.body.data.rejected.map((r: J) => r.code)).toEqual([79310, 79313, 79311, 79315]);
    expect(res.body.data.rejected[0].message).toBe('The event is not in the registry: nope_event');
    expect(res.body.data.warned).toEqual([expect.objectContaining({ code: 79312, message: 'A property has the wrong type: ms' })]);
    // listed on the ingestion-warnings view with their reason in the reader's language
    const issues = (await post(T('/ingestIssue/page'), { size: 50 })).body.data.records as J[];
    expect(issues.map((i) => [i.level, i.code]).sort()).toEqual(
      [
        ['reject', 79310],
        ['reject', 79311],
        ['reject', 79313],
        ['reject', 79315],
        ['warn', 79312],
      ].sort(),
    );
    expect(issues.find((i) => i.code === 79310)).toMatchObject({ eventCode: 'nope_event', keyName: 'Diag app', reason: '事件未在事件库中登记' });
  });

  it('stores a resent batch once, and lists its refused and warned events once', async () => {
    const batch = [
      ev({ sn: 'SN-R' }),
      ev({ sn: 'SN-R' }),
      ev({ sn: 'SN-R', properties: {} }),
      ev({ sn: 'SN-R', event: 'scan_vin', properties: { result: 'ok', ms: 'x' } }),
    ];
    expect((await send(batch)).body.data).toMatchObject({ accepted: 3, duplicates: 0 });
    const again = (await send(batch)).body.data;
    expect(again).toMatchObject({ accepted: 0, duplicates: 3 });
    // the device is still told what was refused, each time it sends it
    expect(again.rejected.map((r: J) => r.code)).toEqual([79311]);
    const found = await post(T('/search/detail'), { ...window, sn: 'SN-R' });
    expect(found.body.data.records).toHaveLength(3);
    const issues = (await post(T('/ingestIssue/page'), { size: 50, sn: 'SN-R' })).body.data.records as J[];
    expect(issues.map((i) => [i.level, i.code]).sort()).toEqual([
      ['reject', 79311],
      ['warn', 79312],
    ]);
  });

  it('refuses a batch over 500 whole, and a wrong or disabled key, in the caller language', async () => {
    const big = Array.from({ length: 501 }, () => ev({ sn: 'SN-BIG' }));
    const res = await send(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 79302 });
    expect((await post(T('/search/detail'), { ...window, sn: 'SN-BIG' })).body.data.records).toHaveLength(0);
    const wrong = await send([ev()], 'tk_wrong', 'zh-CN');
    expect(wrong.body).toMatchObject({ code: 79301, msg: '埋点公钥缺失、错误或已停用' });
    const other = (await post(T('/publicKey/save'), { name: 'Old app' })).body.data;
    await post(T('/publicKey/disable'), { id: other.id, version: other.version });
    expect((await send([ev()], other.key)).body.code).toBe(79301);
  });
});

describe('partitions, rollups and searches', () => {
  it('creates partitions a week ahead and drops whole the days past the retention when the clock moves', async () => {
    await maintainPartitions(t.ctx);
    const days = await partitionDays(t.ctx.db);
    expect(days).toEqual(expect.arrayContaining(['2026-03-10', '2026-03-17']));
    // 100 days on: the retention (90 days) ends on 2026-03-20, every day before it goes whole
    clock.set(NOW + 100 * 86_400_000);
    const started = performance.now();
    const { dropped } = await maintainPartitions(t.ctx);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(dropped).toEqual(expect.arrayContaining(['2026-03-10', '2026-03-17']));
    const after = await partitionDays(t.ctx.db);
    expect(after.some((d) => d <= '2026-03-17')).toBe(false);
    expect(after).toEqual(expect.arrayContaining(['2026-06-18', '2026-06-25']));
    const later = (await signInAdmin(t)).headers;
    expect((await post(T('/search/detail'), { ...window, sn: 'SN0001' }, later)).body.data.records).toEqual([]);
    expect((await post(T('/ingestIssue/page'), {}, later)).body.data.total).toBe(0);
    clock.set(NOW);
    await maintainPartitions(t.ctx);
    admin = await signInAdmin(t);
  });

  it('counts events in the rollups, and a late event after the next run', async () => {
    await send([ev({ sn: 'A1' }), ev({ sn: 'A2', version: '1.1.0' }), ev({ sn: 'A2', event: 'app_crash', properties: { sessionId: 'x' } })]);
    await post(T('/rollup/run'), {});
    const day = (await post(T('/dataQuery/page'), { from: '2026-03-08', to: '2026-03-10', event: 'diag' })).body.data;
    expect(day.records).toEqual([expect.objectContaining({ eventCode: 'diag_run', softCode: 'X431', events: 2, lastDay: '2026-03-10' })]);
    // two days late, after the run: counted by the next one
    await send([ev({ sn: 'A3', time: '2026-03-08T10:00:00Z' })]);
    expect(await eventCounts(t.ctx, { from: '2026-03-08', to: '2026-03-08', groupBy: 'day' })).toEqual([]);
    await post(T('/rollup/run'), {});
    expect(await eventCounts(t.ctx, { from: '2026-03-08', to: '2026-03-10', event: 'diag_run', groupBy: 'day' })).toEqual([
      { key: '2026-03-08', events: 1, devices: 1 },
      { key: '2026-03-10', events: 2, devices: 2 },
    ]);
    const byVersion = (await call(t, { method: 'GET', url: T('/dataQuery/detail?eventId=1&from=2026-03-10&to=2026-03-10&groupBy=version') }, admin.headers))
      .body.data;
    expect(byVersion.rows).toEqual([
      { key: '1.0.0', events: 1, devices: 1 },
      { key: '1.1.0', events: 1, devices: 1 },
    ]);
    expect(await activeDevicesPerDay(t.ctx, { from: '2026-03-10', to: '2026-03-10', softCode: 'X431' })).toEqual([
      { day: '2026-03-10', devices: 2, sessions: 2 },
    ]);
  });

  it('shows quality: adoption, crash-free devices and sessions, hot function failures', async () => {
    const diag = (await post(T('/customEvent/page'), { code: 'diag_run' })).body.data.records[0];
    await post(T('/hotFunction/save'), {
      softCode: 'Q1',
      nameZh: '诊断',
      nameEn: 'Diagnosis',
      eventId: diag.id,
      failureProperty: 'result',
      failureValue: 'fail',
    });
    await send([
      ev({ softCode: 'Q1', sn: 'Q-1', properties: { result: 'ok', sessionId: 'a' } }),
      ev({ softCode: 'Q1', sn: 'Q-2', properties: { result: 'fail', sessionId: 'b' } }),
      ev({ softCode: 'Q1', sn: 'Q-2', event: 'app_crash', properties: { sessionId: 'b' } }),
    ]);
    await post(T('/rollup/run'), {});
    const q = (await call(t, { method: 'GET', url: T('/quality?softCode=Q1&from=2026-03-10&to=2026-03-10') }, admin.headers)).body.data;
    expect(q.days).toEqual([{ day: '2026-03-10', devices: 2, sessions: 2, crashFreeDevices: 0.5, crashFreeSessions: 0.5, feedback: 0 }]);
    expect(q.adoption).toEqual([{ day: '2026-03-10', version: '1.0.0', devices: 2 }]);
    expect(q.hotFunctions[0].days).toEqual([{ day: '2026-03-10', calls: 2, failures: 1 }]);
  });

  it('refuses a search over 31 days or without a selective filter, and pages by keyset', async () => {
    const long = await post(T('/search/detail'), { from: '2026-01-01T00:00:00Z', to: '2026-03-10T00:00:00Z', sn: 'A1' });
    expect(long.body.code).toBe(79320);
    expect((await post(T('/search/original'), { ...window, softCode: 'X431' })).body.code).toBe(79321);
    await send(Array.from({ length: 5 }, (_, i) => ev({ sn: 'PAGE', time: `2026-03-10T06:0${i}:00Z` })));
    const first = (await post(T('/search/detail'), { ...window, sn: 'PAGE', size: 3 })).body.data;
    expect(first.records.map((r: J) => r.time)).toEqual(['2026-03-10T06:04:00.000Z', '2026-03-10T06:03:00.000Z', '2026-03-10T06:02:00.000Z']);
    const second = (await post(T('/search/detail'), { ...window, sn: 'PAGE', size: 3, after: first.next })).body.data;
    expect(second.records.map((r: J) => r.time)).toEqual(['2026-03-10T06:01:00.000Z', '2026-03-10T06:00:00.000Z']);
    expect(second.next).toBeNull();
    const raw = (await post(T('/search/original'), { ...window, sn: 'PAGE', size: 1 })).body.data.records[0];
    expect(JSON.parse(raw.raw)).toMatchObject({ sn: 'PAGE', softCode: 'X431' });
  });

  it('downloads a search as a job, and refuses one over 10,000 rows with 61009', async () => {
    const job = (await post(T('/search/download'), { ...window, sn: 'PAGE' })).body.data.jobId;
    const done = await waitForJob(t, 'tracking', job, admin.headers);
    expect(done).toMatchObject({ status: 'completed', total: 5 });
    const file = await t.app.inject({ method: 'GET', url: T(`/job/${job}/file`), headers: admin.headers });
    expect((await readSheet(file.rawPayload)).length).toBe(6);
    const list = (await post(T('/downloadJobs/page'), {})).body.data;
    expect(list.records[0]).toMatchObject({ id: job, kind: 'export' });
    await postgresEventStore.insert(
      t.ctx.db,
      Array.from({ length: 10_001 }, (_, i) => ({
        occurredAt: new Date(NOW - 3_600_000 - i * 100).toISOString(),
        eventId: 1,
        sn: 'MANY',
        softCode: 'X431',
        version: '1',
        country: null,
        productModel: null,
        properties: {},
        clientId: `many-${i}`,
      })),
    );
    expect((await post(T('/search/download'), { ...window, sn: 'MANY' })).body.code).toBe(61009);
  });

  it('imports events from the template: the refused rows in the failure file', async () => {
    const template = await t.app.inject({ method: 'GET', url: T('/data/template'), headers: admin.headers });
    const file = await fillTemplate(template.rawPayload, [
      ['2026-03-10T05:00:00Z', 'diag_run', 'IMP-1', 'X431', '1.0.0', 'CN', 'PRO5', 'imp-00000001', '{"result":"ok"}'],
      ['2026-03-10T05:00:00Z', 'unknown_evt', 'IMP-1', 'X431', '1.0.0', 'CN', 'PRO5', 'imp-00000002', ''],
    ]);
    const mp = multipartFile(file);
    const res = await t.app.inject({ method: 'POST', url: T('/data/importExcel'), headers: { ...admin.headers, ...mp.headers }, payload: mp.payload });
    const done = await waitForJob(t, 'tracking', res.json().data.jobId, admin.headers);
    expect(done).toMatchObject({ status: 'completed', successCount: 1, failedCount: 1 });
    expect((await post(T('/search/detail'), { ...window, sn: 'IMP-1' })).body.data.records).toHaveLength(1);
    expect((await post(T('/importJobs/page'), {})).body.data.total).toBe(1);
  });
});
