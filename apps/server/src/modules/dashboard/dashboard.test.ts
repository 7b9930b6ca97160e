import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARD_PERMISSION as P, type TDashboard } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { signUpCustomer } from '../customers/test-support';
import { insertModels, insertProducts } from '../products/test-support';
import { diagnosis, registerTerminal, upload } from '../reports/test-support';
import { findUserByUsername } from '../users';
import { renderDashboardPdf } from './dashboard.pdf';
import { runDueSchedules } from './dashboard.schedule';
import { monthsUpTo, monthWindow } from './dashboard.window';

let t: TestApp;
let admin: SignedIn;
let productId: number;
let modelId: number;
/** Moves the clock and signs the administrator in again (a session does not last weeks). */
async function at(iso: string) {
  t.clock.set(Date.parse(iso));
  admin = await signInAdmin(t);
}

beforeAll(async () => {
  t = await buildTestApp();
  await at('2026-11-15T00:00:00Z');
  const [p] = await insertProducts(t, [{ code: 'DS-PRO', nameZh: '诊断平板', nameEn: 'Scanner tablet', productLine: 'diag' }]);
  productId = p!.id;
  const [m] = await insertModels(t, [{ productId, code: 'DS-PRO-STD', nameZh: '标准版', nameEn: 'Standard' }]);
  modelId = m!.id;
});
afterAll(() => t.close());

const post = (p: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/lenkor-user${p}`, headers, payload: payload as object });
async function dashboard(kind: string, month: string, zone: 0 | 8, headers = admin.headers): Promise<TDashboard> {
  const r = await post(`/datascreen/${kind}`, { month, zone }, headers);
  expect(r.json().code, r.body).toBe(2000);
  return r.json().data;
}
const tile = (d: TDashboard, key: string) => d.tiles.find((x) => x.key === key)?.value;
const chart = (d: TDashboard, key: string) => d.charts.find((c) => c.key === key)!;

let sn = 0;
/** A device added and bound to a new customer through the devices API at the clock's time (activation = binding). */
async function activatedDevice(model: number | null = modelId) {
  const c = await signUpCustomer(t, { country: 'DE' });
  const added = await post('/device/add', { sn: `DSN${String(++sn).padStart(6, '0')}`, productId, productModelId: model });
  expect(added.json().code, added.body).toBe(2000);
  const bound = await post('/device/bind', { id: added.json().data.id, version: added.json().data.version, customerId: c.id, note: 'sold' });
  expect(bound.json().code, bound.body).toBe(2000);
}

describe('PDF export', () => {
  it('writes the dashboard as a PDF in the caller’s language, for callers with the export permission', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/lenkor-user/datascreen/pdf',
      headers: { ...admin.headers, language: 'zh-CN' },
      payload: { kind: 'user', month: '2026-11', zone: 8 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(res.headers['content-disposition'])).toContain('.pdf');
    const viewer = await userWith(t, [P.view]);
    expect((await post('/datascreen/pdf', { kind: 'user', month: '2026-11' }, viewer.headers)).statusCode).toBe(403);
    expect((await post('/datascreen/pdf', { kind: 'nope', month: '2026-11' })).json().code).toBe(1001);
  });

  it('names its title and every table; without a font that writes Chinese a Chinese PDF answers 79405', async () => {
    const d = (await post('/datascreen/sale', { month: '2026-11', zone: 0 })).json().data as TDashboard;
    const text = (await renderDashboardPdf(d, 'en-US', { compress: false })).toString('latin1');
    expect(text).toContain('(Sales dashboard)');
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(1);
    await expect(renderDashboardPdf(d, 'zh-CN', { font: '/no/such/font.ttc' })).rejects.toMatchObject({ code: 79405 });
  });
});

describe('month windows (UTIL-10)', () => {
  it('takes a month in UTC+0 or UTC+8', () => {
    expect(monthWindow('2026-10', 0).from.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(monthWindow('2026-10', 8).from.toISOString()).toBe('2026-09-30T16:00:00.000Z');
    expect(monthWindow('2026-12', 8).to.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(monthsUpTo('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});

describe('dashboards', () => {
  it('counts an event at 2026-10-31T20:00Z in October at UTC+0 and in November at UTC+8', async () => {
    await at('2026-10-31T20:00:00Z');
    await activatedDevice();
    await at('2026-11-15T00:00:00Z');
    const oct0 = await dashboard('user', '2026-10', 0);
    const oct8 = await dashboard('user', '2026-10', 8);
    const nov8 = await dashboard('user', '2026-11', 8);
    expect([tile(oct0, 'registrations'), tile(oct8, 'registrations'), tile(nov8, 'registrations')]).toEqual([1, 0, 1]);
    const p0 = await dashboard('product', '2026-10', 0);
    const p8 = await dashboard('product', '2026-11', 8);
    expect(tile(p0, 'activations')).toBe(1);
    expect(tile(p8, 'activations')).toBe(1);
    expect(tile(await dashboard('product', '2026-10', 8), 'activations')).toBe(0);
    // the 12-month line puts it in its zone's month
    const line0 = chart(p0, 'activationsByMonth');
    expect(line0.dimensions.at(-1)!.key).toBe('2026-10');
    expect(line0.series[0]!.values.at(-1)).toBe(1);
    const line8 = chart(p8, 'activationsByMonth');
    expect(line8.series[0]!.values.at(-1)).toBe(1);
    expect(line8.series[0]!.values.at(-2)).toBe(0);
  });

  it('shows activations by product model with bilingual names, registrations by country, devices by status', async () => {
    await at('2026-12-03T04:00:00Z');
    await activatedDevice();
    await activatedDevice();
    await activatedDevice(null);
    const p = await dashboard('product', '2026-12', 8);
    expect(tile(p, 'activations')).toBe(3);
    const byModel = chart(p, 'activationsByModel');
    expect(byModel.dimensions.map((d) => d.label)).toEqual([
      ['标准版', 'Standard'],
      ['未指定型号', 'No model'],
    ]);
    expect(byModel.series[0]!.values).toEqual([2, 1]);
    const status = chart(p, 'devicesByStatus');
    expect(status.kind).toBe('pie');
    expect(status.dimensions.find((d) => d.key === 'activated')?.label).toEqual(['已激活', 'Activated']);
    const u = await dashboard('user', '2026-12', 8);
    expect(chart(u, 'registrationsByCountry').dimensions[0]!.label).toEqual(['德国', 'Germany']);
    expect(chart(u, 'registrationsByCountry').series[0]!.values).toEqual([3]);
    expect(tile(u, 'customers')).toBe(4);
    const c = await dashboard('current', '2026-12', 8);
    expect(tile(c, 'activations')).toBe(3);
    expect(c.charts.map((x) => x.key)).toEqual(['activationsByMonth', 'trackingByDay', 'registrationsByMonth', 'salesByMonth', 'feedbackByType']);
    // the tracking rollups' days of the month (none yet: zeros)
    expect(chart(p, 'trackingByDay').dimensions).toHaveLength(31);
    for (const kind of ['sale', 'aftersale']) expect((await dashboard(kind, '2026-12', 0)).tiles.length).toBeGreaterThan(0);
  });

  it('counts the reports devices upload per month and kind on the after-sales dashboard, in the month of the zone', async () => {
    await at('2026-10-31T20:00:00Z');
    const appKey = await registerTerminal(t, admin, 'DASH-TERM-1');
    for (const sn of ['DASH-RPT-1', 'DASH-RPT-2'])
      expect((await upload(t, { appKey, terminalKey: 'DASH-TERM-1', report: diagnosis(sn) })).json().code).toBe(2000);
    const { systemsScanned: _s, faultCodes: _f, ...common } = diagnosis('DASH-RPT-3');
    const battery = { ...common, kind: 'battery', voltage: 12.4, soh: 91, cca: 540, verdict: 'good' };
    expect((await upload(t, { appKey, terminalKey: 'DASH-TERM-1', report: battery })).json().code).toBe(2000);
    const october = (await dashboard('aftersale', '2026-10', 0)).charts.find((c) => c.key === 'reportsByMonth')!;
    const november = await dashboard('aftersale', '2026-11', 8);
    const perKind = (c: typeof october, month: string) =>
      Object.fromEntries(c.series.map((s) => [s.key, s.values[c.dimensions.findIndex((d) => d.key === month)]]));
    expect(perKind(october, '2026-10')).toMatchObject({ diagnosis: 2, battery: 1, thermal: 0 });
    expect(october.series.find((s) => s.key === 'battery')!.label).toEqual(['电池检测报告', 'Battery reports']);
    // 20:00 UTC on the 31st is 04:00 on 1 November in UTC+8
    expect(perKind(chart(november, 'reportsByMonth'), '2026-11')).toMatchObject({ diagnosis: 2, battery: 1 });
    expect(tile(november, 'reports')).toBe(3);
    expect(tile(await dashboard('current', '2026-11', 8), 'reports')).toBe(3);
    await at('2026-12-03T04:00:00Z');
  });

  it('refuses a month after the current one (79403), a bad month (1001), unknown fields, and callers without the permission', async () => {
    expect((await post('/datascreen/current', { month: '2027-01', zone: 8 })).json().code).toBe(79403);
    expect((await post('/datascreen/current', { month: '2026-13', zone: 8 })).json().code).toBe(1001);
    expect((await post('/datascreen/current', { month: '2026-11', zone: 7 })).json().code).toBe(1001);
    expect((await post('/datascreen/current', { month: '2026-11', zone: 8, x: 1 })).json().code).toBe(1001);
    const nobody = await userWith(t, []);
    expect((await post('/datascreen/current', { month: '2026-11', zone: 8 }, nobody.headers)).statusCode).toBe(403);
    const viewer = await userWith(t, [P.view]);
    expect((await post('/datascreen/sale', { month: '2026-11', zone: 0 }, viewer.headers)).json().code).toBe(2000);
    expect((await post('/datascreen/schedule/save', {}, viewer.headers)).statusCode).toBe(403);
  });
});

describe('scheduled e-mails', () => {
  const mailsTo = (address: string) => {
    const dir = path.join(t.dataDir, 'outbox', 'mail');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .filter((m) => m.includes(`To: ${address}`));
  };
  it('refuses recipients who may not view dashboards or have no address; sends monthly once the clock reaches the 1st', async () => {
    await at('2026-12-10T00:00:00Z');
    const viewer = await userWith(t, [P.view]);
    const outsider = await userWith(t, []);
    const viewerRow = (await findUserByUsername(t.ctx.db, viewer.username))!;
    const outsiderRow = (await findUserByUsername(t.ctx.db, outsider.username))!;
    const body = { dashboard: 'user', frequency: 'monthly', zone: 8, language: 'en-US', recipientIds: [viewerRow.id] };
    // no address yet
    expect((await post('/datascreen/schedule/save', body)).json().code).toBe(79402);
    const setEmail = (who: SignedIn, email: string) =>
      t.app.inject({ method: 'PUT', url: '/lenkor-user/user/updateUserBasicInfo', headers: who.headers, payload: { email } });
    expect((await setEmail(viewer, 'viewer@diagops.test')).json().code).toBe(2000);
    expect((await setEmail(outsider, 'outsider@diagops.test')).json().code).toBe(2000);
    expect((await post('/datascreen/schedule/save', { ...body, recipientIds: [viewerRow.id, outsiderRow.id] })).json().code).toBe(79401);
    const saved = await post('/datascreen/schedule/save', body);
    expect(saved.json().code, saved.body).toBe(2000);
    const list = (await t.app.inject({ method: 'GET', url: '/lenkor-user/datascreen/schedule/list', headers: admin.headers })).json().data;
    const mine = list.find((s: { id: number }) => s.id === saved.json().data.id);
    // 08:00 on the 1st in UTC+8
    expect(mine.nextRunAt).toBe('2027-01-01T00:00:00.000Z');

    // not yet due
    expect(await runDueSchedules(t.ctx, 'http://console.test')).toEqual({ sent: 0, skipped: 0 });
    await at('2027-01-01T00:00:00Z');
    expect(await runDueSchedules(t.ctx, 'http://console.test')).toEqual({ sent: 1, skipped: 0 });
    const mails = mailsTo('viewer@diagops.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('User dashboard 2026-12 (UTC+8)');
    // run again at the same time: nothing twice
    expect(await runDueSchedules(t.ctx, 'http://console.test')).toEqual({ sent: 0, skipped: 0 });

    // the recipient loses the permission (no role left): the next month's mail skips them
    const now = (await findUserByUsername(t.ctx.db, viewer.username))!;
    const edited = await post('/user/updateUserInfo', { userId: now.id, version: now.version, roleIds: [] });
    expect(edited.json().code, edited.body).toBe(2000);
    await at('2027-02-01T00:00:00Z');
    expect(await runDueSchedules(t.ctx, 'http://console.test')).toEqual({ sent: 0, skipped: 1 });
    expect(mailsTo('viewer@diagops.test')).toHaveLength(1);
  });

  it('attaches the dashboard as a PDF when the schedule asks for it', async () => {
    await at('2027-02-10T00:00:00Z');
    const reader = await userWith(t, [P.view]);
    const email = 'pdf-reader@diagops.test';
    const set = await t.app.inject({ method: 'PUT', url: '/lenkor-user/user/updateUserBasicInfo', headers: reader.headers, payload: { email } });
    expect(set.json().code).toBe(2000);
    const row = (await findUserByUsername(t.ctx.db, reader.username))!;
    const body = { dashboard: 'current', frequency: 'monthly', zone: 0, language: 'zh-CN', recipientIds: [row.id], attachPdf: true };
    expect((await post('/datascreen/schedule/save', body)).json().code).toBe(2000);
    await at('2027-03-01T08:00:00Z');
    expect((await runDueSchedules(t.ctx, 'http://console.test')).sent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(email);
    expect(mails.length).toBe(1);
    expect(mails.at(-1)).toMatch(/Content-Type: application\/pdf/);
    expect(mails.at(-1)).toMatch(/JVBERi0/); // the attachment's base64 starts as a PDF does (%PDF-)
  });

  it('computes weekly sending times on Mondays at 08:00 in the zone', async () => {
    const { nextRunAfter } = await import('./dashboard.schedule');
    // 2026-12-10 is a Thursday
    expect(new Date(nextRunAfter('weekly', 8, Date.parse('2026-12-10T00:00:00Z'))).toISOString()).toBe('2026-12-14T00:00:00.000Z');
    expect(new Date(nextRunAfter('weekly', 0, Date.parse('2026-12-14T08:00:00Z'))).toISOString()).toBe('2026-12-21T08:00:00.000Z');
    expect(new Date(nextRunAfter('monthly', 0, Date.parse('2026-12-01T07:59:00Z'))).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});
