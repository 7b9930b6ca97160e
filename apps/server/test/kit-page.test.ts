import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/modules/products/products.tables';
import { skuPage } from '../src/modules/skus/skus.repository';
import { channels } from '../src/modules/supply/supply.tables';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp } from './helpers';

// The kit's paged list, on the SKU list: totals exact up to LIST_EXACT_TOTAL_LIMIT (3 here),
// then the planner's estimate (without counting where it expects ten times the limit), exact
// again on demand; keyset paging after a row.
let t: TestApp;
let admin: SignedIn;
let channelId: number;
let otherChannelId: number;

beforeAll(async () => {
  t = await buildTestApp({ LIST_EXACT_TOTAL_LIMIT: '3' });
  admin = await signInAdmin(t);
  const [p] = await t.ctx.db.insert(products).values({ code: 'X431', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' }).returning();
  const [c1, c2] = await t.ctx.db
    .insert(channels)
    .values([
      { code: 'AMZ-US', nameZh: '亚马逊美国', nameEn: 'Amazon US', platform: 'amazon', site: 'US' },
      { code: 'AMZ-DE', nameZh: '亚马逊德国', nameEn: 'Amazon DE', platform: 'amazon', site: 'DE' },
    ])
    .returning();
  channelId = c1!.id;
  otherChannelId = c2!.id;
  for (let i = 1; i <= 25; i++) {
    const res = await post(
      {
        skuCode: `T-${i}`,
        nameZh: `诊断仪 ${i}`,
        nameEn: `Scanner ${i}`,
        productId: p!.id,
        channelId: i <= 2 ? otherChannelId : channelId,
        platformSkuCode: `B0${i}`,
        price: 10 * i,
        currency: 'USD',
      },
      '/add',
    );
    expect(res.json().code).toBe(2000);
  }
});
afterAll(() => t.close());

const post = (payload: object, path = '/skus') => t.app.inject({ method: 'POST', url: `/lenkor-product/platformsku${path}`, headers: admin.headers, payload });

describe('list totals', () => {
  it('are exact up to the limit', async () => {
    const data = (await post({ current: 1, size: 10, channelId: otherChannelId })).json().data;
    expect(data).toMatchObject({ total: 2, totalEstimated: false });
    expect(data.records).toHaveLength(2);
  });

  it('are an estimate past the limit, never below what was counted', async () => {
    const data = (await post({ current: 1, size: 10, channelId })).json().data;
    expect(data.totalEstimated).toBe(true);
    expect(data.total).toBeGreaterThanOrEqual(4);
    expect(data.records).toHaveLength(10);
  });

  it('are exact on demand (exactTotal)', async () => {
    const data = (await post({ current: 1, size: 10, channelId, exactTotal: true })).json().data;
    expect(data).toMatchObject({ total: 23, totalEstimated: false });
    expect((await post({ current: 1, size: 10, exactTotal: 'yes' })).json().code).toBe(1001);
  });

  it('of a filter the planner expects to match ten times the limit or more are its estimate, without counting', async () => {
    // statistics that say the other channel holds 400 live rows, while it holds 2: counted, the total would be exact
    await t.ctx.database.execSql(
      `insert into platform_skus (sku_code, name_zh, name_en, product_id, channel_id, platform_sku_code, price, currency)
       select 'S-' || g, 'x', 'x', (select min(id) from products), $1, 'P' || g, 1, 'USD' from generate_series(1, 400) g`,
      [otherChannelId],
    );
    await t.ctx.database.execSql('analyze platform_skus');
    await t.ctx.database.execSql(`update platform_skus set del_flag = true where sku_code like 'S-%'`);
    try {
      const data = (await post({ current: 1, size: 10, channelId: otherChannelId })).json().data;
      expect(data.totalEstimated).toBe(true);
      expect(data.total).toBeGreaterThanOrEqual(30);
      expect(data.records).toHaveLength(2);
      expect((await post({ current: 1, size: 10, channelId: otherChannelId, exactTotal: true })).json().data).toMatchObject({
        total: 2,
        totalEstimated: false,
      });
    } finally {
      await t.ctx.database.execSql(`delete from platform_skus where sku_code like 'S-%'`);
      await t.ctx.database.execSql('analyze platform_skus');
    }
  });

  it('write the base predicate as a literal, so a generic plan can use the partial indexes', () => {
    const q = t.ctx.db
      .select()
      .from(products)
      .where(skuPage.where({ channelId: 7 }))
      .toSQL();
    expect(q.sql).toMatch(/"del_flag" = false/);
    expect(q.params).toEqual([7]);
  });
});

describe('keyset paging', () => {
  const ids = (data: { records: Array<{ id: number }> }) => data.records.map((r) => r.id);

  it('reads the page after a row as the offset would, in either order', async () => {
    for (const sort of [undefined, { field: 'price', order: 'asc' }, { field: 'skuCode', order: 'desc' }]) {
      const q = { size: 10, channelId, ...(sort ? { sort } : {}) };
      const first = (await post({ ...q, current: 1 })).json().data;
      const second = (await post({ ...q, current: 2 })).json().data;
      const third = (await post({ ...q, current: 3 })).json().data;
      const byKey = (await post({ ...q, current: 2, after: ids(first).at(-1) })).json().data;
      expect(ids(byKey)).toEqual(ids(second));
      const byKey3 = (await post({ ...q, current: 3, after: ids(byKey).at(-1) })).json().data;
      expect(ids(byKey3)).toEqual(ids(third));
      expect(ids(byKey3)).toHaveLength(3);
    }
  });

  it('after an id no int4 column holds (2147483648): an empty page, not a database error', async () => {
    const res = await post({ size: 10, current: 2, channelId, after: 2_147_483_648 });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().data)).toEqual([]);
  });

  it('uses no offset when it seeks, and the offset when it cannot (no row given)', () => {
    expect(skuPage.seek({ channelId }, 5, 40).offset).toBe(0);
    expect(skuPage.seek({ channelId }, undefined, 40).offset).toBe(40);
  });
});
