import { FEEDBACK_HIDDEN_STATUSES, type TFeedback, type TFeedbackPageQuery } from '@diagops/contracts';
import { and, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { definePage, startsWith } from '../../platform/kit/page';
import { feedback } from './feedback.tables';

export type FeedbackRow = typeof feedback.$inferSelect;

const URGENCY_RANK = sql`case ${feedback.urgency} when 'veryUrgent' then 4 when 'exigency' then 3 when 'importance' then 2 when 'normal' then 1 else 0 end`;

export const feedbackFilters = {
  seqNo: (v: string) => startsWith(feedback.seqNo, v),
  title: (v: string) => startsWith(feedback.title, v),
  appName: (v: string) => startsWith(feedback.appName, v),
  userEmail: (v: string) => startsWith(feedback.userEmail, v),
  sn: (v: string) => startsWith(feedback.sn, v),
  vin: (v: string) => startsWith(feedback.vin, v),
  feedbackType: (v: string) => eq(feedback.feedbackType, v),
  language: (v: string) => eq(feedback.language, v),
  questionType: (v: string) => startsWith(feedback.questionType, v),
  urgency: (v: string) => eq(feedback.urgency, v),
  validity: (v: string) => eq(feedback.validity, v),
  status: (v: string) => eq(feedback.status, v),
  hidden: (_v: true) => notInArray(feedback.status, [...FEEDBACK_HIDDEN_STATUSES]),
  internalStatus: (v: string) => eq(feedback.internalStatus, v),
  source: (v: string) => eq(feedback.source, v),
  handlerId: (v: number) => eq(feedback.handlerId, v),
  tag: (v: string) => sql`${feedback.tags} @> ${JSON.stringify([v])}::jsonb`,
  bugTrackerKey: (v: string) => startsWith(feedback.bugTrackerKey, v),
  feedbackTimeFrom: (v: string) => gte(feedback.feedbackAt, new Date(v)),
  feedbackTimeTo: (v: string) => lt(feedback.feedbackAt, new Date(v)),
};

/** Without a status filter the queue leaves deleted and user-deleted items out; the filter finds them. */
export const visibleFilters = <Q extends { status?: string | undefined }>(q: Q): Q & { hidden?: true } => (q.status === undefined ? { ...q, hidden: true } : q);

export const feedbackPage = definePage<TFeedbackPageQuery & { hidden?: true }>({
  table: feedback,
  filters: feedbackFilters,
  sortable: { feedbackTime: feedback.feedbackAt, updateTime: feedback.updatedAt, urgency: URGENCY_RANK },
  defaultSort: [{ column: feedback.feedbackAt, order: 'desc' }],
  tiebreak: feedback.id,
});

/** The filters of a query as one condition (the counts per status leave `status` out). */
export function whereOf(q: Record<string, unknown>, skip: string[] = []): SQL | undefined {
  const parts: SQL[] = [];
  for (const [k, fn] of Object.entries(feedbackFilters)) {
    const v = q[k];
    if (v === undefined || v === null || skip.includes(k)) continue;
    const c = (fn as (x: unknown) => SQL | undefined)(v);
    if (c) parts.push(c);
  }
  return parts.length ? and(...parts) : undefined;
}

const minutes = (from: Date, to: Date | null) => (to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000)) : null);

export function presentFeedback(f: FeedbackRow, now: number): TFeedback {
  return {
    id: f.id,
    seqNo: f.seqNo,
    appName: f.appName,
    feedbackType: f.feedbackType as TFeedback['feedbackType'],
    language: f.language as TFeedback['language'],
    questionType: f.questionType,
    title: f.title,
    content: f.content,
    userEmail: f.userEmail,
    customerId: f.customerId,
    feedbackTime: f.feedbackAt.toISOString(),
    vin: f.vin,
    sn: f.sn,
    boundVehicles: f.boundVehicles,
    logFileIds: f.logFileIds,
    urgency: f.urgency as TFeedback['urgency'],
    validity: f.validity as TFeedback['validity'],
    status: f.status as TFeedback['status'],
    internalStatus: f.internalStatus as TFeedback['internalStatus'],
    externalStatus: f.externalStatus as TFeedback['externalStatus'],
    handlerId: f.handlerId,
    handlerName: f.handlerName,
    handlerEmail: f.handlerEmail,
    tags: f.tags,
    category: f.category,
    source: f.source as TFeedback['source'],
    expectedVersion: f.expectedVersion,
    expectedTime: f.expectedAt?.toISOString() ?? null,
    bugTrackerKey: f.bugTrackerKey,
    rmaNo: f.rmaNo,
    rmaStatus: f.rmaStatus,
    notes: f.notes,
    reactivateReason: f.reactivateReason,
    deleteReason: f.deleteReason,
    firstResponseTime: f.firstResponseAt?.toISOString() ?? null,
    firstResponseMinutes: minutes(f.feedbackAt, f.firstResponseAt),
    resolvedTime: f.resolvedAt?.toISOString() ?? null,
    resolutionMinutes: minutes(f.feedbackAt, f.resolvedAt),
    replyingBy:
      f.replyingBy && f.replyingUntil && f.replyingUntil.getTime() > now
        ? { userId: f.replyingBy, name: f.replyingName ?? '', until: f.replyingUntil.toISOString() }
        : null,
    screenshots: f.screenshots,
    version: f.version,
    updateTime: f.updatedAt.toISOString(),
  };
}

export async function feedbackById(db: DbOrTx, id: number): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  return row ?? null;
}

export async function feedbackByIds(db: DbOrTx, ids: number[]): Promise<FeedbackRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(feedback).where(inArray(feedback.id, ids));
}

/** A customer's latest feedback, newest first (beside a chat conversation). */
export async function recentFeedbackOf(
  db: DbOrTx,
  customerId: number,
  limit = 5,
): Promise<Array<{ id: number; title: string; status: string; createdAt: string }>> {
  const rows = await db
    .select({ id: feedback.id, title: feedback.title, status: feedback.status, at: feedback.feedbackAt })
    .from(feedback)
    .where(eq(feedback.customerId, customerId))
    .orderBy(sql`${feedback.feedbackAt} desc`)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, title: r.title, status: r.status, createdAt: r.at.toISOString() }));
}
