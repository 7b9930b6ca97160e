// The lists bench/list can measure: each names its route, fills the database to `rows`, gives
// the request bodies (spread over several values, as real traffic is) and the same call
// straight on the database, without HTTP, sign-in or serialization. A new area adds its
// main list here and its note gives the ratio with `--list <name>`.
import { eq } from 'drizzle-orm';
import { seedDevicesDemo } from '../../apps/server/src/modules/devices';
import { getDevicePage } from '../../apps/server/src/modules/devices/devices.service';
import { getSkuPage } from '../../apps/server/src/modules/skus/skus.service';
import { channels } from '../../apps/server/src/modules/supply/supply.tables';
import { userPage } from '../../apps/server/src/modules/users/user-admin.service';
import type { AppContext } from '../../apps/server/src/platform/context';
import { seedReference, seedSkus } from '../../apps/server/src/seed-demo';

export type ListBench = {
  /** what the figures are about */
  title: string;
  /** its main table, for the heading's row count */
  table: string;
  /** which of its rows are live (default: del_flag = false) */
  live?: string;
  /** path under the API, e.g. /lenkor-product/platformsku/skus */
  path(ctx: AppContext): string;
  /** tops the database up to `rows` rows of the list (idempotent: a bench database is reused) */
  fill(ctx: AppContext, rows: number): Promise<void>;
  bodies(ctx: AppContext): Promise<object[]>;
  /** the same work the API does for one body, straight on the database */
  direct(ctx: AppContext, body: object): Promise<unknown>;
};

const skus: ListBench = {
  table: 'platform_skus',
  title: 'platform SKUs: one channel, enabled only, newest first, page 1 of 20 (two filters + a sort)',
  path: (ctx) => ctx.svcPath('product', '/platformsku/skus'),
  async fill(ctx, rows) {
    await seedReference(ctx);
    await seedSkus(ctx, rows, (m) => console.log(`  seeding ${m}`));
  },
  async bodies(ctx) {
    const chans = await ctx.db.select({ id: channels.id }).from(channels).where(eq(channels.enabled, true));
    return chans.map((c) => ({ current: 1, size: 20, channelId: c.id, status: 'enabled', sort: { field: 'createTime', order: 'desc' } }));
  },
  direct: (ctx, body) => getSkuPage(ctx, body as Parameters<typeof getSkuPage>[1], 'zh-CN'),
};

const users: ListBench = {
  table: 'users',
  title: 'staff users: a department with its sub-departments, newest first, page 3 of 20',
  path: (ctx) => ctx.svcPath('user', '/user/getUserPage'),
  async fill(ctx, rows) {
    const [{ n }] = (await ctx.database.execSql(`select count(*)::int n from users where username like 'bench%'`)).rows as [{ n: number }];
    if (n >= rows) return;
    await ctx.database.execSql(
      `insert into depts (name, parent_id, sort_order) select 'Team ' || g, 2 + (g % 4), g from generate_series(1, 50) g
        where not exists (select 1 from depts where name = 'Team 1')`,
    );
    console.log(`  seeding ${rows - n} staff users`);
    await ctx.database.execSql(
      `insert into users (username, real_name, password_hash, dept_id, phone, created_at)
       select 'bench' || g, 'Bench User ' || g, 'x', (select min(id) from depts where name like 'Team %') + (g % 50),
              '139' || lpad(g::text, 8, '0'), now() - (g || ' seconds')::interval
       from generate_series(${n + 1}, ${rows}) g`,
    );
    await ctx.database.execSql('analyze');
  },
  bodies: async () => [2, 3, 4, 5].map((deptId) => ({ deptId, current: 3, size: 20 })),
  direct: (ctx, body) => userPage(ctx.db, { permissions: new Set(['sys_user_phone_view']) }, body as Parameters<typeof userPage>[2]),
};

/** Search by SN (prefix): the staff device list, as support types the first characters of an SN. */
const devices: ListBench = {
  table: 'devices',
  live: 'true',
  title: 'devices: search by SN prefix (11 of 12 characters, about 10 matches), page 1 of 20, with product, model and owner',
  path: (ctx) => ctx.svcPath('user', '/device/page'),
  async fill(ctx, rows) {
    await seedReference(ctx);
    await seedDevicesDemo(ctx, rows, (m) => console.log(`  seeding ${m}`));
  },
  bodies: async () =>
    Array.from({ length: 20 }, (_, i) => ({
      current: 1,
      size: 20,
      sn: `DX${String(1 + i * 4999)
        .padStart(10, '0')
        .slice(0, 9)}`,
    })),
  direct: (ctx, body) =>
    getDevicePage(ctx, { headers: {}, auth: { permissions: new Set(['brand_device_phone']) } } as never, body as Parameters<typeof getDevicePage>[2]),
};

export const LISTS: Record<string, ListBench> = { skus, users, devices };

/** Live rows of a list's table, for the heading. */
export async function tableRows(ctx: AppContext, list: ListBench): Promise<number> {
  const [{ n }] = (await ctx.database.execSql(`select count(*)::int n from ${list.table} where ${list.live ?? 'del_flag = false'}`)).rows as [{ n: number }];
  return n;
}
