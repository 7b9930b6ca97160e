import type { AppContext } from '../../platform/context';
import { mailTemplateConfig, receivingTerminals, subscriptionTopics } from './mail.tables';

// [code, name]: the apps and sites a message can be addressed to
const TERMINALS: Array<[string, string]> = [
  ['app', 'Diagnostic app'],
  ['web', 'Customer website'],
  ['pc', 'PC suite'],
];

// [code, zh, en]
const TOPICS: Array<[string, string, string]> = [
  ['product_updates', '产品更新', 'Product updates'],
  ['software_releases', '软件发布', 'Software releases'],
  ['promotions', '促销活动', 'Promotions'],
  ['newsletter', '新闻简报', 'Newsletter'],
];

/** Shared template settings; templates use them as {{companyName}}, {{supportEmail}} …. */
export const TEMPLATE_CONFIG_DEFAULTS: Record<string, string> = {
  companyName: 'DiagOps',
  supportEmail: 'support@diagops.local',
  footerZh: '此邮件由系统自动发送，请勿直接回复。',
  footerEn: 'This e-mail was sent automatically; please do not reply to it.',
  logoUrl: '',
};

/** Reference rows every installation starts with (idempotent: existing rows stay as edited). */
export async function seedMailReference(ctx: AppContext): Promise<void> {
  // terminals are seeded once: a deleted one stays deleted
  const [any] = await ctx.db.select({ id: receivingTerminals.id }).from(receivingTerminals).limit(1);
  if (!any) await ctx.db.insert(receivingTerminals).values(TERMINALS.map(([code, name], i) => ({ code, name, sort: i + 1 })));
  await ctx.db
    .insert(subscriptionTopics)
    .values(TOPICS.map(([code, nameZh, nameEn], i) => ({ code, nameZh, nameEn, sort: i + 1 })))
    .onConflictDoNothing();
  await ctx.db
    .insert(mailTemplateConfig)
    .values(Object.entries(TEMPLATE_CONFIG_DEFAULTS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}
