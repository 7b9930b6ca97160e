import { FAULT_LIGHT_ICON_PERMISSION, faultLightDetailResource, faultLightIconResource } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { exeBytes, multipartBody, pngBytes } from '../files/test-support';
import { faultLightDetailService, faultLightIconService } from './icons.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-05-04T08:00:00Z'));
const V = (p: string) => `/lenkor-vehicle${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url: V(url), payload }, headers);

async function item(kind: 'brand' | 'model', code: string, zh: string, en: string, brandId?: number): Promise<number> {
  const names = [
    { lang: 'zh-CN', name: zh },
    { lang: 'en-US', name: en },
  ];
  const res = await post(kind === 'brand' ? '/vehicleBrand/save' : '/vehicleModel/save', { code, names, ...(brandId ? { brandId } : {}) });
  if (res.body.code !== 2000) throw new Error(JSON.stringify(res.body));
  return res.body.data.id;
}

/** uploads into the icons' area; the answer's code and the file's id */
async function upload(content: Buffer, name = 'icon.png', headers = admin.headers): Promise<{ code: number; id: string }> {
  const up = multipartBody(name, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.ctx.svcPath('user', '/ossFile/uploadFile')}?area=faultlightIcon`,
    payload: up.payload,
    headers: { ...headers, ...up.headers },
  });
  return { code: res.json().code, id: res.json().data?.id };
}
const image = async () => (await upload(pngBytes(200))).id;

let bmw: number;
let x5: number;
let icon: string;

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
  bmw = await item('brand', 'BMW', '宝马', 'BMW');
  x5 = await item('model', 'X5', '宝马X5', 'X5', bmw);
  icon = (await post('/faultLightIcon/save', { serialNumber: 'ICON-1', imageId: await image(), nameEn: 'Check engine', category: 'warning', color: 'amber' }))
    .body.data.serialNumber;
}, 300_000);
afterAll(() => t.close());

describeResource(faultLightIconResource, {
  app: () => t,
  sample: async (n) => ({ serialNumber: `FL-${n}`, imageId: await image(), nameZh: `图标 ${n}`, nameEn: `Icon ${n}`, category: 'warning', color: 'red' }),
  change: { nameEn: 'Oil pressure', color: 'amber', meaningEn: 'Stop the engine' },
  service: faultLightIconService,
});
describeResource(faultLightDetailResource, {
  app: () => t,
  sample: (n) => ({ serialNumber: `D-${n}`, iconSerialNumber: icon, brandId: bmw, modelId: x5, meaningEn: `Meaning ${n}`, actionEn: 'Visit a workshop' }),
  change: { meaningZh: '发动机故障', actionZh: '尽快维修' },
  service: faultLightDetailService,
});

describe('fault-light rules', () => {
  it('the serial number is unique whatever its case (102081)', async () => {
    const body = { imageId: await image(), nameEn: 'ABS', category: 'warning', color: 'amber' };
    expect((await post('/faultLightIcon/save', { ...body, serialNumber: 'ABS-1' })).body.code).toBe(2000);
    expect((await post('/faultLightIcon/save', { ...body, imageId: await image(), serialNumber: 'abs-1' })).body.code).toBe(102081);
    const d = { iconSerialNumber: 'ABS-1', brandId: bmw, meaningEn: 'ABS fault' };
    expect((await post('/faultLightDetail/save', { ...d, serialNumber: 'ABS-BMW' })).body.code).toBe(2000);
    expect((await post('/faultLightDetail/save', { ...d, serialNumber: 'ABS-bmw' })).body.code).toBe(102081);
  });

  it('a name (and a detail meaning) in at least one language (102080); both languages kept on the one icon', async () => {
    const base = { serialNumber: 'TPMS', category: 'indicator', color: 'amber' };
    expect((await post('/faultLightIcon/save', { ...base, imageId: await image() })).body.code).toBe(102080);
    expect((await post('/faultLightIcon/save', { ...base, imageId: await image(), nameZh: ' ', nameEn: '' })).body.code).toBe(102080);
    const saved = (await post('/faultLightIcon/save', { ...base, imageId: await image(), nameZh: '胎压报警', nameEn: 'Tyre pressure' })).body.data;
    expect(saved).toMatchObject({ nameZh: '胎压报警', nameEn: 'Tyre pressure', enabled: true });
    expect((await post('/faultLightDetail/save', { serialNumber: 'TPMS-BMW', iconSerialNumber: 'TPMS', brandId: bmw })).body.code).toBe(102080);
    const detail = (await post('/faultLightDetail/save', { serialNumber: 'TPMS-BMW', iconSerialNumber: 'tpms', brandId: bmw, meaningZh: '胎压低' })).body.data;
    expect(detail).toMatchObject({ iconSerialNumber: 'TPMS', iconName: '胎压报警', brandName: '宝马' });
  });

  it('the image: an upload of the icons area, judged by its content, 5 MB at most', async () => {
    expect((await upload(exeBytes(4096), 'light.png')).code).toBe(1040);
    expect((await upload(pngBytes(5 * 1024 * 1024 + 1024), 'big.png')).code).toBe(1041);
    const ok = await upload(pngBytes(100), 'renamed.jpg');
    expect(ok.code).toBe(2000);
    const body = { serialNumber: 'IMG-1', nameEn: 'Airbag', category: 'warning', color: 'red' };
    expect((await post('/faultLightIcon/save', { ...body, imageId: '00000000-0000-4000-8000-000000000000' })).body.code).toBe(1002);
    expect((await post('/faultLightIcon/save', { ...body, imageId: ok.id })).body.code).toBe(2000);
    // one picture belongs to one icon
    expect((await post('/faultLightIcon/save', { ...body, serialNumber: 'IMG-2', imageId: ok.id })).body.code).toBe(1002);
    // uploading needs the icons' add permission
    const viewer = await userWith(t, [FAULT_LIGHT_ICON_PERMISSION.view]);
    expect((await upload(pngBytes(100), 'x.png', viewer.headers)).code).toBe(1000);
  });

  it('a detail names an icon that exists (102082); an icon with details stays (102048)', async () => {
    expect((await post('/faultLightDetail/save', { serialNumber: 'NONE-1', iconSerialNumber: 'NOPE', brandId: bmw, meaningEn: 'x' })).body.code).toBe(102082);
    const i = (await post('/faultLightIcon/save', { serialNumber: 'ESP', imageId: await image(), nameEn: 'ESP', category: 'indicator', color: 'green' })).body
      .data;
    const d = (await post('/faultLightDetail/save', { serialNumber: 'ESP-BMW', iconSerialNumber: 'ESP', brandId: bmw, modelId: x5, meaningEn: 'Stability' }))
      .body.data;
    expect((await post('/faultLightIcon/delete', { id: i.id, version: i.version })).body.code).toBe(102048);
    expect((await post('/faultLightDetail/delete', { id: d.id, version: d.version })).body.code).toBe(2000);
    expect((await post('/faultLightIcon/delete', { id: i.id, version: i.version })).body.code).toBe(2000);
  });

  it('a brand or model a detail names cannot be disabled (102048); merging it repoints the detail', async () => {
    const audi = await item('brand', 'AUDI', '奥迪', 'Audi');
    const a4 = await item('model', 'A4', '奥迪A4', 'A4', audi);
    const d = (await post('/faultLightDetail/save', { serialNumber: 'AUDI-1', iconSerialNumber: icon, brandId: audi, modelId: a4, meaningEn: 'Engine' })).body
      .data;
    const detail = async () => (await call(t, { method: 'GET', url: V(`/faultLightDetail/detail/${d.id}`) }, admin.headers)).body.data;
    const version = async (kind: 'Brand' | 'Model', id: number) =>
      (await call(t, { method: 'GET', url: V(`/vehicle${kind}/detail/${id}`) }, admin.headers)).body.data.version;
    expect((await post('/vehicleBrand/disable', { id: audi, version: await version('Brand', audi) })).body.code).toBe(102048);
    expect((await post('/vehicleModel/disable', { id: a4, version: await version('Model', a4) })).body.code).toBe(102048);
    const a4b = await item('model', 'A4B', '奥迪A4旧', 'A4 old', audi);
    expect((await post('/vehicleModel/merge', { fromId: a4, toId: a4b, version: await version('Model', a4) })).body.code).toBe(2000);
    expect(await detail()).toMatchObject({ brandId: audi, modelId: a4b });
    const vw = await item('brand', 'VWX', '大众X', 'VW X');
    expect((await post('/vehicleBrand/merge', { fromId: audi, toId: vw, version: await version('Brand', audi) })).body.code).toBe(2000);
    expect(await detail()).toMatchObject({ brandId: vw });
  });

  it('icons are disabled and enabled again', async () => {
    const i = (
      await post('/faultLightIcon/save', { serialNumber: 'DIS-1', imageId: await image(), nameEn: 'Glow plug', category: 'indicator', color: 'amber' })
    ).body.data;
    const off = (await post('/faultLightIcon/disable', { id: i.id, version: i.version })).body.data;
    expect(off).toMatchObject({ enabled: false, allowedActions: ['enable'] });
    const options = (await call(t, { method: 'GET', url: V('/faultLightIcon/options?keyword=DIS') }, admin.headers)).body.data;
    expect(options).toEqual([]);
  });
});
