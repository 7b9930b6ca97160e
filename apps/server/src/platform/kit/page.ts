import crypto from 'node:crypto';
import type { TPage } from '@diagops/contracts';
import { type AnyColumn, and, asc, Column, count, desc, is, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type DbOrTx, dbSettings } from '../db/client';

type BaseQuery = {
  current?: number;
  size?: number;
  sort?: { field: string; order: 'asc' | 'desc' } | undefined;
  exactTotal?: boolean | undefined;
  after?: number | undefined;
};
type FilterKeys<Q> = Exclude<keyof Q, 'current' | 'size' | 'sort' | 'exactTotal' | 'after'>;
type SortField<Q> = Q extends { sort?: infer S } ? (NonNullable<S> extends { field: infer F extends string } ? F : never) : never;

/**
 * A paged list: each declared filter of the request schema (pageQuery() in contracts)
 * translated to a condition on the main table, each sortable field to a column. The
 * compiler refuses a spec that forgets one; every one must be served by an index (the
 * tests check it with explainUsesIndex).
 */
export type PageSpec<Q extends BaseQuery, S = never> = {
  table: PgTable;
  /** applied to every query (e.g. del_flag = false) */
  base?: SQL;
  /**
   * The caller's data scope: an extra condition on the main table built from a scope value
   * the service resolves once per request (e.g. "this dealer's subtree"). A page that declares
   * it refuses to run without a scope (fails closed); pages without it are unchanged.
   */
  scope?: (scope: S) => SQL | undefined;
  filters: { [K in FilterKeys<Q>]-?: (value: NonNullable<Q[K]>) => SQL | undefined };
  sortable: Record<SortField<Q>, AnyColumn | SQL>;
  /** order when no sort is given; always ends with the unique tiebreak */
  defaultSort: Array<{ column: AnyColumn | SQL; order: 'asc' | 'desc' }>;
  /** a unique column that makes the order total (normally the id) */
  tiebreak: AnyColumn;
};

/** A list's total: exact, or the planner's estimate once the rows pass LIST_EXACT_TOTAL_LIMIT. */
export type PageTotal = { total: number; estimated: boolean };

type Preparable<T> = { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } };

/**
 * Runs a Drizzle query as a named prepared statement (PostgreSQL parses and plans it once
 * per connection; the name is a hash of its text, so different texts never share one).
 */
export function prepared<T>(query: Preparable<T>): Promise<T> {
  const name = `k${crypto.createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
  return query.prepare(name).execute();
}

/** A filtered list whose planner expects this many times LIST_EXACT_TOTAL_LIMIT rows or more shows the estimate without counting. */
export const ESTIMATE_ONLY_FACTOR = 10;

/** The planner's row estimate for a query (EXPLAIN, nothing runs). */
async function plannedRows(db: DbOrTx, query: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const raw = Object.values(row)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

export type PageFetch<R> = (args: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }) => Promise<R[]>;

export function definePage<Q extends BaseQuery, S = never>(spec: PageSpec<Q, S>) {
  // written into the statement as a literal: a bound parameter would keep a generic plan
  // from matching the partial indexes that carry the same predicate
  const base = spec.base ? sql`${spec.base}`.inlineParams() : undefined;
  const where = (q: Partial<Q>, scope?: S): SQL | undefined => {
    const parts: SQL[] = base ? [base] : [];
    if (spec.scope) {
      if (scope === undefined) throw new Error("a scoped page was read without the caller's scope");
      const cond = spec.scope(scope);
      if (cond) parts.push(cond);
    }
    for (const key of Object.keys(spec.filters) as Array<FilterKeys<Q>>) {
      const value = q[key];
      if (value === undefined || value === null || value === '') continue;
      const cond = spec.filters[key](value as NonNullable<Q[typeof key]>);
      if (cond) parts.push(cond);
    }
    return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : and(...parts);
  };
  const orderKeys = (q: Partial<Q>): Array<{ column: AnyColumn | SQL; order: 'asc' | 'desc' }> => {
    if (q.sort) return [{ column: spec.sortable[q.sort.field as SortField<Q>], order: q.sort.order }];
    return spec.defaultSort;
  };
  const orderBy = (q: Partial<Q>): SQL[] => {
    const dir = (c: AnyColumn | SQL, o: 'asc' | 'desc') => (o === 'asc' ? asc(c) : desc(c));
    const keys = orderKeys(q);
    return [...keys.map((k) => dir(k.column, k.order)), dir(spec.tiebreak, keys.at(-1)?.order ?? 'desc')];
  };
  /**
   * Keyset: the rows after row `afterId` in q's order, as one row comparison an index on
   * (order columns, id) serves — no rows skipped one by one as with an offset. Undefined
   * when the order mixes directions or a column may be null (then paging uses the offset).
   */
  const afterRow = (q: Partial<Q>, afterId: number): SQL | undefined => {
    const keys = orderKeys(q);
    const order = keys.at(-1)?.order ?? 'desc';
    if (!keys.every((k) => k.order === order && is(k.column, Column) && k.column.notNull)) return undefined;
    // as bigint: an id past an int4 column's range is no row (not an out-of-range error); the index still serves it
    const id = sql`${afterId}::bigint`;
    const anchor = keys.map((k) => sql`(select ${k.column} from ${spec.table} where ${spec.tiebreak} = ${id})`);
    const left = sql.join([...keys.map((k) => k.column), spec.tiebreak], sql`, `);
    const right = sql.join([...anchor, id], sql`, `);
    return order === 'desc' ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  };
  /** where and offset of one page: by keyset after row `afterId` when it can, else by offset */
  const seek = (q: Partial<Q>, afterId: number | undefined, offset: number, scope?: S): { where: SQL | undefined; offset: number } => {
    const w = where(q, scope);
    const after = afterId ? afterRow(q, afterId) : undefined;
    return after ? { where: w ? and(w, after) : after, offset: 0 } : { where: w, offset };
  };
  return {
    spec,
    where,
    orderBy,
    seek,
    /** rows matching the filters, exactly (the main table only, so it needs no joins) */
    async count(db: DbOrTx, q: Partial<Q>, scope?: S): Promise<number> {
      const [row] = await prepared(db.select({ n: count() }).from(spec.table).where(where(q, scope)));
      return Number(row?.n ?? 0);
    },
    /**
     * What a person reads above the list: exact up to LIST_EXACT_TOTAL_LIMIT rows (counting
     * stops one row past it), then the planner's estimate; exact anyway when q.exactTotal.
     * A filtered list asks the planner first: where it expects at least ESTIMATE_ONLY_FACTOR
     * times the limit, nothing is counted. Counting towards the limit walks the table in its
     * own order until enough rows match, and when the matches sit together far from its start
     * (a broad e-mail prefix over customers made in order: 585 ms at 1,000,000 rows) that reads
     * most of the table to learn only that there are more than the limit.
     */
    async total(db: DbOrTx, q: Partial<Q>, scope?: S): Promise<PageTotal> {
      const limit = dbSettings(db).exactTotalLimit;
      if (q.exactTotal || limit === 0) return { total: await this.count(db, q, scope), estimated: false };
      const w = where(q, scope);
      const matching = () => db.select({ one: sql`1` }).from(spec.table).where(w).getSQL();
      const filtered = Object.keys(spec.filters).some((k) => {
        const v = q[k as FilterKeys<Q>];
        return v !== undefined && v !== null && v !== '';
      });
      const expected = filtered ? await plannedRows(db, matching()) : null;
      if (expected !== null && expected >= limit * ESTIMATE_ONLY_FACTOR) return { total: expected, estimated: true };
      const capped = db
        .select({ one: sql`1` })
        .from(spec.table)
        .where(w)
        .limit(limit + 1)
        .as('capped');
      const [row] = await prepared(db.select({ n: count() }).from(capped));
      const n = Number(row?.n ?? 0);
      if (n <= limit) return { total: n, estimated: false };
      const planned = expected ?? (await plannedRows(db, matching()));
      return { total: Math.max(planned, n), estimated: true };
    },
    /** { records, total, totalEstimated, current, size }; fetch reads one page with whatever joins the list shows */
    async run<R>(db: DbOrTx, q: Q, fetch: PageFetch<R>, scope?: S): Promise<TPage<R>> {
      const current = q.current ?? 1;
      const size = q.size ?? 10;
      // q.after (the last row of the previous page) reads the next page by keyset
      const page = seek(q, q.after, (current - 1) * size, scope);
      // sent together: the count and the page go out on two connections at once
      const [counted, records] = await Promise.all([
        this.total(db, q, scope),
        fetch({ where: page.where, orderBy: orderBy(q), limit: size, offset: page.offset }),
      ]);
      return { records, total: counted.total, totalEstimated: counted.estimated, current, size };
    },
  };
}

/** LIKE pattern for "starts with", with %, _ and \ taken literally; matched on lower(col) so a text_pattern_ops index serves it. */
export function startsWith(column: AnyColumn | SQL, text: string): SQL {
  const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${column}) like ${pattern}`;
}
