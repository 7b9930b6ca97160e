import type { TSearchHit, TSearchKind } from '@diagops/contracts';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** What one search asks of a source: the text as typed (trimmed), lowered, and how many hits to return. */
export type SearchTerm = { text: string; lower: string; limit: number };

/** One row a source's query selected, as JSON under the query's aliases (see `aliased`). */
export type SearchRow = Record<string, unknown>;

/**
 * What an area offers to the console-wide search (issue 37, decision 0041): the permission its own
 * list needs, a query that applies the same data scope as that list, and how its rows read as hits.
 * The search runs every allowed source's query as one part of a single statement (UNION ALL), so a
 * search is one round trip however many areas answer. An area registers its source when its routes
 * start (as periodic tasks are registered); the search asks only the sources whose permission the
 * caller holds.
 */
export type SearchSource = {
  kind: TSearchKind;
  permission: string;
  /**
   * the candidate rows, with their own order and limit; null when the term cannot match here. An SQL,
   * not a query builder: a builder is a thenable, and awaiting it would run it on its own.
   */
  query: (req: FastifyRequest, term: SearchTerm) => Promise<SQL | null> | SQL | null;
  /** the hits of the rows the query selected, in its order */
  present: (rows: SearchRow[], req: FastifyRequest, term: SearchTerm) => TSearchHit[];
};

/**
 * The owners of the devices whose SN starts with a (lowered) term, as a subquery of `customer_id`
 * and `sn` (the SN found), at most `limit`: the devices area offers it, and the customers' and
 * orders' sources join it to show the owner's records as related (the search area passes it down).
 */
export type OwnersBySn = (lower: string, limit: number) => SQL;

/** Select fields named by their keys, so that a row reads back as JSON under the same names. */
export const aliased = <K extends string>(fields: Record<K, Column | SQL>) =>
  Object.fromEntries(Object.entries<Column | SQL>(fields).map(([k, c]) => [k, sql`${c}`.as(k)])) as Record<K, SQL.Aliased>;

const registry = new WeakMap<AppContext, Map<TSearchKind, SearchSource>>();

export function registerSearchSource(ctx: AppContext, source: SearchSource): void {
  let sources = registry.get(ctx);
  if (!sources) {
    sources = new Map();
    registry.set(ctx, sources);
  }
  sources.set(source.kind, source);
}

export const searchSources = (ctx: AppContext): SearchSource[] => [...(registry.get(ctx)?.values() ?? [])];

/** A LIKE pattern for "starts with" the lowered term, with %, _ and \ taken literally. */
export const prefixPattern = (term: Pick<SearchTerm, 'lower'>) => `${term.lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Above every string that starts with the prefix, in byte order (the last code point there is). */
const TOP = String.fromCodePoint(0x10ffff);

/**
 * `expr` (lowered, with a text_pattern_ops index) starts with the lowered term. The range is
 * spelled out with the index's own operators: a LIKE whose pattern is a parameter did not use the
 * index on PostgreSQL, and a search for a common SN prefix then read the whole unique index
 * (bench/search). The LIKE keeps the match exact.
 */
export const startsWithTerm = (expr: SQL, term: Pick<SearchTerm, 'lower'>) =>
  sql`(${expr} ~>=~ ${term.lower} and ${expr} ~<~ ${term.lower + TOP} and ${expr} like ${prefixPattern(term)})`;

/** Ordered as the text_pattern_ops index is (byte order), so the index gives the first rows without a sort. */
export const inPatternOrder = (expr: SQL) => sql`${expr} using ~<~`;

/** 0 when the value is the term, 1 otherwise (a prefix or a word of it). */
export const rankOf = (value: string | null | undefined, term: SearchTerm) => (value?.toLowerCase() === term.lower ? 0 : 1);

/** The same fields as a plain select list (`col as "key", …`), for a part written as SQL (a join on a subquery). */
export const selectList = (fields: Record<string, Column | SQL>) =>
  sql.join(
    Object.entries(fields).map(([k, c]) => sql`${c} as ${sql.identifier(k)}`),
    sql`, `,
  );

/** What the search shows about a record a source found through another one: the SN that led to it. */
export const RELATED_RANK = 2;

/**
 * The hits of a source that finds records directly (`via` null) and through a related record (`via`
 * names what led there, e.g. an SN): each record once, the direct ones first at their own rank, the
 * related ones after them at RELATED_RANK, at most `limit`.
 */
export function directThenRelated<R extends { id: number; via: string | null }>(
  rows: R[],
  term: SearchTerm,
  rankDirect: (r: R) => number,
  hit: (r: R, rank: number) => TSearchHit,
): TSearchHit[] {
  const seen = new Set<number>();
  const hits: TSearchHit[] = [];
  for (const r of rows)
    if (r.via === null) {
      seen.add(r.id);
      hits.push(hit(r, rankDirect(r)));
    }
  for (const r of rows)
    if (r.via !== null && !seen.has(r.id)) {
      seen.add(r.id);
      hits.push(hit(r, RELATED_RANK));
    }
  return hits.slice(0, term.limit);
}
