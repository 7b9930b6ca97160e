import type { TDicCategory, TDicCategoryPageQuery, TDicEntry, TDicEntryPageQuery } from '@diagops/contracts';
import { eq, or, sql } from 'drizzle-orm';
import { definePage, startsWith } from '../../platform/kit/page';
import { dicCategories, dicEntries } from './dictionary.tables';

export type CategoryRow = typeof dicCategories.$inferSelect;
export type EntryRow = typeof dicEntries.$inferSelect;

export const categoryPage = definePage<TDicCategoryPageQuery>({
  table: dicCategories,
  filters: {
    code: (v) => sql`${dicCategories.code} like ${`${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    name: (v) => or(startsWith(dicCategories.nameZh, v), startsWith(dicCategories.nameEn, v)),
    enabled: (v) => eq(dicCategories.enabled, v),
  },
  sortable: { code: dicCategories.code, sort: dicCategories.sort, createTime: dicCategories.createdAt },
  defaultSort: [{ column: dicCategories.sort, order: 'asc' }],
  tiebreak: dicCategories.id,
});

export const entryPage = definePage<TDicEntryPageQuery>({
  table: dicEntries,
  filters: {
    categoryId: (v) => eq(dicEntries.categoryId, v),
    value: (v) => sql`${dicEntries.value} like ${`${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    label: (v) => or(startsWith(dicEntries.labelZh, v), startsWith(dicEntries.labelEn, v)),
    enabled: (v) => eq(dicEntries.enabled, v),
  },
  sortable: { value: dicEntries.value, sort: dicEntries.sort, createTime: dicEntries.createdAt },
  defaultSort: [{ column: dicEntries.sort, order: 'asc' }],
  tiebreak: dicEntries.id,
});

/**
 * Entries per category. The outer column is written out in full: in a one-table select
 * drizzle renders `${dicCategories.id}` as a bare "id", which inside the subquery meant the
 * entry's own id (every category then counted 0 or 1).
 */
export const entryCount = sql<number>`(select count(*)::int from ${dicEntries} e where e.category_id = "dic_categories"."id")`;

export function presentCategory(r: CategoryRow & { entryCount: number }): TDicCategory {
  return {
    id: r.id,
    code: r.code,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    description: r.description,
    sort: r.sort,
    enabled: r.enabled,
    builtIn: r.builtIn,
    entryCount: Number(r.entryCount),
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

export function presentEntry(r: EntryRow): TDicEntry {
  return {
    id: r.id,
    categoryId: r.categoryId,
    value: r.value,
    labelZh: r.labelZh,
    labelEn: r.labelEn,
    productLine: r.productLine,
    sort: r.sort,
    enabled: r.enabled,
    version: r.version,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}
