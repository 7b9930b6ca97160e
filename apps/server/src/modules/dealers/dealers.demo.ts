import { passwordIntensity } from '@diagops/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/security/password-hash';
import { topDeptId } from '../depts';
import { ensureRole, setUserRoles } from '../roles';
import { skuNamesView } from '../skus';
import { insertAccount } from '../users';
import { DEALER_ROLE } from './dealers.service';
import { dealerAreas, dealerDevices, dealerProfitRatios, dealerProfits, dealerShipments, dealers } from './dealers.tables';

/** Every demo dealer signs in with this password (demo databases only). */
export const DEMO_DEALER_PASSWORD = 'Dealer@2024';

const AREA_CHAIN = ['华东 East China', '上海 Shanghai', '浦东 Pudong', '张江 Zhangjiang'];
/** [name, parent index or -1]: two branches, one of them five levels deep. */
const NETWORK: Array<[string, number]> = [
  ['East Star Diagnostics', -1],
  ['North Road Tools', -1],
  ['Shanghai Auto Service', 0],
  ['Hangzhou Garage Supply', 0],
  ['Beijing Diag Partners', 1],
  ['Pudong Workshop Center', 2],
  ['Zhangjiang Repair Hub', 5],
  ['Zhangjiang Lane 5 Garage', 6],
];

/** A five-level dealer network with accounts, devices (from the devices demo), shipments and profits; once. */
export async function seedDealersDemo(ctx: AppContext, log: (m: string) => void = console.log) {
  const [have] = await ctx.db.select({ n: count() }).from(dealers);
  if (Number(have?.n ?? 0) > 0) return;
  const [root] = await ctx.db.select().from(dealerAreas).where(eq(dealerAreas.code, '01'));
  if (!root) return;
  let parent = root;
  const areas = [root];
  for (const [i, name] of AREA_CHAIN.entries()) {
    const [a] = await ctx.db
      .insert(dealerAreas)
      .values({ parentId: parent.id, name, code: `${parent.code}01`, level: i + 2 })
      .onConflictDoNothing()
      .returning();
    parent =
      a ??
      (
        await ctx.db
          .select()
          .from(dealerAreas)
          .where(eq(dealerAreas.code, `${parent.code}01`))
      )[0]!;
    areas.push(parent);
  }
  const team = (await topDeptId(ctx.db)) ?? 1;
  const roleId = await ensureRole(ctx.db, DEALER_ROLE);
  const hash = await hashPassword(DEMO_DEALER_PASSWORD);
  const skus = await ctx.db.select({ id: skuNamesView.id }).from(skuNamesView).where(eq(skuNamesView.delFlag, false)).orderBy(asc(skuNamesView.id)).limit(3);
  const made: Array<typeof dealers.$inferSelect> = [];
  for (const [i, [name, p]] of NETWORK.entries()) {
    const up = p >= 0 ? made[p]! : undefined;
    const level = (up?.level ?? 0) + 1;
    const area = areas[Math.min(level - 1, areas.length - 1)]!;
    const account = `dealer${i + 1}`;
    const user = await insertAccount(ctx.db, {
      username: account,
      realName: name,
      passwordHash: hash,
      email: `${account}@dealers.example.com`,
      userType: 'dealer',
      pwdIntensity: passwordIntensity(DEMO_DEALER_PASSWORD),
    });
    await setUserRoles(ctx.db, user.id, [roleId]);
    const [d] = await ctx.db
      .insert(dealers)
      .values({
        code: `D${area.code}${String(i + 1).padStart(3, '0')}`,
        name,
        parentId: up?.id ?? null,
        level,
        path: '/',
        areaId: area.id,
        account,
        userId: user.id,
        email: `${account}@dealers.example.com`,
        contactName: `Contact ${i + 1}`,
        serviceTeamId: team,
        doiRegistered: i % 2 === 0,
        teamPermission: true,
        individualPermission: i % 3 === 0,
      })
      .returning();
    const path = `${up?.path ?? '/'}${d!.id}/`;
    await ctx.db.update(dealers).set({ path }).where(eq(dealers.id, d!.id));
    made.push({ ...d!, path });
    if (skus.length)
      await ctx.db.insert(dealerProfitRatios).values(skus.map((s, k) => ({ dealerId: d!.id, skuId: s.id, ratio: (5 + k * 2.5 + level).toFixed(2) })));
  }
  // devices from the devices demo: four to each dealer, from the factory
  const { rows } = (await ctx.db.execute(`select id, sn from devices order by id limit ${made.length * 4}`)) as unknown as {
    rows: Array<{ id: number; sn: string }>;
  };
  for (const [i, d] of made.entries()) {
    const mine = rows.slice(i * 4, i * 4 + 4);
    if (!mine.length) break;
    await ctx.db.insert(dealerDevices).values(mine.map((r) => ({ deviceId: r.id, sn: r.sn, dealerId: d.id })));
    await ctx.db.insert(dealerShipments).values({
      serialNo: `SHDEMO${String(i + 1).padStart(4, '0')}`,
      fromDealerId: d.parentId,
      toDealerId: d.id,
      remarkType: d.parentId ? 'interDealer' : 'factory',
      operatorName: 'admin',
      sns: mine.map((r) => r.sn),
      deviceCount: mine.length,
    });
  }
  // profits: three months per dealer and SKU
  const now = new Date();
  for (const d of made)
    for (const [k, s] of skus.entries())
      for (let m = 1; m <= 3; m++) {
        const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, 1));
        const period = at.toISOString().slice(0, 7);
        const quantity = 3 + ((d.id + k + m) % 9);
        const sales = quantity * 199;
        const ratio = 5 + k * 2.5 + d.level;
        await ctx.db.insert(dealerProfits).values({
          dealerId: d.id,
          skuId: s.id,
          period,
          quantity,
          salesAmount: sales.toFixed(2),
          ratio: ratio.toFixed(2),
          profitAmount: ((sales * ratio) / 100).toFixed(2),
        });
      }
  log(`dealers: ${made.length} dealers in five levels (accounts dealer1…dealer${made.length}, password ${DEMO_DEALER_PASSWORD})`);
}
