import type { DashboardKind, TDashboard, TDashboardQuery, TDashboardText, TDashboardTile } from '@diagops/contracts';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { customerCounts, customerTotal } from '../customers';
import { deviceCounts, deviceStatusCounts } from '../devices';
import { expertOrderCounts } from '../experts';
import { feedbackCounts, feedbackResolveHours } from '../feedback';
import { cardEntryCounts } from '../ledger';
import { productModelNamesView } from '../products';
import { reportCounts } from '../reports';
import { activeDevicesPerDay, eventCounts } from '../tracking';
import { categoryChart, monthChart, perMonth, sum } from './dashboard.charts';
import { CUSTOMER_SOURCE, countryLabel, DEVICE_STATUS, FEEDBACK_STATUS, FEEDBACK_TYPE, LEDGER_KIND, labelOf, REPORT_KIND } from './dashboard.labels';
import { checkMonth, type MonthWindow, monthsUpTo, monthWindow } from './dashboard.window';

export const DASHBOARD_TITLES: Record<DashboardKind, TDashboardText> = {
  current: ['数据大屏', 'Dashboard'],
  product: ['产品数据详情', 'Product dashboard'],
  sale: ['销售数据详情', 'Sales dashboard'],
  user: ['用户数据详情', 'User dashboard'],
  aftersale: ['售后数据详情', 'After-sales dashboard'],
};
const COUNT: TDashboardText = ['数量', 'Count'];
const MONTHS = 12;

type Scope = { ctx: AppContext; db: DbOrTx; month: MonthWindow; year: MonthWindow; months: string[] };
type Part = { tiles: TDashboardTile[]; charts: TDashboard['charts'] };

const tile = (key: string, label: TDashboardText, value: number, unit?: TDashboardText): TDashboardTile => ({ key, label, value, ...(unit ? { unit } : {}) });

async function modelLabels(db: DbOrTx, ids: Array<string | null>): Promise<(key: string | null) => TDashboardText> {
  const numeric = ids.filter((k): k is string => k !== null).map(Number);
  const rows = numeric.length ? await db.select().from(productModelNamesView).where(inArray(productModelNamesView.id, numeric)) : [];
  const names = new Map(rows.map((r) => [String(r.id), [r.nameZh, r.nameEn] as TDashboardText]));
  return (key) => (key === null ? ['未指定型号', 'No model'] : (names.get(key) ?? [key, key]));
}

/** The days of the month (YYYY-MM-DD): the tracking rollups are kept per UTC day. */
function daysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const n = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** Devices active and events received per day of the month, from the tracking area's rollups (never its raw events). */
async function trackingByDay(s: Scope) {
  const days = daysOf(s.months.at(-1)!);
  const range = { from: days[0]!, to: days.at(-1)! };
  const [active, events] = await Promise.all([activeDevicesPerDay(s.ctx, range), eventCounts(s.ctx, { ...range, groupBy: 'day' })]);
  const activeAt = new Map(active.map((r) => [r.day, r.devices]));
  const eventsAt = new Map(events.map((r) => [r.key, r.events]));
  return {
    events: events.reduce((a, r) => a + r.events, 0),
    chart: {
      key: 'trackingByDay',
      kind: 'line' as const,
      title: ['每日活跃设备与埋点事件', 'Active devices and tracked events per day'] as TDashboardText,
      xName: ['日期（UTC）', 'Day (UTC)'] as TDashboardText,
      dimensions: days.map((d) => ({ key: d, label: [d.slice(5), d.slice(5)] as TDashboardText })),
      series: [
        { key: 'devices', label: ['活跃设备', 'Active devices'] as TDashboardText, values: days.map((d) => activeAt.get(d) ?? 0) },
        { key: 'events', label: ['事件', 'Events'] as TDashboardText, values: days.map((d) => eventsAt.get(d) ?? 0) },
      ],
    },
  };
}

async function product(s: Scope): Promise<Part> {
  const [byModel, active12, bound12, statuses, tracking] = await Promise.all([
    deviceCounts(s.db, s.month, 'activation', 'model'),
    deviceCounts(s.db, s.year, 'activation', 'month'),
    deviceCounts(s.db, s.year, 'bind', 'month'),
    deviceStatusCounts(s.db),
    trackingByDay(s),
  ]);
  const names = await modelLabels(
    s.db,
    byModel.map((r) => r.key),
  );
  const month = s.months.at(-1)!;
  return {
    tiles: [
      tile('activations', ['本月激活设备', 'Devices activated this month'], sum(byModel)),
      tile('bindings', ['本月绑定设备', 'Devices bound this month'], perMonth(bound12, [month], (r) => r.n)[0]!),
      tile('devices', ['设备总数', 'Devices in all'], sum(statuses)),
      tile('events', ['本月埋点事件', 'Tracked events this month'], tracking.events),
    ],
    charts: [
      categoryChart('activationsByModel', 'bar', ['本月各型号激活设备', 'Activations by product model this month'], byModel, names, COUNT, [
        '产品型号',
        'Product model',
      ]),
      monthChart('activationsByMonth', 'line', ['每月激活与绑定设备', 'Devices activated and bound per month'], s.months, [
        { key: 'activated', label: ['激活', 'Activated'], values: perMonth(active12, s.months, (r) => r.n) },
        { key: 'bound', label: ['绑定', 'Bound'], values: perMonth(bound12, s.months, (r) => r.n) },
      ]),
      categoryChart('devicesByStatus', 'pie', ['设备状态分布', 'Devices by status'], statuses, (k) => labelOf(DEVICE_STATUS, k), COUNT),
      tracking.chart,
    ],
  };
}

async function sale(s: Scope): Promise<Part> {
  const [sold12, refunds12, kinds] = await Promise.all([
    cardEntryCounts(s.db, s.year, 'month', 'sell'),
    cardEntryCounts(s.db, s.year, 'month', 'refund'),
    cardEntryCounts(s.db, s.month, 'kind'),
  ]);
  const kind = (k: string) => kinds.find((r) => r.key === k) ?? { n: 0, amount: 0 };
  return {
    tiles: [
      tile('cardsSold', ['本月售出卡', 'Cards sold this month'], kind('sell').n),
      tile('salesAmount', ['本月销售额', 'Sales this month'], kind('sell').amount),
      tile('refunds', ['本月退款', 'Refunds this month'], kind('refund').n),
      tile('redemptions', ['本月兑换', 'Redemptions this month'], kind('redeem').n),
    ],
    charts: [
      monthChart('salesByMonth', 'bar', ['每月售卡与退款', 'Cards sold and refunded per month'], s.months, [
        { key: 'sold', label: ['售出', 'Sold'], values: perMonth(sold12, s.months, (r) => r.n) },
        { key: 'refunded', label: ['退款', 'Refunded'], values: perMonth(refunds12, s.months, (r) => r.n) },
      ]),
      monthChart(
        'amountByMonth',
        'line',
        ['每月销售额', 'Sales amount per month'],
        s.months,
        [{ key: 'amount', label: ['销售额', 'Sales'], values: perMonth(sold12, s.months, (r) => r.amount) }],
        ['金额', 'Amount'],
      ),
      categoryChart('entriesByKind', 'pie', ['本月卡流水类型', 'Card entries by kind this month'], kinds, (k) => labelOf(LEDGER_KIND, k), COUNT),
    ],
  };
}

async function user(s: Scope): Promise<Part> {
  const [byCountry, byMonth, bySource, total] = await Promise.all([
    customerCounts(s.db, s.month, 'country'),
    customerCounts(s.db, s.year, 'month'),
    customerCounts(s.db, s.month, 'source'),
    customerTotal(s.db, s.month.to),
  ]);
  return {
    tiles: [
      tile('registrations', ['本月新注册用户', 'Customers registered this month'], sum(byCountry)),
      tile('customers', ['用户总数', 'Customers in all'], total),
    ],
    charts: [
      categoryChart('registrationsByCountry', 'bar', ['本月各国家注册用户', 'Registrations by country this month'], byCountry, countryLabel, COUNT, [
        '国家',
        'Country',
      ]),
      monthChart('registrationsByMonth', 'line', ['每月注册用户', 'Registrations per month'], s.months, [
        { key: 'registered', label: ['注册', 'Registered'], values: perMonth(byMonth, s.months, (r) => r.n) },
      ]),
      categoryChart(
        'registrationsBySource',
        'pie',
        ['本月注册来源', 'Registrations by source this month'],
        bySource,
        (k) => labelOf(CUSTOMER_SOURCE, k),
        COUNT,
      ),
    ],
  };
}

async function aftersale(s: Scope): Promise<Part> {
  const [byType, byStatus, byMonth, resolved, orders12, reports12] = await Promise.all([
    feedbackCounts(s.db, s.month, 'type'),
    feedbackCounts(s.db, s.month, 'status'),
    feedbackCounts(s.db, s.year, 'month'),
    feedbackResolveHours(s.db, s.year),
    expertOrderCounts(s.db, s.year, 'month'),
    reportCounts(s.db, s.year),
  ]);
  const month = s.months.at(-1)!;
  const resolvedNow = resolved.find((r) => r.key === month);
  const kinds = Object.keys(REPORT_KIND);
  return {
    tiles: [
      tile('feedback', ['本月售后反馈', 'After-sales items this month'], sum(byType)),
      tile('resolved', ['本月已解决', 'Resolved this month'], resolvedNow?.n ?? 0),
      tile('resolveHours', ['平均解决用时', 'Mean time to resolve'], Math.round((resolvedNow?.hours ?? 0) * 10) / 10, ['小时', 'hours']),
      tile('remoteOrders', ['本月远程诊断订单', 'Remote diagnosis orders this month'], perMonth(orders12, [month], (r) => r.n)[0]!),
      tile('reports', ['本月设备上传报告', 'Reports uploaded this month'], sum(reports12.filter((r) => r.month === month))),
    ],
    charts: [
      categoryChart('feedbackByType', 'bar', ['本月售后类型', 'After-sales items by type this month'], byType, (k) => labelOf(FEEDBACK_TYPE, k), COUNT, [
        '类型',
        'Type',
      ]),
      categoryChart('feedbackByStatus', 'pie', ['本月售后状态', 'After-sales items by status this month'], byStatus, (k) => labelOf(FEEDBACK_STATUS, k), COUNT),
      monthChart('feedbackByMonth', 'bar', ['每月售后量与远程诊断订单', 'After-sales items and remote diagnosis orders per month'], s.months, [
        { key: 'feedback', label: ['售后反馈', 'After-sales items'], values: perMonth(byMonth, s.months, (r) => r.n) },
        { key: 'remoteOrders', label: ['远程诊断订单', 'Remote diagnosis orders'], values: perMonth(orders12, s.months, (r) => r.n) },
      ]),
      monthChart(
        'resolveHoursByMonth',
        'line',
        ['每月平均解决用时', 'Mean time to resolve per month'],
        s.months,
        [{ key: 'hours', label: ['小时', 'Hours'], values: perMonth(resolved, s.months, (r) => Math.round(r.hours * 10) / 10) }],
        ['小时', 'Hours'],
      ),
      monthChart(
        'reportsByMonth',
        'bar',
        ['每月设备上传的报告', 'Reports uploaded by devices per month'],
        s.months,
        kinds.map((kind) => ({
          key: kind,
          label: labelOf(REPORT_KIND, kind),
          values: perMonth(
            reports12.filter((r) => r.kind === kind).map((r) => ({ key: r.month, n: r.n })),
            s.months,
            (r) => r.n,
          ),
        })),
      ),
    ],
  };
}

/** The current screen: the month's totals of every detail and one chart of each. */
async function current(s: Scope): Promise<Part> {
  const [p, sa, u, a] = await Promise.all([product(s), sale(s), user(s), aftersale(s)]);
  const pick = (part: Part, keys: string[]) => part.tiles.filter((t) => keys.includes(t.key));
  const chart = (part: Part, key: string) => part.charts.find((c) => c.key === key)!;
  return {
    tiles: [
      ...pick(p, ['activations']),
      ...pick(u, ['registrations', 'customers']),
      ...pick(sa, ['cardsSold']),
      ...pick(a, ['feedback', 'remoteOrders', 'reports']),
    ],
    charts: [
      chart(p, 'activationsByMonth'),
      chart(p, 'trackingByDay'),
      chart(u, 'registrationsByMonth'),
      chart(sa, 'salesByMonth'),
      chart(a, 'feedbackByType'),
    ],
  };
}

const BUILDERS: Record<DashboardKind, (s: Scope) => Promise<Part>> = { current, product, sale, user, aftersale };

/**
 * A dashboard for a month in UTC+0 or UTC+8 (UTIL-10): the month's totals and charts, and the 12
 * months up to it for charts over time. Read through the front doors of the areas it counts.
 */
export async function buildDashboard(ctx: AppContext, kind: DashboardKind, q: TDashboardQuery): Promise<TDashboard> {
  checkMonth(q.month, q.zone, ctx.clock.now());
  const months = monthsUpTo(q.month, MONTHS);
  const month = monthWindow(q.month, q.zone);
  const year = { ...monthWindow(months[0]!, q.zone), to: month.to };
  const part = await BUILDERS[kind]({ ctx, db: ctx.db, month, year, months });
  return {
    kind,
    title: DASHBOARD_TITLES[kind],
    month: q.month,
    zone: q.zone,
    from: month.from.toISOString(),
    to: month.to.toISOString(),
    ...part,
  };
}
