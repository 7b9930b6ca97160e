import { DEALER_PERMISSIONS as P, type TSearchHit } from '@diagops/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { aliased, directThenRelated, inPatternOrder, rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { callerScope, dealerScopeCond } from './dealers.scope';
import { dealerDevices, dealers } from './dealers.tables';

type Row = { id: number; code: string; name: string; via: string | null };
const shown = { id: dealers.id, code: dealers.code, name: dealers.name };

/**
 * Dealers by code or name prefix, and the dealers holding a device whose SN starts with the term
 * (`via` names the SN), within the caller's dealer scope (a dealer sees its own network, a service
 * team its dealers).
 */
export const dealerSearch = (ctx: AppContext): SearchSource => ({
  kind: 'dealer',
  permission: P.dealerView.name,
  query: async (req, term) => {
    const live = and(eq(dealers.delFlag, false), dealerScopeCond(await callerScope(ctx, req)));
    const direct = ctx.db
      .select({ ...aliased(shown), via: sql<string | null>`null::text`.as('via') })
      .from(dealers)
      .where(and(live, or(startsWithTerm(sql`lower(${dealers.code})`, term), startsWithTerm(sql`lower(${dealers.name})`, term))))
      .orderBy(asc(sql`lower(${dealers.name})`))
      .limit(term.limit);
    const held = ctx.db
      .select({ dealerId: dealerDevices.dealerId, sn: dealerDevices.sn })
      .from(dealerDevices)
      .where(startsWithTerm(sql`lower(${dealerDevices.sn})`, term))
      .orderBy(inPatternOrder(sql`lower(${dealerDevices.sn})`))
      .limit(term.limit)
      .as('held');
    const related = ctx.db
      .select({ ...aliased(shown), via: sql<string>`${held.sn}`.as('via') })
      .from(held)
      .innerJoin(dealers, and(eq(dealers.id, held.dealerId), live));
    return sql`${direct} union all ${related}`;
  },
  present: (rows, _req, term) => {
    const hit = (d: Row, rank: number): TSearchHit => ({
      kind: 'dealer',
      id: String(d.id),
      title: d.name,
      subtitle: [d.code, d.via].filter(Boolean).join(' · '),
      path: `/dealerManagement/detail/${d.id}`,
      rank,
    });
    return directThenRelated(rows as Row[], term, (d) => Math.min(rankOf(d.code, term), rankOf(d.name, term)), hit);
  },
});
