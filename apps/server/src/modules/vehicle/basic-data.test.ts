import {
  VEHICLE_ATTR_PERMISSION,
  VEHICLE_BRAND_PERMISSION,
  vehicleAttrResource,
  vehicleBrandResource,
  vehicleModelResource,
  vehicleTypeResource,
} from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { fillTemplate, multipartFile, readSheet, waitForJob } from '../../../test/kit-helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { VEHICLE_ITEM_SERVICES } from './basic-data.resources';
import { findVehicleItemsByName, onVehicleItemBound, onVehicleItemMerged, resolveVehicleItem, vehicleItems } from './basic-data.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
const V = (p: string) => t.ctx.svcPath('vehicle', p);
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url: V(url), payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url: V(url) }, headers);
const names = (zh: string, en: string) => [
  { lang: 'zh-CN', name: zh },
  { lang: 'en-US', name: en },
];
let seq = 0;
const brand = async (tag = `B${++seq}`) => (await post('/vehicleBrand/save', { code: tag, names: names(`品牌${tag}`, `Brand ${tag}`) })).body.data as J;

// the other parts' hooks, as a part registers them at module load
const boundAttrs = new Set<number>();
const movedAttrs: Array<[number, number]> = [];
onVehicleItemBound('attr', async (_tx, id) => boundAttrs.has(id));
onVehicleItemMerged('attr', async (_tx, from, to) => {
  movedAttrs.push([from, to]);
});

// a loaded machine builds the app slowly
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
}, 240_000);
afterAll(() => t.close());

describeResource(vehicleTypeResource, {
  app: () => t,
  sample: (n) => ({ code: `T-${n}`, names: names(`车型${n}`, `Type ${n}`) }),
  change: { names: names('改名车型', 'Renamed type') },
  service: VEHICLE_ITEM_SERVICES.type as never,
});
describeResource(vehicleBrandResource, {
  app: () => t,
  sample: (n) => ({ code: `BR-${n}`, names: names(`套件品牌${n}`, `Suite brand ${n}`) }),
  change: { names: names('改名品牌', 'Renamed brand') },
  service: VEHICLE_ITEM_SERVICES.brand as never,
});
describeResource(vehicleModelResource, {
  app: () => t,
  sample: async (n) => ({
    code: `M-${n}`,
    brandId: (await brand(`MB-${n}`)).id,
    typeId: (await post('/vehicleType/save', { code: `MT-${n}`, names: [{ lang: 'ja-JP', name: `型${n}` }] })).body.data.id,
    names: names(`车系${n}`, `Model ${n}`),
  }),
  change: { names: names('改名车系', 'Renamed model') },
  service: VEHICLE_ITEM_SERVICES.model as never,
});
describeResource(vehicleAttrResource, {
  app: () => t,
  sample: (n) => ({
    code: `A-${n}`,
    names: names(`属性${n}`, `Attribute ${n}`),
    attrValues: [{ names: names('汽油', 'Petrol') }, { names: names('柴油', 'Diesel') }],
  }),
  change: { attrValues: [{ names: names('电动', 'Electric') }] },
  service: VEHICLE_ITEM_SERVICES.attr as never,
});

describe('basic data, the business rules', () => {
  it('VEH-01: a name in no language answers the code of its kind, in the caller’s language', async () => {
    const none = [{ lang: 'de-DE', name: '  ' }];
    expect((await post('/vehicleType/save', { code: 'X1', names: none })).body.code).toBe(102039);
    expect((await post('/vehicleBrand/save', { code: 'X1', names: [] })).body.code).toBe(102041);
    const b = await brand();
    expect((await post('/vehicleModel/save', { code: 'X1', brandId: b.id, names: none })).body.code).toBe(102043);
    expect((await post('/vehicleAttr/save', { code: 'X1', names: none, attrValues: [{ names: names('a', 'a') }] })).body.code).toBe(102045);
    const en = await call(t, { method: 'POST', url: V('/vehicleBrand/save'), payload: { code: 'X1', names: [] } }, { ...admin.headers, language: 'en-US' });
    expect(en.body.msg).toBe('A brand language is missing');
    const zh = await call(t, { method: 'POST', url: V('/vehicleBrand/save'), payload: { code: 'X1', names: [] } }, { ...admin.headers, language: 'zh-CN' });
    expect(zh.body.msg).toBe('品牌语言缺失');
  });

  it('VEH-02: a language twice, or a name another live item of the kind has in that language, is refused', async () => {
    const twice = [
      { lang: 'en-US', name: 'Sedan' },
      { lang: 'en-US', name: 'Saloon' },
    ];
    expect((await post('/vehicleType/save', { code: 'S1', names: twice })).body.code).toBe(102040);
    const b = await brand('DUP');
    expect((await post('/vehicleBrand/save', { code: 'DUP2', names: [{ lang: 'en-US', name: 'brand dup' }] })).body.code).toBe(102042);
    // the same text in another language, or of another kind, is another name
    expect((await post('/vehicleBrand/save', { code: 'DUP3', names: [{ lang: 'de-DE', name: 'Brand DUP' }] })).body.code).toBe(2000);
    expect((await post('/vehicleType/save', { code: 'DUP', names: names('品牌DUP', 'Brand DUP') })).body.code).toBe(2000);
    // the item keeps its own name on an edit
    expect((await post('/vehicleBrand/update', { id: b.id, version: b.version, names: names('品牌DUP', 'Brand DUP') })).body.code).toBe(2000);
    const m = { code: 'MD1', brandId: b.id, names: names('车系D', 'Model D') };
    expect((await post('/vehicleModel/save', m)).body.code).toBe(2000);
    expect((await post('/vehicleModel/save', { ...m, code: 'MD2' })).body.code).toBe(102044);
    const attr = { code: 'AD1', names: [{ lang: 'en-US', name: 'Fuel' }], attrValues: [{ names: names('汽油', 'Petrol') }] };
    expect((await post('/vehicleAttr/save', attr)).body.code).toBe(2000);
    expect((await post('/vehicleAttr/save', { ...attr, code: 'AD2' })).body.code).toBe(102046);
  });

  it('attribute values: each needs a name, a language once, and no value twice in the attribute (102045/46/47)', async () => {
    const save = (attrValues: unknown) => post('/vehicleAttr/save', { code: `AV${++seq}`, names: [{ lang: 'en-US', name: `Values ${seq}` }], attrValues });
    expect((await save([])).body.code).toBe(102045);
    expect((await save([{ names: names('a', 'a') }, { names: [{ lang: 'en-US', name: '' }] }])).body.code).toBe(102045);
    expect(
      (
        await save([
          {
            names: [
              { lang: 'en-US', name: 'a' },
              { lang: 'en-US', name: 'b' },
            ],
          },
        ])
      ).body.code,
    ).toBe(102046);
    const repeated = await call(
      t,
      {
        method: 'POST',
        url: V('/vehicleAttr/save'),
        payload: {
          code: 'AVX',
          names: [{ lang: 'en-US', name: 'AVX' }],
          attrValues: [{ names: names('手动', 'Manual') }, { names: [{ lang: 'en-US', name: 'manual' }] }],
        },
      },
      { ...admin.headers, language: 'en-US' },
    );
    expect(repeated.body).toMatchObject({ code: 102047, msg: 'The attribute value is repeated' });
    const ok = (await save([{ names: names('手动', 'Manual') }, { names: names('自动', 'Automatic') }])).body;
    expect(ok).toMatchObject({ code: 2000, data: { valueCount: 2 } });
  });

  it('102048: a brand or type with live models, or an item another part holds, cannot be disabled', async () => {
    const b = await brand();
    const ty = (await post('/vehicleType/save', { code: `TY${++seq}`, names: [{ lang: 'en-US', name: `Type B${seq}` }] })).body.data;
    const m = (await post('/vehicleModel/save', { code: `MB${seq}`, brandId: b.id, typeId: ty.id, names: names(`车系B${seq}`, `Model B${seq}`) })).body.data;
    expect(m).toMatchObject({ brandName: `品牌${b.code}`, typeName: `Type B${seq}` });
    expect((await post('/vehicleBrand/disable', { id: b.id, version: b.version })).body.code).toBe(102048);
    expect((await post('/vehicleType/disable', { id: ty.id, version: ty.version })).body.code).toBe(102048);
    expect((await get(`/vehicleBrand/detail/${b.id}`)).body.data).toMatchObject({ enabled: true, version: b.version });
    // the model disabled is still a model of the brand: only a merge or the model's own move frees it
    const off = await post('/vehicleModel/disable', { id: m.id, version: m.version });
    expect(off.body.data).toMatchObject({ enabled: false, allowedActions: ['enable'] });
    const attr = (
      await post('/vehicleAttr/save', { code: `AB${seq}`, names: [{ lang: 'en-US', name: `Bound ${seq}` }], attrValues: [{ names: names('x', 'x') }] })
    ).body.data;
    boundAttrs.add(attr.id);
    expect((await post('/vehicleAttr/disable', { id: attr.id, version: attr.version })).body.code).toBe(102048);
    boundAttrs.delete(attr.id);
    expect((await post('/vehicleAttr/disable', { id: attr.id, version: attr.version })).body.data.enabled).toBe(false);
  });

  it('merges a duplicate brand: its models move, old id and code resolve to the target, refusals in both languages', async () => {
    const from = await brand('MERGE-A');
    const to = await brand('MERGE-B');
    const m = (await post('/vehicleModel/save', { code: 'MM1', brandId: from.id, names: names('合并车系', 'Merged model') })).body.data;
    const self = await call(
      t,
      { method: 'POST', url: V('/vehicleBrand/merge'), payload: { fromId: from.id, toId: from.id, version: from.version } },
      { ...admin.headers, language: 'en-US' },
    );
    expect(self.body).toMatchObject({ code: 102062, msg: 'An item cannot be merged into itself' });
    const selfZh = await call(
      t,
      { method: 'POST', url: V('/vehicleBrand/merge'), payload: { fromId: from.id, toId: from.id, version: from.version } },
      { ...admin.headers, language: 'zh-CN' },
    );
    expect(selfZh.body).toMatchObject({ code: 102062, msg: '不能把数据合并到它自己' });
    expect((await post('/vehicleBrand/merge', { fromId: from.id, toId: to.id, version: from.version, toKind: 'model' })).body.code).toBe(102063);
    const merged = await post('/vehicleBrand/merge', { fromId: from.id, toId: to.id, version: from.version });
    expect(merged.body).toMatchObject({ code: 2000, data: { id: to.id, code: 'MERGE-B', path: [from.id, to.id] } });
    expect((await get(`/vehicleModel/detail/${m.id}`)).body.data).toMatchObject({ brandId: to.id, version: 2 });
    expect(await resolveVehicleItem(t.ctx.db, 'brand', from.id)).toBe(to.id);
    expect((await get('/vehicleBrand/resolve?code=merge-a')).body.data).toMatchObject({ id: to.id, path: [from.id, to.id] });
    expect((await vehicleItems(t.ctx.db, 'brand', [from.id])).get(from.id)).toMatchObject({ mergedInto: to.id, code: 'MERGE-A' });
    // the source's names are free again; its row stays, without actions, and the list can hide it
    expect(await findVehicleItemsByName(t.ctx.db, 'brand', 'brand merge-a')).toEqual([]);
    expect(await findVehicleItemsByName(t.ctx.db, 'brand', 'BRAND MERGE-B')).toEqual([to.id]);
    const src = (await get(`/vehicleBrand/detail/${from.id}`)).body.data;
    expect(src).toMatchObject({ mergedInto: to.id, merged: true, allowedActions: [] });
    expect((await post('/vehicleBrand/update', { id: from.id, version: src.version, names: names('x', 'y') })).body.code).toBe(1017);
    const hidden = (await post('/vehicleBrand/page', { current: 1, size: 100, merged: false, code: 'MERGE' })).body.data.records.map((r: J) => r.id);
    expect(hidden).toEqual([to.id]);
    const shown = (await post('/vehicleBrand/page', { current: 1, size: 100, merged: true })).body.data.records.map((r: J) => r.id);
    expect(shown).toContain(from.id);
    // into a merged item, or a disabled one: 102064
    const third = await brand('MERGE-C');
    expect((await post('/vehicleBrand/merge', { fromId: third.id, toId: from.id, version: third.version })).body.code).toBe(102064);
    const off = await brand('MERGE-D');
    await post('/vehicleBrand/disable', { id: off.id, version: off.version });
    expect((await post('/vehicleBrand/merge', { fromId: third.id, toId: off.id, version: third.version })).body.code).toBe(102064);
    // a merge of a merged item is a state error; a chain still resolves to the last target
    expect((await post('/vehicleBrand/merge', { fromId: from.id, toId: third.id, version: src.version })).body.code).toBe(1017);
    const target = (await get(`/vehicleBrand/detail/${to.id}`)).body.data;
    expect((await post('/vehicleBrand/merge', { fromId: to.id, toId: third.id, version: target.version })).body.code).toBe(2000);
    expect(await resolveVehicleItem(t.ctx.db, 'brand', from.id)).toBe(third.id);
  });

  it('calls the other parts’ merge moves in the merge', async () => {
    const a = (await post('/vehicleAttr/save', { code: 'AM1', names: [{ lang: 'en-US', name: 'AM1' }], attrValues: [{ names: names('1', '1') }] })).body.data;
    const b = (await post('/vehicleAttr/save', { code: 'AM2', names: [{ lang: 'en-US', name: 'AM2' }], attrValues: [{ names: names('1', '1') }] })).body.data;
    expect((await post('/vehicleAttr/merge', { fromId: a.id, toId: b.id, version: a.version })).body.code).toBe(2000);
    expect(movedAttrs).toContainEqual([a.id, b.id]);
  });

  it('keeps every version with its author and what changed', async () => {
    const editor = await userWith(t, [VEHICLE_BRAND_PERMISSION.view, VEHICLE_BRAND_PERMISSION.edit, VEHICLE_BRAND_PERMISSION.status]);
    const b = await brand('HIST');
    clock.advance(60_000);
    const edited = (
      await post(
        '/vehicleBrand/update',
        { id: b.id, version: 1, names: [...names('品牌HIST', 'Brand HIST'), { lang: 'de-DE', name: 'Marke HIST' }] },
        editor.headers,
      )
    ).body.data;
    await post('/vehicleBrand/disable', { id: b.id, version: edited.version }, editor.headers);
    const versions = (await get(`/vehicleBrand/versions/${b.id}`)).body.data as J[];
    expect(versions.map((v) => [v.version, v.action, v.authorName])).toEqual([
      [1, 'create', 'admin'],
      [2, 'update', editor.username],
      [3, 'disable', editor.username],
    ]);
    expect(versions[1]).toMatchObject({ changed: ['names'], time: '2026-11-02T08:01:00.000Z' });
    expect(versions[1].snapshot.names).toContainEqual({ lang: 'de-DE', name: 'Marke HIST' });
    expect(versions[2].changed).toEqual(['enabled']);
    expect((await get(`/vehicleBrand/versions/${b.id}`, (await userWith(t, [VEHICLE_ATTR_PERMISSION.view])).headers)).status).toBe(403);
  });

  it('offers brands and models by a name prefix in the caller’s language to any signed-in staff', async () => {
    const b = await brand('LOOK');
    await post('/vehicleModel/save', { code: 'LOOK-X5', brandId: b.id, names: names('宝马X5', 'Lookup X5') });
    const anyone = await userWith(t, []);
    const en = (await call(t, { method: 'GET', url: V('/vehicleLookup/model?keyword=look') }, { ...anyone.headers, language: 'en-US' })).body;
    expect(en.data).toEqual([expect.objectContaining({ code: 'LOOK-X5', label: 'Lookup X5' })]);
    const zh = (await call(t, { method: 'GET', url: V(`/vehicleLookup/model?keyword=宝马&brandId=${b.id}`) }, { ...anyone.headers, language: 'zh-CN' })).body;
    expect(zh.data).toEqual([expect.objectContaining({ label: '宝马X5' })]);
    expect((await call(t, { method: 'GET', url: V('/vehicleLookup/brand?keyword=look') })).status).toBe(401);
  });

  it('imports models from the template, a dry run then the commit: brand by code (an old merged code too), failure file', async () => {
    const b = await brand('IMP');
    const template = await t.app.inject({ method: 'GET', url: V('/vehicleModel/template'), headers: admin.headers });
    const header = (await readSheet(template.rawPayload))[0]!;
    expect(header.slice(0, 4)).toEqual(['车系编码 *', '品牌编码 *', '车型编码', '名称（简体中文）']);
    const blanks = (n: number) => Array(n).fill('');
    const rows = [
      ['IMP-1', 'IMP', '', '导入车系1', '', 'Imported 1'],
      ['IMP-2', 'NOPE', '', '导入车系2'],
      ['IMP-3', 'IMP', '', ...blanks(3)],
      ['IMP-4', 'merge-a', '', '导入车系4'],
    ];
    const file = await fillTemplate(template.rawPayload, rows);
    const up = multipartFile(file);
    const started = await call(t, { method: 'POST', url: V('/vehicleModel/importExcel'), payload: up.payload }, { ...admin.headers, ...up.headers });
    // a dry run first: its report per row and column, in the uploader's language, and nothing saved
    const dry = await waitForJob(t, 'vehicle', started.body.data.jobId, admin.headers);
    expect(dry.status, JSON.stringify(dry)).toBe('completed');
    const report = (await get(`/vehicleModel/importReport?jobId=${started.body.data.jobId}`)).body.data;
    expect(report).toMatchObject({ total: 4, create: 2, refuse: 2 });
    expect(report.refused.map((r: J) => [r.rowNumber, r.column, r.code, r.message])).toEqual([
      [3, 'brandCode', 1002, '品牌编码不存在'],
      [4, 'name_zh-CN', 102043, '车系语言缺失'],
    ]);
    expect((await post('/vehicleModel/page', { current: 1, size: 10, code: 'IMP-' })).body.data.records).toEqual([]);
    const commit = await post('/vehicleModel/importCommit', { jobId: started.body.data.jobId });
    const job = await waitForJob(t, 'vehicle', commit.body.data.jobId, admin.headers);
    expect(job).toMatchObject({ status: 'completed', total: 4, successCount: 2, failedCount: 2 });
    const failed = await t.app.inject({ method: 'GET', url: V(`/vehicleModel/failedFile?jobId=${commit.body.data.jobId}`), headers: admin.headers });
    const sheet = await readSheet(failed.rawPayload);
    expect(sheet.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['IMP-2', '品牌编码不存在'],
      ['IMP-3', '车系语言缺失'],
    ]);
    const page = (await post('/vehicleModel/page', { current: 1, size: 10, code: 'IMP-' })).body.data.records as J[];
    expect(page.map((r) => r.code).sort()).toEqual(['IMP-1', 'IMP-4']);
    expect(page.find((r) => r.code === 'IMP-1')).toMatchObject({ brandId: b.id, langs: 'zh-CN, en-US' });
  });

  it('checks an import batch as one save after another: codes and names taken before or earlier in the file, versions written', async () => {
    await brand('BAT');
    await post('/vehicleModel/save', { code: 'BAT-OLD', brandId: (await brand('BAT2')).id, names: names('已有车系', 'Existing model') });
    const template = await t.app.inject({ method: 'GET', url: V('/vehicleModel/template'), headers: admin.headers });
    const rows = [
      ['BAT-1', 'BAT', '', '批量1', '', 'Batch 1'],
      ['bat-old', 'BAT', '', '批量2'],
      ['BAT-3', 'BAT', '', '已有车系'],
      ['BAT-1', 'BAT', '', '批量4'],
      ['BAT-5', 'BAT', '', '批量1'],
      ['BAT-6', 'NOPE', '', '批量6'],
      ['BAT-7', 'BAT', '', '批量6'],
      ['BAT-8', 'BAT', 'NOTYPE', '批量8'],
    ];
    const up = multipartFile(await fillTemplate(template.rawPayload, rows));
    const started = await call(t, { method: 'POST', url: V('/vehicleModel/importExcel'), payload: up.payload }, { ...admin.headers, ...up.headers });
    await waitForJob(t, 'vehicle', started.body.data.jobId, admin.headers);
    const report = (await get(`/vehicleModel/importReport?jobId=${started.body.data.jobId}`)).body.data;
    // sheet row 8 keeps the name of row 7, whose brand is refused: the first accepted row of a name wins
    expect(report.refused.map((r: J) => [r.rowNumber, r.column, r.code])).toEqual([
      [3, 'code', 10120],
      [4, 'name_zh-CN', 102044],
      [5, 'code', 10120],
      [6, 'name_zh-CN', 102044],
      [7, 'brandCode', 1002],
      [9, 'typeCode', 1002],
    ]);
    expect(report).toMatchObject({ total: 8, create: 2, refuse: 6 });
    const commit = await post('/vehicleModel/importCommit', { jobId: started.body.data.jobId });
    expect(await waitForJob(t, 'vehicle', commit.body.data.jobId, admin.headers)).toMatchObject({ successCount: 2, failedCount: 6 });
    const saved = (await post('/vehicleModel/page', { current: 1, size: 10, code: 'BAT-' })).body.data.records as J[];
    expect(saved.map((r) => r.code).sort()).toEqual(['BAT-1', 'BAT-7', 'BAT-OLD']);
    const one = saved.find((r) => r.code === 'BAT-1')!;
    expect(one).toMatchObject({ enabled: true, langs: 'zh-CN, en-US' });
    const versions = (await get(`/vehicleModel/versions/${one.id}`)).body.data as J[];
    expect(versions.map((v) => [v.version, v.action, v.authorName])).toEqual([[1, 'create', 'admin']]);
    // the names it holds are taken now: a form save with one of them is refused
    expect((await post('/vehicleModel/save', { code: 'BAT-9', brandId: one.brandId, names: names('批量1', 'Other') })).body.code).toBe(102044);
  });

  it('a dry run saves nothing yet sees the rows of earlier batches: a repeat 500 rows later is refused in the report and the commit', async () => {
    await brand('BIG');
    const template = await t.app.inject({ method: 'GET', url: V('/vehicleModel/template'), headers: admin.headers });
    const rows = Array.from({ length: 501 }, (_, i) => [`BIG-${i}`, 'BIG', '', `大批量${i}`]);
    rows.push(['BIG-0', 'BIG', '', '大批量新'], ['BIG-X', 'BIG', '', '大批量3']);
    const up = multipartFile(await fillTemplate(template.rawPayload, rows));
    const started = await call(t, { method: 'POST', url: V('/vehicleModel/importExcel'), payload: up.payload }, { ...admin.headers, ...up.headers });
    await waitForJob(t, 'vehicle', started.body.data.jobId, admin.headers);
    const report = (await get(`/vehicleModel/importReport?jobId=${started.body.data.jobId}`)).body.data;
    expect(report).toMatchObject({ total: 503, create: 501, refuse: 2 });
    expect(report.refused.map((r: J) => [r.rowNumber, r.code])).toEqual([
      [503, 10120],
      [504, 102044],
    ]);
    expect((await post('/vehicleModel/page', { current: 1, size: 10, code: 'BIG-' })).body.data.total).toBe(0);
    const commit = await post('/vehicleModel/importCommit', { jobId: started.body.data.jobId });
    expect(await waitForJob(t, 'vehicle', commit.body.data.jobId, admin.headers)).toMatchObject({ successCount: 501, failedCount: 2 });
    expect((await post('/vehicleModel/page', { current: 1, size: 10, code: 'BIG-' })).body.data.total).toBe(501);
  });
});
