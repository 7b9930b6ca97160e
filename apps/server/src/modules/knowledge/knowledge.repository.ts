import type { Language, TKnowledgeCategory, TKnowledgePageQuery, TKnowledgeRow } from '@diagops/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { definePage } from '../../platform/kit/page';
import { knowledgeCategories, knowledgeItems } from './knowledge.tables';
import { queryTerms } from './knowledge.text';

export type CategoryRow = typeof knowledgeCategories.$inferSelect;
export type ItemRow = typeof knowledgeItems.$inferSelect;

/** Terms as a text[] literal parameter (an array of strings, never spliced into the SQL). */
export const termsArray = (terms: string[]) => sql`${`{${terms.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

export const knowledgePage = definePage<TKnowledgePageQuery>({
  table: knowledgeItems,
  base: eq(knowledgeItems.delFlag, false),
  filters: {
    // every word of the query must be among the item's terms: the GIN index on search_terms serves @>
    keyword: (v) => {
      const terms = queryTerms(v);
      return terms.length ? sql`${knowledgeItems.searchTerms} @> ${termsArray(terms)}` : sql`false`;
    },
    knowledgeType: (v) => eq(knowledgeItems.knowledgeType, v),
    bigClassify: (v) => eq(knowledgeItems.bigClassify, v),
    smallClassify: (v) => eq(knowledgeItems.smallClassify, v),
    status: (v) => eq(knowledgeItems.status, v),
  },
  sortable: { createTime: knowledgeItems.createdAt, updateTime: knowledgeItems.updatedAt },
  defaultSort: [{ column: knowledgeItems.updatedAt, order: 'desc' }],
  tiebreak: knowledgeItems.id,
});

const big = alias(knowledgeCategories, 'big');
const small = alias(knowledgeCategories, 'small');

/** Items with the names of their two categories in the caller's language. */
export function selectItems(db: DbOrTx, lang: Language) {
  const zh = lang === 'zh-CN';
  return db
    .select({ i: knowledgeItems, bigName: zh ? big.nameZh : big.nameEn, smallName: zh ? small.nameZh : small.nameEn })
    .from(knowledgeItems)
    .leftJoin(big, eq(big.id, knowledgeItems.bigClassify))
    .leftJoin(small, eq(small.id, knowledgeItems.smallClassify))
    .$dynamic();
}

export function presentRow(r: { i: ItemRow; bigName: string | null; smallName: string | null }): TKnowledgeRow {
  const i = r.i;
  return {
    id: i.id,
    title: i.title,
    knowledgeType: i.knowledgeType as TKnowledgeRow['knowledgeType'],
    bigClassify: i.bigClassify,
    smallClassify: i.smallClassify,
    bigClassifyName: r.bigName,
    smallClassifyName: r.smallName,
    status: i.status as TKnowledgeRow['status'],
    fileCount: i.fileCount,
    createdBy: i.createdByName,
    updatedBy: i.updatedByName,
    publishTime: i.publishedAt?.toISOString() ?? null,
    version: i.version,
    createTime: i.createdAt.toISOString(),
    updateTime: i.updatedAt.toISOString(),
  };
}

export async function findItemRow(db: DbOrTx, id: number, lang: Language) {
  const [row] = await selectItems(db, lang).where(and(eq(knowledgeItems.id, id), eq(knowledgeItems.delFlag, false)));
  return row ?? null;
}

const itemCount = sql<number>`(select count(*)::int from ${knowledgeItems} k where (k.small_classify = ${knowledgeCategories.id} or k.big_classify = ${knowledgeCategories.id}) and k.del_flag = false)`;

export async function allCategories(db: DbOrTx) {
  return db.select({ c: knowledgeCategories, itemCount }).from(knowledgeCategories).orderBy(asc(knowledgeCategories.sort), asc(knowledgeCategories.id));
}

export function presentCategory(r: { c: CategoryRow; itemCount: number }, lang: Language): TKnowledgeCategory {
  const c = r.c;
  return {
    id: c.id,
    parentId: c.parentId,
    nameZh: c.nameZh,
    nameEn: c.nameEn,
    name: lang === 'zh-CN' ? c.nameZh : c.nameEn,
    knowledgeType: c.knowledgeType as TKnowledgeCategory['knowledgeType'],
    sort: c.sort,
    itemCount: Number(r.itemCount),
    version: c.version,
    createTime: c.createdAt.toISOString(),
    updateTime: c.updatedAt.toISOString(),
  };
}

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(knowledgeCategories).where(eq(knowledgeCategories.id, id));
  return row ?? null;
}

export async function hasChildren(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: knowledgeCategories.id }).from(knowledgeCategories).where(eq(knowledgeCategories.parentId, id)).limit(1);
  return Boolean(row);
}

export async function categoryInUse(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: knowledgeItems.id })
    .from(knowledgeItems)
    .where(and(sql`(${knowledgeItems.bigClassify} = ${id} or ${knowledgeItems.smallClassify} = ${id})`, eq(knowledgeItems.delFlag, false)))
    .limit(1);
  return Boolean(row);
}

export async function topCategories(db: DbOrTx) {
  return db.select().from(knowledgeCategories).where(isNull(knowledgeCategories.parentId));
}
