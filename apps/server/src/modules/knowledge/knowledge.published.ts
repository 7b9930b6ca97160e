import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { knowledgeItems } from './knowledge.tables';

export type PublishedKnowledge = { id: number; title: string; publishedAt: string | null };

/**
 * Published knowledge items, newest first: all, those of the given ids, or those naming a term
 * (a device's model) in their title or search terms. Read-only; what recommendations draw from.
 */
export async function publishedKnowledge(db: DbOrTx, o: { limit: number; ids?: number[]; term?: string }): Promise<PublishedKnowledge[]> {
  const parts: SQL[] = [eq(knowledgeItems.delFlag, false), eq(knowledgeItems.status, 'published')];
  if (o.ids) parts.push(o.ids.length ? inArray(knowledgeItems.id, o.ids) : sql`false`);
  if (o.term) {
    const term = o.term.toLowerCase();
    parts.push(or(ilike(knowledgeItems.title, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`), sql`${term} = any(${knowledgeItems.searchTerms})`)!);
  }
  const rows = await db
    .select({ id: knowledgeItems.id, title: knowledgeItems.title, publishedAt: knowledgeItems.publishedAt })
    .from(knowledgeItems)
    .where(and(...parts))
    .orderBy(desc(knowledgeItems.publishedAt), desc(knowledgeItems.id))
    .limit(o.limit);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt?.toISOString() ?? null }));
}
