import { DECLARATION_EXPORT_COLUMNS } from '@diagops/contracts';
import { sql } from 'drizzle-orm';
import { beforeEnd, beforeStart, cardFilters, cardsOnly, type Filters, inWindow, pointsFilters, productOf } from './finance.window';
import { cardMoneyEntries, reconcileCards, reconcileDeclaration, reconcileMoney } from './measures';
import type { ReportDef } from './report-frame';

const cardJoins = sql`join point_cards c on c.id = e.card_id left join customers u on u.id = e.customer_id`;
const channelName = (f: Filters) => (f.lang === 'zh-CN' ? sql`ch.name_zh` : sql`ch.name_en`);

/** Card entries of some kinds in the month, with the card, its customer and channel. */
const cardEntries = (f: Filters, kinds: string[], extra = sql``) => sql`
  select e.id as k, e.id::text as "recordNo", e.created_at as time, e.card_no as "cardNo", c.card_type as "cardType", c.face_value as "faceValue",
    e.kind, e.status_after as "statusAfter", c.status as "statusNow", u.account as customer, ${channelName(f)} as channel,
    e.order_no as "orderNo", e.reason, e.actor_name as actor
  from value_ledger e ${cardJoins} left join channels ch on ch.id = e.channel_id
  where ${cardFilters(f)} and e.kind in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )}) and ${inWindow(f)} ${extra}`;

const giftRecord: ReportDef = {
  key: 'giftRecord',
  keyset: true,
  windowed: true,
  reconcile: reconcileCards,
  source: (f) => sql`select x.*, x."statusNow" as status from (${cardEntries(f, ['gift'])}) x`,
};

/** Every movement of the gateway cards (277, 278): who took, redeemed, was sold one. */
const gatewayUsage: ReportDef = {
  key: 'gatewayUsage',
  keyset: true,
  windowed: true,
  reconcile: (db, f) => reconcileCards(db, { ...f, product: 'gateway' }),
  source: (f) =>
    sql`select x.*, x."statusAfter" as status from (${cardEntries({ ...f, product: f.product ?? 'gateway' }, ['issue', 'opening', 'sell', 'gift', 'lock', 'unlock', 'occupy', 'release', 'take', 'redeem', 'refund'], sql`and c.card_type in (277, 278)`)}) x`,
};

const cardSendDetail: ReportDef = {
  key: 'cardSendDetail',
  keyset: true,
  windowed: true,
  reconcile: reconcileCards,
  source: (f) => sql`select x.*, x."statusNow" as status from (${cardEntries(f, ['gift'])}) x`,
};

/** Movements that bring in or pay out no money: cards made, found at opening, locked, unlocked. */
const innerDetail: ReportDef = {
  key: 'innerDetail',
  keyset: true,
  windowed: true,
  reconcile: reconcileCards,
  source: (f) => sql`select x.*, x."statusAfter" as status from (${cardEntries(f, ['issue', 'opening', 'lock', 'unlock', 'occupy', 'release'])}) x`,
};

/** Sales and refunds of the month: the money in (a refund negative), channel, order. */
const cardSaleDetail: ReportDef = {
  key: 'cardSaleDetail',
  keyset: true,
  windowed: true,
  reconcile: reconcileMoney,
  source: (f) => sql`
    select m.id as k, m.id::text as "recordNo", m.created_at as time, m.card_no as "cardNo", m.card_type as "cardType", m.kind,
      ${channelName(f)} as channel, m.order_no as "orderNo", (m.sold - m.refunded)::float8 as amount, m.currency, m.actor_name as actor
    from (${cardMoneyEntries(f)}) m left join channels ch on ch.id = m.channel_id
    where m.kind in ('sell', 'take', 'refund') and ${inWindow(f, sql.raw('m.created_at'))}`,
};

/** Per product family and currency: cards sold, refunded, redeemed, gifted in the month and the money. */
const productDetail: ReportDef = {
  key: 'productDetail',
  reconcile: reconcileMoney,
  source: (f) => sql`
    select row_number() over (order by g.product, g.currency nulls first) as k, g.* from (
      select ${productOf(sql.raw('m.card_type'))} as product, max(m.currency) as currency,
        count(*) filter (where m.kind in ('sell', 'take'))::int as "soldCount", sum(m.sold)::float8 as "soldAmount",
        count(*) filter (where m.kind = 'refund')::int as "refundCount", sum(m.refunded)::float8 as "refundAmount",
        count(*) filter (where m.kind = 'redeem')::int as "redeemCount", count(*) filter (where m.kind = 'gift')::int as "giftCount",
        (sum(m.sold) - sum(m.refunded))::float8 as net
      from (${cardMoneyEntries(f)}) m
      where m.kind in ('sell', 'take', 'refund', 'redeem', 'gift') and ${inWindow(f, sql.raw('m.created_at'))}
      group by 1, coalesce(m.currency, '')
    ) g`,
};

/** Per product, card type and currency: the unused value at the month's start, sold, redeemed, refunded, breakage, unused at its end; and the points. */
const fullDeclaration: ReportDef = {
  key: 'fullDeclaration',
  reconcile: reconcileDeclaration,
  source: (f) => sql`
    select row_number() over (order by g.product = 'points', g.product, g."cardType", g.currency) as k, g.* from (
      select ${productOf(sql.raw('m.card_type'))} as product, m.card_type as "cardType", m.currency,
        coalesce(sum(m.d) filter (where ${beforeStart(f, sql.raw('m.created_at'))}), 0)::float8 as opening,
        coalesce(sum(m.sold) filter (where ${inWindow(f, sql.raw('m.created_at'))}), 0)::float8 as sold,
        coalesce(sum(m.redeemed) filter (where ${inWindow(f, sql.raw('m.created_at'))}), 0)::float8 as redeemed,
        coalesce(sum(m.refunded) filter (where ${inWindow(f, sql.raw('m.created_at'))}), 0)::float8 as refunded,
        coalesce(sum(m.breakage) filter (where ${inWindow(f, sql.raw('m.created_at'))}), 0)::float8 as breakage,
        coalesce(sum(m.d), 0)::float8 as closing
      from (${cardMoneyEntries(f)}) m
      where m.currency is not null and m.kind in ('sell', 'take', 'refund', 'redeem') and ${beforeEnd(f, sql.raw('m.created_at'))}
      group by 1, 2, 3
      ${
        cardsOnly(f)
          ? sql``
          : sql`union all
      select 'points', null, null,
        coalesce(sum(e.points) filter (where ${beforeStart(f)}), 0)::float8,
        coalesce(sum(e.points) filter (where ${inWindow(f)} and e.points > 0), 0)::float8,
        coalesce(-sum(e.points) filter (where ${inWindow(f)} and e.kind = 'debit'), 0)::float8,
        0::float8,
        coalesce(-sum(e.points) filter (where ${inWindow(f)} and e.kind = 'expire'), 0)::float8,
        coalesce(sum(e.points), 0)::float8
      from value_ledger e where ${pointsFilters(f)} and ${beforeEnd(f)}`
      }
    ) g`,
  exportAs: {
    columns: DECLARATION_EXPORT_COLUMNS,
    keyset: true,
    windowed: true,
    source: (f) => sql`
      select m.id as k, m.id::text as "recordNo", m.created_at as time, 'card' as account, m.card_no as "cardNo", m.card_type as "cardType",
        m.kind, m.currency, null::int as points, m.d as liability, m.sold, m.redeemed, m.refunded, m.breakage
      from (${cardMoneyEntries(f)}) m where ${inWindow(f, sql.raw('m.created_at'))}
      ${
        cardsOnly(f)
          ? sql``
          : sql`union all
      select e.id, e.id::text, e.created_at, 'points', null, null, e.kind, null, e.points, null, null, null, null, null
      from value_ledger e where ${pointsFilters(f)} and ${inWindow(f)}`
      }`,
  },
};

export const CARD_REPORTS = [giftRecord, gatewayUsage, fullDeclaration, productDetail, cardSaleDetail, cardSendDetail, innerDetail];
