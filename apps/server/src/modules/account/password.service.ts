import {
  type Language,
  PASSWORD_TEXTS,
  type PasswordField,
  type PasswordProblem,
  passwordChangeProblems,
  passwordIntensity,
  type TFieldError,
  type TResetUserPasswordRequest,
  type TUpdatePasswordRequest,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import type { AuthUser } from '../../platform/http/route-config';
import { assertUnder, clearLimit, recordFailure } from '../../platform/security/abuse-limits';
import { hashPassword, verifyPassword } from '../../platform/security/password-hash';
import { endUserSessions, logSecurityEvent } from '../auth';
import { assertMayActOn } from '../roles';
import { findUserById, type UserRow } from '../users';
import { setUserPassword } from './account.repository';
import { isCommonPassword } from './common-passwords';
import { sendNotice } from './notices';

/** Decrypts an optional encrypted field; empty stays empty so the "required" texts can answer. */
export function decryptField(ctx: AppContext, value: string | undefined): string {
  return value ? ctx.cipher.decrypt(value) : '';
}

function fieldErrors(problems: PasswordProblem[], lang: Language): TFieldError[] {
  return problems.map((p) => ({ field: p.field, message: PASSWORD_TEXTS[p.text][lang] }));
}

/**
 * The rules of a new password after the form rules of platform.md §5: 1008 when the
 * characters break the rules, 1001 with field errors for the other form rules, and 1001
 * for one of the 3,000 most common passwords.
 */
export function assertNewPassword(problems: PasswordProblem[], next: string, lang: Language, field: PasswordField = 'newpassword1') {
  if (problems.some((p) => p.text === 'rules')) throw new AppError(1008, { errors: fieldErrors(problems, lang) });
  if (problems.length > 0) throw new AppError(1001, { errors: fieldErrors(problems, lang) });
  if (isCommonPassword(next)) throw new AppError(1001, { errors: [{ field, message: PASSWORD_TEXTS.common[lang] }] });
}

/**
 * updatePassword: the caller changes their own password (also with the restricted session
 * of an expired password). Ends every other session of the user, and the restricted one.
 */
export async function changeOwnPassword(ctx: AppContext, req: FastifyRequest, me: AuthUser, body: TUpdatePasswordRequest): Promise<void> {
  if (body.userId !== undefined && body.userId !== me.userId) throw new AppError(1000);
  if (body.username && body.username.toLowerCase() !== me.username.toLowerCase()) throw new AppError(1000);
  const lang = requestLanguage(req);
  const current = decryptField(ctx, body.password);
  const next = decryptField(ctx, body.newpassword1);
  const confirm = decryptField(ctx, body.confirmPwd);
  const problems = passwordChangeProblems({ current, next, confirm }, true);
  if (problems.some((p) => p.text.endsWith('Required'))) throw new AppError(1001, { errors: fieldErrors(problems, lang) });

  const user = await findUserById(ctx.db, me.userId);
  if (!user) throw new AppError(1003);
  await assertUnder(ctx, 'passwordChangeFailuresPerUser', me.userId);
  if (!(await verifyPassword(user.passwordHash, current))) {
    await recordFailure(ctx, 'passwordChangeFailuresPerUser', me.userId);
    await logSecurityEvent(ctx, { event: 'password_change_failure', userId: me.userId, account: me.username, ip: req.ip, deviceId: me.deviceId });
    throw new AppError(60002);
  }
  assertNewPassword(problems, next, lang);

  const hash = await hashPassword(next);
  const now = new Date(ctx.clock.now());
  // a normal session stays (the console signs out by itself); the restricted one ends
  const keep = me.scope === 'all' ? me.sessionId : undefined;
  await ctx.db.transaction(async (tx) => {
    await setUserPassword(tx, me.userId, { hash, intensity: passwordIntensity(next), expired: false, at: now });
    await endUserSessions(ctx, me.userId, 'password_changed', keep, tx);
    await writeOperationLog(tx, req, {
      module: 'account',
      action: 'updatePassword',
      targetId: me.userId,
      before: { passwordExpired: user.passwordExpired, pwdIntensity: user.pwdIntensity },
      after: { passwordExpired: false, pwdIntensity: passwordIntensity(next) },
    });
  });
  await clearLimit(ctx, 'passwordChangeFailuresPerUser', me.userId);
  await logSecurityEvent(ctx, { event: 'password_changed', userId: me.userId, account: me.username, ip: req.ip, deviceId: me.deviceId });
  await sendNotice(ctx, 'passwordChanged', lang, user);
}

/**
 * reSetPwd / updatePasswordBatch: an administrator sets a temporary password. It is
 * marked expired (the user must change it at the next sign-in) and the users' sessions end.
 * Only users the caller may act on (the acting rule: 1000 for one above the caller).
 */
export async function resetUserPasswords(
  ctx: AppContext,
  req: FastifyRequest,
  me: AuthUser,
  userIds: number[],
  encrypted: TResetUserPasswordRequest['password'],
) {
  const lang = requestLanguage(req);
  const password = ctx.cipher.decrypt(encrypted);
  const problems = passwordChangeProblems({ next: password, confirm: password }, false).map((p) => ({ ...p, field: 'password' as const }));
  assertNewPassword(problems, password, lang, 'password');
  const ids = [...new Set(userIds)];
  if (ids.includes(me.userId)) throw new AppError(1016);
  const targets: UserRow[] = [];
  for (const id of ids) {
    const u = await findUserById(ctx.db, id);
    if (!u) throw new AppError(1002, { userId: id });
    targets.push(u);
  }
  await assertMayActOn(ctx.db, me, { userIds: ids });
  // a hash each: equal hashes would tell that the accounts share a password
  const hashes = await Promise.all(targets.map(() => hashPassword(password)));
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    for (const [i, u] of targets.entries()) {
      await setUserPassword(tx, u.id, { hash: hashes[i]!, intensity: passwordIntensity(password), expired: true, at: now });
      await endUserSessions(ctx, u.id, 'password_reset', undefined, tx);
      await writeOperationLog(tx, req, {
        module: 'account',
        action: ids.length > 1 ? 'updatePasswordBatch' : 'reSetPwd',
        targetId: u.id,
        before: { username: u.username, passwordExpired: u.passwordExpired },
        after: { username: u.username, passwordExpired: true },
      });
    }
  });
  for (const u of targets) {
    await logSecurityEvent(ctx, { event: 'password_reset_by_admin', userId: u.id, account: u.username, ip: req.ip, detail: `by ${me.username}` });
  }
}
