import { FEEDBACK_NOTICE_KINDS, feedbackDetailPath, type Language } from '@diagops/contracts';
import { notifyStaff } from '../../platform/realtime';
import type { FeedbackRow } from './feedback.repository';

const noticeOf = (row: FeedbackRow, kind: string) => ({
  kind,
  title: `${row.seqNo} ${row.title}`,
  link: feedbackDetailPath({ id: row.id, sn: row.sn, language: row.language as Language, feedbackTime: row.feedbackAt }),
});

/**
 * Tells a new handler at once (bell notice, pushed to their open consoles): which item, with a
 * link to its detail. The title is the item's own sequence number and title, so it reads the
 * same in either language; the console names the kind in the reader's language (staff have no
 * stored language, decision 0021). Nobody is told of their own assignment.
 */
export async function tellHandler(row: FeedbackRow, handlerId: number, actorId: number, transfer: boolean): Promise<void> {
  if (handlerId === actorId) return;
  await notifyStaff({ userIds: [handlerId], ...noticeOf(row, transfer ? FEEDBACK_NOTICE_KINDS.transferred : FEEDBACK_NOTICE_KINDS.assigned) });
}

/** Tells the previous handler that the item left them (kind `feedbackLeft`), unless they moved it themselves. */
export async function tellPreviousHandler(row: FeedbackRow, previousId: number, actorId: number): Promise<void> {
  if (previousId === actorId) return;
  await notifyStaff({ userIds: [previousId], ...noticeOf(row, FEEDBACK_NOTICE_KINDS.left) });
}

/**
 * A handler change, after it committed: the new handler is told, and the previous one (if any)
 * that the item left them. Each notice is sent on its own, so one failing does not stop the
 * other; the caller logs a failure and never undoes the change.
 */
export async function tellHandlerChange(row: FeedbackRow, handlerId: number, actorId: number, transfer: boolean): Promise<void> {
  const previous = row.handlerId;
  const sent = await Promise.allSettled([
    tellHandler(row, handlerId, actorId, transfer),
    previous !== null && previous !== handlerId ? tellPreviousHandler(row, previous, actorId) : Promise.resolve(),
  ]);
  const failed = sent.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
}
