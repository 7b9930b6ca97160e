import type { TMessageContent } from '@diagops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { customerColumns as c } from '../customers';
import { verifyLink } from '../mail';
import { contentFor } from './delivery';
import { messageRecords, messages } from './messages.tables';

export type TrackedFollow = { status: 302; url: string } | { status: 400; html: string };

/** Only web addresses are followed: a stored link of another scheme is never redirected to. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The tracked link of a sent e-mail or push notification: a valid token names one send record; its message's link
 * (in the customer's language) is where the reader goes, so the token carries no address and
 * cannot be turned into an open redirect. A delivered record counts the click (clicks + 1, the
 * first sets clicked and read), which the MSG-22 figures read; a withdrawn one still redirects
 * but counts nothing. An altered token, an unknown record or a link that is not http(s) answers
 * 400 with a small page in both languages.
 */
export async function followTrackedLink(ctx: AppContext, token: string | undefined): Promise<TrackedFollow> {
  const payload = verifyLink(token ?? '');
  const id = payload ? /^r([1-9][0-9]{0,14})$/.exec(payload)?.[1] : undefined;
  if (!id) return invalid();
  const [row] = await ctx.db
    .select({ r: messageRecords, contents: messages.contents, language: c.language })
    .from(messageRecords)
    .innerJoin(messages, eq(messages.id, messageRecords.messageId))
    .leftJoin(c, eq(c.id, messageRecords.customerId))
    .where(eq(messageRecords.id, Number(id)));
  const url = row ? contentFor(row.contents as TMessageContent[], row.language ?? 'en-US').linkUrl : null;
  if (!row || !isWebUrl(url)) return invalid();
  const now = new Date(ctx.clock.now());
  await ctx.db
    .update(messageRecords)
    .set({
      clicks: sql`${messageRecords.clicks} + 1`,
      clickedAt: sql`coalesce(${messageRecords.clickedAt}, ${now}::timestamptz)`,
      readAt: sql`coalesce(${messageRecords.readAt}, ${now}::timestamptz)`,
    })
    .where(and(eq(messageRecords.id, row.r.id), eq(messageRecords.status, 'success')));
  return { status: 302, url };
}

function invalid(): TrackedFollow {
  return {
    status: 400,
    html: `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>链接无效 · Invalid link</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f5f5f5;color:#1f1f1f;margin:0;padding:48px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 24px;line-height:1.6}section+section{border-top:1px solid #eee;padding-top:24px}</style></head>
<body><main><section lang="zh-CN"><h1>链接无效</h1><p>该链接无效、已被修改或已失效。</p></section>
<section lang="en"><h1>Invalid link</h1><p>This link is invalid, was altered or is no longer available.</p></section></main></body></html>`,
  };
}
