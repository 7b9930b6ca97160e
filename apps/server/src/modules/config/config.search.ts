import { CONFIG_PACK_PATHS, CONFIG_PACK_PERMISSION } from '@diagops/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { aliased, inPatternOrder, rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { configPacks } from './config.tables';

/** Config packs by number or name prefix (both indexed, lowered), not deleted, as the pack list shows them. */
export const configPackSearch = (ctx: AppContext): SearchSource => ({
  kind: 'configPack',
  permission: CONFIG_PACK_PERMISSION.view,
  query: (_req, term) =>
    ctx.db
      .select(aliased({ id: configPacks.id, packNo: configPacks.packNo, name: configPacks.name }))
      .from(configPacks)
      .where(
        and(eq(configPacks.delFlag, false), or(startsWithTerm(sql`lower(${configPacks.packNo})`, term), startsWithTerm(sql`lower(${configPacks.name})`, term))),
      )
      .orderBy(inPatternOrder(sql`lower(${configPacks.packNo})`))
      .limit(term.limit)
      .getSQL(),
  present: (rows, _req, term) =>
    (rows as Array<{ id: number; packNo: string; name: string }>).map((r) => ({
      kind: 'configPack' as const,
      id: String(r.id),
      title: r.packNo,
      subtitle: r.name,
      path: CONFIG_PACK_PATHS.detail.replace('{id}', String(r.id)),
      rank: Math.min(rankOf(r.packNo, term), rankOf(r.name, term)),
    })),
});
