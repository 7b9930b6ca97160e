import { SEARCH_KINDS, SEARCH_MIN_LENGTH, type TSearchHit, type TSearchQuery, type TSearchResult } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { caller } from '../../platform/http/caller';
import { searchSources } from '../../platform/search/search-sources';

const DEFAULT_LIMIT = 5;

/**
 * One query through every source the caller may use (its list's permission; each source applies
 * its list's data scope), side by side; hits ranked exact, prefix, related, then by kind. Under
 * SEARCH_MIN_LENGTH characters nothing is searched: the reply is the hint.
 */
export async function search(ctx: AppContext, req: FastifyRequest, q: TSearchQuery): Promise<TSearchResult> {
  const text = q.q.trim();
  if ([...text].length < SEARCH_MIN_LENGTH) return { hint: 'tooShort', hits: [] };
  const { permissions } = caller(req);
  const term = { text, lower: text.toLowerCase(), limit: q.limit ?? DEFAULT_LIMIT };
  const allowed = searchSources(ctx).filter((s) => permissions.has(s.permission));
  const found = await Promise.all(allowed.map((s) => s.search(req, term)));
  const order = (h: TSearchHit) => SEARCH_KINDS.indexOf(h.kind);
  return { hint: null, hits: found.flat().sort((a, b) => a.rank - b.rank || order(a) - order(b)) };
}
