import { SYSTEM_PERMISSIONS as S } from '@diagops/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { insertChannels, insertSuppliers, insertWarehouses } from '../supply/test-support';
import { dicCategories } from './dictionary.tables';

let t: TestApp;
let admin: SignedIn;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  user = await userWith(t, []);
  await insertWarehouses(t, [
    { code: 'SZ-01', nameZh: '深圳仓', nameEn: 'Shenzhen', type: 1 },
    { code: 'US-01', nameZh: '美国仓', nameEn: 'US west', type: 2 },
    { code: 'SZ-OLD', nameZh: '旧仓', nameEn: 'Old', type: 1, delFlag: true },
  ]);
  await insertSuppliers(t, [
    { code: 'SUP-A', nameZh: '甲供应商', nameEn: 'Supplier A' },
    { code: 'SUP-B', nameZh: '乙供应商', nameEn: 'Supplier B', enabled: false },
  ]);
});
afterAll(() => t.close());

const dic = (p: string) => `/lenkor-dic/dic${p}`;
const call = (method: 'GET' | 'POST', p: string, payload?: unknown, headers: Record<string, string> = user.headers) =>
  t.app.inject({ method, url: dic(p), headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('lookups under /dic/{product}/', () => {
  it('getSysDic answers the seeded entries in the caller language (card types 273–287)', async () => {
    const zh = await call('POST', '/diag/getSysDic/card_type');
    expect(zh.json().code).toBe(2000);
    const values = zh.json().data.map((e: { value: string }) => e.value);
    expect(values).toEqual(['273', '274', '275', '276', '277', '278', '280', '281', '282', '283', '284', '285', '287']);
    expect(zh.json().data[0]).toMatchObject({ label: '实体充值卡', labelEn: 'Physical recharge card' });
    const en = await call('POST', '/diag/getSysDic/feedback_urgency', undefined, { ...user.headers, language: 'en-US' });
    expect(en.json().data.map((e: { label: string }) => e.label)).toEqual(['Normal', 'Importance', 'Exigency', 'Very urgent']);
    // the service prefix is itself a product line
    expect((await call('POST', '/lenkor/getSysDic/device_status')).json().data).toHaveLength(6);
  });

  it('answers 1002 for an unknown product line or category, 1001 for a malformed one, 401 without sign-in', async () => {
    expect((await call('POST', '/nosuchline/getSysDic/card_type')).json().code).toBe(1002);
    expect((await call('POST', '/diag/getSysDic/no_such_code')).json().code).toBe(1002);
    expect((await call('POST', '/diag/getSysDic/Bad-Code')).json().code).toBe(1001);
    expect((await t.app.inject({ method: 'POST', url: dic('/diag/getSysDic/card_type') })).statusCode).toBe(401);
  });

  it('getCategoryName names the asked categories', async () => {
    const res = await call('POST', '/diag/getCategoryName', { codes: ['card_type', 'device_status'] });
    expect(res.json().data.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual([
      ['card_type', '礼品卡与虚拟卡类型'],
      ['device_status', '设备状态'],
    ]);
    expect((await call('POST', '/diag/getCategoryName', { keyword: 'feedback_' })).json().data.length).toBeGreaterThanOrEqual(4);
    expect((await call('POST', '/diag/getCategoryName', { other: 1 })).json().code).toBe(1001);
  });

  it('getWarehouse/{type}[/{delFlag}], getSupplierList, getChannelList', async () => {
    expect((await call('POST', '/diag/getWarehouse/1')).json().data.map((w: { code: string }) => w.code)).toEqual(['SZ-01']);
    expect((await call('POST', '/diag/getWarehouse/1/1')).json().data.map((w: { code: string }) => w.code)).toEqual(['SZ-OLD']);
    expect((await call('POST', '/diag/getWarehouse/9')).json().code).toBe(1001);
    const sup = await call('GET', '/diag/getSupplierList', undefined, { ...user.headers, language: 'en-US' });
    expect(sup.json().data.map((s: { name: string }) => s.name)).toEqual(['Supplier A']);
    await insertChannels(t, [{ code: 'AMZ-US', nameZh: '亚马逊美国', nameEn: 'Amazon US', platform: 'amazon' }]);
    expect((await call('GET', '/diag/getChannelList')).json().data.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual([
      ['AMZ-US', '亚马逊美国'],
    ]);
  });
});

describe('maintenance of categories and entries', () => {
  it('needs sys_dict_view / sys_dict_edit', async () => {
    expect((await call('POST', '/category/page', {})).json().code).toBe(1000);
    const viewer = await userWith(t, [S.dictView.name]);
    expect((await call('POST', '/category/page', {}, viewer.headers)).json().code).toBe(2000);
    expect((await call('POST', '/category/save', { code: 'x_y', nameZh: '甲', nameEn: 'A' }, viewer.headers)).json().code).toBe(1000);
  });

  it('adds a category and entries, scopes an entry to a product line, updates with versions, deletes when empty', async () => {
    const cat = (await call('POST', '/category/save', { code: 'return_reason', nameZh: '退货原因', nameEn: 'Return reason' }, admin.headers)).json().data;
    expect(cat).toMatchObject({ code: 'return_reason', enabled: true, builtIn: false, version: 1 });
    expect((await call('POST', '/category/save', { code: 'return_reason', nameZh: '重复', nameEn: 'Dup' }, admin.headers)).json().code).toBe(10120);
    const e1 = (await call('POST', '/entry/save', { categoryId: cat.id, value: 'broken', labelZh: '损坏', labelEn: 'Broken', sort: 2 }, admin.headers)).json()
      .data;
    await call(
      'POST',
      '/entry/save',
      { categoryId: cat.id, value: 'tyre', labelZh: '胎压专用', labelEn: 'TPMS only', productLine: 'tpms', sort: 1 },
      admin.headers,
    );
    expect(
      (await call('POST', '/entry/save', { categoryId: cat.id, value: 'x', labelZh: '甲', labelEn: 'A', productLine: 'nope' }, admin.headers)).json().data
        .errors[0].field,
    ).toBe('productLine');
    expect((await call('POST', '/diag/getSysDic/return_reason')).json().data.map((e: { value: string }) => e.value)).toEqual(['broken']);
    expect((await call('POST', '/tpms/getSysDic/return_reason')).json().data.map((e: { value: string }) => e.value)).toEqual(['tyre', 'broken']);
    const upd = await call(
      'POST',
      '/entry/update',
      { id: e1.id, version: 1, categoryId: cat.id, value: 'broken', labelZh: '破损', labelEn: 'Damaged', enabled: false },
      admin.headers,
    );
    expect(upd.json().data).toMatchObject({ labelEn: 'Damaged', version: 2 });
    const stale = await call(
      'POST',
      '/entry/update',
      { id: e1.id, version: 1, categoryId: cat.id, value: 'broken', labelZh: '甲', labelEn: 'A' },
      admin.headers,
    );
    expect(stale.statusCode).toBe(409);
    expect((await call('POST', '/diag/getSysDic/return_reason')).json().data).toEqual([]);
    const page = await call('POST', '/entry/page', { categoryId: cat.id, sort: { field: 'value', order: 'asc' } }, admin.headers);
    expect(page.json().data.records.map((e: { value: string }) => e.value)).toEqual(['broken', 'tyre']);
    expect((await call('POST', '/entry/page', {}, admin.headers)).json().code).toBe(1001);
    expect((await call('POST', '/category/delete', { id: cat.id, version: 1 }, admin.headers)).json().code).toBe(1015);
    for (const e of page.json().data.records) await call('POST', '/entry/delete', { id: e.id, version: e.version }, admin.headers);
    expect((await call('POST', '/category/delete', { id: cat.id, version: 1 }, admin.headers)).json().code).toBe(2000);
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'dictionary')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'deleteCategory', targetId: String(cat.id) });
  });

  it('counts the entries of each category in the list and the detail (card types: 13)', async () => {
    const page = await call('POST', '/category/page', { code: 'card_type' }, admin.headers);
    expect(page.json().data.records.map((c: { code: string; entryCount: number }) => [c.code, c.entryCount])).toEqual([['card_type', 13]]);
    const urgency = (await call('POST', '/category/page', { code: 'feedback_urgency' }, admin.headers)).json().data.records[0];
    expect(urgency.entryCount).toBe(4);
    expect((await call('GET', `/category/detail/${urgency.id}`, undefined, admin.headers)).json().data.entryCount).toBe(4);
  });

  it('keeps the code of a built-in category and refuses to delete one', async () => {
    const [cat] = await t.ctx.db.select().from(dicCategories).where(eq(dicCategories.code, 'card_type'));
    const base = { id: cat!.id, version: cat!.version, nameZh: '卡类型', nameEn: 'Card type' };
    expect((await call('POST', '/category/update', { ...base, code: 'card_kind' }, admin.headers)).json().code).toBe(1001);
    expect((await call('POST', '/category/update', { ...base, code: 'card_type' }, admin.headers)).json().data.nameEn).toBe('Card type');
    expect((await call('POST', '/category/delete', { id: cat!.id, version: cat!.version + 1 }, admin.headers)).json().code).toBe(1000);
  });

  it('seeding again adds nothing twice', async () => {
    const before = await t.ctx.db.select().from(dicCategories);
    const { seed } = await import('../../seed');
    await seed(t.ctx, () => {});
    expect((await t.ctx.db.select().from(dicCategories)).length).toBe(before.length);
  });
});
