import crypto from 'node:crypto';
import {
  adasBasicResource,
  adasDataResource,
  EXTRAS_FILE_AREAS,
  motorcycleWireResource,
  operationManualResource,
  shortCodeResource,
  topologyBasicResource,
  topologyMapResource,
  vehicleServiceResource,
} from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { vehicleBrands, vehicleModels, vehicleNames } from './basic-data.tables';
import {
  adasBasicService,
  adasDataService,
  motorcycleWireService,
  operationManualService,
  shortCodeService,
  topologyBasicService,
  topologyMapService,
  vehicleServiceService,
} from './extras.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-05-04T08:00:00Z'));
const V = (p: string) => `/lenkor-vehicle${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url: V(url), payload }, headers);

/** our basic data, written straight into helper A's tables */
async function item(kind: 'brand' | 'model', code: string, zh: string, en: string, brandId?: number): Promise<number> {
  const names = [
    { lang: 'zh-CN', name: zh },
    { lang: 'en-US', name: en },
  ];
  const [row] =
    kind === 'brand'
      ? await t.ctx.db.insert(vehicleBrands).values({ code, names }).returning()
      : await t.ctx.db.insert(vehicleModels).values({ code, names, brandId: brandId! }).returning();
  await t.ctx.db.insert(vehicleNames).values(names.map((n) => ({ kind, itemId: row!.id, lang: n.lang, name: n.name })));
  return row!.id;
}
/** an upload of the admin's, waiting to be attached (what the files service leaves after an upload) */
async function upload(area: string): Promise<string> {
  const id = crypto.randomUUID();
  await t.ctx.db.execute(sql`insert into files (id, area, name, storage_key, size, ext, mime, sha256, uploader_kind, uploader_id, created_at)
    values (${id}, ${area}, 'doc.pdf', ${`test/${id}`}, 10, 'pdf', 'application/pdf', ${'0'.repeat(64)}, 'staff', ${admin.userId}, ${new Date(clock.now()).toISOString()})`);
  return id;
}
let honda: number;
let cbr: number;
let yamaha: number;
let r1: number;
let camera: number;
let staticCal: number;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  honda = await item('brand', 'HONDA', '本田', 'Honda');
  cbr = await item('model', 'CBR', 'CBR', 'CBR', honda);
  yamaha = await item('brand', 'YAMAHA', '雅马哈', 'Yamaha');
  r1 = await item('model', 'R1', 'R1', 'R1', yamaha);
  // a product model of the products area (its tables are its own: plain SQL here)
  await t.ctx.db.execute(sql`with p as (insert into products (code, name_zh, name_en, product_line) values ('X431', '诊断仪', 'Scanner', 'diagnostic') returning id)
    insert into product_models (product_id, code, name_zh, name_en) select id, 'X431-PRO', 'X431 专业版', 'X431 Pro' from p`);
  camera = (await post('/adasBasic/save', { kind: 'systemType', code: 'CAM', nameZh: '前视摄像头', nameEn: 'Front camera' })).body.data.id;
  staticCal = (await post('/adasBasic/save', { kind: 'calibrationType', code: 'STATIC', nameZh: '静态标定', nameEn: 'Static' })).body.data.id;
  for (const code of ['ECM', 'TCM', 'BCM', 'GW'])
    await post('/topologyBasic/save', { code, nameZh: `${code}模块`, nameEn: `${code} module`, category: 'powertrain' });
}, 300_000);
afterAll(() => t?.close());

describeResource(vehicleServiceResource, {
  app: () => t,
  sample: (n) => ({ serviceType: 'maintenance', nameZh: `保养 ${n}`, nameEn: `Service ${n}`, brandId: honda, modelId: cbr, yearFrom: 2015, yearTo: 2024 }),
  change: { serviceType: 'programming', nameEn: 'Key programming' },
  service: vehicleServiceService,
  importRow: (n) => [honda, '', '保养', `保养 ${n}`, `Service ${n}`, 2015, 2020, ''],
});
describeResource(motorcycleWireResource, {
  app: () => t,
  sample: async (n) => ({ title: `Wiring ${n}`, brandId: honda, modelId: cbr, yearFrom: 2018, fileId: await upload(EXTRAS_FILE_AREAS.wire) }),
  change: { title: 'Main harness' },
  service: motorcycleWireService,
});
describeResource(operationManualResource, {
  app: () => t,
  sample: async (n) => ({
    productModel: 'X431-PRO',
    language: 'en-US',
    manualVersion: `1.${n}`,
    title: `Manual ${n}`,
    fileId: await upload(EXTRAS_FILE_AREAS.manual),
  }),
  change: { title: 'User manual', language: 'de-DE' },
  service: operationManualService,
});
describeResource(shortCodeResource, {
  app: () => t,
  sample: (n) => ({ shortCode: `SC${n}`, longValue: `Long value ${n}`, meaningEn: 'Engine control', brandId: honda }),
  change: { longValue: 'Powertrain control module', meaningZh: '动力控制' },
  service: shortCodeService,
  importRow: (n) => [`IMP${n}`, `Value ${n}`, '含义', 'Meaning', honda, ''],
});
describeResource(adasBasicResource, {
  app: () => t,
  sample: (n) => ({ kind: n % 2 ? 'systemType' : 'calibrationType', code: `K${n}`, nameEn: `Kind ${n}` }),
  change: { nameZh: '雷达' },
  service: adasBasicService,
});
describeResource(adasDataResource, {
  app: () => t,
  sample: (n) => ({ brandId: honda, modelId: cbr, yearFrom: 2015 + (n % 5), systemTypeId: camera, calibrationTypeId: staticCal, locationEn: 'Windscreen' }),
  change: { locationZh: '前挡风玻璃' },
  service: adasDataService,
});
describeResource(topologyBasicResource, {
  app: () => t,
  sample: (n) => ({ code: `M${n}`, nameZh: `模块 ${n}`, nameEn: `Module ${n}`, category: 'body' }),
  change: { nameZh: '模块', category: 'chassis' },
  service: topologyBasicService,
  importRow: (n) => [`IMPM${n}`, '模块', `Module ${n}`, '车身'],
});
describeResource(topologyMapResource, {
  app: () => t,
  sample: (n) => ({
    brandId: yamaha,
    modelId: r1,
    yearFrom: 2000 + (n % 20),
    nodes: [
      { module: 'GW', bus: 'CAN' },
      { module: 'ECM', bus: 'CAN' },
    ],
  }),
  change: {
    nodes: [
      { module: 'GW', bus: 'CAN' },
      { module: 'BCM', bus: 'LIN' },
    ],
  },
  service: topologyMapService,
});

describe('vehicle extras rules', () => {
  it('needs a name in one language at least (102074) and a model of the brand', async () => {
    expect((await post('/vehicleService/save', { serviceType: 'diagnosis', brandId: honda })).body.code).toBe(102074);
    const wrong = await post('/vehicleService/save', { serviceType: 'diagnosis', nameEn: 'X', brandId: honda, modelId: r1 });
    expect(wrong.body.code).toBe(1001);
    const years = await post('/vehicleService/save', { serviceType: 'diagnosis', nameEn: 'Y', brandId: honda, yearFrom: 2020, yearTo: 2010 });
    expect(years.body.code).toBe(1001);
  });

  it('refuses a short code twice for a brand, in any case (10120), and allows it for another brand', async () => {
    expect((await post('/shortCode/save', { shortCode: 'ABS', longValue: 'Anti-lock', brandId: honda, meaningEn: 'Brakes' })).body.code).toBe(2000);
    expect((await post('/shortCode/save', { shortCode: 'abs', longValue: 'Other', brandId: honda, meaningEn: 'Brakes' })).body.code).toBe(10120);
    expect((await post('/shortCode/save', { shortCode: 'ABS', longValue: 'Anti-lock', brandId: yamaha, meaningEn: 'Brakes' })).body.code).toBe(2000);
  });

  it('ADAS data names a system type and a calibration type of the right kind (102076); a type in use is kept (102048)', async () => {
    const base = { brandId: honda, systemTypeId: camera, calibrationTypeId: staticCal, locationEn: 'Bumper' };
    expect((await post('/adasData/save', { ...base, systemTypeId: staticCal })).body.code).toBe(102076);
    expect((await post('/adasData/save', { ...base, calibrationTypeId: 999999 })).body.code).toBe(102076);
    const ok = await post('/adasData/save', base);
    expect(ok.body.data).toMatchObject({ systemName: '前视摄像头', calibrationName: '静态标定', brandName: '本田' });
    const [cam] = (await post('/adasBasic/page', { current: 1, size: 10, code: 'CAM' })).body.data.records;
    expect((await post('/adasBasic/delete', { id: cam.id, version: cam.version })).body.code).toBe(102048);
  });

  it('a topology map places known modules once each (102075, 102077); a module on a map is kept (102048)', async () => {
    const base = { brandId: yamaha, modelId: r1 };
    expect((await post('/topologyMap/save', { ...base, nodes: [{ module: 'NOPE', bus: 'CAN' }] })).body.code).toBe(102075);
    const twice = [
      { module: 'ECM', bus: 'CAN' },
      { module: 'ecm', bus: 'LIN' },
    ];
    expect((await post('/topologyMap/save', { ...base, nodes: twice })).body.code).toBe(102077);
    expect((await post('/topologyMap/save', { ...base, nodes: [{ module: 'ECM', bus: 'FlexBus' }] })).body.code).toBe(1001);
    const map = await post('/topologyMap/save', { ...base, nodes: [{ module: 'TCM', bus: 'CAN-FD' }] });
    expect(map.body.data).toMatchObject({ nodeCount: 1, modelName: 'R1' });
    const [tcm] = (await post('/topologyBasic/page', { current: 1, size: 10, code: 'TCM' })).body.data.records;
    expect((await post('/topologyBasic/delete', { id: tcm.id, version: tcm.version })).body.code).toBe(102048);
  });

  it('a wiring diagram needs a file of its own area uploaded by the caller (1002 otherwise)', async () => {
    const foreign = await upload(EXTRAS_FILE_AREAS.manual);
    expect((await post('/motorcycleWire/save', { title: 'W', brandId: honda, fileId: foreign })).body.code).toBe(1002);
    expect((await post('/motorcycleWire/save', { title: 'W', brandId: honda })).body.code).toBe(1001);
  });

  it('an operation manual names a product model that exists, once per language and version', async () => {
    const m = { language: 'zh-CN', manualVersion: '9.9', title: 'M' };
    expect((await post('/operationManual/save', { ...m, productModel: 'NOPE', fileId: await upload(EXTRAS_FILE_AREAS.manual) })).body.code).toBe(1001);
    expect((await post('/operationManual/save', { ...m, productModel: 'X431-PRO', fileId: await upload(EXTRAS_FILE_AREAS.manual) })).body.code).toBe(2000);
    expect((await post('/operationManual/save', { ...m, productModel: 'X431-PRO', fileId: await upload(EXTRAS_FILE_AREAS.manual) })).body.code).toBe(10120);
  });
});
