import { SOFTWARE_PERMISSIONS as P } from '@diagops/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { requestLanguage } from '../../platform/http/language';
import { aliased, inPatternOrder, rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { softwareCodes } from './software.tables';

/** Software codes by code or name prefix in either language (each indexed); the name in the caller's language. */
export const softwareSearch = (ctx: AppContext): SearchSource => ({
  kind: 'software',
  permission: P.codeView.name,
  query: (_req, term) =>
    ctx.db
      .select(aliased({ id: softwareCodes.id, code: softwareCodes.code, nameZh: softwareCodes.nameZh, nameEn: softwareCodes.nameEn }))
      .from(softwareCodes)
      .where(
        and(
          eq(softwareCodes.delFlag, false),
          or(
            startsWithTerm(sql`lower(${softwareCodes.code})`, term),
            startsWithTerm(sql`lower(${softwareCodes.nameZh})`, term),
            startsWithTerm(sql`lower(${softwareCodes.nameEn})`, term),
          ),
        ),
      )
      .orderBy(inPatternOrder(sql`lower(${softwareCodes.code})`))
      .limit(term.limit)
      .getSQL(),
  present: (rows, req, term) => {
    const zh = requestLanguage(req) === 'zh-CN';
    return (rows as Array<{ id: number; code: string; nameZh: string; nameEn: string }>).map((r) => ({
      kind: 'software' as const,
      id: String(r.id),
      title: r.code,
      subtitle: zh ? r.nameZh : r.nameEn,
      path: `/produce/softCode/detail/${r.id}`,
      rank: Math.min(rankOf(r.code, term), rankOf(r.nameZh, term), rankOf(r.nameEn, term)),
    }));
  },
});
