import {
  batteryResource,
  batteryStandardResource,
  dlcResource,
  marketingAdResource,
  obdCodeResource,
  testableCarResource,
  tsbResource,
  vehicleCarResource,
} from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { vehicleBrands, vehicleModels, vehicleNames } from './basic-data.tables';
import { batteryService, batteryStandardService, dlcService, marketingAdService, testableCarService, tsbService, vehicleCarService } from './catalog.service';
import { describeObdCode, obdCodeService } from './catalog-obd.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-05-04T08:00:00Z'));
const V = (p: string) => `/lenkor-vehicle${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url: V(url), payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url: V(url) }, headers);

/** our basic data, written straight into helper A's tables (a brand and two of its models) */
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
let ford: number;
let focus: number;
let toyota: number;
let corolla: number;
let standard: number;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  ford = await item('brand', 'FORD', '福特', 'Ford');
  focus = await item('model', 'FOCUS', '福克斯', 'Focus', ford);
  toyota = await item('brand', 'TOYOTA', '丰田', 'Toyota');
  corolla = await item('model', 'COROLLA', '卡罗拉', 'Corolla', toyota);
  // a product model of the products area (its tables are its own: plain SQL here)
  await t.ctx.db.execute(sql`with p as (insert into products (code, name_zh, name_en, product_line) values ('X431', '诊断仪', 'Scanner', 'diagnostic') returning id)
    insert into product_models (product_id, code, name_zh, name_en) select id, 'X431-PRO', 'X431 专业版', 'X431 Pro' from p`);
  standard = (await post('/standard/save', { code: 'EN', name: 'EN 50342', region: 'europe' })).body.data.id;
});
afterAll(() => t.close());

const obd = (n: number) => `P1${(n % 4096).toString(16).toUpperCase().padStart(3, '0')}`;

describeResource(vehicleCarResource, {
  app: () => t,
  sample: (n) => ({
    brandId: ford,
    modelId: focus,
    yearFrom: 2010 + (n % 10),
    yearTo: 2024,
    engine: `EcoBoost ${n}`,
    vinSample: '1FADP3F20EL123456',
    market: 'northAmerica',
  }),
  change: { engine: '2.0 Duratec', market: 'europe' },
  service: vehicleCarService,
});
describeResource(obdCodeResource, {
  app: () => t,
  sample: (n) => ({ code: obd(n), brandId: ford, descriptions: [{ lang: 'en-US', text: `Ford code ${n}` }] }),
  change: { descriptions: [{ lang: 'zh-CN', text: '燃油系统' }] },
  service: obdCodeService,
});
describeResource(tsbResource, {
  app: () => t,
  sample: (n) => ({
    bulletinNo: `TSB-${n}`,
    titleEn: `Bulletin ${n}`,
    brandId: ford,
    modelIds: [focus],
    issueDate: '2026-04-01',
    yearFrom: 2015,
    yearTo: 2018,
  }),
  change: { titleZh: '变速箱换挡冲击', summary: 'Reprogram the TCM' },
  service: tsbService,
});
describeResource(dlcResource, {
  app: () => t,
  sample: (n) => ({ brandId: toyota, modelId: corolla, yearFrom: 2000 + (n % 20), locationZh: `方向盘左下方 ${n}` }),
  change: { locationEn: 'Under the dashboard, left of the steering column' },
  service: dlcService,
});
describeResource(batteryStandardResource, {
  app: () => t,
  sample: (n) => ({ code: `STD-${n}`, name: `Standard ${n}`, region: 'japan' }),
  change: { name: 'JIS D 5301' },
  service: batteryStandardService,
});
describeResource(batteryResource, {
  app: () => t,
  sample: (n) => ({ code: `H6-${n}`, standardId: standard, type: 'agm', voltage: 12, capacityAh: 70, cca: 760 }),
  change: { capacityAh: 80 },
  service: batteryService,
});
describeResource(marketingAdResource, {
  app: () => t,
  sample: (n) => ({ titleZh: `新品 ${n}`, placement: 'homeBanner', link: 'https://example.com/x', startDate: '2026-05-01', endDate: '2026-06-01' }),
  change: { titleEn: 'New scanner', endDate: '2026-07-01' },
  service: marketingAdService,
});
describeResource(testableCarResource, {
  app: () => t,
  sample: async (n) => ({
    productModel: 'X431-PRO',
    modelId: await item('model', `TC-${n}`, `车系${n}`, `Model ${n}`, toyota),
    coverage: 'full',
    functions: 'ABS, SRS',
  }),
  change: { coverage: 'partial', yearFrom: 2012 },
  service: testableCarService,
  importRow: (n) => ['X431-PRO', String(corolla + 0 * n), '2010', '2020', '全面', 'ECU coding', ''],
});

describe('the vehicle catalog, the business rules', () => {
  const lang = (l: 'zh-CN' | 'en-US') => ({ ...admin.headers, language: l });

  it('refuses a code of another shape than SAE J2012 with 102072, in both languages', async () => {
    for (const code of ['P4123', 'X0123', 'P012', 'P01234', 'P0G12', 'P1A48001', 'PP123']) {
      const zh = await call(t, { method: 'POST', url: V('/obdCode/save'), payload: { code, descriptions: [{ lang: 'zh-CN', text: 'x' }] } }, lang('zh-CN'));
      expect(zh.body, code).toMatchObject({ code: 102072 });
      expect(zh.body.msg).toContain('故障码格式不正确');
      const en = await call(t, { method: 'POST', url: V('/obdCode/save'), payload: { code, descriptions: [{ lang: 'en-US', text: 'x' }] } }, lang('en-US'));
      expect(en.body.msg).toContain('SAE J2012');
    }
    // five and seven characters (the failure-type byte), any case
    expect((await post('/obdCode/save', { code: 'p0301', descriptions: [{ lang: 'en-US', text: 'Cylinder 1 misfire' }] })).body.data).toMatchObject({
      code: 'P0301',
      kind: 'generic',
    });
    expect(
      (await post('/obdCode/save', { code: 'P1A4800', brandId: toyota, descriptions: [{ lang: 'en-US', text: 'Hybrid battery' }] })).body.data,
    ).toMatchObject({ code: 'P1A4800', kind: 'oem' });
  });

  it('an OEM code needs a make (102073); a generic one may go without, and may have make-specific overrides', async () => {
    for (const code of ['P1234', 'P3012', 'B1001', 'B2001', 'C1234', 'C2234', 'U1001', 'U2100'])
      expect((await post('/obdCode/save', { code, descriptions: [{ lang: 'zh-CN', text: '厂家' }] })).body.code, code).toBe(102073);
    for (const code of ['P0420', 'P2096', 'P3400', 'B0001', 'B3001', 'C0035', 'C3000', 'U0100', 'U3000'])
      expect((await post('/obdCode/save', { code, descriptions: [{ lang: 'zh-CN', text: '通用' }] })).body, code).toMatchObject({
        code: 2000,
        data: { kind: 'generic' },
      });
    const override = await post('/obdCode/save', { code: 'P0420', brandId: ford, descriptions: [{ lang: 'en-US', text: 'Ford: catalyst bank 1' }] });
    expect(override.body.data).toMatchObject({ code: 'P0420', brandId: ford, brandName: '福特' });
    // one record per code and make
    expect((await post('/obdCode/save', { code: 'p0420', brandId: ford, descriptions: [{ lang: 'en-US', text: 'again' }] })).body.code).toBe(10120);
  });

  it('needs a description in at least one language, each language once (102074)', async () => {
    expect((await post('/obdCode/save', { code: 'P0171', descriptions: [] })).body.code).toBe(102074);
    const twice = [
      { lang: 'en-US', text: 'a' },
      { lang: 'en-US', text: 'b' },
    ];
    expect((await post('/obdCode/save', { code: 'P0171', descriptions: twice })).body.code).toBe(102074);
    expect((await post('/obdCode/save', { code: 'P0171', descriptions: [{ lang: 'xx-XX', text: 'x' }] })).body.code).toBe(1001);
  });

  it('describes one code in both languages, and never gives an OEM code the generic description', async () => {
    const both = [
      { lang: 'zh-CN', text: '系统过稀(第1排)' },
      { lang: 'en-US', text: 'System too lean (bank 1)' },
    ];
    await post('/obdCode/save', { code: 'P0171', descriptions: both });
    const zh = (await get('/obdCode/describe?code=p0171&lang=zh-CN')).body.data;
    expect(zh).toMatchObject({ code: 'P0171', kind: 'generic', source: 'generic', lang: 'zh-CN', textLang: 'zh-CN', description: '系统过稀(第1排)' });
    const en = (await get('/obdCode/describe?code=P0171&lang=en-US')).body.data;
    expect(en).toMatchObject({ source: 'generic', textLang: 'en-US', description: 'System too lean (bank 1)' });
    // a make without its own text: the generic one, saying so
    const forToyota = (await get('/obdCode/describe?code=P0171&make=Toyota&lang=en-US', { ...admin.headers, language: 'en-US' })).body.data;
    expect(forToyota).toMatchObject({ source: 'generic', brandId: toyota, description: 'System too lean (bank 1)' });
    expect(forToyota.note).toContain('generic');
    // a make with its own: the make's (by name in any language, or by id)
    await post('/obdCode/save', { code: 'P0171', brandId: toyota, descriptions: [{ lang: 'zh-CN', text: '丰田：空燃比过稀' }] });
    expect((await get(`/obdCode/describe?code=P0171&make=丰田&lang=zh-CN`)).body.data).toMatchObject({ source: 'make', description: '丰田：空燃比过稀' });
    expect((await get(`/obdCode/describe?code=P0171&make=${toyota}&lang=en-US`)).body.data).toMatchObject({ source: 'make', textLang: 'zh-CN' });
    // an OEM code: the make's own, or none — never a generic text, even when one exists for the code
    await post('/obdCode/save', { code: 'P1300', brandId: ford, descriptions: [{ lang: 'en-US', text: 'Ford: boost calibration' }] });
    expect((await get('/obdCode/describe?code=P1300&make=Ford&lang=en-US')).body.data).toMatchObject({
      source: 'make',
      kind: 'oem',
      description: 'Ford: boost calibration',
    });
    const none = await call(t, { method: 'GET', url: V('/obdCode/describe?code=P1300&make=Toyota&lang=en-US') }, { ...admin.headers, language: 'en-US' });
    expect(none.body.data).toMatchObject({ source: 'none', kind: 'oem', description: null, textLang: null, note: 'No description for this make' });
    const noneZh = await call(t, { method: 'GET', url: V('/obdCode/describe?code=P1300&make=Toyota') }, { ...admin.headers, language: 'zh-CN' });
    expect(noneZh.body.data).toMatchObject({ source: 'none', lang: 'zh-CN', note: '该品牌没有此故障码的描述' });
    expect((await get('/obdCode/describe?code=P1300')).body.data).toMatchObject({ source: 'none', description: null });
    // a shape violation
    expect((await get('/obdCode/describe?code=P9999')).body.code).toBe(102072);
    // the service alone (the same answer without HTTP)
    const req = { headers: { language: 'en-US' } } as never;
    expect(await describeObdCode(t.ctx, req, { code: 'P1300', make: 'Ford' })).toMatchObject({ source: 'make' });
  });

  it('checks brands and models: unknown ones, a model of another brand, years in order', async () => {
    const car = { brandId: ford, modelId: focus, yearFrom: 2015, market: 'china' };
    expect((await post('/car/save', { ...car, brandId: 999_999 })).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'brandId' }] } });
    expect((await post('/car/save', { ...car, modelId: corolla })).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'modelId' }] } });
    expect((await post('/car/save', { ...car, yearTo: 2010 })).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'yearTo' }] } });
    expect((await post('/car/save', { ...car, vinSample: '1FADP3F20EL12345O' })).body.code).toBe(1001);
    const ok = (await call(t, { method: 'POST', url: V('/car/save'), payload: car }, { ...admin.headers, language: 'en-US' })).body.data;
    expect(ok).toMatchObject({ brandName: 'Ford', modelName: 'Focus' });
  });

  it('needs a title or location in at least one language (102074), and an end not before the start', async () => {
    expect((await post('/tsb/save', { bulletinNo: 'TSB-X', brandId: ford, issueDate: '2026-01-01' })).body.code).toBe(102074);
    expect((await post('/dlc/save', { brandId: ford, yearFrom: 2010, locationZh: '  ' })).body.code).toBe(102074);
    const ad = { titleZh: '广告', placement: 'popup', startDate: '2026-05-10', endDate: '2026-05-01' };
    expect((await post('/marketingAdvertising/save', ad)).body).toMatchObject({ code: 1001, data: { errors: [{ field: 'endDate' }] } });
    expect((await post('/marketingAdvertising/save', { ...ad, link: 'javascript:alert(1)', endDate: '2026-05-20' })).body.code).toBe(1001);
  });

  it('registers its references with the basic data: bound checks and merge moves', async () => {
    const { isVehicleItemBound, runMergeMoves } = await import('./basic-data.service');
    const brand = await item('brand', 'OPEL', '欧宝', 'Opel');
    const model = await item('model', 'ASTRA', '雅特', 'Astra', brand);
    const other = await item('model', 'ASTRA2', '雅特2', 'Astra 2', brand);
    expect(await isVehicleItemBound(t.ctx.db, 'model', model)).toBe(false);
    const tsb = (await post('/tsb/save', { bulletinNo: 'TSB-OPEL', titleEn: 'x', brandId: brand, modelIds: [model], issueDate: '2026-01-01' })).body.data;
    expect(await isVehicleItemBound(t.ctx.db, 'model', model)).toBe(true);
    const dlc = (await post('/dlc/save', { brandId: brand, modelId: model, yearFrom: 2010, locationEn: 'Left kick panel' })).body.data;
    await runMergeMoves(t.ctx.db, 'model', model, other);
    expect((await get(`/dlc/detail/${dlc.id}`)).body.data.modelId).toBe(other);
    expect((await get(`/tsb/detail/${tsb.id}`)).body.data.modelIds).toEqual([other]);
    expect(await isVehicleItemBound(t.ctx.db, 'model', model)).toBe(false);
  });

  it('keeps a standard that batteries name (102048), and offers the choices of the forms', async () => {
    expect((await post('/standard/delete', { id: standard, version: 1 })).body.code).toBe(102048);
    expect((await get('/battery/standards')).body.data).toContainEqual({ value: standard, label: 'EN EN 50342' });
    const brands = (await call(t, { method: 'GET', url: V('/catalog/items?kind=brand&keyword=fo') }, { ...admin.headers, language: 'en-US' })).body.data;
    expect(brands).toEqual([{ value: ford, label: 'Ford' }]);
    expect((await get('/catalog/items?kind=brand&keyword=丰')).body.data).toEqual([{ value: toyota, label: '丰田' }]);
    expect((await get(`/catalog/items?kind=model&brandId=${toyota}&keyword=co`)).body.data).toEqual([{ value: corolla, label: '卡罗拉' }]);
    expect((await get(`/catalog/items?kind=model&ids=${focus},${corolla}`)).body.data.map((o: J) => o.value)).toEqual([focus, corolla]);
    expect((await get('/testableCar/productModels?keyword=x431')).body.data).toEqual([{ value: 'X431-PRO', label: 'X431-PRO X431 专业版' }]);
    expect((await post('/testableCar/save', { productModel: 'NOPE', modelId: corolla, coverage: 'full' })).body.data.errors[0].field).toBe('productModel');
  });
});
