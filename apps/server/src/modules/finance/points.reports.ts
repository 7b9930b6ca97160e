import { sql } from 'drizzle-orm';
import { beforeEnd, beforeStart, type Filters, inWindow, pointsFilters } from './finance.window';
import { reconcilePoints } from './measures';
import type { ReportDef } from './report-frame';

const to = (f: Filters) => sql`${f.to.toISOString()}::timestamptz`;
const customerJoin = sql`left join customers u on u.id = e.customer_id`;
/** what a spend or an expiry drew from: "#award:points, …" */
const draws = sql`(select string_agg('#' || p.award_id || ':' || p.points, ', ' order by p.id) from points_allocations p where p.entry_id = e.id)`;

/** Per customer: opening, obtained, used, expired and closing points of the month. */
const pointsList: ReportDef = {
  key: 'pointsList',
  reconcile: reconcilePoints,
  source: (f) => sql`
    select e.customer_id as k, max(u.account) as customer,
      coalesce(sum(e.points) filter (where ${beforeStart(f)}), 0)::int as opening,
      coalesce(sum(e.points) filter (where ${inWindow(f)} and e.points > 0), 0)::int as obtained,
      coalesce(-sum(e.points) filter (where ${inWindow(f)} and e.kind = 'debit'), 0)::int as used,
      coalesce(-sum(e.points) filter (where ${inWindow(f)} and e.kind = 'expire'), 0)::int as expired,
      coalesce(sum(e.points), 0)::int as closing
    from value_ledger e ${customerJoin}
    where ${pointsFilters(f)} and ${beforeEnd(f)}
    group by e.customer_id
    having coalesce(sum(e.points), 0) <> 0 or count(*) filter (where ${inWindow(f)}) > 0`,
};

/** Every points entry of the month; with a record number: that entry, what it drew from and what drew from it (any month). */
const pointsDetail: ReportDef = {
  key: 'pointsDetail',
  keyset: true,
  windowed: true,
  reconcile: reconcilePoints,
  source: (f) => sql`
    select e.id as k, e.id::text as "recordNo", e.created_at as time, u.account as customer, e.kind, e.points,
      e.rule_code as rule, e.expires_at as "expiresAt", ${draws} as draws, e.reason, e.actor_name as actor
    from value_ledger e ${customerJoin}
    where ${pointsFilters(f)} and ${
      f.recordNo
        ? sql`(e.id = ${f.recordNo} or e.id in (select p.entry_id from points_allocations p where p.award_id = ${f.recordNo})
            or e.id in (select p.award_id from points_allocations p where p.entry_id = ${f.recordNo}))`
        : inWindow(f)
    }`,
};

/** Awards of the month with what has been used of them, what expired and the rest. */
const pointsObtained: ReportDef = {
  key: 'pointsObtained',
  keyset: true,
  windowed: true,
  reconcile: reconcilePoints,
  source: (f) => sql`
    select e.id as k, e.id::text as "recordNo", e.created_at as time, u.account as customer, e.rule_code as rule, e.points,
      e.expires_at as "expiresAt", a.used, a.expired, (e.points - a.used - a.expired)::int as remaining
    from value_ledger e ${customerJoin}
    cross join lateral (
      select coalesce(sum(p.points) filter (where d.kind = 'debit'), 0)::int as used, coalesce(sum(p.points) filter (where d.kind = 'expire'), 0)::int as expired
      from points_allocations p join value_ledger d on d.id = p.entry_id where p.award_id = e.id
    ) a
    where ${pointsFilters(f)} and e.points > 0 and e.kind in ('credit', 'opening') and ${inWindow(f)}`,
};

/** Spends of the month, each with the awards it drew from. */
const pointsUsage: ReportDef = {
  key: 'pointsUsage',
  keyset: true,
  windowed: true,
  reconcile: reconcilePoints,
  source: (f) => sql`
    select e.id as k, e.id::text as "recordNo", e.created_at as time, u.account as customer, e.kind, -e.points as points,
      ${draws} as draws, e.reason, e.actor_name as actor
    from value_ledger e ${customerJoin}
    where ${pointsFilters(f)} and e.kind = 'debit' and ${inWindow(f)}`,
};

/** Awards with an unused rest at the month's end (the points liability), with their expiry. */
const pointsInventory: ReportDef = {
  key: 'pointsInventory',
  keyset: true,
  reconcile: reconcilePoints,
  source: (f) => sql`
    select * from (
      select e.id as k, e.id::text as "recordNo", u.account as customer, e.rule_code as rule, e.created_at as "awardedAt",
        e.expires_at as "expiresAt", e.points,
        (e.points - coalesce((select sum(p.points) from points_allocations p where p.award_id = e.id and p.created_at < ${to(f)}), 0))::int as remaining
      from value_ledger e ${customerJoin}
      where ${pointsFilters(f)} and e.points > 0 and e.kind in ('credit', 'opening') and ${beforeEnd(f)}
    ) x where x.remaining > 0`,
};

/** The rules with what their awards did in the month: awarded, used, expired, and unused at its end. */
const pointsRules: ReportDef = {
  key: 'pointsRules',
  reconcile: reconcilePoints,
  source: (f) => {
    const cust = (col: string) => (f.customerId ? sql`and ${sql.raw(col)} = ${f.customerId}` : sql``);
    return sql`
    select r.id as k, r.code, ${f.lang === 'zh-CN' ? sql`r.name_zh` : sql`r.name_en`} as name, r.validity_days as "validityDays",
      coalesce(aw.n, 0)::int as awarded, coalesce(us.used, 0)::int as used, coalesce(us.expired, 0)::int as expired, coalesce(inv.n, 0)::int as outstanding
    from points_rules r
    left join lateral (
      select sum(e.points) as n from value_ledger e
      where e.account = 'points' and e.rule_code = r.code and e.points > 0 and ${inWindow(f)} ${cust('e.customer_id')}
    ) aw on true
    left join lateral (
      select sum(p.points) filter (where d.kind = 'debit') as used, sum(p.points) filter (where d.kind = 'expire') as expired
      from points_allocations p join value_ledger a on a.id = p.award_id join value_ledger d on d.id = p.entry_id
      where a.rule_code = r.code and ${inWindow(f, sql.raw('p.created_at'))} ${cust('p.customer_id')}
    ) us on true
    left join lateral (
      select sum(a.points - coalesce((select sum(p.points) from points_allocations p where p.award_id = a.id and p.created_at < ${to(f)}), 0)) as n
      from value_ledger a where a.account = 'points' and a.rule_code = r.code and a.points > 0 and ${beforeEnd(f, sql.raw('a.created_at'))} ${cust('a.customer_id')}
    ) inv on true`;
  },
};

/** Per customer: cards gifted and redeemed, the points they gave, and the points' month. */
const userDimension: ReportDef = {
  key: 'userDimension',
  reconcile: reconcilePoints,
  source: (f) => sql`
    select e.customer_id as k, max(u.account) as customer,
      count(*) filter (where e.account = 'card' and e.kind = 'gift' and ${inWindow(f)})::int as "cardsGifted",
      count(*) filter (where e.account = 'card' and e.kind = 'redeem' and ${inWindow(f)})::int as "cardsRedeemed",
      coalesce(sum(e.points) filter (where e.account = 'card' and e.kind = 'redeem' and ${inWindow(f)}), 0)::int as "cardPoints",
      coalesce(sum(e.points) filter (where e.account = 'points' and e.points > 0 and ${inWindow(f)}), 0)::int as obtained,
      coalesce(-sum(e.points) filter (where e.account = 'points' and e.kind = 'debit' and ${inWindow(f)}), 0)::int as used,
      coalesce(-sum(e.points) filter (where e.account = 'points' and e.kind = 'expire' and ${inWindow(f)}), 0)::int as expired,
      coalesce(sum(e.points) filter (where e.account = 'points'), 0)::int as closing
    from value_ledger e ${customerJoin}
    where e.customer_id is not null and ${beforeEnd(f)} ${f.customerId ? sql`and e.customer_id = ${f.customerId}` : sql``}
    group by e.customer_id
    having count(*) filter (where ${inWindow(f)}) > 0 or coalesce(sum(e.points) filter (where e.account = 'points'), 0) <> 0`,
};

export const POINTS_REPORTS = [pointsList, pointsDetail, pointsObtained, pointsUsage, pointsInventory, pointsRules, userDimension];
