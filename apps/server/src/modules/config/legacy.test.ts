import {
  appFunctionResource,
  FUNCTION_CONFIG_PERMISSION,
  functionConfigResource,
  legacyGeneralResource,
  legacySpecialResource,
  odmConfigResource,
  oemDeviceResource,
  packagingResource,
  packingResource,
  productConfigurationResource,
  productModelConfigurationResource,
  snCommonConfigResource,
  snSpecialConfigResource,
} from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call, type J } from '../../../test/system';
import { ManualClock } from '../../platform/clock';
import { registerDeviceSns } from '../devices';
import {
  appFunctionService,
  functionConfigService,
  legacyGeneralService,
  legacySpecialService,
  odmConfigService,
  oemDeviceService,
  packagingService,
  packingService,
  productConfigurationService,
  productModelConfigurationService,
  snCommonConfigService,
  snSpecialConfigService,
} from './legacy.service';

let t: TestApp;
let admin: SignedIn;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
const C = (p: string) => t.ctx.svcPath('config', p);
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url: C(url), payload }, headers);
const FUTURE = '2026-04-01T08:00:00.000Z';
/** SNs known as devices (the special SN configs name one) */
const devices = (...sns: string[]) =>
  registerDeviceSns(t.ctx.db, { sns, productId: 1, productModelId: null, actor: { userId: 1, name: 'test' }, now: new Date(clock.now()) });

// a fresh install: the seed only; the devices are registered, everything else made through the API
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const general = (n: number) => ({ name: `Config ${n}`, productModel: `PM-${n}`, softwarePackageNo: `SW-${n}`, functionPackageNo: `FN-${n}` });
describeResource(snCommonConfigResource, { app: () => t, sample: general, change: { name: 'Renamed', remark: 'changed' }, service: snCommonConfigService });
describeResource(legacyGeneralResource, { app: () => t, sample: general, change: { softwarePackageNo: 'SW-NEW' }, service: legacyGeneralService });
describeResource(snSpecialConfigResource, {
  app: () => t,
  sample: async (n) => {
    await devices(`SSN-${n}`);
    return { sn: `SSN-${n}`, channel: 'CH1', effectAt: FUTURE, durationDays: 30, effectType: 'immediate', orderType: 'gift' };
  },
  change: {},
  service: snSpecialConfigService,
});
describeResource(legacySpecialResource, {
  app: () => t,
  sample: (n) => ({ sn: `LSN-${n}`, channel: 'CH1', effectAt: FUTURE, durationDays: 365 }),
  change: { durationDays: 10 },
  service: legacySpecialService,
});
describeResource(functionConfigResource, {
  app: () => t,
  sample: (n) => ({ seqNo: `FC-${n}`, type: n % 2 ? 'software' : 'function', channel: 'CH1', effectAt: FUTURE, durationDays: 90 }),
  change: { durationDays: 120 },
  service: functionConfigService,
  // nobody examines their own work: the suite's rows are someone else's
  author: () => userWith(t, [FUNCTION_CONFIG_PERMISSION.view, FUNCTION_CONFIG_PERMISSION.add, FUNCTION_CONFIG_PERMISSION.edit]),
});
describeResource(productConfigurationResource, {
  app: () => t,
  sample: (n) => ({ name: `Product config ${n}`, productModel: `PM-${n}`, firmware: `FW-${n}`, softwarePackageNo: `SW-${n}` }),
  change: { firmware: 'FW-2' },
  service: productConfigurationService,
});
describeResource(productModelConfigurationResource, {
  app: () => t,
  sample: (n) => ({ productModel: `PMC-${n}`, activationType: 'binding', brandCount: 5 }),
  change: { brandCount: 8 },
  service: productModelConfigurationService,
});
describeResource(appFunctionResource, {
  app: () => t,
  sample: (n) => ({ code: `FUNC_${n}`, nameZh: `功能${n}`, nameEn: `Function ${n}` }),
  change: { nameEn: 'Renamed' },
  service: appFunctionService,
});
describeResource(oemDeviceResource, {
  app: () => t,
  sample: (n) => ({ sn: `OEM-${n}`, customer: `Customer ${n}`, productModel: 'PM-1', validUntil: '2026-12-31' }),
  change: { customer: 'Another customer' },
  service: oemDeviceService,
});
describeResource(packingResource, {
  app: () => t,
  sample: (n) => ({ taskNo: `T-${n}`, boxNo: `BOX-${n}`, packDate: '2026-03-01', productModel: 'PM-1', sequence: n, packer: 'Packer' }),
  change: {},
  service: packingService,
});
describeResource(packagingResource, {
  app: () => t,
  sample: (n) => ({ taskNo: `T-${n}`, hostSn: `HOST-${n}`, hostSku: 'SKU-1', keySn: `KEY-${n}` }),
  change: {},
  service: packagingService,
});

describeResource(odmConfigResource, {
  app: () => t,
  sample: (n) => ({ seqNo: `ODM-${n}`, productModel: `PM-${n}`, channel: 'CH1', effectAt: FUTURE, durationDays: 365 }),
  change: { durationDays: 30 },
  service: odmConfigService,
});

describe("the configuration area's simpler objects, the business rules", () => {
  const special = (b: Record<string, unknown>) =>
    post('/snSpecial/save', { sn: 'RULE-SN-1', effectAt: FUTURE, durationDays: 30, effectType: 'immediate', ...b });

  it('a special SN config: the SN must exist (102053), the effect time not be past (102050, on the moved clock), at most 10,000 days, an effect type', async () => {
    expect((await special({ sn: 'NO-SUCH-SN' })).body.code).toBe(102053);
    await devices('RULE-SN-1');
    expect((await special({ effectAt: '2026-03-02T07:59:00.000Z' })).body.code).toBe(102050);
    expect((await special({ durationDays: 10_001 })).body.code).toBe(1001);
    expect((await special({ effectType: undefined })).body.code).toBe(1001);
    const ok = await special({ durationDays: 10_000 });
    expect(ok.body).toMatchObject({ code: 2000, data: { sn: 'RULE-SN-1', status: 'new', durationDays: 10_000, allowedActions: ['confirm', 'disable'] } });
    // a month later the same effect time is in the past
    clock.advance(31 * 86_400_000);
    admin = await signInAdmin(t);
    expect((await special({})).body.code).toBe(102050);
  });

  it('a legacy special config keeps its past effect time on an edit that does not change it; changing it to a past one answers 102050', async () => {
    const row = (await post('/legacySpecial/save', { sn: 'LS-RULE', effectAt: new Date(clock.now() + 3_600_000).toISOString(), durationDays: 7 })).body.data;
    clock.advance(2 * 3_600_000);
    admin = await signInAdmin(t);
    const kept = await post('/legacySpecial/update', { id: row.id, version: row.version, effectAt: row.effectAt, durationDays: 8 });
    expect(kept.body).toMatchObject({ code: 2000, data: { durationDays: 8 } });
    const past = await post('/legacySpecial/update', {
      id: row.id,
      version: kept.body.data.version,
      effectAt: new Date(clock.now() - 60_000).toISOString(),
      durationDays: 8,
    });
    expect(past.body.code).toBe(102050);
  });

  it('a function config: its creator may not pass or reject it (hidden and refused); another examiner rejects with a reason, the creator resubmits', async () => {
    const P = FUNCTION_CONFIG_PERMISSION;
    const writer = await userWith(t, [P.view, P.add, P.edit, P.examine]);
    const examiner = await userWith(t, [P.view, P.examine]);
    const own = (await post('/functionConfig/save', { seqNo: 'FC-RULE', type: 'software', effectAt: FUTURE, durationDays: 30 }, writer.headers)).body.data;
    expect(own).toMatchObject({ status: 'pending', allowedActions: [] });
    expect((await post('/functionConfig/pass', { id: own.id, version: own.version }, writer.headers)).body.code).toBe(1000);
    const seen = (await call(t, { method: 'GET', url: C(`/functionConfig/detail/${own.id}`) }, examiner.headers)).body.data;
    expect(seen).toMatchObject({ allowedActions: ['pass', 'reject'] });
    expect((await post('/functionConfig/reject', { id: own.id, version: own.version }, examiner.headers)).body.code).toBe(1001);
    const rejected = await post('/functionConfig/reject', { id: own.id, version: own.version, reason: 'wrong channel' }, examiner.headers);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', allowedActions: [] });
    const again = await post('/functionConfig/resubmit', { id: own.id, version: rejected.body.data.version }, writer.headers);
    expect(again.body.data).toMatchObject({ status: 'pending', allowedActions: [] });
    expect((await post('/functionConfig/pass', { id: own.id, version: again.body.data.version }, examiner.headers)).body.data.status).toBe('passed');
  });

  it('packing: boxed, partly unbound, unbound (naming the unbinder); packaging: unbound only with a reason, which stays on the record', async () => {
    const box = (await post('/packing/save', { taskNo: 'T-R', boxNo: 'BOX-R', packDate: '2026-03-01', productModel: 'PM-1', sequence: 1 })).body.data;
    expect(box).toMatchObject({ status: 'boxed', unbinder: null, allowedActions: ['unbindPart', 'unbind'] });
    const part = (await post('/packing/unbindPart', { id: box.id, version: box.version, reason: 'two SNs out' })).body.data;
    expect(part).toMatchObject({ status: 'partlyUnbound', unbinder: 'admin' });
    const gone = (await post('/packing/unbind', { id: box.id, version: part.version })).body.data;
    expect(gone).toMatchObject({ status: 'unbound', allowedActions: [] });
    const pack = (await post('/packaging/save', { taskNo: 'T-R', hostSn: 'HOST-R', hostSku: 'SKU-1', keySn: 'KEY-R' })).body.data;
    expect((await post('/packaging/unbind', { id: pack.id, version: pack.version })).body.code).toBe(1001);
    const unbound = (await post('/packaging/unbind', { id: pack.id, version: pack.version, reason: 'key part replaced' })).body.data;
    expect(unbound).toMatchObject({ status: 'unbound', unbindReason: 'key part replaced', allowedActions: [] });
  });

  it('offers the product models to the forms of an object that names one, under its view permission', async () => {
    const res = await call(t, { method: 'GET', url: C('/snCommon/productModels') }, admin.headers);
    expect(res.body).toMatchObject({ code: 2000, data: expect.any(Array) });
    for (const c of res.body.data as J[]) expect(c.label.startsWith(`${c.value} `)).toBe(true);
    const other = await userWith(t, ['sn_special_view']);
    expect((await call(t, { method: 'GET', url: C('/packing/productModels') }, other.headers)).body.code).toBe(1000);
  });

  it('a general SN config is confirmed, disabled and enabled again (CFG-01); only a new one may be deleted (102048)', async () => {
    const row = (await post('/snCommon/save', { name: 'Rule', productModel: 'PM-R', softwarePackageNo: 'SW-R' })).body.data;
    const confirmed = (await post('/snCommon/confirm', { id: row.id, version: row.version })).body.data as J;
    expect(confirmed).toMatchObject({ status: 'confirmed', allowedActions: ['disable'] });
    expect((await post('/snCommon/delete', { id: row.id, version: confirmed.version })).body.code).toBe(102048);
    const disabled = (await post('/snCommon/disable', { id: row.id, version: confirmed.version })).body.data;
    expect(disabled).toMatchObject({ status: 'disabled', allowedActions: ['enable'] });
  });
});
