import { CUSTOMER_PERMISSIONS as P, type TSearchHit } from '@diagops/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { aliased, directThenRelated, type OwnersBySn, rankOf, type SearchSource, selectList, startsWithTerm } from '../../platform/search/search-sources';
import { customers } from './customers.tables';
import { maskCustomerPhone } from './staff.repository';
import { canSeeFullPhone } from './staff.service';

type Row = { id: number; email: string | null; account: string; name: string | null; phone: string | null; via: string | null };
const shown = { id: customers.id, email: customers.email, account: customers.account, name: customers.name, phone: customers.phone };

/**
 * Customers by e-mail or account prefix, by the last digits of the phone (phone_rev), and, found
 * through the devices they own, by the SN prefix of one of them (the devices area's subquery; `via`
 * names the SN). The phone is masked unless the caller may see full phones, as in the customer list.
 */
export const customerSearch = (ctx: AppContext, ownersOfSn: OwnersBySn): SearchSource => ({
  kind: 'customer',
  permission: P.customerView.name,
  query: (_req, term) => {
    const digits = /^\+?\d{4,}$/.test(term.text) ? [...term.text.replace('+', '')].reverse().join('') : null;
    const direct = ctx.db
      .select({ ...aliased(shown), via: sql<string | null>`null::text`.as('via') })
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
    const related = sql`select ${selectList(shown)}, owners.sn as "via"
      from (${ownersOfSn(term.lower, term.limit)}) as owners
      join ${customers} on ${customers.id} = owners.customer_id and ${customers.delFlag} = false`;
    return sql`${direct} union all (${related})`;
  },
  present: (rows, req, term) => {
    const fullPhone = canSeeFullPhone(req);
    const hit = (c: Row, rank: number): TSearchHit => ({
      kind: 'customer',
      id: String(c.id),
      title: c.email ?? c.account,
      subtitle: [c.name, fullPhone ? c.phone : maskCustomerPhone(c.phone), c.via].filter(Boolean).join(' · ') || null,
      path: `/brand/userInfo/detail/${c.id}`,
      rank,
    });
    return directThenRelated(rows as Row[], term, (c) => Math.min(rankOf(c.email, term), rankOf(c.account, term)), hit);
  },
});
