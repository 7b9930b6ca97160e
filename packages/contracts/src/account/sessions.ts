import { z } from 'zod';

/** One of the caller's live sessions (session/list). */
export const ZSessionInfo = z.object({
  sessionId: z.string(),
  deviceId: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** the session this request came from */
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

/** No filter: an empty body, {} or nothing at all. */
export const ZSessionListRequest = z.object({}).strict().nullish();
export const ZEndSessionRequest = z.object({ sessionId: z.string().uuid() }).strict();
export type TEndSessionRequest = z.infer<typeof ZEndSessionRequest>;
