import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { signUpCustomer } from '../customers/test-support';
import { topDeptId } from '../depts';
import { insertProducts } from '../products/test-support';
import { dealerAreas } from './dealers.tables';

// Issue item 11: exchanging a device a dealer holds moves the dealer's stock to the new SN and records the old one as returned.
// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely in the tests
type J = Record<string, any>;
let t: TestApp;
let admin: SignedIn;
let productId: number;
let dealerId: number;
let providerId: number;

const dealer = async (p: string, payload?: unknown): Promise<J> =>
  (
    await t.app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: t.ctx.svcPath('dealer', p),
      headers: admin.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  ).json();
const device = async (p: string, payload: unknown): Promise<J> =>
  (await t.app.inject({ method: 'POST', url: `/lenkor-user/device${p}`, headers: admin.headers, payload: payload as object })).json();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const [p] = await insertProducts(t, [{ code: 'EXC-1', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' }]);
  productId = p!.id;
  const sku = (await t.ctx.db.execute(sql`
    insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency)
    values ('EXC-SKU', '诊断仪', 'Scanner', 1, 1, 'P-EXC', 100, 'CNY') returning id`)) as unknown as { rows: Array<{ id: number }> };
  const s = (await t.ctx.db.execute(sql`insert into suppliers (code, name_zh, name_en) values ('EXCF', '工厂', 'Factory') returning id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  providerId = s.rows[0]!.id;
  const [area] = await t.ctx.db.select().from(dealerAreas).where(eq(dealerAreas.code, '01'));
  const added = await dealer('/dealer/add', {
    name: 'Exchange dealer',
    account: 'exchange.dealer@x.y',
    email: 'exchange.dealer@example.com',
    areaId: area!.id,
    serviceTeamId: (await topDeptId(t.ctx.db))!,
    doiRegistered: false,
    teamPermission: true,
    individualPermission: false,
    profitRatios: [{ skuId: sku.rows[0]!.id, ratio: 10 }],
  });
  expect(added.code).toBe(2000);
  dealerId = added.data.id;
});
afterAll(() => t.close());

describe('exchange of a device a dealer holds', () => {
  it("moves the dealer's stock to the new SN and writes an allocation record naming the new SN, the old one returned", async () => {
    const add = await device('/add', { sn: 'EXC-OLD-1', productId, registrationCode: 'EXC-CODE' });
    expect(add.code).toBe(2000);
    const shipped = await dealer('/shipment/allocate', { toDealerId: dealerId, remarkType: 'factory', providerId, sns: ['EXC-OLD-1'] });
    expect(shipped.code).toBe(2000);
    // the customer binds it through their own API, then staff exchange it
    const c = await signUpCustomer(t);
    const bound = await t.app.inject({
      method: 'POST',
      url: '/lenkor-app/device/bind',
      headers: c.headers,
      payload: { sn: 'EXC-OLD-1', registrationCode: 'EXC-CODE' },
    });
    expect(bound.json().code).toBe(2000);
    const ex = await device('/exchange', { id: add.data.id, version: 2, newSn: 'EXC-NEW-1', note: 'screen broken' });
    expect(ex.code).toBe(2000);

    const stock = await dealer('/device/page', { current: 1, size: 10, dealerId });
    expect(stock.data.records.map((r: J) => r.sn)).toEqual(['EXC-NEW-1']);
    expect(stock.data.records[0]).toMatchObject({ deviceId: ex.data.id, dealerId });
    expect((await dealer('/device/page', { current: 1, size: 10, sn: 'EXC-OLD' })).data.total).toBe(0);

    const records = (await dealer('/shipment/page', { current: 1, size: 10, dealerId })).data.records as J[];
    expect(records.map((r) => r.remarkType)).toEqual(['exchange', 'factory']);
    expect(records[0]).toMatchObject({ fromDealerId: dealerId, toDealerId: dealerId, deviceCount: 1, operatorName: 'admin' });
    const detail = await dealer(`/shipment/detail/${records[0]!.serialNo}`);
    expect(detail.data).toMatchObject({ remarkType: 'exchange', sns: ['EXC-NEW-1'], returnedSns: ['EXC-OLD-1'] });
    expect((await dealer('/shipment/page', { current: 1, size: 10, remarkType: 'exchange' })).data.total).toBe(1);
  });

  it('an exchange of a device no dealer holds writes no allocation record; an allocation cannot name the exchange type (1001)', async () => {
    const add = await device('/add', { sn: 'EXC-FREE-1', productId });
    expect((await device('/exchange', { id: add.data.id, version: 1, newSn: 'EXC-FREE-2', note: 'n' })).code).toBe(2000);
    expect((await dealer('/device/page', { current: 1, size: 10, sn: 'EXC-FREE' })).data.total).toBe(0);
    const refused = await dealer('/shipment/allocate', { toDealerId: dealerId, remarkType: 'exchange', sns: ['EXC-FREE-2'] });
    expect(refused.code).toBe(1001);
  });
});
