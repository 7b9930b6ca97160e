import { FEEDBACK_HIDDEN_STATUSES, feedbackDetailPath, type Language, FEEDBACK_PERMISSIONS as P } from '@diagops/contracts';
import { and, desc, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { rankOf, type SearchSource, startsWithTerm } from '../../platform/search/search-sources';
import { feedback } from './feedback.tables';

/** Feedback items by number or SN prefix (both indexed), newest first; deleted items stay out, as in the queue. */
export const feedbackSearch = (ctx: AppContext): SearchSource => ({
  kind: 'feedback',
  permission: P.view.name,
  search: async (_req, term) => {
    const rows = await ctx.db
      .select({ id: feedback.id, seqNo: feedback.seqNo, title: feedback.title, sn: feedback.sn, language: feedback.language, feedbackAt: feedback.feedbackAt })
      .from(feedback)
      .where(
        and(
          notInArray(feedback.status, [...FEEDBACK_HIDDEN_STATUSES]),
          or(startsWithTerm(sql`lower(${feedback.seqNo})`, term), startsWithTerm(sql`lower(${feedback.sn})`, term)),
        ),
      )
      .orderBy(desc(feedback.feedbackAt), desc(feedback.id))
      .limit(term.limit);
    return rows.map((r) => ({
      kind: 'feedback' as const,
      id: String(r.id),
      title: `${r.seqNo} ${r.title}`,
      subtitle: r.sn,
      path: feedbackDetailPath({ id: r.id, sn: r.sn, language: r.language as Language, feedbackTime: r.feedbackAt }),
      // found by its number, or through the SN of the device it is about
      rank: r.seqNo.toLowerCase().startsWith(term.lower) ? rankOf(r.seqNo, term) : 2,
    }));
  },
});
