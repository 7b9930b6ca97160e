import { z } from 'zod';

export * from './constants';

/** A bell notice: what a feature pushed to one staff user. */
export const ZNotice = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotice = z.infer<typeof ZNotice>;
export const ZNoticeList = z.object({ records: z.array(ZNotice), unread: z.number() });
export type TNoticeList = z.infer<typeof ZNoticeList>;
/** PUT …/notice/read: the given ids, or every notice of the caller when ids is absent. */
export const ZNoticeRead = z.object({ ids: z.array(z.number().int().positive()).max(200).optional() }).strict();
export type TNoticeRead = z.infer<typeof ZNoticeRead>;

/**
 * cmd 9 (issue 37): who is editing a record. The console sends `join` when an edit form opens,
 * `here` every EDITING_HERE_MS and in answer to another's `join`, `leave` when it closes; the
 * server passes each on to everyone with the record open (across instances), naming the editor.
 * A record is `<object>:<id>` (dealer:12).
 */
export const ZEditingFrame = z
  .object({
    record: z.string().regex(/^[a-zA-Z][\w-]{0,47}:[\w.-]{1,64}$/),
    state: z.enum(['join', 'here', 'leave']),
  })
  .strict();
export type TEditingFrame = z.infer<typeof ZEditingFrame>;
/** What everyone with the record open receives; the joining socket first gets `you` (its own session, to leave itself out). */
export type TEditingNews = TEditingFrame & { editor: { sessionId: string; userId: number; name: string } };
export const EDITING_HERE_MS = 20_000;
/** An editor not heard from for this long is taken as gone (a closed laptop sends no `leave`). */
export const EDITING_GONE_MS = 50_000;
