import { CUSTOMER_PERMISSIONS as P, type TSearchHit } from '@diagops/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { customers } from './customers.tables';
import { maskCustomerPhone } from './staff.repository';
import { canSeeFullPhone } from './staff.service';

/**
 * Customers by e-mail or account prefix, by the last digits of the phone (phone_rev), and, found
 * through the devices they own, by the SN prefix of one of them (the devices area answers which).
 * The phone is masked unless the caller may see full phones, as in the customer list.
 */
export const customerSearch = (ctx: AppContext, ownersOfSn: (term: string, limit: number) => Promise<Map<number, string>>): SearchSource => ({
  kind: 'customer',
  permission: P.customerView.name,
  search: async (req, term) => {
    const digits = /^\+?\d{4,}$/.test(term.text) ? [...term.text.replace('+', '')].reverse().join('') : null;
    const direct = await ctx.db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.delFlag, false),
          or(
            startsWithTerm(sql`lower(${customers.email})`, term),
            startsWithTerm(sql`lower(${customers.account})`, term),
            digits ? startsWithTerm(sql`${customers.phoneRev}`, { lower: digits }) : undefined,
          ),
        ),
      )
      .orderBy(asc(customers.id))
      .limit(term.limit);
    const owners = await ownersOfSn(term.lower, term.limit);
    const more = [...owners.keys()].filter((id) => !direct.some((c) => c.id === id));
    const related = more.length
      ? await ctx.db
          .select()
          .from(customers)
          .where(and(eq(customers.delFlag, false), inArray(customers.id, more)))
      : [];
    const fullPhone = canSeeFullPhone(req);
    const hit = (c: typeof customers.$inferSelect, rank: number, via: string | null): TSearchHit => {
      const phone = fullPhone ? c.phone : maskCustomerPhone(c.phone);
      return {
        kind: 'customer',
        id: String(c.id),
        title: c.email ?? c.account,
        subtitle: [c.name, phone, via].filter(Boolean).join(' · ') || null,
        path: `/brand/userInfo/detail/${c.id}`,
        rank,
      };
    };
    return [
      ...direct.map((c) => hit(c, Math.min(rankOf(c.email, term), rankOf(c.account, term)), null)),
      ...related.map((c) => hit(c, 2, owners.get(c.id) ?? null)),
    ].slice(0, term.limit);
  },
});
