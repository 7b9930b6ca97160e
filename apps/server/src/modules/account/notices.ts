import type { Language } from '@diagops/contracts';
import type { AppContext } from '../../platform/context';

/** Security notices (OWASP ASVS: tell the user when an authentication factor changes). */
const NOTICES = {
  passwordChanged: {
    'zh-CN': ['DiagOps 密码已修改', '您的 DiagOps 账号密码刚刚被修改。如非本人操作，请立即联系管理员。'],
    'en-US': [
      'Your DiagOps password was changed',
      'The password of your DiagOps account was just changed. If this was not you, contact your administrator now.',
    ],
  },
  passwordReset: {
    'zh-CN': ['DiagOps 密码已重置', '您的 DiagOps 账号密码已通过邮件链接重置，所有登录设备均已退出。如非本人操作，请立即联系管理员。'],
    'en-US': [
      'Your DiagOps password was reset',
      'The password of your DiagOps account was reset through an e-mailed link and every device was signed out. If this was not you, contact your administrator now.',
    ],
  },
  twoFactorEnabled: {
    'zh-CN': ['DiagOps 已开启双因素认证', '您的 DiagOps 账号已开启双因素认证，其他设备均已退出。如非本人操作，请立即联系管理员。'],
    'en-US': [
      'Two-factor sign-in is on for DiagOps',
      'Two-factor sign-in was turned on for your DiagOps account and your other devices were signed out. If this was not you, contact your administrator now.',
    ],
  },
  twoFactorDisabled: {
    'zh-CN': ['DiagOps 已关闭双因素认证', '您的 DiagOps 账号已关闭双因素认证。如非本人操作，请立即联系管理员。'],
    'en-US': [
      'Two-factor sign-in is off for DiagOps',
      'Two-factor sign-in was turned off for your DiagOps account. If this was not you, contact your administrator now.',
    ],
  },
  phoneChanged: {
    'zh-CN': ['', '【DiagOps】您的账号已绑定新的手机号，本号码已解绑。如非本人操作，请立即联系管理员。'],
    'en-US': ['', '[DiagOps] Your account was bound to a new phone and this number was unbound. If this was not you, contact your administrator now.'],
  },
} as const satisfies Record<string, Record<Language, readonly [string, string]>>;
export type NoticeKind = keyof typeof NOTICES;

/**
 * Sends a notice by e-mail (or SMS for the phone change); a failed delivery never fails the
 * request that caused it (the outbox keeps it as 'failed' for a retry).
 */
export async function sendNotice(ctx: AppContext, kind: NoticeKind, lang: Language, to: { email?: string | null; phone?: string | null }) {
  const [subject, text] = NOTICES[kind][lang];
  try {
    if (kind === 'phoneChanged') {
      if (to.phone) await ctx.notifier.send({ channel: 'sms', to: to.phone, text });
    } else if (to.email) {
      await ctx.notifier.send({ channel: 'email', to: to.email, subject, text });
    }
  } catch {
    // kept in the outbox as failed
  }
}
