import { type VehicleItemKind, vinRuleResource } from '@diagops/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { multipartFile, readSheet, waitForJob } from '../../../test/kit-helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { VEHICLE_ITEM_TABLES } from './basic-data.service';
import { vehicleNames } from './basic-data.tables';
import { vinRuleService } from './vin.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const V = (p: string) => t.ctx.svcPath('vehicle', p);
const post = (url: string, payload: unknown, language = 'en-US', headers = admin.headers) =>
  call(t, { method: 'POST', url, payload }, { ...headers, language });
const analyse = async (vin: string, language = 'en-US') => (await post(V('/vinAnalysisData/analyse'), { vin }, language)).body as J;

/** One of our items, written straight into the basic data's tables (the basic-data part owns their API). */
async function ourItem(kind: VehicleItemKind, code: string, en: string, zh: string, extra: Record<string, unknown> = {}): Promise<number> {
  const names = [
    { lang: 'en-US', name: en },
    { lang: 'zh-CN', name: zh },
  ];
  const table = VEHICLE_ITEM_TABLES[kind] as typeof VEHICLE_ITEM_TABLES.brand;
  const [row] = await t.ctx.db
    .insert(table)
    .values({ code, names, ...extra } as never)
    .returning({ id: table.id });
  await t.ctx.db.insert(vehicleNames).values(names.map((n) => ({ kind, itemId: row!.id, ...n })));
  return row!.id;
}

const ids = { honda: 0, accord: 0, car: 0, bmw: 0, series3: 0 };
const CH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const wmiOf = (n: number, lead = 'S') => `${lead}${CH[Math.floor(n / CH.length) % CH.length]}${CH[n % CH.length]}`;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  ids.car = await ourItem('type', 'VIN-CAR', 'Passenger Car', '乘用车');
  ids.honda = await ourItem('brand', 'VIN-HONDA', 'Honda', '本田');
  ids.accord = await ourItem('model', 'VIN-ACCORD', 'Accord', '雅阁', { brandId: ids.honda });
  ids.bmw = await ourItem('brand', 'VIN-BMW', 'BMW', '宝马');
  ids.series3 = await ourItem('model', 'VIN-3', '3 Series', '3系', { brandId: ids.bmw });
}, 300_000);
afterAll(() => t.close());

describeResource(vinRuleResource, {
  app: () => t,
  sample: (n) => ({ wmi: wmiOf(n), vdsPattern: 'AB*12', yearFrom: 2000 + (n % 20), yearTo: 2030, brandId: ids.honda, modelId: ids.accord, typeId: ids.car }),
  change: { remark: 'changed', yearTo: 2035 },
  service: vinRuleService,
  importRow: (n) => [wmiOf(n, 'T'), '', '', '', ids.honda, '', '', ''],
});

describe('VIN rules: our brand, model and type', () => {
  it('refuses an unknown brand, a model of another brand, years the wrong way round, and a rule that exists (10120)', async () => {
    const base = { wmi: 'RUL', brandId: ids.honda };
    expect((await post(V('/vinAnalysisData/save'), { ...base, brandId: 999_999 })).body).toMatchObject({ code: 1001 });
    const other = await post(V('/vinAnalysisData/save'), { ...base, modelId: ids.series3 }, 'zh-CN');
    expect(other.body.code).toBe(1001);
    expect(JSON.stringify(other.body)).toContain('该车系不属于此品牌');
    expect((await post(V('/vinAnalysisData/save'), { ...base, yearFrom: 2010, yearTo: 2005 })).body.code).toBe(1001);
    expect((await post(V('/vinAnalysisData/save'), { ...base, wmi: 'rio' })).body.code).toBe(1001); // an O
    expect((await post(V('/vinAnalysisData/save'), base)).body.code).toBe(2000);
    expect((await post(V('/vinAnalysisData/save'), { ...base, wmi: 'rul' })).body).toMatchObject({ code: 10120, msg: 'Data already exists' });
  });
});

describe('analysing a VIN: validation, the offline decode beside our rule', () => {
  beforeAll(async () => {
    const save = (b: Record<string, unknown>) => post(V('/vinAnalysisData/save'), b);
    expect((await save({ wmi: '1HG', brandId: ids.honda, typeId: ids.car })).body.code).toBe(2000);
    expect(
      (await save({ wmi: '1HG', vdsPattern: 'CM8**', yearFrom: 2003, yearTo: 2007, brandId: ids.honda, modelId: ids.accord, typeId: ids.car })).body.code,
    ).toBe(2000);
    expect((await save({ wmi: 'WBA', brandId: ids.bmw, modelId: ids.series3, typeId: ids.car })).body.code).toBe(2000);
  });

  it('decodes a North American VIN offline and agrees with our most specific rule field by field', async () => {
    const r = await analyse('1hgcm82633a004352');
    expect(r.code).toBe(2000);
    const a = r.data as J;
    expect(a).toMatchObject({ vin: '1HGCM82633A004352', region: 'northAmerica', strict: true, warnings: [], modelYear: 2003, disagreements: 0 });
    expect(a.decoded).toMatchObject({ make: 'Honda', model: 'Accord', modelYear: 2003, vehicleType: 'Passenger Car' });
    expect(a.ours).toMatchObject({ vdsPattern: 'CM8**', brandName: 'Honda', modelName: 'Accord', typeName: 'Passenger Car' });
    expect(a.comparison).toEqual([
      { field: 'make', decoded: 'Honda', ours: 'Honda', agree: true },
      { field: 'model', decoded: 'Accord', ours: 'Accord', agree: true },
      { field: 'modelYear', decoded: '2003', ours: '2003–2007', agree: true },
      { field: 'vehicleType', decoded: 'Passenger Car', ours: 'Passenger Car', agree: true },
    ]);
    // our names in the caller's language, still compared by any language
    const zh = (await analyse('1HGCM82633A004352', 'zh-CN')).data as J;
    expect(zh.ours).toMatchObject({ brandName: '本田', modelName: '雅阁' });
    expect(zh.disagreements).toBe(0);
  });

  it('refuses a wrong check digit on a North American VIN, and a Chinese one, in the caller language', async () => {
    expect(await analyse('1HGCM82643A004352')).toMatchObject({ code: 102070, msg: 'The check digit (position 9) of the VIN is wrong' });
    expect(await analyse('1HGCM82643A004352', 'zh-CN')).toMatchObject({ code: 102070, msg: '车架号（VIN）第9位校验位不正确' });
    expect((await analyse('LSVAU2180N2183294')).code).toBe(102070);
    expect((await analyse('LSVAU218XN2183294')).data).toMatchObject({ region: 'china', modelYear: 2022, ours: null });
  });

  it('refuses 16 characters and an O, with the code in both languages', async () => {
    expect(await analyse('1HGCM82633A00435')).toMatchObject({ code: 102068, msg: 'A VIN has 17 characters' });
    expect(await analyse('1HGCM82633A00435', 'zh-CN')).toMatchObject({ code: 102068, msg: '车架号（VIN）必须为17位' });
    expect((await analyse('1HGCM82633AO04352')).code).toBe(102069);
  });

  it('decodes a European VIN with a wrong check digit (a warning) and flags where the decode and our rule disagree', async () => {
    const r = await analyse('WBA3A5C5XDF123456');
    expect(r.code).toBe(2000);
    const a = r.data as J;
    expect(a).toMatchObject({ region: 'europe', strict: false, expectedCheckDigit: '0', modelYear: 2013 });
    expect(a.warnings).toEqual([{ code: 102070, message: 'The check digit (position 9) of the VIN is wrong', position: 9 }]);
    expect(a.decoded).toMatchObject({ make: 'BMW', model: '328i', modelYear: 2013 });
    const by = Object.fromEntries((a.comparison as J[]).map((c) => [c.field, c]));
    expect(by.make).toMatchObject({ ours: 'BMW', agree: true });
    expect(by.model).toMatchObject({ decoded: '328i', ours: '3 Series', agree: false });
    expect(by.modelYear).toMatchObject({ decoded: '2013', ours: '2013', agree: true });
    expect(a.disagreements).toBe(1);
    // a filler Z for the check digit (common in Europe) is decoded too
    const vw = (await analyse('WVWZZZ1JZXW000001')).data as J;
    expect(vw.warnings.map((w: J) => w.code)).toEqual([102070]);
    expect(vw.decoded.make).toBeTruthy();
  });

  it('needs the analyse permission', async () => {
    const viewer = await userWith(t, [vinRuleResource.permissions.view]);
    expect((await post(V('/vinAnalysisData/analyse'), { vin: '1HGCM82633A004352' }, 'en-US', viewer.headers)).body.code).toBe(1000);
  });
});

describe('batch decode from an Excel list', () => {
  async function workbook(values: string[]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('VINs');
    for (const v of values) ws.addRow([v]);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  const upload = async (file: Buffer, language = 'en-US') => {
    const mp = multipartFile(file);
    return (
      await t.app.inject({
        method: 'POST',
        url: V('/vinAnalysisData/batchDecode'),
        headers: { ...admin.headers, ...mp.headers, language },
        payload: mp.payload,
      })
    ).json();
  };

  it('writes one row per VIN: validation, decoded and our fields, the disagreements', async () => {
    const res = await upload(await workbook(['VIN', '1HGCM82633A004352', 'WBA3A5C5XDF123456', '1HGCM82633A00435']));
    expect(res.code, JSON.stringify(res)).toBe(2000);
    const job = await waitForJob(t, 'vehicle', res.data.jobId, { ...admin.headers, language: 'en-US' }, 120_000);
    expect(job).toMatchObject({ status: 'completed', total: 3, successCount: 2, failedCount: 1, hasFile: true });
    const file = await t.app.inject({ method: 'GET', url: V(`/job/${job.id}/file`), headers: admin.headers });
    const rows = await readSheet(file.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['Row', 'VIN', 'Valid']);
    const col = (name: string) => rows[0]!.indexOf(name);
    expect(rows[1]![col('VIN')]).toBe('1HGCM82633A004352');
    expect(rows[1]![col('Decoded make')]).toBe('Honda');
    expect(rows[1]![col('Our model')]).toBe('Accord');
    expect(rows[1]![col('Disagreements')] ?? '').toBe('');
    expect(rows[2]![col('Warnings')]).toContain('check digit');
    expect(rows[2]![col('Disagreements')]).toBe('model');
    expect(rows[3]![col('Valid')]).toBe('no');
    expect(rows[3]![col('Errors')]).toBe('A VIN has 17 characters');
  }, 180_000);

  it('refuses a file that is not a workbook or has no VIN, and more than 10,000 VINs', async () => {
    expect((await upload(Buffer.from('not a workbook'))).code).toBe(1001);
    expect((await upload(await workbook(['VIN']), 'zh-CN')).code).toBe(1001);
    const many = Array.from({ length: 10_001 }, () => '1HGCM82633A004352');
    const res = await upload(await workbook(many), 'zh-CN');
    expect(res.code).toBe(1001);
    expect(JSON.stringify(res)).toContain('最多10000个车架号');
  }, 60_000);
});
