import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { knowledgeCategories, knowledgeItems } from './knowledge.tables';

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

export type KnowledgeCategoryName = { id: number; name: string };

/**
 * Knowledge categories by id with their names in a language ("parent / child" below the top level),
 * all of them or those of the given ids (an id not answered does not exist). Read-only; what the AI
 * settings' ask presets cite.
 */
export async function knowledgeCategoryNames(db: DbOrTx, lang: 'zh-CN' | 'en-US', ids?: number[]): Promise<KnowledgeCategoryName[]> {
  if (ids && ids.length === 0) return [];
  const all = await db
    .select({ id: knowledgeCategories.id, parentId: knowledgeCategories.parentId, nameZh: knowledgeCategories.nameZh, nameEn: knowledgeCategories.nameEn })
    .from(knowledgeCategories)
    .orderBy(asc(knowledgeCategories.sort), asc(knowledgeCategories.id))
    .limit(2000);
  const byId = new Map(all.map((c) => [c.id, c]));
  const nameOf = (c: (typeof all)[number]) => (lang === 'zh-CN' ? c.nameZh : c.nameEn);
  const wanted = ids ? new Set(ids) : null;
  return all
    .filter((c) => !wanted || wanted.has(c.id))
    .map((c) => {
      const parent = c.parentId === null ? undefined : byId.get(c.parentId);
      return { id: c.id, name: parent ? `${nameOf(parent)} / ${nameOf(c)}` : nameOf(c) };
    });
}
