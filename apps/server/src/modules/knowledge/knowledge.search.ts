import { KNOWLEDGE_PERMISSIONS as P } from '@diagops/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { aliased, rankOf, type SearchSource } from '../../platform/search/search-sources';
import { termsArray } from './knowledge.repository';
import { knowledgeItems } from './knowledge.tables';
import { queryTerms } from './knowledge.text';

/**
 * Knowledge items whose terms hold every word of the query (Latin words, CJK characters and
 * bigrams, so Chinese needs no spaces), as the knowledge list's keyword does (the GIN index).
 */
export const knowledgeSearch = (ctx: AppContext): SearchSource => ({
  kind: 'knowledge',
  permission: P.view.name,
  query: (_req, term) => {
    const terms = queryTerms(term.text);
    if (terms.length === 0) return null;
    return ctx.db
      .select(aliased({ id: knowledgeItems.id, title: knowledgeItems.title }))
      .from(knowledgeItems)
      .where(and(eq(knowledgeItems.delFlag, false), sql`${knowledgeItems.searchTerms} @> ${termsArray(terms)}`))
      .orderBy(desc(knowledgeItems.updatedAt), desc(knowledgeItems.id))
      .limit(term.limit)
      .getSQL();
  },
  present: (rows, _req, term) =>
    (rows as Array<{ id: number; title: string }>).map((r) => ({
      kind: 'knowledge' as const,
      id: String(r.id),
      title: r.title,
      subtitle: null,
      path: `/knowledge/preview?id=${r.id}`,
      rank: r.title.toLowerCase().startsWith(term.lower) ? rankOf(r.title, term) : 2,
    })),
});
