import { DEALER_PERMISSIONS as P, type TSearchHit } from '@diagops/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { inPatternOrder, rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { callerScope, dealerScopeCond } from './dealers.scope';
import { dealerDevices, dealers } from './dealers.tables';

/**
 * Dealers by code or name prefix, and the dealers holding a device whose SN starts with the term,
 * within the caller's dealer scope (a dealer sees its own network, a service team its dealers).
 */
export const dealerSearch = (ctx: AppContext): SearchSource => ({
  kind: 'dealer',
  permission: P.dealerView.name,
  search: async (req, term) => {
    const scope = dealerScopeCond(await callerScope(ctx, req));
    const live = and(eq(dealers.delFlag, false), scope);
    const direct = await ctx.db
      .select({ id: dealers.id, code: dealers.code, name: dealers.name })
      .from(dealers)
      .where(and(live, or(startsWithTerm(sql`lower(${dealers.code})`, term), startsWithTerm(sql`lower(${dealers.name})`, term))))
      .orderBy(asc(sql`lower(${dealers.name})`))
      .limit(term.limit);
    const held = await ctx.db
      .select({ dealerId: dealerDevices.dealerId, sn: dealerDevices.sn })
      .from(dealerDevices)
      .where(startsWithTerm(sql`lower(${dealerDevices.sn})`, term))
      .orderBy(inPatternOrder(sql`lower(${dealerDevices.sn})`))
      .limit(term.limit);
    const viaSn = new Map(held.filter((h) => !direct.some((d) => d.id === h.dealerId)).map((h) => [h.dealerId, h.sn]));
    const related = viaSn.size
      ? await ctx.db
          .select({ id: dealers.id, code: dealers.code, name: dealers.name })
          .from(dealers)
          .where(and(live, inArray(dealers.id, [...viaSn.keys()])))
      : [];
    const hit = (d: { id: number; code: string; name: string }, rank: number, via: string | null): TSearchHit => ({
      kind: 'dealer',
      id: String(d.id),
      title: d.name,
      subtitle: [d.code, via].filter(Boolean).join(' · '),
      path: `/dealerManagement/detail/${d.id}`,
      rank,
    });
    return [
      ...direct.map((d) => hit(d, Math.min(rankOf(d.code, term), rankOf(d.name, term)), null)),
      ...related.map((d) => hit(d, 2, viaSn.get(d.id) ?? null)),
    ].slice(0, term.limit);
  },
});
