import {
  LANGUAGE_IDS,
  type Language,
  PASSWORD_TEXTS,
  passwordChangeProblems,
  passwordIntensity,
  RESET_LINK_TTL_MS,
  RESET_PASSWORD_PATH,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { addressKey, assertUnder, consume, recordFailure } from '../../platform/security/abuse-limits';
import { hashPassword, verifyPassword } from '../../platform/security/password-hash';
import { newToken, sha256 } from '../../platform/security/tokens';
import { endUserSessions, logSecurityEvent } from '../auth';
import { findUserByEmail, findUserById, findUserByUsername, type UserRow } from '../users';
import { insertResetToken, liveResetToken, setUserPassword, spendResetToken, sweepResetTokens } from './account.repository';
import { sendNotice } from './notices';
import { assertNewPassword, decryptField } from './password.service';

/** At most one reset e-mail per account per minute (the code resend rule). */
const RESEND_MS = 60_000;

const MAIL = {
  'zh-CN': (link: string, minutes: number) => ({
    subject: 'DiagOps 重置密码',
    text: `您申请了重置 DiagOps 账号的密码。请在 ${minutes} 分钟内打开以下链接设置新密码（链接只能使用一次）：\n\n${link}\n\n如非本人操作，请忽略本邮件，您的密码不会改变。`,
  }),
  'en-US': (link: string, minutes: number) => ({
    subject: 'Reset your DiagOps password',
    text: `Someone asked to reset the password of your DiagOps account. Open this link within ${minutes} minutes to set a new password (it works once):\n\n${link}\n\nIf this was not you, ignore this e-mail; your password stays as it is.`,
  }),
};

/** Where the e-mailed link points: PUBLIC_URL, else the address the request came to. */
function publicBase(ctx: AppContext, req: FastifyRequest): string {
  if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}

async function sendResetLink(ctx: AppContext, req: FastifyRequest, user: UserRow & { email: string }, lang: Language) {
  if ((await ctx.kv.incr(`reset-resend:${user.id}`, RESEND_MS)) > 1) return;
  const token = newToken();
  const now = ctx.clock.now();
  // links that can no longer be used are removed as new ones are made
  await sweepResetTokens(ctx.db, new Date(now));
  await insertResetToken(ctx.db, { tokenHash: sha256(token), userId: user.id, expiresAt: new Date(now + RESET_LINK_TTL_MS), ip: req.ip, at: new Date(now) });
  const link = `${publicBase(ctx, req)}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const mail = MAIL[lang](link, RESET_LINK_TTL_MS / 60_000);
  await ctx.notifier.send({ channel: 'email', to: user.email, subject: mail.subject, text: mail.text });
}

/** Mail still being sent, so that a closing app can wait for it. */
export const resetMailsInFlight = new Set<Promise<unknown>>();

/**
 * forgotPassword: the same answer whether or not the account exists. For an existing,
 * enabled account with an e-mail address a single-use link valid 3 minutes is mailed; the
 * mail is sent after the reply so that the reply time does not tell accounts apart.
 */
export async function forgotPassword(ctx: AppContext, req: FastifyRequest, body: TForgotPasswordRequest): Promise<void> {
  await consume(ctx, 'resetRequestsPerAddress', addressKey(req.ip));
  const lang: Language = body.languageId === LANGUAGE_IDS['en-US'] ? 'en-US' : body.languageId === LANGUAGE_IDS['zh-CN'] ? 'zh-CN' : requestLanguage(req);
  const account = (body.email || body.username)!;
  const user = body.email ? await findUserByEmail(ctx.db, body.email) : await findUserByUsername(ctx.db, body.username!);
  await logSecurityEvent(ctx, { event: 'reset_requested', userId: user?.id, account, ip: req.ip, detail: user ? null : 'unknown account' });
  if (!user?.email || user.lockFlag) return;
  const work = sendResetLink(ctx, req, user as UserRow & { email: string }, lang).catch((err) => req.log.error({ err }, 'reset mail failed'));
  resetMailsInFlight.add(work);
  void work.finally(() => resetMailsInFlight.delete(work));
}

/**
 * resetPassword: sets a new password through a live link (same rules as the password
 * change), spends the link and ends every session of the user. 15317 for a wrong, used or
 * expired link.
 */
export async function resetPassword(ctx: AppContext, req: FastifyRequest, body: TResetPasswordRequest): Promise<void> {
  const address = addressKey(req.ip);
  await assertUnder(ctx, 'codeCheckFailuresPerAddress', address);
  const tokenHash = sha256(body.token);
  const live = await liveResetToken(ctx.db, tokenHash, new Date(ctx.clock.now()));
  const user = live ? await findUserById(ctx.db, live.userId) : undefined;
  if (!live || !user || user.lockFlag) {
    await recordFailure(ctx, 'codeCheckFailuresPerAddress', address);
    throw new AppError(15317);
  }
  const lang = requestLanguage(req);
  const next = decryptField(ctx, body.newpassword1);
  const confirm = decryptField(ctx, body.confirmPwd);
  assertNewPassword(passwordChangeProblems({ next, confirm }, false), next, lang);
  if (await verifyPassword(user.passwordHash, next)) {
    throw new AppError(1001, { errors: [{ field: 'newpassword1', message: PASSWORD_TEXTS.sameAsCurrent[lang] }] });
  }
  const hash = await hashPassword(next);
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    if (!(await spendResetToken(tx, tokenHash, now))) throw new AppError(15317);
    await setUserPassword(tx, user.id, { hash, intensity: passwordIntensity(next), expired: false, at: now });
    await endUserSessions(ctx, user.id, 'password_reset', undefined, tx);
    await writeOperationLog(tx, req, {
      module: 'account',
      action: 'resetPassword',
      targetId: user.id,
      before: { username: user.username, passwordExpired: user.passwordExpired },
      after: { username: user.username, passwordExpired: false },
    });
  });
  await logSecurityEvent(ctx, { event: 'password_reset', userId: user.id, account: user.username, ip: req.ip });
  await sendNotice(ctx, 'passwordReset', lang, user);
}
