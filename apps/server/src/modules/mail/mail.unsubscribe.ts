import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { getCustomer } from '../customers';
import { verifyUnsubscribe } from './mail.keys';
import { escapeHtml } from './mail.render';
import { mailSubscriptions, subscriptionTopics } from './mail.tables';

/** Sets one customer's choice for one topic (an upsert; the newest choice wins). */
export async function setSubscription(
  ctx: AppContext,
  customerId: number,
  topic: string,
  subscribed: boolean,
  source: 'link' | 'staff' | 'customer',
  db: DbOrTx = ctx.db,
) {
  const now = new Date(ctx.clock.now());
  await db
    .insert(mailSubscriptions)
    .values({ customerId, topic, subscribed, source, updatedAt: now })
    .onConflictDoUpdate({ target: [mailSubscriptions.customerId, mailSubscriptions.topic], set: { subscribed, source, updatedAt: now } });
}

async function topicNames(ctx: AppContext, topic: string): Promise<{ zh: string; en: string }> {
  const rows = await ctx.db.execute(sql`select name_zh, name_en from ${subscriptionTopics} where code = ${topic}`);
  const row = (rows as unknown as { rows: Array<{ name_zh: string; name_en: string }> }).rows[0];
  return row ? { zh: row.name_zh, en: row.name_en } : { zh: topic, en: topic };
}

export type UnsubscribePage = { status: number; html: string };

/**
 * The public unsubscribe link: a valid token unsubscribes its customer from its topic and
 * answers a small page in both languages; an altered or unknown one answers 400 with the same
 * page saying the link is invalid (nothing changes).
 */
export async function unsubscribeByToken(ctx: AppContext, token: string | undefined): Promise<UnsubscribePage> {
  let target: { customerId: number; topic: string };
  try {
    target = verifyUnsubscribe(token ?? '');
    if (!(await getCustomer(ctx, target.customerId))) throw new AppError(74106);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: 400, html: page('链接无效', 'Invalid link', '该退订链接无效或已被修改。', 'This unsubscribe link is invalid or was altered.') };
  }
  await setSubscription(ctx, target.customerId, target.topic, false, 'link');
  const names = await topicNames(ctx, target.topic);
  return {
    status: 200,
    html: page('退订成功', 'Unsubscribed', `您将不再收到“${escapeHtml(names.zh)}”邮件。`, `You will no longer receive “${escapeHtml(names.en)}” e-mails.`),
  };
}

function page(titleZh: string, titleEn: string, textZh: string, textEn: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${titleZh} · ${titleEn}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f5f5f5;color:#1f1f1f;margin:0;padding:48px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 24px;line-height:1.6}section+section{border-top:1px solid #eee;padding-top:24px}</style></head>
<body><main><section lang="zh-CN"><h1>${titleZh}</h1><p>${textZh}</p></section>
<section lang="en"><h1>${titleEn}</h1><p>${textEn}</p></section></main></body></html>`;
}
