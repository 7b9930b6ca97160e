import { MALL_ORDER_DETAIL_PATH, MALL_ORDER_PERMISSION, type TSearchHit } from '@diagops/contracts';
import { desc, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { aliased, directThenRelated, type OwnersBySn, rankOf, type SearchSource, selectList, startsWithTerm } from '../../platform/search/search-sources';
import { mallOrders } from './mall.tables';

type Row = { id: number; orderNo: string; email: string | null; account: string | null; summary: string | null; via: string | null };
const shown = {
  id: mallOrders.id,
  orderNo: mallOrders.orderNo,
  email: mallOrders.customerEmail,
  account: mallOrders.customerAccount,
  summary: mallOrders.summary,
};

/**
 * Mall orders by number prefix (numbers are upper case: MO…) or the customer's e-mail prefix (both
 * indexed), newest first, and the newest orders of the owners of the devices whose SN starts with
 * the term (`via` names the SN), as the order list shows them to anyone who may open it.
 */
export const orderSearch = (ctx: AppContext, ownersOfSn: OwnersBySn): SearchSource => ({
  kind: 'order',
  permission: MALL_ORDER_PERMISSION.view,
  query: (_req, term) => {
    const direct = ctx.db
      .select({ ...aliased(shown), via: sql<string | null>`null::text`.as('via') })
      .from(mallOrders)
      .where(or(startsWithTerm(sql`${mallOrders.orderNo}`, { lower: term.text.toUpperCase() }), startsWithTerm(sql`${mallOrders.customerEmail}`, term)))
      .orderBy(desc(mallOrders.createdAt))
      .limit(term.limit);
    const related = sql`select ${selectList(shown)}, owners.sn as "via"
      from (${ownersOfSn(term.lower, term.limit)}) as owners
      join ${mallOrders} on ${mallOrders.customerId} = owners.customer_id
      order by ${mallOrders.createdAt} desc limit ${term.limit}`;
    return sql`${direct} union all (${related})`;
  },
  present: (rows, _req, term) => {
    const hit = (o: Row, rank: number): TSearchHit => ({
      kind: 'order',
      id: String(o.id),
      title: o.orderNo,
      subtitle: [o.email ?? o.account, o.summary, o.via].filter(Boolean).join(' · ') || null,
      path: MALL_ORDER_DETAIL_PATH.replace('{orderNo}', encodeURIComponent(o.orderNo)),
      rank,
    });
    return directThenRelated(rows as Row[], term, (o) => Math.min(rankOf(o.orderNo, term), rankOf(o.email, term)), hit);
  },
});
