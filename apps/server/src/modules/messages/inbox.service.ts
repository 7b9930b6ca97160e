import type { TInboxItem, TInboxPageQuery, TMessageContent, TPage } from '@diagops/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import type { CustomerCaller } from '../customers';
import { contentFor } from './delivery';
import { messageRecords, messages } from './messages.tables';

/** What a customer's inbox holds: delivered in-station records, not withdrawn, not deleted by them. */
const mine = (customerId: number) =>
  and(eq(messageRecords.customerId, customerId), eq(messageRecords.channel, 'station'), eq(messageRecords.status, 'success'), isNull(messageRecords.deletedAt));

export async function inboxPage(ctx: AppContext, me: CustomerCaller, q: TInboxPageQuery): Promise<TPage<TInboxItem>> {
  const size = q.size ?? 10;
  const current = q.current ?? 1;
  const where = q.unread ? and(mine(me.id), isNull(messageRecords.readAt)) : mine(me.id);
  const [total] = await ctx.db.select({ n: count() }).from(messageRecords).where(where);
  const rows = await ctx.db
    .select({ r: messageRecords, contents: messages.contents })
    .from(messageRecords)
    .innerJoin(messages, eq(messages.id, messageRecords.messageId))
    .where(where)
    .orderBy(q.sort?.order === 'asc' ? messageRecords.createdAt : desc(messageRecords.createdAt), desc(messageRecords.id))
    .limit(size)
    .offset((current - 1) * size);
  const records = rows.map(({ r, contents }) => {
    const c = contentFor(contents as TMessageContent[], me.language);
    return {
      id: r.id,
      messageId: r.messageId,
      title: c.title,
      summary: c.summary,
      body: c.body,
      linkText: c.linkText ?? null,
      linkUrl: c.linkUrl ?? null,
      read: r.readAt !== null,
      receiveTime: (r.deliveredAt ?? r.createdAt).toISOString(),
    };
  });
  return { records, total: Number(total?.n ?? 0), current, size };
}

/** Marks the customer's own records read (the first read counts); others' ids change nothing. */
export async function markRead(ctx: AppContext, me: CustomerCaller, ids: number[]): Promise<number> {
  const rows = await ctx.db
    .update(messageRecords)
    .set({ readAt: new Date(ctx.clock.now()) })
    .where(and(mine(me.id), inArray(messageRecords.id, ids), isNull(messageRecords.readAt)))
    .returning({ id: messageRecords.id });
  return rows.length;
}

export async function deleteItems(ctx: AppContext, me: CustomerCaller, ids: number[]): Promise<number> {
  const rows = await ctx.db
    .update(messageRecords)
    .set({ deletedAt: new Date(ctx.clock.now()) })
    .where(and(mine(me.id), inArray(messageRecords.id, ids)))
    .returning({ id: messageRecords.id });
  return rows.length;
}

/** The tracked link: counts the click (the first one sets clicked; reading it too) and answers where to go. */
export async function clickLink(ctx: AppContext, me: CustomerCaller, id: number): Promise<{ url: string }> {
  const [row] = await ctx.db
    .select({ r: messageRecords, contents: messages.contents })
    .from(messageRecords)
    .innerJoin(messages, eq(messages.id, messageRecords.messageId))
    .where(and(mine(me.id), eq(messageRecords.id, id)));
  const url = row ? contentFor(row.contents as TMessageContent[], me.language).linkUrl : null;
  if (!row || !url) throw new AppError(1002);
  const now = new Date(ctx.clock.now());
  await ctx.db
    .update(messageRecords)
    .set({
      clicks: sql`${messageRecords.clicks} + 1`,
      clickedAt: sql`coalesce(${messageRecords.clickedAt}, ${now}::timestamptz)`,
      readAt: sql`coalesce(${messageRecords.readAt}, ${now}::timestamptz)`,
    })
    .where(eq(messageRecords.id, id));
  return { url };
}
