import { SEARCH_KINDS, SEARCH_MIN_LENGTH, type TSearchHit, type TSearchQuery, type TSearchResult } from '@diagops/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { caller } from '../../platform/http/caller';
import { type SearchRow, type SearchSource, searchSources } from '../../platform/search/search-sources';

const DEFAULT_LIMIT = 5;

/**
 * One statement through every source the caller may use (its list's permission; each source applies
 * its list's data scope): the sources' queries side by side in a UNION ALL, each row tagged with its
 * source; hits ranked exact, prefix, related, then by kind. Under SEARCH_MIN_LENGTH characters
 * nothing is searched: the reply is the hint. One round trip instead of one or three a source: at 50
 * concurrent searches the database's per-statement work was where the time went (bench/search).
 */
export async function search(ctx: AppContext, req: FastifyRequest, q: TSearchQuery): Promise<TSearchResult> {
  const text = q.q.trim();
  if ([...text].length < SEARCH_MIN_LENGTH) return { hint: 'tooShort', hits: [] };
  const { permissions } = caller(req);
  const term = { text, lower: text.toLowerCase(), limit: q.limit ?? DEFAULT_LIMIT };
  const allowed = searchSources(ctx).filter((s) => permissions.has(s.permission));
  const parts = (await Promise.all(allowed.map(async (source) => ({ source, query: await source.query(req, term) })))).filter(
    (p): p is { source: SearchSource; query: SQL } => p.query !== null,
  );
  if (parts.length === 0) return { hint: null, hits: [] };
  const statement = sql.join(
    parts.map((p, i) => sql`select ${sql.raw(String(i))} as source, to_jsonb(x) as r from (${p.query}) as x`),
    sql` union all `,
  );
  const { rows } = (await ctx.db.execute(statement)) as unknown as { rows: Array<{ source: number; r: SearchRow }> };
  const order = (h: TSearchHit) => SEARCH_KINDS.indexOf(h.kind);
  const hits = parts.flatMap((p, i) =>
    p.source.present(
      rows.filter((r) => Number(r.source) === i).map((r) => r.r),
      req,
      term,
    ),
  );
  return { hint: null, hits: hits.sort((a, b) => a.rank - b.rank || order(a) - order(b)) };
}
