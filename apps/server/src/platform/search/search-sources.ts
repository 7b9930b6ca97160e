import type { TSearchHit, TSearchKind } from '@diagops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** What one search asks of a source: the text as typed (trimmed), lowered, and how many hits to return. */
export type SearchTerm = { text: string; lower: string; limit: number };

/**
 * What an area offers to the console-wide search (issue 37, decision 0041): the permission its own
 * list needs, and a query that applies the same data scope as that list. An area registers its
 * source when its routes start (as periodic tasks are registered); the search asks only the sources
 * whose permission the caller holds.
 */
export type SearchSource = {
  kind: TSearchKind;
  permission: string;
  search: (req: FastifyRequest, term: SearchTerm) => Promise<TSearchHit[]>;
};

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
