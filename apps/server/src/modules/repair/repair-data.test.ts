import {
  FAULT_CODE_IN_PERMISSION,
  faultCodeInResource,
  faultCodeOutResource,
  REPAIR_MATERIAL_PERMISSION,
  REPAIR_TASK_PERMISSION,
  repairDataItemResource,
  repairMaterialResource,
  repairTaskResource,
  repairVehicleResource,
} from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { multipartBody, pngBytes } from '../files/test-support';
import { faultCodeInService, faultCodeOutService, repairDataItemService, repairMaterialService, repairTaskService } from './repair-data.service';
import { repairVehicleService } from './repair-data-vehicles.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-05-04T08:00:00Z'));
const V = (p: string) => `/lenkor-vehicle${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url: V(url), payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url: V(url) }, headers);

/** our basic data, added through the vehicle area's API */
async function item(kind: 'brand' | 'model', code: string, zh: string, en: string, brandId?: number): Promise<number> {
  const names = [
    { lang: 'zh-CN', name: zh },
    { lang: 'en-US', name: en },
  ];
  const res = await post(kind === 'brand' ? '/vehicleBrand/save' : '/vehicleModel/save', { code, names, ...(brandId ? { brandId } : {}) });
  if (res.body.code !== 2000) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}
let ford: number;
let focus: number;
let toyota: number;
let corolla: number;
let data: number;
const models: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  ford = await item('brand', 'FORD', '福特', 'Ford');
  focus = await item('model', 'FOCUS', '福克斯', 'Focus', ford);
  toyota = await item('brand', 'TOYOTA', '丰田', 'Toyota');
  corolla = await item('model', 'COROLLA', '卡罗拉', 'Corolla', toyota);
  for (let i = 0; i < 30; i++) models.push(await item('model', `FM${i}`, `福特车型${i}`, `Ford model ${i}`, ford));
  data = (await post('/repairData/save', { dataName: 'Engine manual', repairType: 'engine' })).body.data.id;
  await post('/faultCodeIn/save', { code: 'INT-1', descriptionEn: 'Misfire', repairType: 'engine' });
}, 240_000);
afterAll(() => t.close());

describeResource(repairTaskResource, {
  app: () => t,
  sample: (n) => ({ name: `Task ${n}`, taskType: 'translation', assignee: `Lee ${n}`, dueDate: '2026-06-01', repairDataId: data }),
  change: { assignee: 'Wang', remark: 'urgent' },
  service: repairTaskService,
  author: () => userWith(t, Object.values(REPAIR_TASK_PERMISSION)),
});
describeResource(repairMaterialResource, {
  app: () => t,
  sample: (n) => ({ nameZh: `维修资料 ${n}`, nameEn: `Material ${n}`, repairType: 'maintenance', content: 'Change the oil' }),
  change: { nameEn: 'Oil change', content: 'Drain and refill' },
  service: repairMaterialService,
});
describeResource(repairDataItemResource, {
  app: () => t,
  sample: (n) => ({ dataName: `Data ${n}`, repairType: 'electrical' }),
  change: { repairType: 'body', remark: 'checked' },
  service: repairDataItemService,
});
describeResource(faultCodeInResource, {
  app: () => t,
  sample: (n) => ({ code: `C${n}`, descriptionZh: `故障 ${n}`, descriptionEn: `Fault ${n}`, repairType: 'engine' }),
  change: { descriptionEn: 'Circuit low' },
  importRow: (n) => [`IMP${n}`, `故障 ${n}`, `Fault ${n}`, '发动机', ''],
  service: faultCodeInService,
});
describeResource(faultCodeOutResource, {
  app: () => t,
  sample: (n) => ({ repairDataId: data, code: `EXT${n}`, descriptionEn: `External ${n}`, internalCode: 'INT-1' }),
  change: { descriptionZh: '外部故障' },
  service: faultCodeOutService,
});
describeResource(repairVehicleResource, {
  app: () => t,
  sample: (n) => ({ repairDataId: data, brandId: ford, modelId: models[n % models.length]!, yearFrom: 2010 }),
  change: {},
  service: repairVehicleService,
});

describe('repair data rules', () => {
  it('a material needs a name in at least one language (102080) and keeps both languages', async () => {
    expect((await post('/repairMaterial/save', { repairType: 'engine' })).body.code).toBe(102080);
    expect((await post('/repairMaterial/save', { nameZh: '  ', nameEn: '', repairType: 'engine' })).body.code).toBe(102080);
    const res = await post('/repairMaterial/save', { nameZh: '正时皮带', nameEn: 'Timing belt', repairType: 'engine' });
    expect(res.body.code).toBe(2000);
    const detail = (await get(`/repairMaterial/detail/${res.body.data.id}`)).body.data;
    expect(detail).toMatchObject({ nameZh: '正时皮带', nameEn: 'Timing belt', attachmentCount: 0 });
    // clearing the only name left is refused too
    const one = (await post('/repairMaterial/save', { nameEn: 'Brakes', repairType: 'chassis' })).body.data;
    const cleared = await post('/repairMaterial/update', { id: one.id, version: one.version, nameEn: '', repairType: 'chassis' });
    expect(cleared.body.code, JSON.stringify(cleared.body)).toBe(102080);
  });

  it('a material attaches uploads of its own area only (type judged by content)', async () => {
    const up = multipartBody('manual.png', pngBytes(300));
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.ctx.svcPath('user', '/ossFile/uploadFile')}?area=repairMaterial`,
      payload: up.payload,
      headers: { ...admin.headers, ...up.headers },
    });
    expect(res.json().code).toBe(2000);
    const fileId = res.json().data.id as string;
    const saved = await post('/repairMaterial/save', { nameEn: 'Wiring', repairType: 'electrical', attachmentIds: [fileId] });
    expect(saved.body.data.attachmentCount).toBe(1);
    // an executable named .pdf is refused by its content
    const exe = multipartBody('fake.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]));
    const bad = await t.app.inject({
      method: 'POST',
      url: `${t.ctx.svcPath('user', '/ossFile/uploadFile')}?area=repairMaterial`,
      payload: exe.payload,
      headers: { ...admin.headers, ...exe.headers },
    });
    expect(bad.json().code).toBe(1040);
    // an id that is no upload is refused
    expect((await post('/repairMaterial/save', { nameEn: 'X', repairType: 'other', attachmentIds: ['00000000-0000-4000-8000-000000000000'] })).body.code).toBe(
      1002,
    );
  });

  it('one internal code holds both languages: the same code again is refused (10120)', async () => {
    const res = await post('/faultCodeIn/save', { code: 'P0300', descriptionZh: '随机缺火', descriptionEn: 'Random misfire', repairType: 'engine' });
    expect(res.body.data).toMatchObject({ descriptionZh: '随机缺火', descriptionEn: 'Random misfire' });
    expect((await post('/faultCodeIn/save', { code: 'p0300', descriptionEn: 'Random misfire', repairType: 'engine' })).body.code).toBe(10120);
    expect((await post('/faultCodeIn/save', { code: 'P0301', repairType: 'engine' })).body.code).toBe(102080);
    const importer = await userWith(t, [FAULT_CODE_IN_PERMISSION.view]);
    expect((await post('/faultCodeIn/save', { code: 'P0302', descriptionEn: 'x', repairType: 'engine' }, importer.headers)).status).toBe(403);
  });

  it('external codes: once per data item, an internal code that exists, the list filtered by the item', async () => {
    const other = (await post('/repairData/save', { dataName: 'Body manual', repairType: 'body' })).body.data.id;
    expect((await post('/faultCodeOut/save', { repairDataId: other, code: 'B1000', descriptionEn: 'Door' })).body.code).toBe(2000);
    expect((await post('/faultCodeOut/save', { repairDataId: other, code: 'b1000', descriptionEn: 'Door' })).body.code).toBe(10120);
    expect((await post('/faultCodeOut/save', { repairDataId: data, code: 'B1000', descriptionEn: 'Door' })).body.code).toBe(2000);
    expect((await post('/faultCodeOut/save', { repairDataId: other, code: 'B1001', descriptionEn: 'x', internalCode: 'NOPE' })).body.code).toBe(1001);
    expect((await post('/faultCodeOut/save', { repairDataId: 999999, code: 'B1002', descriptionEn: 'x' })).body.code).toBe(1001);
    const page = (await post('/faultCodeOut/page', { current: 1, size: 10, repairDataId: other })).body.data;
    expect(page.records.map((r: { code: string; dataName: string }) => [r.code, r.dataName])).toEqual([['B1000', 'Body manual']]);
  });

  it('associated vehicles: our models once per item, a model of the brand; the item shows its coverage', async () => {
    const item2 = (await post('/repairData/save', { dataName: 'Chassis manual', repairType: 'chassis' })).body.data.id;
    const added = await post('/repairVehicle/save', { repairDataId: item2, brandId: toyota, modelId: corolla, yearFrom: 2015, yearTo: 2020 });
    expect(added.body.data).toMatchObject({ brandName: '丰田', modelName: '卡罗拉', dataName: 'Chassis manual' });
    expect((await post('/repairVehicle/save', { repairDataId: item2, brandId: toyota, modelId: corolla })).body.code).toBe(10120);
    expect((await post('/repairVehicle/save', { repairDataId: item2, brandId: toyota, modelId: focus })).body.code).toBe(1001);
    expect((await post('/repairVehicle/save', { repairDataId: item2, brandId: ford, modelId: focus, yearFrom: 2020, yearTo: 2010 })).body.code).toBe(1001);
    await post('/repairVehicle/save', { repairDataId: item2, brandId: ford, modelId: focus });
    const en = { ...admin.headers, language: 'en-US' };
    const row = (await call(t, { method: 'GET', url: V(`/repairData/detail/${item2}`) }, en)).body.data;
    expect(row).toMatchObject({ vehicleCount: 2 });
    expect(row.vehicleCoverage.split(', ').sort()).toEqual(['Corolla', 'Focus']);
    // the item is still named: it stays (102048) until its vehicles are removed
    expect((await post('/repairData/delete', { id: item2, version: row.version })).body.code).toBe(102048);
    const remove = (await post('/repairVehicle/page', { current: 1, size: 10, repairDataId: item2 })).body.data.records;
    for (const r of remove) expect((await post('/repairVehicle/delete', { id: r.id, version: r.version })).body.code).toBe(2000);
    expect((await post('/repairData/delete', { id: item2, version: row.version })).body.code).toBe(2000);
  });

  it('nobody approves or rejects a task they created', async () => {
    const writer = await userWith(t, Object.values(REPAIR_TASK_PERMISSION));
    const task = (await post('/repairTask/save', { name: 'Translate', taskType: 'translation', assignee: 'Ann', dueDate: '2026-06-01' }, writer.headers)).body
      .data;
    const started = (await post('/repairTask/start', { id: task.id, version: task.version }, writer.headers)).body.data;
    const submitted = (await post('/repairTask/submit', { id: started.id, version: started.version }, writer.headers)).body.data;
    expect(submitted.allowedActions).not.toContain('approve');
    expect((await post('/repairTask/approve', { id: submitted.id, version: submitted.version }, writer.headers)).status).toBe(403);
    const shown = (await get(`/repairTask/detail/${task.id}`)).body.data;
    expect(shown.allowedActions).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect((await post('/repairTask/approve', { id: shown.id, version: shown.version })).body.data.status).toBe('done');
  });

  it('a material is refused without the permission', async () => {
    const viewer = await userWith(t, [REPAIR_MATERIAL_PERMISSION.view]);
    expect((await post('/repairMaterial/save', { nameEn: 'X', repairType: 'other' }, viewer.headers)).status).toBe(403);
  });
});
