import type { AppContext } from '../../platform/context';
import { getCustomer } from '../customers';
import type { FeedbackRow } from './feedback.repository';

const TEXT = {
  'zh-CN': (seq: string, title: string, reply: string) => ({
    subject: `您的反馈 ${seq} 有新回复`,
    text: `您好，\n\n您提交的反馈「${title}」（${seq}）有了新的回复：\n\n${reply}\n\n请在应用中查看完整对话并回复。\n`,
  }),
  'en-US': (seq: string, title: string, reply: string) => ({
    subject: `New reply to your feedback ${seq}`,
    text: `Hello,\n\nYour feedback "${title}" (${seq}) has a new reply:\n\n${reply}\n\nOpen the app to read the whole conversation and answer.\n`,
  }),
} as const;

/** Tells the customer of a reply by e-mail, in the item's (the customer's) language; the outbox keeps it. */
export async function replyMail(ctx: AppContext, row: FeedbackRow, reply: string): Promise<void> {
  const customer = row.customerId ? await getCustomer(ctx, row.customerId) : null;
  const to = customer?.email ?? row.userEmail;
  if (!to) return;
  const lang = row.language === 'en-US' ? 'en-US' : 'zh-CN';
  const mail = TEXT[lang](row.seqNo, row.title, reply);
  await ctx.notifier.send({ channel: 'email', to, subject: mail.subject, text: mail.text });
}
