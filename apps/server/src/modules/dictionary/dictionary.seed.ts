import type { AppContext } from '../../platform/context';
import { DICTIONARY_SEED } from './dictionary.seed-data';
import { dicCategories, dicEntries } from './dictionary.tables';

/**
 * Inserts the categories and entries the specs name when missing; never overwrites an
 * administrator's edits. The service prefix itself is also a product line (the default one).
 */
export async function seedDictionary(ctx: AppContext) {
  const existing = new Map((await ctx.db.select({ id: dicCategories.id, code: dicCategories.code }).from(dicCategories)).map((c) => [c.code, c.id]));
  for (const [i, cat] of DICTIONARY_SEED.entries()) {
    let id = existing.get(cat.code);
    if (!id) {
      const [row] = await ctx.db
        .insert(dicCategories)
        .values({ code: cat.code, nameZh: cat.zh, nameEn: cat.en, sort: i, builtIn: true })
        .onConflictDoNothing()
        .returning({ id: dicCategories.id });
      if (!row) continue;
      id = row.id;
    } else continue;
    const entries = cat.code === 'product_line' ? [[ctx.config.SVC, '默认产品线', 'Default product line'] as const, ...cat.entries] : cat.entries;
    await ctx.db
      .insert(dicEntries)
      .values(entries.map(([value, zh, en], j) => ({ categoryId: id!, value, labelZh: zh, labelEn: en, sort: j })))
      .onConflictDoNothing();
  }
}
