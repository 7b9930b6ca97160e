import { PRODUCT_PERMISSIONS as P } from '@diagops/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { explainUsesIndex } from '../../platform/kit/explain';
import { stateHistory } from '../../platform/kit/kit.tables';
import { productPage, selectProducts } from './products.repository';
import { productBrands, productModels, products } from './products.tables';

let t: TestApp;
let admin: SignedIn;
let brandId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const [b] = await t.ctx.db.insert(productBrands).values({ code: 'LK', nameZh: '朗阁', nameEn: 'Lenkor', productLine: 'diag' }).returning();
  brandId = b!.id;
});
afterAll(() => t.close());

const url = (p: string) => `/lenkor-product${p}`;
const post = (p: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: url(p), headers, payload: payload as object });
let seq = 0;
const newProduct = (over: Record<string, unknown> = {}) => ({
  code: `P-${++seq}`,
  nameZh: `诊断仪${seq}`,
  nameEn: `Scanner ${seq}`,
  productLine: 'diag',
  brandId,
  category: 'scanner',
  ...over,
});

describe('product save / getProductById / getProductInfo', () => {
  it('creates a draft product, logs it and reads it back both ways', async () => {
    const res = await post('/product/save', newProduct({ code: 'X431-PRO' }));
    expect(res.json().code).toBe(2000);
    const p = res.json().data;
    expect(p).toMatchObject({ code: 'X431-PRO', status: 'draft', version: 1, brandName: '朗阁', modelCount: 0 });
    const byId = await t.app.inject({ method: 'GET', url: url(`/product/getProductById/${p.id}`), headers: { ...admin.headers, language: 'en-US' } });
    expect(byId.json().data).toMatchObject({ id: p.id, brandName: 'Lenkor' });
    const info = await post(`/product/getProductInfo/${p.id}`, undefined);
    expect(info.json().data.history).toEqual([expect.objectContaining({ fromState: null, toState: 'draft', action: 'create', username: 'admin' })]);
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'product')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'create', targetId: String(p.id), username: 'admin' });
  });

  it('refuses a duplicate code (10120), unknown fields and bad values (1001)', async () => {
    await post('/product/save', newProduct({ code: 'DUP-1' }));
    const dup = await post('/product/save', newProduct({ code: 'dup-1' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(10120);
    const extra = await post('/product/save', { ...newProduct(), hack: 1 });
    expect(extra.json().code).toBe(1001);
    const badLine = await post('/product/save', newProduct({ productLine: 'nope' }));
    expect(badLine.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'productLine' }] } });
    const badBrand = await post('/product/save', newProduct({ brandId: 999999 }));
    expect(badBrand.json().data.errors[0].field).toBe('brandId');
  });

  it('answers 1002 for a product that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('/product/getProductById/999999'), headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(1002);
  });

  it('needs sign-in (1003) and the permission (1000)', async () => {
    const anon = await t.app.inject({ method: 'POST', url: url('/product/getProductPage'), payload: {} });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe(1003);
    const viewer = await userWith(t, [P.productView.name]);
    const denied = await post('/product/save', newProduct(), viewer.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(1000);
    const nobody = await userWith(t, []);
    expect((await post('/product/getProductPage', {}, nobody.headers)).json().code).toBe(1000);
  });
});

describe('product update (optimistic version)', () => {
  it('saves with the current version and refuses a stale one with 1005 / 409, overwriting nothing', async () => {
    const p = (await post('/product/save', newProduct())).json().data;
    const first = await post('/product/update', { ...newProduct({ code: p.code, nameEn: 'First edit' }), id: p.id, version: 1 });
    expect(first.json().data).toMatchObject({ nameEn: 'First edit', version: 2 });
    const stale = await post('/product/update', { ...newProduct({ code: p.code, nameEn: 'Stale edit' }), id: p.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(1005);
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ nameEn: 'First edit', version: 2 });
  });
});

describe('product status (state machine)', () => {
  it('publishes, requires a reason to discontinue, refuses a transition the state does not allow, keeps history', async () => {
    const p = (await post('/product/save', newProduct())).json().data;
    const pub = await post('/product/status', { id: p.id, version: 1, action: 'publish' });
    expect(pub.json().data).toMatchObject({ status: 'onSale', version: 2 });
    const again = await post('/product/status', { id: p.id, version: 2, action: 'publish' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(1017);
    const noReason = await post('/product/status', { id: p.id, version: 2, action: 'discontinue' });
    expect(noReason.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'reason' }] } });
    const stop = await post('/product/status', { id: p.id, version: 2, action: 'discontinue', reason: 'replaced by v2' });
    expect(stop.json().data.status).toBe('discontinued');
    const rows = await t.ctx.db
      .select()
      .from(stateHistory)
      .where(eq(stateHistory.entityId, String(p.id)));
    expect(rows.map((r) => [r.fromState, r.toState, r.reason])).toEqual([
      [null, 'draft', null],
      ['draft', 'onSale', null],
      ['onSale', 'discontinued', 'replaced by v2'],
    ]);
  });

  it('needs product_status', async () => {
    const p = (await post('/product/save', newProduct())).json().data;
    const editor = await userWith(t, [P.productEdit.name]);
    expect((await post('/product/status', { id: p.id, version: 1, action: 'publish' }, editor.headers)).json().code).toBe(1000);
  });
});

describe('product models and delete', () => {
  it('adds a model, refuses deleting a product that has models (1015), deletes with the version', async () => {
    const p = (await post('/product/save', newProduct())).json().data;
    const m = await post('/productModel/save', { productId: p.id, code: `M-${p.id}`, nameZh: '标准版', nameEn: 'Standard' });
    expect(m.json().data).toMatchObject({ status: 'enabled', version: 1 });
    expect((await post('/product/delete', { id: p.id, version: 1 })).json().code).toBe(1015);
    const staleModel = await post('/productModel/update', { id: m.json().data.id, version: 5, productId: p.id, code: `M-${p.id}`, nameZh: 'x', nameEn: 'x' });
    expect(staleModel.json().code).toBe(1005);
    expect((await post('/productModel/delete', { id: m.json().data.id, version: 1 })).json().code).toBe(2000);
    expect((await post('/product/delete', { id: p.id, version: 1 })).json().code).toBe(2000);
    const gone = await t.app.inject({ method: 'GET', url: url(`/product/getProductById/${p.id}`), headers: admin.headers });
    expect(gone.json().code).toBe(1002);
    // a deleted code can be used again
    expect((await post('/product/save', newProduct({ code: p.code }))).json().code).toBe(2000);
  });

  it('pages models by product', async () => {
    const p = (await post('/product/save', newProduct())).json().data;
    for (const i of [1, 2, 3])
      await post('/productModel/save', { productId: p.id, code: `PM-${p.id}-${i}`, nameZh: `型号${i}`, nameEn: `Model ${i}`, sort: 4 - i });
    const page = await post('/productModel/page', { productId: p.id, size: 10, current: 1 });
    expect(page.json().data.total).toBe(3);
    expect(page.json().data.records.map((r: { sort: number }) => r.sort)).toEqual([1, 2, 3]);
    expect(page.json().data.records[0].productCode).toBe(p.code);
  });
});

describe('getProductPage', () => {
  it('filters and sorts by the declared fields only', async () => {
    for (const i of [1, 2, 3]) await post('/product/save', newProduct({ code: `PAGE-${i}`, nameEn: `Paged ${i}`, category: 'tpms' }));
    const res = await post('/product/getProductPage', { current: 1, size: 10, code: 'page-', sort: { field: 'code', order: 'desc' } });
    expect(res.json().data).toMatchObject({ total: 3, current: 1, size: 10 });
    expect(res.json().data.records.map((r: { code: string }) => r.code)).toEqual(['PAGE-3', 'PAGE-2', 'PAGE-1']);
    const byName = await post('/product/getProductPage', { name: 'paged 2', category: 'tpms' });
    expect(byName.json().data.records.map((r: { code: string }) => r.code)).toEqual(['PAGE-2']);
    const p2 = await post('/product/getProductPage', { code: 'PAGE-', size: 10, current: 2 });
    expect(p2.json().data.records).toEqual([]);
    expect((await post('/product/getProductPage', { size: 15 })).json().code).toBe(1001);
    expect((await post('/product/getProductPage', { sort: { field: 'nameZh', order: 'asc' } })).json().code).toBe(1001);
    expect((await post('/product/getProductPage', { description: 'x' })).json().code).toBe(1001);
  });

  it('serves every declared filter and sort from an index', async () => {
    const q = {
      code: 'ab',
      name: 'ab',
      productLine: 'diag',
      brandId: 1,
      category: 'scanner',
      status: 'draft',
    } as const;
    for (const [key, value] of Object.entries(q)) {
      const query = selectProducts(t.ctx.db, 'zh-CN')
        .where(productPage.where({ [key]: value }))
        .orderBy(...productPage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'products', query);
      expect(r.ok, `${key}\n${r.plan}`).toBe(true);
      const c = await explainUsesIndex(t.ctx.db, 'products', sql`select count(*) from ${products} where ${productPage.where({ [key]: value })}`);
      expect(c.ok, `count ${key}\n${c.plan}`).toBe(true);
    }
    for (const field of ['code', 'createTime', 'updateTime'] as const) {
      const query = selectProducts(t.ctx.db, 'zh-CN')
        .where(productPage.where({}))
        .orderBy(...productPage.orderBy({ sort: { field, order: 'asc' } }))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'products', query);
      expect(r.ok, `sort ${field}\n${r.plan}`).toBe(true);
    }
  });
});

describe('dictionary lookups of brands and models: /dic/{product}/getProductBrandList, productModel', () => {
  it('answers the enabled brands and models of the line, 1002 for an unknown line', async () => {
    const lookup = (p: string) => t.app.inject({ method: 'GET', url: `/lenkor-dic/dic${p}`, headers: admin.headers }).then((r) => r.json());
    await t.ctx.db.insert(productBrands).values({ code: 'BT', nameZh: '电池', nameEn: 'Battery', productLine: 'battery' });
    const [p] = await t.ctx.db.insert(products).values({ code: 'BAT-1', nameZh: '电池检测仪', nameEn: 'Battery tester', productLine: 'battery' }).returning();
    await t.ctx.db.insert(productModels).values([
      { productId: p!.id, code: 'BAT-1-STD', nameZh: '标准版', nameEn: 'Standard' },
      { productId: p!.id, code: 'BAT-1-OFF', nameZh: '停用版', nameEn: 'Off', status: 'disabled' },
    ]);
    expect((await lookup('/battery/getProductBrandList')).data.map((b: { code: string; name: string }) => [b.code, b.name])).toEqual([['BT', '电池']]);
    expect((await lookup('/battery/productModel')).data.map((m: { code: string }) => m.code)).toEqual(['BAT-1-STD']);
    expect((await lookup('/evcharge/productModel')).data).toEqual([]);
    expect((await lookup('/nosuchline/getProductBrandList')).code).toBe(1002);
  });
});
