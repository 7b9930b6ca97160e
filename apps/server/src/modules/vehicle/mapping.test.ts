import { MAPPING_SET_PERMISSION, mappingSetResource, providerEntryResource, type VehicleItemKind, vehicleNameMatch } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { isVehicleItemBound, runMergeMoves, VEHICLE_ITEM_TABLES } from './basic-data.service';
import { vehicleNames } from './basic-data.tables';
import { mappingSetService, providerEntryService } from './mapping.service';

let t: TestApp;
let admin: SignedIn;
/** publishes the admin's drafts: nobody publishes the set they drafted */
let reviewer: SignedIn & { username: string };
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const V = (p: string) => t.ctx.svcPath('vehicle', p);
const post = (url: string, payload: unknown, language = 'en-US') => call(t, { method: 'POST', url, payload }, { ...admin.headers, language });
const get = (url: string) => call(t, { method: 'GET', url }, { ...admin.headers, language: 'en-US' });

/** One of our items, written straight into the basic data's tables (the basic-data part owns their API). */
async function ourItem(kind: VehicleItemKind, code: string, en: string, zh?: string): Promise<number> {
  const names = [{ lang: 'en-US', name: en }, ...(zh ? [{ lang: 'zh-CN', name: zh }] : [])];
  const table = VEHICLE_ITEM_TABLES[kind] as typeof VEHICLE_ITEM_TABLES.brand;
  const [row] = await t.ctx.db.insert(table).values({ code, names }).returning({ id: table.id });
  await t.ctx.db.insert(vehicleNames).values(names.map((n) => ({ kind, itemId: row!.id, ...n })));
  return row!.id;
}
const entry = async (provider: string, kind: string, code: string, name: string) =>
  (await post(V('/mapEntry/save'), { provider, kind, code, name })).body.data as J;
const draft = async (name: string) => (await post(V('/mapSet/save'), { name })).body.data as J;
const detail = async (id: number) => (await get(V(`/mapSet/detail/${id}`))).body.data as J;
const currentSet = async () => ((await post(V('/mapSet/page'), { status: 'published' })).body.data.records[0]?.id ?? null) as number | null;
const publish = async (id: number, who: SignedIn = reviewer) =>
  call(t, { method: 'POST', url: V('/mapSet/publish'), payload: { id, version: (await detail(id)).version } }, { ...who.headers, language: 'en-US' });

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  reviewer = await userWith(t, [MAPPING_SET_PERMISSION.view, MAPPING_SET_PERMISSION.publish]);
}, 300_000);
afterAll(() => t.close());

describeResource(providerEntryResource, {
  app: () => t,
  sample: (n) => ({ provider: n % 2 ? 'providerA' : 'providerB', kind: 'brand', code: `SUITE-${n}`, name: `Suite make ${n}`, parentCode: `P${n}` }),
  change: { name: 'Renamed make', parentCode: 'P-X' },
  service: providerEntryService,
  importRow: (n) => [`IMP-${n}`, `Imported make ${n}`, '数据商A', '品牌', ''],
});

describeResource(mappingSetResource, {
  app: () => t,
  sample: (n) => ({ name: `Suite set ${n}`, remark: 'suite' }),
  change: { name: 'Renamed set' },
  service: mappingSetService,
  author: () => userWith(t, Object.values(MAPPING_SET_PERMISSION)),
});

describe('name matching for the batch binding', () => {
  it('normalises case, spaces and hyphens, knows the aliases, and scores prefixes and containment lower', () => {
    expect(vehicleNameMatch('mercedes benz', 'Mercedes-Benz')).toEqual({ confidence: 1, match: 'exact' });
    expect(vehicleNameMatch('VW', 'Volkswagen')).toEqual({ confidence: 0.9, match: 'alias' });
    expect(vehicleNameMatch('Mercedes', 'Mercedes-Benz')).toEqual({ confidence: 0.9, match: 'alias' });
    expect(vehicleNameMatch('Chevy', 'Chevrolet')).toEqual({ confidence: 0.9, match: 'alias' });
    expect(vehicleNameMatch('Land Rover Defender', 'Land-Rover')).toEqual({ confidence: 0.7, match: 'prefix' });
    expect(vehicleNameMatch('Great Wall Haval', 'Haval')).toEqual({ confidence: 0.5, match: 'contains' });
    expect(vehicleNameMatch('Ford', 'Toyota')).toBeNull();
  });
});

describe('mapping sets: published whole, never changed, rolled back by a new set', () => {
  let toyota = 0;
  let lexus = 0;
  let first: J;
  let second: J;
  let entryX: J;

  it('answers a mapping that exists already with 10120 in the caller language (VEH-04), and refuses an unknown item (102067)', async () => {
    toyota = await ourItem('brand', 'MAP-TOYOTA', 'Toyota', '丰田');
    lexus = await ourItem('brand', 'MAP-LEXUS', 'Lexus', '雷克萨斯');
    entryX = await entry('providerA', 'brand', 'A-TOY', 'TOYOTA');
    const before = await currentSet(); // the suite above published empty sets
    first = await draft('First set');
    // its author may not publish it; anyone else with the permission may
    expect(first).toMatchObject({ status: 'draft', baseSetId: before, lineCount: 0, allowedActions: [] });
    expect((await call(t, { method: 'GET', url: V(`/mapSet/detail/${first.id}`) }, reviewer.headers)).body.data.allowedActions).toEqual(['publish']);
    expect((await publish(first.id, admin)).body.code).toBe(1000);
    expect((await post(V('/mapSet/line/add'), { setId: first.id, entryId: entryX.id, ourId: toyota })).body.code).toBe(2000);
    const again = await post(V('/mapSet/line/add'), { setId: first.id, entryId: entryX.id, ourId: lexus });
    expect(again.body).toMatchObject({ code: 10120, msg: 'Data already exists' });
    const zh = await post(V('/mapSet/line/add'), { setId: first.id, entryId: entryX.id, ourId: toyota }, 'zh-CN');
    expect(zh.body).toMatchObject({ code: 10120, msg: '数据已存在' });
    expect((await post(V('/mapSet/line/add'), { setId: first.id, entryId: entryX.id, ourId: 999_999 })).body.code).toBe(102067);
    const lines = (await get(V(`/mapSet/lines?setId=${first.id}`))).body.data;
    expect(lines.records).toEqual([expect.objectContaining({ code: 'A-TOY', ourId: toyota, ourName: 'Toyota' })]);
  });

  it('publishes a draft whole (VEH-05): it becomes the current mapping and can no longer be changed or deleted', async () => {
    expect((await post(V('/mapEntry/page'), { mapped: true })).body.data.total).toBe(0);
    const res = await publish(first.id);
    expect(res.body.data).toMatchObject({
      status: 'published',
      added: 1,
      changed: 0,
      removed: 0,
      lineCount: 1,
      publisherName: reviewer.username,
      allowedActions: [],
    });
    expect(res.body.data.publishedAt).toBe('2026-03-02T08:00:00.000Z');
    const mapped = (await post(V('/mapEntry/page'), { mapped: true })).body.data.records;
    expect(mapped).toEqual([expect.objectContaining({ id: entryX.id, ourId: toyota, ourCode: 'MAP-TOYOTA', ourName: 'Toyota' })]);
    const zhPage = (await call(t, { method: 'POST', url: V('/mapEntry/page'), payload: { mapped: true } }, { ...admin.headers, language: 'zh-CN' })).body;
    expect(zhPage.data.records[0].ourName).toBe('丰田');
    const now = await detail(first.id);
    expect((await post(V('/mapSet/line/add'), { setId: first.id, entryId: entryX.id, ourId: lexus })).body.code).toBe(102065);
    expect((await post(V('/mapSet/line/remove'), { setId: first.id, entryId: entryX.id })).body.code).toBe(102065);
    expect((await post(V('/mapSet/update'), { id: first.id, version: now.version, name: 'Changed' })).body.code).toBe(102065);
    expect((await post(V('/mapSet/delete'), { id: first.id, version: now.version })).body.code).toBe(102065);
    expect((await publish(first.id)).body.code).toBe(1017);
    // the mapped item is bound: the basic data refuses to disable it
    expect(await isVehicleItemBound(t.ctx.db, 'brand', toyota)).toBe(true);
    expect(await isVehicleItemBound(t.ctx.db, 'brand', lexus)).toBe(false);
  });

  it('changes the mapping through a new set with its diff; a stale draft cannot be published (102066)', async () => {
    second = await draft('Second set');
    const stale = await draft('Stale set');
    expect(second).toMatchObject({ baseSetId: first.id, lineCount: 1, added: 0 });
    await post(V('/mapSet/line/remove'), { setId: second.id, entryId: entryX.id });
    await post(V('/mapSet/line/add'), { setId: second.id, entryId: entryX.id, ourId: lexus });
    const diff = (await get(V(`/mapSet/diff/${second.id}`))).body.data;
    expect(diff).toMatchObject({ againstSetId: first.id, added: 0, changed: 1, removed: 0 });
    expect(diff.lines[0]).toMatchObject({ change: 'changed', code: 'A-TOY', beforeName: 'Toyota', afterName: 'Lexus' });
    expect((await publish(second.id)).body.data).toMatchObject({ status: 'published', changed: 1 });
    expect((await detail(first.id)).status).toBe('superseded');
    expect((await detail(first.id)).history.map((h: J) => h.action)).toEqual(['create', 'publish', 'supersede']);
    expect((await publish(stale.id)).body.code).toBe(102066);
    expect((await detail(stale.id)).status).toBe('draft');
  });

  it('rolls back by restoring the first set as a new draft and publishing it; every set keeps its history', async () => {
    const restored = (await post(V('/mapSet/restore'), { id: first.id })).body.data;
    expect(restored).toMatchObject({ status: 'draft', restoredFrom: first.id, baseSetId: second.id, name: 'Restore of First set', changed: 1 });
    expect((await post(V('/mapSet/restore'), { id: restored.id })).body.code).toBe(1017);
    expect((await publish(restored.id)).body.data).toMatchObject({ status: 'published', changed: 1 });
    const mapped = (await post(V('/mapEntry/page'), { mapped: true })).body.data.records;
    expect(mapped[0]).toMatchObject({ ourId: toyota });
    expect((await detail(second.id)).status).toBe('superseded');
    expect((await detail(first.id)).status).toBe('superseded');
    const sets = (await post(V('/mapSet/page'), { status: 'published' })).body.data.records;
    expect(sets.map((s: J) => s.id)).toEqual([restored.id]);
    // history of a published set: against the set it replaced
    expect((await get(V(`/mapSet/diff/${second.id}`))).body.data).toMatchObject({ againstSetId: first.id, changed: 1 });
  });

  it('repoints a draft on a merge and leaves the published sets as they were', async () => {
    const d = await draft('Merge draft');
    await runMergeMoves(t.ctx.db, 'brand', toyota, lexus);
    const lines = (await get(V(`/mapSet/lines?setId=${d.id}`))).body.data.records;
    expect(lines[0]).toMatchObject({ ourId: lexus });
    const current = (await post(V('/mapEntry/page'), { mapped: true })).body.data.records;
    expect(current[0]).toMatchObject({ ourId: toyota });
    await post(V('/mapSet/delete'), { id: d.id, version: (await detail(d.id)).version });
  });
});

describe('batch binding: suggestions with a confidence, accepted in bulk', () => {
  it('suggests by normalised name and alias, accepts in bulk into a draft, and counts what is still unmapped per provider', async () => {
    const vw = await ourItem('brand', 'BB-VW', 'Volkswagen', '大众');
    const mb = await ourItem('brand', 'BB-MB', 'Mercedes-Benz', '奔驰');
    const chevy = await ourItem('brand', 'BB-CHEVY', 'Chevrolet');
    await entry('providerB', 'brand', 'B-VW', 'VW');
    await entry('providerB', 'brand', 'B-MB', 'mercedes benz');
    await entry('providerB', 'brand', 'B-CH', 'Chevy');
    await entry('providerB', 'brand', 'B-ZZ', 'Zzyzx Motors');
    const d = await draft('Batch set');
    const res = (await get(V(`/mapSet/suggest?setId=${d.id}&provider=providerB&kind=brand&size=100`))).body.data;
    const byCode = Object.fromEntries(res.records.map((r: J) => [r.code, r]));
    expect(byCode['B-VW'].suggestions[0]).toMatchObject({ ourId: vw, confidence: 0.9, match: 'alias', ourName: 'Volkswagen' });
    expect(byCode['B-MB'].suggestions[0]).toMatchObject({ ourId: mb, confidence: 1, match: 'exact' });
    expect(byCode['B-CH'].suggestions[0]).toMatchObject({ ourId: chevy, confidence: 0.9 });
    expect(byCode['B-ZZ'].suggestions).toEqual([]);
    const before = res.unmapped.providerB as number;
    expect(res.total).toBe(before);
    const accept = ['B-VW', 'B-MB', 'B-CH'].map((c) => ({ entryId: byCode[c].entryId, ourId: byCode[c].suggestions[0].ourId }));
    const done = (await post(V('/mapSet/line/batchAdd'), { setId: d.id, lines: [...accept, accept[0]] })).body.data;
    expect(done).toEqual({ added: 3, duplicates: [accept[0]!.entryId] });
    const after = (await get(V(`/mapSet/suggest?setId=${d.id}&provider=providerB&kind=brand`))).body.data;
    expect(after.unmapped.providerB).toBe(before - 3);
    expect(after.unmapped.providerA).toBe(res.unmapped.providerA);
    expect((await post(V('/mapSet/line/batchAdd'), { setId: d.id, lines: [] })).body.code).toBe(1001);
  });
});

describe('the device API: published vehicle data and mapping with an ETag', () => {
  it('answers 304 while nothing changed and a new ETag once a new set is published', async () => {
    const admin2 = await signInAdmin(t);
    const appKey = (await t.app.inject({ method: 'POST', url: '/lenkor-user/appKey/save', headers: admin2.headers, payload: { name: 'vehicle' } })).json().data
      .key;
    const headers = { 'x-app-key': appKey, language: 'en-US' };
    await t.app.inject({
      method: 'POST',
      url: '/lenkor-app/terminal/heartbeat',
      headers,
      payload: { app: 'repair', terminalKey: 'VEH-TERM-1', appVersion: '1.0.0' },
    });
    const url = '/lenkor-app/terminal/vehicle-data?app=repair&terminalKey=VEH-TERM-1';
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.mappingSetId).toEqual(expect.any(Number));
    expect(data.brands).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'BB-VW', names: { 'en-US': 'Volkswagen', 'zh-CN': '大众' } })]));
    expect(data.mappings).toEqual(expect.arrayContaining([expect.objectContaining({ provider: 'providerA', kind: 'brand', code: 'A-TOY' })]));
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url, headers: { language: 'en-US' } })).json().code).toBe(15602);
    expect((await t.app.inject({ method: 'GET', url: url.replace('VEH-TERM-1', 'UNKNOWN'), headers })).json().code).toBe(1011);
    // the batch set above is published: the mapping changed
    const batch = (await post(V('/mapSet/page'), { name: 'Batch set' })).body.data.records[0];
    expect((await publish(batch.id)).body.data.status).toBe('published');
    const later = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(later.statusCode).toBe(200);
    expect(later.headers.etag).not.toBe(etag);
    expect(later.json().data.mappingSetId).toBe(batch.id);
    expect(later.json().data.mappings).toEqual(expect.arrayContaining([expect.objectContaining({ provider: 'providerB', code: 'B-VW' })]));
  });
});
