import { CARD_PRODUCTS, type Language, type TFinanceExportQuery } from '@diagops/contracts';
import { type SQL, sql } from 'drizzle-orm';

export type Window = { from: Date; to: Date };

/** A month chosen in UTC+0 or UTC+8 (UTIL-10) as the instants [from, to). */
export function monthWindow(month: string, zone: number): Window {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const shift = zone * 3_600_000;
  return { from: new Date(Date.UTC(y, m - 1, 1) - shift), to: new Date(Date.UTC(y, m, 1) - shift) };
}

export type Filters = TFinanceExportQuery & Window & { lang: Language };

/** Whether a filter narrows to cards (product, card type, channel): points then have no place in the report. */
export const cardsOnly = (f: Filters) => Boolean(f.product || f.cardType || f.channelId);

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** e.created_at in the window */
export const inWindow = (f: Window, col = sql.raw('e.created_at')) => sql`${col} >= ${ts(f.from)} and ${col} < ${ts(f.to)}`;
export const beforeEnd = (f: Window, col = sql.raw('e.created_at')) => sql`${col} < ${ts(f.to)}`;
export const beforeStart = (f: Window, col = sql.raw('e.created_at')) => sql`${col} < ${ts(f.from)}`;

/** The card filters on a card entry `e` joined to its card `c`: type, product (card types), channel, customer. */
export function cardFilters(f: Filters): SQL {
  const parts: SQL[] = [sql`e.account = 'card'`];
  if (f.cardType) parts.push(sql`c.card_type = ${f.cardType}`);
  if (f.product)
    parts.push(
      sql`c.card_type in (${sql.join(
        [...CARD_PRODUCTS[f.product]].map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  if (f.channelId) parts.push(sql`e.channel_id = ${f.channelId}`);
  if (f.customerId) parts.push(sql`e.customer_id = ${f.customerId}`);
  return sql.join(parts, sql` and `);
}

/** The points filters on a points entry `e`: the customer (points have no product, channel or card type). */
export function pointsFilters(f: Filters): SQL {
  return f.customerId ? sql`e.account = 'points' and e.customer_id = ${f.customerId}` : sql`e.account = 'points'`;
}

/** The SQL that names a card type's product family (the reports' product column). */
export const productOf = (col: SQL) =>
  sql`case ${sql.join(
    Object.entries(CARD_PRODUCTS).map(([k, types]) => sql`when ${col} in (${sql.raw(types.join(', '))}) then ${sql.raw(`'${k}'`)}`),
    sql` `,
  )} else 'other' end`;
