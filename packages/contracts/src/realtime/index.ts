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
