// The lists bench/list can measure: each names its route, fills the database to `rows`, gives
// the request bodies (spread over several values, as real traffic is) and the same call
// straight on the database, without HTTP, sign-in or serialization. A new area adds its
// main list here and its note gives the ratio with `--list <name>`.

import { ALL_PERMISSIONS, DEALER_PERMISSIONS } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { assetService } from '../../apps/server/src/modules/assets/assets.service';
import { DEALER_ROLE, dealerPageOf } from '../../apps/server/src/modules/dealers/dealers.service';
import { topDeptId } from '../../apps/server/src/modules/depts';
import { seedDevicesDemo } from '../../apps/server/src/modules/devices';
import { getDevicePage } from '../../apps/server/src/modules/devices/devices.service';
import { ensureRole, setUserRoles } from '../../apps/server/src/modules/roles';
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
  /** the console account the API is called as (default admin); the bench gives it its password */
  account?: string;
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

/** The bench dealer network: 20 first-level dealers, every other one below one of them (1 in 20 of the rows each). */
const DEALER_BRANCHES = 20;
const DEALER_ACCOUNT = 'bdealer1';

/**
 * A dealer's own list (issue #15, DEALER-12): signed in as the first bench branch's dealer, whose
 * scope is its subtree (`path like '/<id>/%'`, about 1 in 20 of the rows), newest first, page 1–3
 * of 20, with the parent, area and team names — the dealer list's query with a dealer's scope.
 */
const dealersList: ListBench = {
  table: 'dealers',
  account: DEALER_ACCOUNT,
  title: `dealers: a dealer account's own branch (1 in ${DEALER_BRANCHES} of the rows, scope by path prefix), newest first, pages 1-3 of 20, with parent, area and team`,
  path: (ctx) => ctx.svcPath('dealer', '/dealer/page'),
  async fill(ctx, rows) {
    const one = async <T>(q: string) => ((await ctx.database.execSql(q)).rows as T[])[0]!;
    const { n } = await one<{ n: number }>(`select count(*)::int n from dealers where code like 'BD%'`);
    if (n >= rows) return;
    const { area } = await one<{ area: number }>(`select id area from dealer_areas where code = '01'`);
    const team = (await topDeptId(ctx.db)) ?? 1;
    console.log(`  seeding ${rows - n} dealers with their accounts`);
    await ctx.database.execSql(
      `insert into users (username, real_name, password_hash, user_type, created_at)
       select 'bdealer' || g, 'Bench Dealer ' || g, 'x', 'dealer', now() from generate_series(${n + 1}, ${rows}) g`,
    );
    const insert = (from: number, parent: string, level: number) =>
      ctx.database.execSql(
        `insert into dealers (code, name, parent_id, level, path, area_id, account, user_id, email, service_team_id, created_at, updated_at)
         select 'BD' || lpad(g::text, 8, '0'), 'Bench Dealer ' || g, ${parent}, ${level}, '/', ${area}, u.username, u.id,
                u.username || '@example.com', ${team}, now() - (g || ' seconds')::interval, now()
         from generate_series(${from}, ${level === 1 ? DEALER_BRANCHES : rows}) g join users u on u.username = 'bdealer' || g`,
      );
    if (n < DEALER_BRANCHES) {
      await insert(n + 1, 'null', 1);
      await ctx.database.execSql(`update dealers set path = '/' || id || '/' where code like 'BD%' and level = 1 and path = '/'`);
    }
    await insert(
      Math.max(n, DEALER_BRANCHES) + 1,
      `(select p.id from dealers p where p.code = 'BD' || lpad((((g - 1) % ${DEALER_BRANCHES}) + 1)::text, 8, '0'))`,
      2,
    );
    await ctx.database.execSql(
      `update dealers d set path = p.path || d.id || '/' from dealers p where p.id = d.parent_id and d.path = '/' and d.code like 'BD%'`,
    );
    const { id } = await one<{ id: number }>(`select id from users where username = '${DEALER_ACCOUNT}'`);
    await setUserRoles(ctx.db, id, [await ensureRole(ctx.db, DEALER_ROLE)]);
    await ctx.database.execSql('analyze');
  },
  bodies: async () =>
    [1, 2, 3].flatMap((current) => [
      { current, size: 20 },
      { current, size: 20, status: 'enabled' },
    ]),
  async direct(ctx, body) {
    // the service call of the route: the caller's scope from its dealer row, then the scoped page
    dealerUserId ??= ctx.database.execSql(`select id from users where username = '${DEALER_ACCOUNT}'`).then((r) => (r.rows as Array<{ id: number }>)[0]!.id);
    const req = { headers: {}, auth: { userId: await dealerUserId, permissions: new Set([DEALER_PERMISSIONS.dealerView.name]) } };
    return dealerPageOf(ctx, req as never, body as Parameters<typeof dealerPageOf>[2]);
  },
};
let dealerUserId: Promise<number> | undefined;

/** A list generated from its declaration (the resource kit): assets of one category and state, by code, page 2. */
const assets: ListBench = {
  table: 'assets',
  title: "assets (generated routes): one category, in stock, by asset number, page 2 of 20, with each row's open loan",
  path: (ctx) => ctx.svcPath('asset', '/asset/page'),
  async fill(ctx, rows) {
    const [{ n }] = (await ctx.database.execSql('select count(*)::int n from assets')).rows as [{ n: number }];
    if (n >= rows) return;
    console.log(`  seeding ${rows - n} assets`);
    const categories = "array['diagnosticTool','computer','vehicle','testBench','instrument','other']";
    const states = "array['inStock','inStock','inStock','repairing','scrapped']";
    await ctx.database.execSql(
      `insert into assets (code, name, category, serial_no, purchase_date, price, status, created_at)
       select 'AS' || lpad(g::text, 8, '0'), 'Asset ' || g, (${categories})[1 + g % 6], 'SN' || g, date '2020-01-01' + (g % 2000),
              (g % 5000) + 0.5, (${states})[1 + g % 5], now() - (g || ' seconds')::interval
       from generate_series(${n + 1}, ${rows}) g`,
    );
    await ctx.database.execSql('analyze');
  },
  bodies: async () =>
    ['diagnosticTool', 'computer', 'vehicle', 'testBench'].map((category) => ({
      current: 2,
      size: 20,
      category,
      status: 'inStock',
      sort: { field: 'code', order: 'asc' },
    })),
  direct: (ctx, body) =>
    assetService.getPage(
      ctx,
      { auth: { permissions: new Set(ALL_PERMISSIONS.map((p) => p.name)) } } as unknown as FastifyRequest,
      body as Record<string, unknown>,
    ),
};

export const LISTS: Record<string, ListBench> = { skus, users, devices, dealers: dealersList, assets };

/** Live rows of a list's table, for the heading. */
export async function tableRows(ctx: AppContext, list: ListBench): Promise<number> {
  const [{ n }] = (await ctx.database.execSql(`select count(*)::int n from ${list.table} where ${list.live ?? 'del_flag = false'}`)).rows as [{ n: number }];
  return n;
}
