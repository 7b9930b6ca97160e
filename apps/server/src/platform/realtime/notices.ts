import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rtNotifications } from './realtime.tables';

export type NoticeInput = { userIds: number[]; kind: string; title: string; link: string };
export type NoticeRow = typeof rtNotifications.$inferSelect;

export function presentNotice(r: NoticeRow) {
  return { id: r.id, kind: r.kind, title: r.title, link: r.link, createdAt: r.createdAt.toISOString(), read: r.readAt !== null };
}

export async function insertNotices(db: Db, input: NoticeInput, now: Date): Promise<NoticeRow[]> {
  const userIds = [...new Set(input.userIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (userIds.length === 0) return [];
  return db
    .insert(rtNotifications)
    .values(
      userIds.map((userId) => ({ userId, kind: input.kind.slice(0, 32), title: input.title.slice(0, 255), link: input.link.slice(0, 512), createdAt: now })),
    )
    .returning();
}

/** The latest 20 notices of a user and how many are unread. */
export async function listNotices(db: Db, userId: number) {
  const rows = await db.select().from(rtNotifications).where(eq(rtNotifications.userId, userId)).orderBy(desc(rtNotifications.id)).limit(20);
  const [u] = await db
    .select({ n: count() })
    .from(rtNotifications)
    .where(and(eq(rtNotifications.userId, userId), isNull(rtNotifications.readAt)));
  return { records: rows.map(presentNotice), unread: Number(u?.n ?? 0) };
}

export async function markNoticesRead(db: Db, userId: number, ids: number[] | undefined, now: Date) {
  const conds = [eq(rtNotifications.userId, userId), isNull(rtNotifications.readAt)];
  if (ids) {
    if (ids.length === 0) return;
    conds.push(inArray(rtNotifications.id, ids));
  }
  await db
    .update(rtNotifications)
    .set({ readAt: now })
    .where(and(...conds));
}
