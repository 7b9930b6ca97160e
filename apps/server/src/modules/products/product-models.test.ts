import { productModelResource } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { call } from '../../../test/system';
import { productModelService } from './product-models.service';

let t: TestApp;
let admin: SignedIn;
let productId: number;
const post = (p: string, payload: unknown, headers = admin.headers) => call(t, { method: 'POST', url: `/lenkor-product${p}`, payload }, headers);

// a fresh install; the models below belong to one product added through the API
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  productId = (await post('/product/save', { code: 'PM-HOST', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' })).body.data.id;
});
afterAll(() => t.close());

describeResource(productModelResource, {
  app: () => t,
  sample: (n) => ({ productId, code: `MOD-${n}`, nameZh: `型号${n}`, nameEn: `Model ${n}`, sort: n % 100 }),
  change: { nameEn: 'Renamed model', status: 'disabled', sort: 7 },
  service: productModelService,
});

describe('product model rules', () => {
  it('names a live product (1001 on productId otherwise) and shows its code and name in the caller language', async () => {
    const bad = await post('/productModel/save', { productId: 999_999, code: 'NOPE', nameZh: '无', nameEn: 'None' });
    expect(bad.body).toMatchObject({ code: 1001, data: { errors: [{ field: 'productId' }] } });
    const m = await post('/productModel/save', { productId, code: 'LANG-1', nameZh: '标准版', nameEn: 'Standard' });
    expect(m.body.data).toMatchObject({ status: 'enabled', sort: 0, productCode: 'PM-HOST', productName: '诊断仪' });
    const en = await call(t, { method: 'GET', url: `/lenkor-product/productModel/detail/${m.body.data.id}` }, { ...admin.headers, language: 'en-US' });
    expect(en.body.data).toMatchObject({ productCode: 'PM-HOST', productName: 'Scanner' });
    expect(en.body.data).not.toHaveProperty('history');
  });

  it('searches both names with one filter, sorts by code, sort and createTime only, and refuses updateTime', async () => {
    const names = async (q: object) => (await post('/productModel/page', { size: 100, ...q })).body.data.records.map((r: { code: string }) => r.code);
    expect(await names({ name: '标准' })).toEqual(['LANG-1']);
    expect(await names({ name: 'standard' })).toEqual(['LANG-1']);
    for (const field of ['code', 'sort', 'createTime']) expect((await post('/productModel/page', { sort: { field, order: 'asc' } })).body.code).toBe(2000);
    expect((await post('/productModel/page', { sort: { field: 'updateTime', order: 'asc' } })).body.code).toBe(1001);
    expect((await post('/productModel/page', { productId: 0 })).body.code).toBe(1001);
  });
});
