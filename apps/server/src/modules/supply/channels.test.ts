import { channelResource, CHANNEL_PERMISSIONS as P } from '@diagops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAdmin, type TestApp, userWith } from '../../../test/helpers';
import { describeResource } from '../../../test/resource-suite';
import { type Call, call, expectGuarded, type J, menuIdByPath, opLogs } from '../../../test/system';
import { explainUsesIndex } from '../../platform/kit/explain';
import { channelPage } from './channels.repository';
import { channelService } from './channels.service';
import { channels } from './supply.tables';

let t: TestApp;
let admin: SignedIn;
const C = (p: string) => `/lenkor-product/channel${p}`;
const post = (p: string, payload?: unknown): Call => ({ method: 'POST', url: C(p), payload });
const amazonUs = { code: 'AMZ-US', nameZh: '亚马逊美国站', nameEn: 'Amazon US', platform: 'amazon', site: 'US' };

// a fresh install: the seed only, no demo data, so no channel exists
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describe('/supply/channel on a fresh install', () => {
  it('lets a SKU be added once a channel has been added through the API', async () => {
    expect((await call(t, post('/page', {}), admin.headers)).body.data.total).toBe(0);
    const product = await call(
      t,
      { method: 'POST', url: '/lenkor-product/product/save', payload: { code: 'X431', nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' } },
      admin.headers,
    );
    const sku = (channelId: number) => ({
      method: 'POST' as const,
      url: '/lenkor-product/platformsku/add',
      payload: {
        skuCode: 'X431-US',
        nameZh: '诊断仪',
        nameEn: 'Scanner',
        productId: product.body.data.id,
        channelId,
        platformSkuCode: 'B0X',
        price: 99,
        currency: 'USD',
      },
    });
    expect((await call(t, sku(1), admin.headers)).body.code).toBe(1001);

    const added = await call(t, post('/save', amazonUs), admin.headers);
    expect(added.body).toMatchObject({ code: 2000, data: { ...amazonUs, enabled: true, version: 1 } });
    expect((await call(t, sku(added.body.data.id), admin.headers)).body.code).toBe(2000);
    const lookup = await call(t, { method: 'GET', url: '/lenkor-dic/dic/diag/getChannelList' }, admin.headers);
    expect(lookup.body.data.map((c: J) => c.code)).toEqual(['AMZ-US']);
  });

  it('edits with versions, refuses a taken code, enables and disables (1017 when already so), and logs each change', async () => {
    const [row] = await t.ctx.db.select().from(channels);
    const id = row!.id;
    expect((await call(t, post('/save', { ...amazonUs, code: 'amz-us' }), admin.headers)).body.code).toBe(10120);
    const edited = await call(t, post('/update', { ...amazonUs, id, version: 1, nameEn: 'Amazon United States', site: null }), admin.headers);
    expect(edited.body.data).toMatchObject({ nameEn: 'Amazon United States', site: null, version: 2 });
    const stale = await call(t, post('/update', { ...amazonUs, id, version: 1 }), admin.headers);
    expect([stale.status, stale.body.code]).toEqual([409, 1005]);

    expect((await call(t, post('/enable', { id, version: 2 }), admin.headers)).body.code).toBe(1017);
    const off = await call(t, post('/disable', { id, version: 2 }), admin.headers);
    expect(off.body.data).toMatchObject({ enabled: false, version: 3 });
    expect((await call(t, { method: 'GET', url: '/lenkor-dic/dic/diag/getChannelList' }, admin.headers)).body.data).toEqual([]);
    expect((await call(t, post('/page', { enabled: false }), admin.headers)).body.data.records.map((c: J) => c.code)).toEqual(['AMZ-US']);
    expect((await call(t, post('/enable', { id, version: 3 }), admin.headers)).body.data).toMatchObject({ enabled: true, version: 4 });
    expect((await call(t, { method: 'GET', url: C(`/detail/${id}`) }, admin.headers)).body.data.version).toBe(4);
    expect((await call(t, { method: 'GET', url: C('/detail/99999') }, admin.headers)).body.code).toBe(1002);

    for (const action of ['create', 'update', 'disable', 'enable']) expect(await opLogs(t, 'channel', action, id), action).toHaveLength(1);
  });

  it('refuses unknown fields and platforms (1001); filters and sorts the list', async () => {
    expect((await call(t, post('/save', { ...amazonUs, code: 'X', platform: 'mars' }), admin.headers)).body.code).toBe(1001);
    expect((await call(t, post('/save', { ...amazonUs, code: 'X', extra: 1 }), admin.headers)).body.code).toBe(1001);
    await call(t, post('/save', { code: 'EBAY-DE', nameZh: 'eBay德国站', nameEn: 'eBay Germany', platform: 'ebay', site: 'DE' }), admin.headers);
    const page = async (q: object) => (await call(t, post('/page', q), admin.headers)).body.data.records.map((c: J) => c.code);
    expect(await page({})).toEqual(['AMZ-US', 'EBAY-DE']);
    expect(await page({ code: 'ebay' })).toEqual(['EBAY-DE']);
    expect(await page({ name: '亚马逊' })).toEqual(['AMZ-US']);
    expect(await page({ platform: 'ebay' })).toEqual(['EBAY-DE']);
    expect(await page({ sort: { field: 'code', order: 'desc' } })).toEqual(['EBAY-DE', 'AMZ-US']);
  });

  it('serves every declared filter and sort from an index', async () => {
    const filters = { code: 'ab', name: 'ab', platform: 'ebay', enabled: true } as const;
    for (const [key, value] of Object.entries(filters)) {
      const list = t.ctx.db
        .select()
        .from(channels)
        .where(channelPage.where({ [key]: value }))
        .orderBy(...channelPage.orderBy({}))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'channels', list);
      expect(r.ok, `${key}\n${r.plan}`).toBe(true);
    }
    for (const field of ['code', 'createTime', 'updateTime'] as const) {
      const list = t.ctx.db
        .select()
        .from(channels)
        .where(channelPage.where({}))
        .orderBy(...channelPage.orderBy({ sort: { field, order: 'desc' } }))
        .limit(10);
      const r = await explainUsesIndex(t.ctx.db, 'channels', list);
      expect(r.ok, `sort ${field}\n${r.plan}`).toBe(true);
    }
  });

  it('is guarded by the supply_channel_* permissions, and its page is in the menu', async () => {
    const viewer = await userWith(t, [P.channelView.name]);
    for (const c of [post('/page', {}), { method: 'GET' as const, url: C('/detail/1') }]) await expectGuarded(t, c, await userWith(t, []));
    for (const c of [
      post('/save', amazonUs),
      post('/update', { ...amazonUs, id: 1, version: 1 }),
      post('/enable', { id: 1, version: 1 }),
      post('/disable', { id: 1, version: 1 }),
    ])
      await expectGuarded(t, c, viewer);
    expect(await menuIdByPath(t, '/supply/channel')).toBeGreaterThan(0);
    const menu = await call(t, { method: 'POST', url: '/lenkor-user/menu/getMainMenu', payload: {} }, admin.headers);
    expect(JSON.stringify(menu.body.data)).toContain('/supply/channel');
  });
});

// the generated suite, after the fresh-install story above (it adds channels of its own)
describeResource(channelResource, {
  app: () => t,
  sample: (n) => ({ code: `CH-${n}`, nameZh: `渠道${n}`, nameEn: `Channel ${n}`, platform: 'ebay', site: 'DE' }),
  change: { nameEn: 'Renamed channel', site: 'FR' },
  service: channelService,
});
