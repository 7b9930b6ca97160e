import {
  CONFIG_PACK_PERMISSION as CP,
  GENERAL_CONFIG_PERMISSION as G,
  ODM_CONFIG_PERMISSION as ODM,
  PRODUCT_CONFIG_PERMISSION as PC,
  SPECIAL_CONFIG_PERMISSION as S,
} from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { fillTemplate, multipartFile, multipartParts, readSheet, waitForJob } from '../../../test/kit-helpers';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { registerDeviceSns } from '../devices';
import { insertModels } from '../products/test-support';
import { insertPlatformSku } from '../skus/test-support';
import { putStock } from '../stock/test-support';
import { insertWarehouses } from '../supply/test-support';
import { deviceView, effectiveConfig } from './effective';
import { recordSpecialEffects } from './special-effects';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
let author: SignedIn;
let reviewer: SignedIn & { username: string };
let authorName = '';
let model = 0;
let appKey = '';
const C = (p: string) => t.ctx.svcPath('config', p);
const post = (url: string, payload: unknown, who: SignedIn = author) => call(t, { method: 'POST', url, payload }, { ...who.headers, language: 'en-US' });
const get = (url: string, who: SignedIn = author) => call(t, { method: 'GET', url }, { ...who.headers, language: 'en-US' });
const DAY = 86_400_000;
const PASSWORD = 'Cfg-Passw0rd!';

/** Moves the clock; the author signs in again (a session idles out meanwhile). */
async function tick(ms: number) {
  clock.advance(ms);
  author = await signIn(t, authorName, PASSWORD, `device-${authorName}-${clock.now()}`);
}

/** SNs of the test model received into a warehouse (a device row each) and boxed. */
async function receive(sns: string[], skuId: number, wh: number) {
  await putStock(t, { skuId, warehouseId: wh, qty: sns.length, sns });
  await t.ctx.db.execute(
    sql`update stock_sns set box_no = 'BOX-1' where sn = any(${sql`array[${sql.join(
      sns.map((s) => sql`${s}`),
      sql`, `,
    )}]::text[]`})`,
  );
  await registerDeviceSns(t.ctx.db, { sns, productId: 1, productModelId: model, actor: { userId: 1, name: 'test' }, now: new Date(clock.now()) });
}
const activate = (sn: string) =>
  t.ctx.db.execute(sql`update devices set activation_time = ${new Date(clock.now()).toISOString()}, status = 'activated' where sn = ${sn}`);

async function passOpen(base: string, id: number) {
  const preview = (await get(C(`${base}/revision/preview?id=${id}`), reviewer)).body.data;
  const version = (await get(C(`${base}/detail/${id}`), reviewer)).body.data.version;
  return post(C(`${base}/revision/pass`), { id, version, previewToken: preview.token }, reviewer);
}

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  const all = [...Object.values(G), ...Object.values(PC), ...Object.values(S), ...Object.values(CP), ...Object.values(ODM)];
  const first = await userWith(t, all, { password: PASSWORD });
  author = first;
  authorName = first.username;
  reviewer = await userWith(t, all, { password: PASSWORD });
  model = (await insertModels(t, [{ productId: 1, code: 'CFG-M1', nameZh: '配置型号', nameEn: 'Config model' }]))[0]!.id;
  const sku = await insertPlatformSku(t, { skuCode: 'CFG-SKU-1', productModelId: model, serialised: true });
  const [wh] = await insertWarehouses(t, [{ code: 'CFG-WH', nameZh: '配置仓', nameEn: 'Config WH', type: 'own' }]);
  await receive(['CFG-SN-1', 'CFG-SN-2'], sku, wh!.id);
  await activate('CFG-SN-1');
  const admin = await signInAdmin(t);
  appKey = (await t.app.inject({ method: 'POST', url: '/lenkor-user/appKey/save', headers: admin.headers, payload: { name: 'config' } })).json().data.key;
});
afterAll(() => t.close());

describe('general configs: revisions reviewed by someone else, with the blast radius seen', () => {
  let id = 0;
  it('writes a draft, refuses the author passing it (102060) and a stale preview (102061), then applies it on pass', async () => {
    const created = await post(C('/generalConfig/revision/save'), {
      productModelIds: [model],
      softwarePackageNo: 'SW-100',
      functionPackageNo: 'FN-1',
      skuCodes: [],
    });
    expect(created.body).toMatchObject({ code: 2000, data: { seq: 1, state: 'draft' } });
    id = created.body.data.id;
    const row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    expect(row).toMatchObject({
      status: 'new',
      openRevision: 'draft',
      configNo: expect.stringMatching(/^GC20260302\d{5}$/),
      productModels: 'CFG-M1 Config model',
    });
    await post(C('/generalConfig/revision/submit'), { id, version: row.version });
    const preview = (await get(C(`/generalConfig/revision/preview?id=${id}`), reviewer)).body.data;
    expect(preview).toMatchObject({ total: 2, onActivation: 1, byProductModel: [{ key: String(model), count: 2 }], bySku: [{ key: 'CFG-SKU-1', count: 2 }] });
    const version = (await get(C(`/generalConfig/detail/${id}`))).body.data.version;
    expect((await post(C('/generalConfig/revision/pass'), { id, version, previewToken: preview.token })).body.code).toBe(102060);
    expect((await post(C('/generalConfig/revision/pass'), { id, version, previewToken: 'stale' }, reviewer)).body.code).toBe(102061);
    const passed = await post(C('/generalConfig/revision/pass'), { id, version, previewToken: preview.token }, reviewer);
    expect(passed.body).toMatchObject({ code: 2000, data: { state: 'passed', seq: 1 } });
    expect((await get(C(`/generalConfig/detail/${id}`))).body.data).toMatchObject({ status: 'confirmed', openRevision: 'none', softwarePackageNo: 'SW-100' });
    const revs = (await get(C(`/generalConfig/revision/list?id=${id}`), reviewer)).body.data as J[];
    expect(revs[0]).toMatchObject({
      seq: 1,
      state: 'passed',
      blast: { total: 2, token: preview.token },
      reviewerName: reviewer.username,
      allowedActions: ['edit'],
    });
  });

  it('a change is a new revision: the row keeps the passed values until it passes; the diff names the fields; rollback restores', async () => {
    let row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    await post(C('/generalConfig/revision/update'), {
      id,
      version: row.version,
      productModelIds: [model],
      softwarePackageNo: 'SW-200',
      functionPackageNo: 'FN-1',
      skuCodes: [],
    });
    row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    expect(row).toMatchObject({ softwarePackageNo: 'SW-100', openRevision: 'draft' });
    await post(C('/generalConfig/revision/submit'), { id, version: row.version });
    // the reviewer changes it while in review: they become an editor and may no longer pass it
    row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    await post(
      C('/generalConfig/revision/update'),
      { id, version: row.version, productModelIds: [model], softwarePackageNo: 'SW-201', functionPackageNo: 'FN-1', skuCodes: [] },
      reviewer,
    );
    expect((await passOpen('/generalConfig', id)).body.code).toBe(102060);
    const third = await userWith(t, [G.view, G.review]);
    const preview = (await get(C(`/generalConfig/revision/preview?id=${id}`), third)).body.data;
    row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    expect((await post(C('/generalConfig/revision/pass'), { id, version: row.version, previewToken: preview.token }, third)).body.code).toBe(2000);
    const revs = (await get(C(`/generalConfig/revision/list?id=${id}`))).body.data as J[];
    expect(revs[0]).toMatchObject({ seq: 2, state: 'passed', changes: [{ field: 'softwarePackageNo', before: 'SW-100', after: 'SW-201' }] });
    expect(revs[1]).toMatchObject({ seq: 1, allowedActions: ['rollback'] });
    row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    const back = await post(C('/generalConfig/revision/rollback'), { id, version: row.version, toSeq: 1 });
    expect(back.body.data).toMatchObject({ seq: 3, state: 'inReview' });
    expect((await passOpen('/generalConfig', id)).body.code).toBe(2000);
    expect((await get(C(`/generalConfig/detail/${id}`))).body.data).toMatchObject({ softwarePackageNo: 'SW-100', openRevision: 'none' });
    const after = (await get(C(`/generalConfig/revision/list?id=${id}`))).body.data as J[];
    expect(after[0]).toMatchObject({ seq: 3, rollbackOf: 1, changes: [{ field: 'softwarePackageNo', before: 'SW-201', after: 'SW-100' }] });
  });

  it('a preview goes stale when the devices it counted change (102061)', async () => {
    let row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    await post(C('/generalConfig/revision/update'), { id, version: row.version, productModelIds: [model], softwarePackageNo: 'SW-300', skuCodes: [] });
    row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    await post(C('/generalConfig/revision/submit'), { id, version: row.version });
    const seen = (await get(C(`/generalConfig/revision/preview?id=${id}`), reviewer)).body.data;
    await registerDeviceSns(t.ctx.db, {
      sns: ['CFG-SN-3'],
      productId: 1,
      productModelId: model,
      actor: { userId: 1, name: 'test' },
      now: new Date(clock.now()),
    });
    row = (await get(C(`/generalConfig/detail/${id}`))).body.data;
    expect((await post(C('/generalConfig/revision/pass'), { id, version: row.version, previewToken: seen.token }, reviewer)).body.code).toBe(102061);
    const reject = await post(C('/generalConfig/revision/reject'), { id, version: row.version, reason: 'not yet' }, reviewer);
    expect(reject.body.data).toMatchObject({ state: 'rejected' });
  });
});

describe('choices for the forms', () => {
  it('lets any staff member search product models by prefix (each config form needs them), nobody signed out', async () => {
    const viewer = await userWith(t, [G.view]);
    const found = await get(C('/lookup/productModels?keyword=CFG-M'), viewer);
    expect(found.body.data).toEqual([{ id: model, label: 'CFG-M1 Config model' }]);
    expect((await t.app.inject({ method: 'GET', url: C('/lookup/productModels?keyword=CFG-M') })).json().code).toBe(1003);
  });
});

describe('software config packs', () => {
  it('are reviewed like the configurations: changed while in review (auditEdit), passed by another user, then confirmed', async () => {
    const pack = { name: 'Pack A', productModelIds: [model], softwarePackageNo: 'SW-PACK-1' };
    const created = (await post(C('/configPack/revision/save'), pack)).body.data;
    await post(C('/configPack/revision/submit'), { id: created.id, version: created.version });
    let row = (await get(C(`/configPack/detail/${created.id}`))).body.data;
    expect(row).toMatchObject({ packNo: expect.stringMatching(/^CP2026/), openRevision: 'inReview', status: 'new' });
    await post(C('/configPack/revision/update'), { id: row.id, version: row.version, ...pack, softwarePackageNo: 'SW-PACK-2' });
    expect((await passOpen('/configPack', row.id)).body.code).toBe(2000);
    row = (await get(C(`/configPack/detail/${created.id}`))).body.data;
    expect(row).toMatchObject({ status: 'confirmed', openRevision: 'none', softwarePackageNo: 'SW-PACK-2' });
  });
});

describe('special configs per SN and the effective configuration', () => {
  const soon = () => new Date(clock.now() + 3_600_000).toISOString();
  const special = (over: J = {}) => ({
    sn: 'CFG-SN-2',
    effectType: 'immediate',
    effectAt: soon(),
    durationDays: 30,
    orderType: 'newOrder',
    softwarePackageNo: 'SW-SPECIAL',
    ...over,
  });

  it('refuses an SN not boxed (102053), a past effect time (102050), over 10,000 days and no effect type', async () => {
    expect((await post(C('/specialConfig/save'), special({ sn: 'CFG-SN-3' }))).body.code).toBe(102053);
    expect((await post(C('/specialConfig/save'), special({ sn: 'NO-SUCH-SN' }))).body.code).toBe(102053);
    expect((await post(C('/specialConfig/save'), special({ effectAt: new Date(clock.now() - 60_000).toISOString() }))).body.code).toBe(102050);
    expect((await post(C('/specialConfig/save'), special({ durationDays: 10001 }))).body.code).toBe(1001);
    const { effectType: _, ...noType } = special();
    expect((await post(C('/specialConfig/save'), noType)).body.code).toBe(1001);
  });

  it('an unactivated SN takes a special config on activation, not before; the view says why for each item', async () => {
    const s = (await post(C('/specialConfig/save'), special())).body.data;
    expect(s).toMatchObject({ status: 'new', phase: 'awaitingActivation', endAt: new Date(Date.parse(s.effectAt) + 30 * DAY).toISOString() });
    await post(C('/specialConfig/confirm'), { id: s.id, version: s.version });
    await tick(2 * 3_600_000);
    let e = (await get(C('/effective?sn=cfg-sn-2'))).body.data;
    // the software config pack passed above gives the model a software package too: general configs and packs are one
    // level, the one passed last wins (both passed at the same instant here: the general config, the older object)
    expect(e.items.find((i: J) => i.item === 'softwarePackageNo')).toMatchObject({
      value: 'SW-100',
      candidates: [
        { source: 'general', wins: true, why: 'Applies to product model CFG-M1 Config model' },
        { source: 'pack', value: 'SW-PACK-2', wins: false, why: expect.stringContaining('overridden by general config') },
      ],
    });
    expect(e.pending).toMatchObject([{ source: 'special', id: s.id, why: 'The SN is not activated yet: it takes effect on activation' }]);
    await tick(DAY);
    await activate('CFG-SN-2');
    e = (await get(C('/effective?sn=CFG-SN-2'))).body.data;
    const sw = e.items.find((i: J) => i.item === 'softwarePackageNo');
    expect(sw).toMatchObject({
      value: 'SW-SPECIAL',
      candidates: [
        { source: 'special', wins: true },
        { source: 'general', wins: false },
        { source: 'pack', wins: false },
      ],
    });
    expect(sw.candidates[1].why).toContain('overridden by special config');
    // as of a date before the activation, the special config did not apply
    const before = (await get(C(`/effective?sn=CFG-SN-2&asOf=${encodeURIComponent(new Date(clock.now() - DAY / 2).toISOString())}`))).body.data;
    expect(before.items.find((i: J) => i.item === 'softwarePackageNo').value).toBe('SW-100');
  });

  it("names the ODM product configs of the SN's model, which gives no item: in effect or not yet, and why", async () => {
    const odm = async (seqNo: string, inMs: number) => {
      const r = (
        await post(C('/odmProductConfig/save'), {
          seqNo,
          productModel: 'CFG-M1',
          channel: 'OEM-A',
          effectAt: new Date(clock.now() + inMs).toISOString(),
          durationDays: 30,
        })
      ).body;
      expect(r.code).toBe(2000);
      expect((await post(C('/odmProductConfig/confirm'), { id: r.data.id, version: r.data.version })).body.code).toBe(2000);
      return r.data.id as number;
    };
    const now = await odm('ODM-NOW', 60_000);
    const later = await odm('ODM-LATER', 10 * DAY);
    await tick(120_000);
    const e = (await get(C('/effective?sn=CFG-SN-2'))).body.data;
    expect(e.odm).toMatchObject([
      { source: 'odm', id: later, number: 'ODM-LATER', wins: false, why: expect.stringMatching(/^Takes effect at .*, channel OEM-A$/) },
      { source: 'odm', id: now, number: 'ODM-NOW', wins: true, why: expect.stringMatching(/^ODM config of the product model, in effect /) },
    ]);
    expect(e.items.every((i: J) => (i.candidates as J[]).every((c) => c.source !== 'odm'))).toBe(true);
  });

  it('the effects job records when a special config took effect and when it expired, once each across instances', async () => {
    const s = (await post(C('/specialConfig/save'), special({ sn: 'CFG-SN-1', durationDays: 2 }))).body.data;
    await post(C('/specialConfig/confirm'), { id: s.id, version: s.version });
    const events = async () => ((await get(C(`/specialConfig/detail/${s.id}`))).body.data.history as J[]).map((h) => h.action);
    await recordSpecialEffects(t.ctx);
    expect(await events()).toEqual(['create', 'confirm']); // its effect time is an hour away
    await tick(2 * 3_600_000);
    await Promise.all([recordSpecialEffects(t.ctx), recordSpecialEffects(t.ctx)]); // two instances at once
    expect(await events()).toEqual(['create', 'confirm', 'tookEffect']);
    await tick(3 * DAY);
    await recordSpecialEffects(t.ctx);
    await recordSpecialEffects(t.ctx);
    expect(await events()).toEqual(['create', 'confirm', 'tookEffect', 'expired']);
  });

  it('imports a batch of special configs all or none: one bad row leaves the file unsaved, in the failure file', async () => {
    const template = await t.app.inject({ method: 'GET', url: C('/specialConfig/template'), headers: author.headers });
    expect(template.statusCode).toBe(200);
    const count = async () => (await post(C('/specialConfig/page'), { sn: 'CFG-SN-1', size: 100 })).body.data.total as number;
    const before = await count();
    const row = (sn: string) => [sn, 'onActivation', soon(), 30, 'gift', 'SW-IMPORT'];
    const upload = async (rows: Array<Array<string | number>>) => {
      const mp = multipartFile(await fillTemplate(template.rawPayload, rows));
      const res = await t.app.inject({
        method: 'POST',
        url: C('/specialConfig/importExcel'),
        headers: { ...author.headers, ...mp.headers },
        payload: mp.payload,
      });
      return waitForJob(t, 'config', res.json().data.jobId, author.headers);
    };
    const refused = await upload([row('CFG-SN-1'), row('NOT-BOXED-SN')]);
    expect(refused).toMatchObject({ status: 'completed', successCount: 0, failedCount: 1 });
    const failed = await t.app.inject({ method: 'GET', url: `${C('/specialConfig/failedFile')}?jobId=${refused.id}`, headers: author.headers });
    const sheet = await readSheet(failed.rawPayload);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]![0]).toBe('NOT-BOXED-SN');
    expect(await count()).toBe(before);
    expect(await upload([row('CFG-SN-1'), row('CFG-SN-2')])).toMatchObject({ status: 'completed', successCount: 2, failedCount: 0 });
    expect(await count()).toBe(before + 1);
  });

  it('gives one special config to every SN of a list: defaults checked, a dry run, then all or none', async () => {
    const template = await t.app.inject({ method: 'GET', url: C('/specialConfig/snList/template'), headers: author.headers });
    expect(template.statusCode).toBe(200);
    const count = async () => (await post(C('/specialConfig/page'), { sn: 'CFG-SN-2', size: 100 })).body.data.total as number;
    const before = await count();
    const defaults = { effectType: 'onActivation', effectAt: soon(), durationDays: 30, orderType: 'gift', softwarePackageNo: 'SW-LIST' };
    const dryRun = async (sns: string[], values: unknown = defaults) => {
      const mp = multipartParts([
        { name: 'defaults', content: JSON.stringify(values) },
        {
          name: 'file',
          filename: 'sns.xlsx',
          content: await fillTemplate(
            template.rawPayload,
            sns.map((sn) => [sn]),
          ),
        },
      ]);
      return t.app.inject({
        method: 'POST',
        url: C('/specialConfig/snList/import'),
        headers: { ...author.headers, ...mp.headers, language: 'en-US' },
        payload: mp.payload,
      });
    };
    // the values every SN gets are checked before anything runs: unknown fields and a bad duration refused
    const bad = (await dryRun(['CFG-SN-1'], { ...defaults, durationDays: 10_001, sn: 'X' })).json();
    expect(bad.code).toBe(1001);
    expect((bad.data.errors as J[]).map((e) => e.field).sort()).toEqual(['defaults', 'durationDays']);
    const report = async (sns: string[]) => {
      const job = await waitForJob(t, 'config', (await dryRun(sns)).json().data.jobId, author.headers);
      return { job, report: (await get(C(`/specialConfig/snList/importReport?jobId=${job.id}`))).body.data };
    };
    // all or none: one SN refused, none would be given it
    const refused = await report(['CFG-SN-2', 'NOT-BOXED-SN']);
    expect(refused.report).toMatchObject({ total: 2, create: 0, refuse: 1, refused: [{ rowNumber: 3, code: 102053 }] });
    const good = await report(['CFG-SN-1', 'CFG-SN-2']);
    expect(good.report).toMatchObject({ total: 2, create: 2, refuse: 0 });
    expect(await count()).toBe(before); // a dry run writes nothing
    const commit = (await post(C('/specialConfig/snList/importCommit'), { jobId: good.job.id })).body.data.jobId as string;
    expect(await waitForJob(t, 'config', commit, author.headers)).toMatchObject({ status: 'completed', successCount: 2, failedCount: 0 });
    const added = (await post(C('/specialConfig/page'), { sn: 'CFG-SN-2', size: 100 })).body.data;
    expect(added.total).toBe(before + 1);
    expect(added.records.find((r: J) => r.softwarePackageNo === 'SW-LIST')).toMatchObject({ effectType: 'onActivation', durationDays: 30, orderType: 'gift' });
    expect((await post(C('/specialConfig/snList/importCommit'), { jobId: good.job.id })).body.code).toBe(1017); // once
  });

  it('enables or disables a selection all or none, naming each refusal (CFG-02)', async () => {
    const a = (await post(C('/specialConfig/save'), special({ sn: 'CFG-SN-1' }))).body.data;
    const b = (await post(C('/specialConfig/save'), special({ sn: 'CFG-SN-1' }))).body.data;
    const off = await post(C('/specialConfig/disableSet'), { ids: [a.id, b.id] });
    expect(off.body.data).toEqual({ done: [a.id, b.id], refused: [] });
    await post(C('/specialConfig/enable'), { id: a.id, version: a.version + 1 });
    const on = await post(C('/specialConfig/enableSet'), { ids: [a.id, b.id] });
    expect(on.body.data).toMatchObject({ done: [], refused: [{ id: a.id, sn: 'CFG-SN-1', code: 1017 }] });
    expect((await get(C(`/specialConfig/detail/${b.id}`))).body.data.status).toBe('disabled');
  });

  it('a terminal gets its configuration with an ETag; unchanged answers 304', async () => {
    const headers = { 'x-app-key': appKey, language: 'en-US' };
    await t.app.inject({
      method: 'POST',
      url: '/lenkor-app/terminal/heartbeat',
      headers,
      payload: { app: 'repair', terminalKey: 'CFG-TERM-2', appVersion: '1.0.0' },
    });
    const url = '/lenkor-app/terminal/config?app=repair&terminalKey=CFG-TERM-2&sn=CFG-SN-2';
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ sn: 'CFG-SN-2', softwarePackageNo: 'SW-SPECIAL', functionPackageNo: 'FN-1', maskedFunctions: [] });
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url, headers: { language: 'en-US' } })).json().code).toBe(15602);
    expect((await t.app.inject({ method: 'GET', url: url.replace('CFG-TERM-2', 'UNKNOWN'), headers })).json().code).toBe(1011);
    clock.advance(40 * DAY); // the special config expires: the configuration changes
    const later = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.softwarePackageNo).toBe('SW-100');
  });
});

describe('software config packs in the effective configuration', () => {
  it('give the model its packages beside the general configs: the one passed last wins, as of any date', async () => {
    await tick(60_000);
    const before = new Date(clock.now()).toISOString();
    await tick(60_000);
    // the device API keeps the model's configs a few seconds; a configuration passed here reaches it at once
    const device = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/lenkor-app/terminal/config?app=repair&terminalKey=CFG-TERM-2&sn=CFG-SN-1',
          headers: { 'x-app-key': appKey },
        })
      ).json().data.functionPackageNo;
    expect(await device()).toBe('FN-1');
    const pack = { name: 'Pack B', productModelIds: [model], softwarePackageNo: 'SW-PACK-3', functionPackageNo: 'FN-PACK-3' };
    const created = (await post(C('/configPack/revision/save'), pack)).body.data;
    await post(C('/configPack/revision/submit'), { id: created.id, version: created.version });
    // the reviewer's session idled out while the clock moved days above
    reviewer = { ...reviewer, ...(await signIn(t, reviewer.username, PASSWORD, `device-reviewer-${clock.now()}`)) };
    expect((await passOpen('/configPack', created.id)).body.code).toBe(2000);
    const fn = async (asOf?: string) =>
      ((await get(C(`/effective?sn=CFG-SN-1${asOf ? `&asOf=${encodeURIComponent(asOf)}` : ''}`))).body.data.items as J[]).find(
        (i) => i.item === 'functionPackageNo',
      );
    expect(await fn()).toMatchObject({
      value: 'FN-PACK-3',
      candidates: [
        { source: 'pack', value: 'FN-PACK-3', wins: true },
        { source: 'general', value: 'FN-1', wins: false, why: expect.stringContaining('overridden by software config pack') },
      ],
    });
    expect((await fn(before)).value).toBe('FN-1');
    expect(await device()).toBe('FN-PACK-3');
    // the device API finds the winners without listing the candidates: the same values as the staff's view
    for (const sn of ['CFG-SN-1', 'CFG-SN-2']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/lenkor-app/terminal/config?app=repair&terminalKey=CFG-TERM-2&sn=${sn}`,
        headers: { 'x-app-key': appKey },
      });
      expect(answer.json().data).toEqual(deviceView(await effectiveConfig(t.ctx.db, sn, new Date(clock.now()), true, 'en-US')));
    }
  });
});
