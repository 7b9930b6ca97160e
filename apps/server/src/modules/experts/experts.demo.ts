import { EXPERT_ORDER_STATUSES, EXPERT_SERVICE_TYPES, passwordIntensity, type TExpertOrderStatus } from '@diagops/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/security/password-hash';
import { setUserRoles } from '../roles';
import { insertAccount, userIdByUsername } from '../users';
import { ensureExpertRole } from './experts.role';
import { expertOrders, experts } from './experts.tables';

/** The demo experts' password (they sign in as expert.wang, expert.li, expert.smith, expert.garcia). */
export const DEMO_EXPERT_PASSWORD = 'Expert@2024x';
const EXPERTS = [
  { account: 'expert.wang', name: '王建国', nickname: '老王', phone: '13800000001', brands: ['Toyota', 'Honda', 'BYD'], start: 2008 },
  { account: 'expert.li', name: '李敏', nickname: null, phone: '13800000002', brands: ['Volkswagen', 'Audi'], start: 2014 },
  { account: 'expert.smith', name: 'John Smith', nickname: 'Johnny', phone: '13800000003', brands: ['Ford', 'GM', 'Tesla'], start: 2011 },
  { account: 'expert.garcia', name: 'Maria Garcia', nickname: null, phone: '13800000004', brands: ['BMW', 'Mercedes-Benz'], start: 2018 },
];
const VEHICLES = ['Toyota Camry 2019', '大众 帕萨特 2021', 'BMW X5 2018', '比亚迪 汉 EV 2022', 'Ford F-150 2020', 'Tesla Model 3 2021'];
const CONTENT = [
  '发动机故障灯常亮，读取到 P0301',
  'ABS light on after a wheel-speed sensor change',
  '需要对新换的变速箱控制单元编程',
  'Key programming for a replacement fob',
];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vin = (i: number) => Array.from({ length: 17 }, (_, k) => VIN_CHARS[(i * 7 + k * 13) % VIN_CHARS.length]).join('');

/** seed:demo — four experts with console accounts, and orders in every state (three of each) for the first customers. */
export async function seedExpertsDemo(ctx: AppContext): Promise<void> {
  // safe to run again: the first demo expert marks a database already seeded
  const [seeded] = await ctx.db.select({ id: experts.id }).from(experts).where(eq(experts.account, EXPERTS[0]!.account));
  if (seeded) return;
  const roleId = await ensureExpertRole(ctx.db);
  const hash = await hashPassword(DEMO_EXPERT_PASSWORD);
  const now = ctx.clock.now();
  const ids: number[] = [];
  for (const e of EXPERTS) {
    const userId =
      (await userIdByUsername(ctx.db, e.account)) ??
      (
        await insertAccount(ctx.db, {
          username: e.account,
          realName: e.name,
          passwordHash: hash,
          email: `${e.account}@example.com`,
          phone: e.phone,
          userType: 'expert',
          pwdIntensity: passwordIntensity(DEMO_EXPERT_PASSWORD),
        })
      ).id;
    await setUserRoles(ctx.db, userId, [roleId]);
    const [row] = await ctx.db
      .insert(experts)
      .values({
        userId,
        account: e.account,
        name: e.name,
        nickname: e.nickname,
        email: `${e.account}@example.com`,
        phone: e.phone,
        goodBrands: e.brands,
        experienceStartYear: e.start,
        favourites: (e.start % 7) + 2,
      })
      .returning({ id: experts.id });
    ids.push(row!.id);
  }
  const customers = (await ctx.db.execute<{ id: number }>(sql`select id from customers where del_flag = false order by id limit 20`)) as unknown as {
    rows: { id: number }[];
  };
  const customerIds = customers.rows.map((r) => Number(r.id));
  if (customerIds.length === 0) return;
  let i = 0;
  const rows: Array<typeof expertOrders.$inferInsert> = [];
  for (const status of EXPERT_ORDER_STATUSES as readonly TExpertOrderStatus[]) {
    for (let k = 0; k < 3; k++, i++) {
      const created = new Date(now - (i + 1) * 5 * 3_600_000);
      const completed = status === 'completed';
      rows.push({
        orderNo: `EO${created.toISOString().replace(/\D/g, '').slice(2, 14)}${String(1000 + i)}`,
        expertId: ids[i % ids.length]!,
        customerId: customerIds[i % customerIds.length]!,
        status,
        vehicleInfo: VEHICLES[i % VEHICLES.length]!,
        vin: vin(i),
        serviceType: EXPERT_SERVICE_TYPES[i % EXPERT_SERVICE_TYPES.length]!,
        content: CONTENT[i % CONTENT.length]!,
        appointmentAt: new Date(created.getTime() + 86_400_000),
        rating: completed && k < 2 ? 4 + (k % 2) : null,
        ratedAt: completed && k < 2 ? new Date(created.getTime() + 3 * 86_400_000) : null,
        reason: status === 'cancelled' ? 'Customer changed plans / 客户取消' : null,
        completedAt: completed ? new Date(created.getTime() + 2 * 86_400_000) : null,
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  await ctx.db.insert(expertOrders).values(rows);
  // the profile counters follow the orders
  await ctx.db.execute(sql`
    update experts e set
      orders_completed = (select count(*) from expert_orders o where o.expert_id = e.id and o.status = 'completed'),
      rating_count = (select count(*) from expert_orders o where o.expert_id = e.id and o.rating is not null),
      rating = coalesce((select round(avg(o.rating)::numeric, 2) from expert_orders o where o.expert_id = e.id and o.rating is not null), 0)
    where e.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
