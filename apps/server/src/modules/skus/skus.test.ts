import { SKU_PERMISSIONS as P } from '@diagops/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { fillTemplate, multipartFile, readSheet, waitForJob } from '../../../test/kit-helpers';
import { operationLogs } from '../../platform/audit/audit.tables';
import { explainUsesIndex } from '../../platform/kit/explain';
import { insertProducts } from '../products/test-support';
import { insertChannels } from '../supply/test-support';
import { selectSkus, skuPage } from './skus.repository';
import { platformSkus } from './skus.tables';

let t: TestApp;
let admin: SignedIn;
let productId: number;
let otherProductId: number;
let channelId: number;
let disabledChannelId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
  const [p1, p2] = await insertProducts(t, [
    { code: 'X431-PRO', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' },
    { code: 'TPMS-1', nameZh: '胎压工具', nameEn: 'TPMS tool', productLine: 'tpms' },
  ]);
  productId = p1!.id;
  otherProductId = p2!.id;
  const [c1, c2] = await insertChannels(t, [
    { code: 'AMZ-US', nameZh: '亚马逊美国', nameEn: 'Amazon US', platform: 'amazon', site: 'US' },
    { code: 'OLD', nameZh: '旧渠道', nameEn: 'Old channel', platform: 'own', enabled: false },
  ]);
  channelId = c1!.id;
  disabledChannelId = c2!.id;
});
afterAll(() => t.close());

const url = (p: string) => `/lenkor-product/platformsku${p}`;
const post = (p: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: url(p), headers, payload: payload as object });
let seq = 0;
const newSku = (over: Record<string, unknown> = {}) => ({
  skuCode: `SKU-${++seq}`,
  nameZh: `诊断仪 ${seq}`,
  nameEn: `Scanner ${seq}`,
  productId,
  channelId,
  platformSkuCode: `B0${seq}`,
  price: 199.5,
  currency: 'USD',
  ...over,
});

describe('platformsku add / info / query / update / del', () => {
  it('adds a SKU, logs it, reads it by id and by channel and product', async () => {
    const res = await post('/add', newSku({ skuCode: 'AMZ-X431' }));
    expect(res.json().code).toBe(2000);
    const s = res.json().data;
    expect(s).toMatchObject({
      skuCode: 'AMZ-X431',
      price: 199.5,
      status: 'enabled',
      version: 1,
      productCode: 'X431-PRO',
      channelCode: 'AMZ-US',
      channelName: '亚马逊美国',
    });
    const info = await t.app.inject({ method: 'GET', url: url(`/info/${s.id}`), headers: { ...admin.headers, language: 'en-US' } });
    expect(info.json().data).toMatchObject({ id: s.id, channelName: 'Amazon US', productName: 'Scanner' });
    const q = await t.app.inject({ method: 'GET', url: url(`/query?channelId=${channelId}&productId=${productId}`), headers: admin.headers });
    expect(q.json().data.map((r: { skuCode: string }) => r.skuCode)).toContain('AMZ-X431');
    const none = await t.app.inject({ method: 'GET', url: url(`/query?channelId=${channelId}&productId=${otherProductId}`), headers: admin.headers });
    expect(none.json().data).toEqual([]);
    const [log] = await t.ctx.db.select().from(operationLogs).where(eq(operationLogs.module, 'platformSku')).orderBy(desc(operationLogs.id)).limit(1);
    expect(log).toMatchObject({ action: 'create', targetId: String(s.id) });
  });

  it('refuses bad input (1001), unknown references, a duplicate code (10120)', async () => {
    expect((await post('/add', newSku({ price: -1 }))).json().code).toBe(1001);
    expect((await post('/add', newSku({ price: 1.234 }))).json().code).toBe(1001);
    expect((await post('/add', newSku({ currency: 'XXX' }))).json().code).toBe(1001);
    expect((await post('/add', { ...newSku(), extra: 1 })).json().code).toBe(1001);
    expect((await post('/add', newSku({ channelId: disabledChannelId }))).json().data.errors[0].field).toBe('channelId');
    expect((await post('/add', newSku({ productId: 999999 }))).json().data.errors[0].field).toBe('productId');
    await post('/add', newSku({ skuCode: 'DUP' }));
    const dup = await post('/add', newSku({ skuCode: 'dup' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe(10120);
    expect((await t.app.inject({ method: 'GET', url: url('/query?channelId=x&productId=1'), headers: admin.headers })).json().code).toBe(1001);
  });

  it('updates with the version; a stale version answers 1005 / 409 and changes nothing', async () => {
    const s = (await post('/add', newSku())).json().data;
    const body = { ...newSku({ skuCode: s.skuCode, price: 10 }), id: s.id, version: 1 };
    expect((await post('/update', body)).json().data).toMatchObject({ price: 10, version: 2 });
    const stale = await post('/update', { ...body, price: 20 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(1005);
    const [row] = await t.ctx.db.select().from(platformSkus).where(eq(platformSkus.id, s.id));
    expect(row).toMatchObject({ price: '10.00', version: 2 });
    expect((await post('/del', { id: s.id, version: 1 })).json().code).toBe(1005);
    expect((await post('/del', { id: s.id, version: 2 })).json().code).toBe(2000);
    expect((await t.app.inject({ method: 'GET', url: url(`/info/${s.id}`), headers: admin.headers })).json().code).toBe(1002);
  });

  it('keeps a product with SKUs from being deleted (1015)', async () => {
    const [p] = await insertProducts(t, [{ code: 'WITH-SKU', nameZh: '有SKU', nameEn: 'Has SKU', productLine: 'diag' }]);
    await post('/add', newSku({ productId: p!.id }));
    const res = await t.app.inject({ method: 'POST', url: '/lenkor-product/product/delete', headers: admin.headers, payload: { id: p!.id, version: 1 } });
    expect(res.json().code).toBe(1015);
  });

  it('needs sign-in (1003) and each call its permission (1000)', async () => {
    expect((await t.app.inject({ method: 'POST', url: url('/skus'), payload: {} })).statusCode).toBe(401);
    const viewer = await userWith(t, [P.skuView.name]);
    expect((await post('/skus', {}, viewer.headers)).json().code).toBe(2000);
    for (const [p, body] of [
      ['/add', newSku()],
      ['/update', { ...newSku(), id: 1, version: 1 }],
      ['/del', { id: 1, version: 1 }],
      ['/updateBatch', { ids: [1], status: 'disabled' }],
      ['/exportExcel', {}],
      ['/importExcel', {}],
    ] as const) {
      const res = await post(p, body, viewer.headers);
      expect(res.statusCode, p).toBe(403);
      expect(res.json().code, p).toBe(1000);
    }
    for (const p of ['/downloadTemplate', '/downloadFailedFile?jobId=00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ method: 'GET', url: url(p), headers: viewer.headers })).json().code).toBe(1000);
    }
  });
});

describe('platformsku updateBatch', () => {
  it('changes every selected SKU, answers 61000 for an empty selection and 1001 for no change', async () => {
    const a = (await post('/add', newSku())).json().data;
    const b = (await post('/add', newSku())).json().data;
    const res = await post('/updateBatch', { ids: [a.id, b.id], status: 'disabled', price: 88 });
    expect(res.json().data).toEqual({ updated: 2 });
    const rows = await t.ctx.db.select().from(platformSkus).where(sql`${platformSkus.id} in (${a.id}, ${b.id})`);
    expect(rows.map((r) => [r.status, r.price, r.version])).toEqual([
      ['disabled', '88.00', 2],
      ['disabled', '88.00', 2],
    ]);
    expect((await post('/updateBatch', { ids: [], status: 'enabled' })).json().code).toBe(61000);
    expect((await post('/updateBatch', { ids: [a.id] })).json().code).toBe(1001);
  });
});

describe('platformsku skus (page)', () => {
  it('filters by two fields with a sort and pages', async () => {
    for (const i of [1, 2, 3]) await post('/add', newSku({ skuCode: `PG-${i}`, price: i * 10 }));
    await post('/add', newSku({ skuCode: 'PG-9', productId: otherProductId }));
    const res = await post('/skus', { current: 1, size: 10, skuCode: 'pg-', productId, sort: { field: 'price', order: 'desc' } });
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.records.map((r: { skuCode: string }) => r.skuCode)).toEqual(['PG-3', 'PG-2', 'PG-1']);
    expect((await post('/skus', { sort: { field: 'remark', order: 'asc' } })).json().code).toBe(1001);
    expect((await post('/skus', { size: 30 })).json().code).toBe(1001);
  });

  it('serves every declared filter and sort from an index', async () => {
    const filters = { skuCode: 'ab', name: 'ab', platformSkuCode: 'ab', channelId: 1, productId: 1, status: 'enabled', currency: 'USD' } as const;
    for (const [key, value] of Object.entries(filters)) {
      const list = selectSkus(t.ctx.db, 'zh-CN')
        .where(skuPage.where({ [key]: value }))
        .orderBy(...skuPage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'platform_skus', list);
      expect(r.ok, `${key}\n${r.plan}`).toBe(true);
    }
    for (const field of ['skuCode', 'price', 'createTime', 'updateTime'] as const) {
      const list = selectSkus(t.ctx.db, 'zh-CN')
        .where(skuPage.where({}))
        .orderBy(...skuPage.orderBy({ sort: { field, order: 'desc' } }))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'platform_skus', list);
      expect(r.ok, `sort ${field}\n${r.plan}`).toBe(true);
    }
  });
});

describe('platformsku exportExcel', () => {
  it('streams an xlsx with localized headers and an RFC 5987 file name', async () => {
    await post('/add', newSku({ skuCode: 'EXP-1' }));
    const zh = await post('/exportExcel', { skuCode: 'EXP-' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    expect(zh.headers['content-disposition']).toMatch(/filename\*=UTF-8''%E5%B9%B3%E5%8F%B0SKU-\d{14}\.xlsx/);
    const rows = await readSheet(zh.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['SKU编码', '中文名称', '英文名称']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EXP-1']);
    expect(rows[1]![10]).toBe('启用');
    const en = await post('/exportExcel', { skuCode: 'EXP-' }, { ...admin.headers, language: 'en-US' });
    expect((await readSheet(en.rawPayload))[0]![0]).toBe('SKU code');
    expect(en.headers['content-disposition']).toContain('Platform%20SKUs-');
  });

  it('runs as a job the owner polls and downloads; others cannot see it', async () => {
    await post('/add', newSku({ skuCode: 'JOBEXP-1' }));
    const started = await t.app.inject({
      method: 'POST',
      url: url('/exportExcel'),
      headers: { ...admin.headers, 'x-async-job': '1' },
      payload: { skuCode: 'JOBEXP-' },
    });
    const { jobId } = started.json().data;
    const job = await waitForJob(t, 'product', jobId, admin.headers);
    expect(job).toMatchObject({ kind: 'export', status: 'completed', total: 1, progress: 1, hasFile: true });
    const file = await t.app.inject({ method: 'GET', url: `/lenkor-product/job/${jobId}/file`, headers: admin.headers });
    expect((await readSheet(file.rawPayload))[1]![0]).toBe('JOBEXP-1');
    const other = await userWith(t, [P.skuExport.name]);
    expect((await t.app.inject({ method: 'GET', url: `/lenkor-product/job/${jobId}`, headers: other.headers })).json().code).toBe(1002);
    expect((await t.app.inject({ method: 'GET', url: `/lenkor-product/job/${jobId}/file`, headers: other.headers })).json().code).toBe(1002);
    expect((await t.app.inject({ method: 'GET', url: `/lenkor-product/job/${jobId}` })).statusCode).toBe(401);
  });

  it('refuses more than 10000 rows with 61009 before writing anything', async () => {
    await t.ctx.database.execSql(
      `insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency)
       select 'BULK-' || g, '批量' || g, 'Bulk ' || g, ${productId}, ${channelId}, 'P' || g, 1, 'USD' from generate_series(1, 10001) g`,
    );
    const res = await post('/exportExcel', { skuCode: 'BULK-' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(61009);
    const job = await t.app.inject({
      method: 'POST',
      url: url('/exportExcel'),
      headers: { ...admin.headers, 'x-async-job': '1' },
      payload: { skuCode: 'BULK-' },
    });
    expect(job.json().code).toBe(61009);
    expect((await post('/exportExcel', { skuCode: 'BULK-1000' })).statusCode).toBe(200);
  });
});

describe('platformsku import', () => {
  const template = async (headers = admin.headers) => {
    const res = await t.app.inject({ method: 'GET', url: url('/downloadTemplate'), headers });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const upload = (file: Buffer, headers = admin.headers) => {
    const mp = multipartFile(file);
    return t.app.inject({ method: 'POST', url: url('/importExcel'), headers: { ...headers, ...mp.headers }, payload: mp.payload });
  };

  it('keeps the good rows and returns the bad ones with a reason in a failure file', async () => {
    const file = await fillTemplate(await template(), [
      ['IMP-1', '导入一', 'Import one', 'X431-PRO', 'AMZ-US', 'B-IMP-1', 99.9, 'USD', '启用', ''],
      ['IMP-2', '导入二', 'Import two', 'x431-pro', 'amz-us', 'B-IMP-2', '12', 'usd', 'Disabled', 'note'],
      ['IMP-3', '导入三', 'Import three', 'NO-SUCH', 'AMZ-US', 'B-IMP-3', 1, 'USD', '', ''],
      ['IMP-4', '导入四', 'Import four', 'X431-PRO', 'AMZ-US', 'B-IMP-4', 'abc', 'USD', '', ''],
      ['IMP-1', '重复', 'Duplicate', 'X431-PRO', 'AMZ-US', 'B-IMP-5', 1, 'USD', '', ''],
      ['', '无编码', 'No code', 'X431-PRO', 'AMZ-US', 'B-IMP-6', 1, 'USD', '', ''],
    ]);
    const res = await upload(file);
    expect(res.json().code).toBe(2000);
    const job = await waitForJob(t, 'product', res.json().data.jobId, admin.headers);
    expect(job).toMatchObject({ kind: 'import', status: 'completed', total: 6, successCount: 2, failedCount: 4, hasFile: true });
    const kept = await t.ctx.db.select().from(platformSkus).where(sql`${platformSkus.skuCode} like 'IMP-%'`);
    expect(kept.map((r) => [r.skuCode, r.status, r.price, r.currency]).sort()).toEqual([
      ['IMP-1', 'enabled', '99.90', 'USD'],
      ['IMP-2', 'disabled', '12.00', 'USD'],
    ]);
    const failed = await t.app.inject({ method: 'GET', url: url(`/downloadFailedFile?jobId=${job.id}`), headers: admin.headers });
    expect(failed.headers['content-disposition']).toContain("filename*=UTF-8''");
    const rows = await readSheet(failed.rawPayload);
    expect(rows[0]!.at(-1)).toBe('失败原因');
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      ['IMP-3', '产品编码: 产品编码不存在'],
      ['IMP-4', expect.stringContaining('价格')],
      ['IMP-1', 'SKU编码: SKU编码已存在'],
      ['', 'SKU编码: 必填'],
    ]);
    const other = await userWith(t, [P.skuImport.name]);
    expect((await t.app.inject({ method: 'GET', url: url(`/downloadFailedFile?jobId=${job.id}`), headers: other.headers })).json().code).toBe(1002);
  });

  it('refuses a modified template or a file without the marker (1018), storing nothing', async () => {
    const renamed = await fillTemplate(await template(), [['M-1', 'a', 'b', 'X431-PRO', 'AMZ-US', 'x', 1, 'USD']], (wb) => {
      wb.worksheets[0]!.getRow(1).getCell(2).value = '名称';
    });
    const r1 = await upload(renamed);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().code).toBe(1018);
    const added = await fillTemplate(await template(), [], (wb) => {
      wb.worksheets[0]!.getRow(1).getCell(11).value = 'extra';
    });
    expect((await upload(added)).json().code).toBe(1018);
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('x').addRow(['SKU编码']);
    expect((await upload(Buffer.from(await plain.xlsx.writeBuffer()))).json().code).toBe(1018);
    expect((await upload(Buffer.from('not a spreadsheet'))).json().code).toBe(1018);
  });

  it('accepts the English template too', async () => {
    const file = await fillTemplate(await template({ ...admin.headers, language: 'en-US' }), [
      ['EN-1', '英', 'English', 'X431-PRO', 'AMZ-US', 'B-EN-1', 5, 'EUR', 'Enabled', ''],
    ]);
    const job = await waitForJob(t, 'product', (await upload(file)).json().data.jobId, admin.headers);
    expect(job).toMatchObject({ status: 'completed', successCount: 1, failedCount: 0, hasFile: false });
  });

  it('refuses a file over 10M (1006 / 413) and a request without a file (1001)', async () => {
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(1006);
    const none = await t.app.inject({ method: 'POST', url: url('/importExcel'), headers: admin.headers, payload: {} });
    expect(none.json().code).toBe(1001);
  });
});
