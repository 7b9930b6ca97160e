import type { TPage } from '@diagops/contracts';
import { type AnyColumn, and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

type BaseQuery = { current?: number; size?: number; sort?: { field: string; order: 'asc' | 'desc' } | undefined };
type FilterKeys<Q> = Exclude<keyof Q, 'current' | 'size' | 'sort'>;
type SortField<Q> = Q extends { sort?: infer S } ? (NonNullable<S> extends { field: infer F extends string } ? F : never) : never;

/**
 * A paged list: each declared filter of the request schema (pageQuery() in contracts)
 * translated to a condition on the main table, each sortable field to a column. The
 * compiler refuses a spec that forgets one; every one must be served by an index (the
 * tests check it with explainUsesIndex).
 */
export type PageSpec<Q extends BaseQuery> = {
  table: PgTable;
  /** applied to every query (e.g. del_flag = false) */
  base?: SQL;
  filters: { [K in FilterKeys<Q>]-?: (value: NonNullable<Q[K]>) => SQL | undefined };
  sortable: Record<SortField<Q>, AnyColumn | SQL>;
  /** order when no sort is given; always ends with the unique tiebreak */
  defaultSort: Array<{ column: AnyColumn | SQL; order: 'asc' | 'desc' }>;
  /** a unique column that makes the order total (normally the id) */
  tiebreak: AnyColumn;
};

export type PageFetch<R> = (args: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }) => Promise<R[]>;

export function definePage<Q extends BaseQuery>(spec: PageSpec<Q>) {
  const where = (q: Partial<Q>): SQL | undefined => {
    const parts: SQL[] = spec.base ? [spec.base] : [];
    for (const key of Object.keys(spec.filters) as Array<FilterKeys<Q>>) {
      const value = q[key];
      if (value === undefined || value === null || value === '') continue;
      const cond = spec.filters[key](value as NonNullable<Q[typeof key]>);
      if (cond) parts.push(cond);
    }
    return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : and(...parts);
  };
  const orderBy = (q: Partial<Q>): SQL[] => {
    const dir = (c: AnyColumn | SQL, o: 'asc' | 'desc') => (o === 'asc' ? asc(c) : desc(c));
    if (q.sort) {
      const col = spec.sortable[q.sort.field as SortField<Q>];
      return [dir(col, q.sort.order), dir(spec.tiebreak, q.sort.order)];
    }
    const last = spec.defaultSort.at(-1)?.order ?? 'desc';
    return [...spec.defaultSort.map((s) => dir(s.column, s.order)), dir(spec.tiebreak, last)];
  };
  return {
    spec,
    where,
    orderBy,
    /** rows matching the filters (the main table only, so it needs no joins) */
    async count(db: DbOrTx, q: Partial<Q>): Promise<number> {
      const [row] = await db.select({ n: count() }).from(spec.table).where(where(q));
      return Number(row?.n ?? 0);
    },
    /** { records, total, current, size }; fetch reads one page with whatever joins the list shows */
    async run<R>(db: DbOrTx, q: Q, fetch: PageFetch<R>): Promise<TPage<R>> {
      const current = q.current ?? 1;
      const size = q.size ?? 10;
      const w = where(q);
      const [total, records] = await Promise.all([this.count(db, q), fetch({ where: w, orderBy: orderBy(q), limit: size, offset: (current - 1) * size })]);
      return { records, total, current, size };
    },
  };
}

/** LIKE pattern for "starts with", with %, _ and \ taken literally; matched on lower(col) so a text_pattern_ops index serves it. */
export function startsWith(column: AnyColumn | SQL, text: string): SQL {
  const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${column}) like ${pattern}`;
}
