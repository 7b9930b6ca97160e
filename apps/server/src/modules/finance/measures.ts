import type { TReconciliationLine } from '@diagops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { cardFilters, cardsOnly, type Filters, pointsFilters } from './finance.window';

type Sums = { currency: string | null; opening: number; movements: number; closing: number };

/**
 * The reconciliation line: one query sums the measure before the month (opening), in it
 * (movements) and before its end (closing); the difference closing − opening − movements is
 * zero by construction, and shown so that anyone can see it is.
 */
async function reconcile(db: DbOrTx, unit: TReconciliationLine['unit'], source: SQL, f: Filters): Promise<TReconciliationLine[]> {
  const from = f.from.toISOString();
  const to = f.to.toISOString();
  const res = (await db.execute(sql`
    select x.currency,
      coalesce(sum(x.d) filter (where x.created_at < ${from}::timestamptz), 0)::float8 as opening,
      coalesce(sum(x.d) filter (where x.created_at >= ${from}::timestamptz and x.created_at < ${to}::timestamptz), 0)::float8 as movements,
      coalesce(sum(x.d) filter (where x.created_at < ${to}::timestamptz), 0)::float8 as closing
    from (${source}) x group by x.currency order by x.currency nulls first`)) as unknown as { rows: Sums[] };
  const lines = res.rows.map((r) => {
    const [opening, movements, closing] = [Number(r.opening), Number(r.movements), Number(r.closing)];
    const round = (n: number) => (unit === 'money' ? Math.round(n * 100) / 100 : n);
    return {
      unit,
      currency: r.currency,
      opening: round(opening),
      movements: round(movements),
      closing: round(closing),
      difference: round(closing - opening - movements),
    };
  });
  return lines.length > 0 ? lines : [{ unit, currency: null, opening: 0, movements: 0, closing: 0, difference: 0 }];
}

/** The card's last sale before the entry (staff `sell` or a mall order's `take`): only refunds and redemptions look it up. */
const lastSale = (col: SQL) =>
  sql`select s.${col} from value_ledger s where s.card_id = e.card_id and s.kind in ('sell', 'take') and s.id < e.id order by s.id desc limit 1`;

/** Points entries (signed) of the filtered accounts. */
export const pointsMeasure = (f: Filters): SQL =>
  sql`select null::varchar as currency, e.created_at, e.points::float8 as d from value_ledger e where ${pointsFilters(f)}`;

/** Cards in circulation: issued (or found unused at opening) +1, redeemed or refunded −1. */
export const cardsMeasure = (f: Filters): SQL => sql`
  select null::varchar as currency, e.created_at,
    (case e.kind when 'issue' then 1 when 'redeem' then -1 when 'refund' then -1
      when 'opening' then (case when e.status_after in ('redeemed', 'refunded') then 0 else 1 end) else 0 end)::float8 as d
  from value_ledger e join point_cards c on c.id = e.card_id where ${cardFilters(f)}`;

/**
 * Card entries with their money: the liability change `d` (a sale — staff's `sell` or a mall
 * order's `take` at its line's price — adds its amount; a redemption
 * or a refund removes the card's sale amount), the cash refunded and the breakage (the part of a
 * refunded card's sale that is kept). Cards without a sale (gifted, issued) move no money.
 */
export const cardMoneyEntries = (f: Filters): SQL => sql`
  select x.*,
    (case x.kind when 'sell' then x.amount when 'take' then x.amount when 'refund' then -x.sale when 'redeem' then -coalesce(x.sale, 0) else 0 end)::float8 as d,
    (case when x.kind in ('sell', 'take') then x.amount else 0 end)::float8 as sold,
    (case when x.kind = 'redeem' then coalesce(x.sale, 0) else 0 end)::float8 as redeemed,
    (case when x.kind = 'refund' then x.amount else 0 end)::float8 as refunded,
    (case when x.kind = 'refund' then x.sale - x.amount else 0 end)::float8 as breakage
  from (
    select e.id, e.created_at, e.kind, e.card_no, e.card_id, e.channel_id, e.order_no, e.customer_id, e.reason, e.actor_name, e.amount,
      c.card_type, c.face_value, coalesce(e.currency, case when e.kind in ('refund', 'redeem') then (${lastSale(sql.raw('currency'))}) end) as currency,
      case when e.kind in ('refund', 'redeem') then (${lastSale(sql.raw('amount'))}) end as sale
    from value_ledger e join point_cards c on c.id = e.card_id
    where ${cardFilters(f)}
  ) x`;

export const moneyMeasure = (f: Filters): SQL =>
  sql`select m.currency, m.created_at, m.d from (${cardMoneyEntries(f)}) m where m.currency is not null and m.kind in ('sell', 'take', 'refund', 'redeem')`;

export const reconcilePoints = (db: DbOrTx, f: Filters) => reconcile(db, 'points', pointsMeasure(f), f);
export const reconcileCards = (db: DbOrTx, f: Filters) => reconcile(db, 'cards', cardsMeasure(f), f);
export const reconcileMoney = (db: DbOrTx, f: Filters) => reconcile(db, 'money', moneyMeasure(f), f);
/** The full declaration: the cards' unused money per currency and the unused points. */
export const reconcileDeclaration = async (db: DbOrTx, f: Filters) => [
  ...(await reconcileMoney(db, f)).filter((l) => l.currency !== null),
  ...(cardsOnly(f) ? [] : await reconcilePoints(db, f)),
];
/** Any source of (currency, created_at, d) rows, for areas' movements the ledger does not hold (the mall's orders). */
export const reconcileSource = (db: DbOrTx, unit: TReconciliationLine['unit'], source: SQL, f: Filters) => reconcile(db, unit, source, f);
