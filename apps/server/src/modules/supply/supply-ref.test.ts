import { accountResource, supplierResource, warehouseResource } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { type Call, call, expectGuarded, type J, menuIdByPath } from '../../../test/system';
import { accountService } from './accounts.service';
import { supplierForOrder, supplierService } from './suppliers.service';
import { warehouses } from './supply.tables';
import { ensureTransitWarehouse, installWarehouseStockCheck, warehouseById, warehouseService } from './warehouses.service';

let t: TestApp;
let admin: SignedIn;
const S = (p: string) => `/lenkor-supply/supplier${p}`;
const W = (p: string) => `/lenkor-supply/warehouse${p}`;
const A = (p: string) => `/lenkor-supply/account${p}`;
const post = (url: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url, payload }, headers);
const get = (url: string, headers = admin.headers) => call(t, { method: 'GET', url }, headers);
const supplier = (n: number) => ({
  code: `SUP-${n}`,
  nameZh: `供应商${n}`,
  nameEn: `Supplier ${n}`,
  contact: 'Li Lei',
  phone: '+86 755 1234',
  email: `s${n}@example.com`,
  country: 'cn',
  currency: 'CNY',
  paymentTerms: 'net30',
});
const warehouse = (n: number) => ({ code: `WH-${n}`, nameZh: `仓库${n}`, nameEn: `Warehouse ${n}`, type: 'own', company: 'Lenkor Shenzhen', country: 'CN' });
const account = (n: number) => ({
  name: `Account ${n}`,
  kind: 'bank',
  holder: `Holder ${n}`,
  bankName: 'ICBC',
  accountNo: `62220202001122${n}`,
  currency: 'CNY',
});
let holdsStock = false;

// a fresh install: the seed only; everything below is made through the API
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  // the stock area's check, as the tests need it (the suite deletes warehouses that hold nothing)
  installWarehouseStockCheck(async () => holdsStock);
});
afterAll(() => t.close());

describe('suppliers', () => {
  it('keeps the country in capitals; a disabled supplier takes no order (73222) and leaves the dictionary', async () => {
    const added = await post(S('/save'), supplier(1));
    expect(added.body).toMatchObject({ code: 2000, data: { country: 'CN', enabled: true, paymentTerms: 'net30' } });
    const id = added.body.data.id as number;
    expect(await supplierForOrder(t.ctx.db, id)).toMatchObject({ id, code: 'SUP-1', currency: 'CNY' });
    const dic = async () => (await get('/lenkor-dic/dic/diag/getSupplierList')).body.data.map((s: J) => s.code);
    expect(await dic()).toContain('SUP-1');

    expect((await post(S('/disable'), { id, version: 1 })).body.data).toMatchObject({ enabled: false, version: 2 });
    await expect(supplierForOrder(t.ctx.db, id)).rejects.toMatchObject({ code: 73222 });
    await expect(supplierForOrder(t.ctx.db, 999_999)).rejects.toMatchObject({ code: 73222 });
    expect(await dic()).not.toContain('SUP-1');
    expect((await get(S('/options?keyword=sup-1'))).body.data).toEqual([]);
    expect((await post(S('/enable'), { id, version: 2 })).body.data).toMatchObject({ enabled: true, version: 3 });
    expect((await get(S('/options?keyword=sup-1'))).body.data).toEqual([{ id, code: 'SUP-1', name: '供应商1' }]);
    const en = await call(t, { method: 'GET', url: S('/options?keyword=Supplier 1') }, { ...admin.headers, language: 'en-US' });
    expect(en.body.data).toEqual([{ id, code: 'SUP-1', name: 'Supplier 1' }]);
  });

  it("refuses a disabled supplier in dealers' factory allocation (73222)", async () => {
    const product = await post('/lenkor-product/product/save', { code: 'SUPX', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' });
    await t.ctx.db.execute(sql`insert into devices (sn, product_id) values ('SUPSN1', ${product.body.data.id})`);
    const s = (await post(S('/save'), supplier(2))).body.data;
    await post(S('/disable'), { id: s.id, version: 1 });
    const allocate = (providerId: number) =>
      post('/lenkor-dealer/shipment/allocate', { toDealerId: 999_999, remarkType: 'factory', providerId, sns: ['SUPSN1'] });
    expect((await allocate(s.id)).body.code).toBe(73222);
    await post(S('/enable'), { id: s.id, version: 2 });
    // enabled, the supplier passes; the missing dealer is what is refused now
    expect((await allocate(s.id)).body.code).not.toBe(73222);
  });

  it('refuses a bad country, e-mail and payment terms (1001)', async () => {
    for (const bad of [{ country: 'CHN' }, { email: 'nope' }, { paymentTerms: 'net45' }, { currency: 'XXX' }])
      expect((await post(S('/save'), { ...supplier(3), ...bad })).body.code, JSON.stringify(bad)).toBe(1001);
  });
});

describe('warehouses', () => {
  it('keeps the dictionary answering type codes, in transit being 4', async () => {
    await post(W('/save'), { ...warehouse(1), code: 'DIC-OWN' });
    await post(W('/save'), { ...warehouse(2), code: 'DIC-SEA', type: 'overseas', company: 'Lenkor Inc.' });
    await post(W('/save'), { ...warehouse(3), code: 'DIC-FBA', type: 'platform', company: 'Lenkor Inc.' });
    const codes = async (type: number) =>
      (await post(`/lenkor-dic/dic/diag/getWarehouse/${type}`, undefined)).body.data.map((w: J) => [w.code, w.type, w.delFlag]);
    expect(await codes(1)).toEqual([['DIC-OWN', 1, 0]]);
    expect(await codes(2)).toEqual([['DIC-SEA', 2, 0]]);
    expect(await codes(3)).toEqual([['DIC-FBA', 3, 0]]);
  });

  it('creates the in-transit warehouse once, of the first own warehouse’s company', async () => {
    const first = await t.ctx.db.transaction((tx) => ensureTransitWarehouse(tx));
    const again = await t.ctx.db.transaction((tx) => ensureTransitWarehouse(tx));
    expect(again).toBe(first);
    expect(await warehouseById(t.ctx.db, first)).toMatchObject({
      code: 'TRANSIT',
      nameZh: '在途仓',
      nameEn: 'In transit',
      type: 'inTransit',
      company: 'Lenkor Shenzhen',
    });
    const [row] = await t.ctx.db
      .select({ type: sql<number>`${warehouses.type}::int` })
      .from(warehouses)
      .where(eq(warehouses.id, first));
    expect(row!.type).toBe(4);
    expect(await warehouseById(t.ctx.db, 999_999)).toBeNull();
  });

  it('refuses to delete a warehouse that holds stock (78105)', async () => {
    const w = (await post(W('/save'), warehouse(4))).body.data;
    holdsStock = true;
    const refused = await post(W('/delete'), { id: w.id, version: 1 });
    expect([refused.status, refused.body.code]).toEqual([409, 78105]);
    expect(await warehouseById(t.ctx.db, w.id)).not.toBeNull();
    holdsStock = false;
    expect((await post(W('/delete'), { id: w.id, version: 1 })).body.code).toBe(2000);
    expect(await warehouseById(t.ctx.db, w.id)).toBeNull();
  });

  it('lists the companies with their types, filters by company and offers warehouses by type', async () => {
    const tree = (await get(W('/companies'))).body.data as J[];
    expect(tree.find((c) => c.company === 'Lenkor Inc.')).toMatchObject({ types: ['overseas', 'platform'], count: 2 });
    expect(tree.find((c) => c.company === 'Lenkor Shenzhen')!.types).toEqual(expect.arrayContaining(['own', 'inTransit']));
    const page = (await post(W('/page'), { company: 'Lenkor Inc.' })).body.data.records.map((w: J) => w.code);
    expect(page).toEqual(['DIC-FBA', 'DIC-SEA']);
    const offered = (await get(W('/options?types=overseas,platform&keyword=dic'))).body.data.map((w: J) => w.code);
    expect(offered).toEqual(['DIC-FBA', 'DIC-SEA']);
    expect((await get(W('/options?types=mars'))).body.code).toBe(1001);
  });
});

describe('basic accounts', () => {
  it('masks the account number in the list, shows it whole in the detail, and names the owner', async () => {
    const s = (await post(S('/save'), supplier(4))).body.data;
    const added = await post(A('/save'), { ...account(1), accountNo: '6222 0202 0011 2233', supplierId: s.id, swift: 'icbkcnbj' });
    expect(added.body).toMatchObject({ code: 2000, data: { accountNo: '6222 0202 0011 2233', swift: 'ICBKCNBJ' } });
    const own = (await post(A('/save'), { ...account(2), accountNo: '1234567' })).body.data;
    const rows = (await post(A('/page'), { name: 'account ' })).body.data.records as J[];
    const row = rows.find((r) => r.id === added.body.data.id)!;
    expect(row.accountNo).toBe('************2233');
    expect(row.owner).toBe('供应商4');
    expect(rows.find((r) => r.id === own.id)).toMatchObject({ accountNo: '***4567', owner: '本公司' });
    const detail = (await get(A(`/detail/${added.body.data.id}`))).body.data;
    expect(detail.accountNo).toBe('6222 0202 0011 2233');
    // clearing the supplier makes it the company's own account
    const { id, version, name, kind, holder, currency } = detail;
    const cleared = await post(A('/update'), { id, version, name, kind, holder, currency, accountNo: detail.accountNo, supplierId: null });
    expect(cleared.body.data).toMatchObject({ supplierId: null, owner: '本公司' });
    expect((await post(A('/save'), { ...account(3), supplierId: 999_999 })).body.data.errors[0].field).toBe('supplierId');
    expect((await post(A('/save'), { ...account(3), swift: 'ABC' })).body.code).toBe(1001);
  });
});

describe('the supply reference screens', () => {
  it('are guarded by their supply_* permissions and are in the menu', async () => {
    const none = await userWith(t, []);
    for (const c of [
      { method: 'POST', url: S('/page'), payload: {} },
      { method: 'POST', url: W('/page'), payload: {} },
      { method: 'GET', url: W('/companies') },
    ] as Call[])
      await expectGuarded(t, c, none);
    // the pickers: any signed-in user (the documents that use them carry their own permissions)
    expect((await get(S('/options'), none.headers)).body.code).toBe(2000);
    expect((await get(W('/options'), none.headers)).body.code).toBe(2000);
    for (const path of ['/supply/supplier', '/supply/warehouse', '/supply/account']) expect(await menuIdByPath(t, path)).toBeGreaterThan(0);
  });
});

describeResource(supplierResource, {
  app: () => t,
  sample: (n) => supplier(n),
  change: { nameEn: 'Renamed supplier', paymentTerms: 'net60' },
  service: supplierService,
  importRow: (n) => [`IMP-S-${n}`, `导入${n}`, `Imported ${n}`, 'Han Meimei', '123', `i${n}@example.com`, 'DE', 'EUR', 'Net 60', ''],
});

describeResource(warehouseResource, {
  app: () => t,
  sample: (n) => warehouse(n),
  change: { nameEn: 'Renamed warehouse', address: 'Bay 2' },
  service: warehouseService,
  importRow: (n) => [`IMP-W-${n}`, `导入仓${n}`, `Imported ${n}`, '海外仓', 'Lenkor GmbH', 'DE', 'Frankfurt', 'Hans'],
});

let owner: number | undefined;
describeResource(accountResource, {
  app: () => t,
  // a supplier's account (the supplier filter is then checked with a real id)
  sample: async (n) => {
    owner ??= (await post(S('/save'), supplier(90_000))).body.data.id as number;
    return { ...account(n), supplierId: owner };
  },
  change: { holder: 'Renamed holder', remark: 'moved' },
  service: accountService,
  importRow: (n) => [`Imported ${n}`, '银行账户', `Holder ${n}`, 'BOC', `99887766${n}`, '', 'USD', '', ''],
});
