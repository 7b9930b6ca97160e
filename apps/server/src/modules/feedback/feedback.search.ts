import { FEEDBACK_HIDDEN_STATUSES, feedbackDetailPath, type Language, FEEDBACK_PERMISSIONS as P } from '@diagops/contracts';
import { and, desc, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { aliased, rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { feedback } from './feedback.tables';

type Row = { id: number; seqNo: string; title: string; sn: string | null; language: string; feedbackAt: string };

/** Feedback items by number or SN prefix (both indexed), newest first; deleted items stay out, as in the queue. */
export const feedbackSearch = (ctx: AppContext): SearchSource => ({
  kind: 'feedback',
  permission: P.view.name,
  query: (_req, term) =>
    ctx.db
      .select(
        aliased({
          id: feedback.id,
          seqNo: feedback.seqNo,
          title: feedback.title,
          sn: feedback.sn,
          language: feedback.language,
          feedbackAt: feedback.feedbackAt,
        }),
      )
      .from(feedback)
      .where(
        and(
          notInArray(feedback.status, [...FEEDBACK_HIDDEN_STATUSES]),
          or(startsWithTerm(sql`lower(${feedback.seqNo})`, term), startsWithTerm(sql`lower(${feedback.sn})`, term)),
        ),
      )
      .orderBy(desc(feedback.feedbackAt), desc(feedback.id))
      .limit(term.limit)
      .getSQL(),
  present: (rows, _req, term) =>
    (rows as Row[]).map((r) => ({
      kind: 'feedback' as const,
      id: String(r.id),
      title: `${r.seqNo} ${r.title}`,
      subtitle: r.sn,
      path: feedbackDetailPath({ id: r.id, sn: r.sn, language: r.language as Language, feedbackTime: new Date(r.feedbackAt) }),
      // found by its number, or through the SN of the device it is about
      rank: r.seqNo.toLowerCase().startsWith(term.lower) ? rankOf(r.seqNo, term) : 2,
    })),
});
