import {
  ACCOUNT_TYPE,
  CODE_OPERATION,
  PHONE_CHANGE_WINDOW_MS,
  PHONE_TEXTS,
  type PhoneTextKey,
  phoneProblem,
  type TBindNewPhoneRequest,
  type TSendCodeRequest,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import type { AuthUser } from '../../platform/http/route-config';
import { consume } from '../../platform/security/abuse-limits';
import { logSecurityEvent } from '../auth';
import { findUserById, maskPhone, type UserRow } from '../users';
import { phoneTakenByOther, setUserPhone } from './account.repository';
import { checkCodeFrom } from './codes';
import { sendNotice } from './notices';

/** The "may bind a new phone" mark: set by changePhone, bound to the session, 10 minutes. */
const mayBindKey = (userId: number) => `phone-may-bind:${userId}`;

function phoneError(code: 1000 | 1001, field: string, text: PhoneTextKey, req: FastifyRequest): AppError {
  return new AppError(code, { errors: [{ field, message: PHONE_TEXTS[text][requestLanguage(req)] }] });
}

async function me(ctx: AppContext, auth: AuthUser): Promise<UserRow> {
  const user = await findUserById(ctx.db, auth.userId);
  if (!user) throw new AppError(1003);
  return user;
}

/** A new phone must be a mainland mobile (platform.md §5), not the current one, not another account's. */
async function assertBindable(ctx: AppContext, req: FastifyRequest, user: UserRow, phone: string, field: string) {
  const problem = phoneProblem(phone);
  if (problem) throw phoneError(1001, field, problem, req);
  if (user.phone === phone) throw phoneError(1001, field, 'same', req);
  if (await phoneTakenByOther(ctx.db, phone, user.id)) throw new AppError(10120, { errors: [{ field, message: PHONE_TEXTS.taken[requestLanguage(req)] }] });
}

/** When a phone is bound, binding another needs the current phone verified in this session. */
async function assertMayBind(ctx: AppContext, req: FastifyRequest, user: UserRow, auth: AuthUser) {
  if (!user.phone) return;
  if ((await ctx.kv.get(mayBindKey(user.id))) !== auth.sessionId) throw phoneError(1000, 'phone', 'verifyFirst', req);
}

/**
 * sendVerifiyCode for the phone steps (operationType 2 and 3), called by the auth route
 * before a code is issued: a signed-in caller with a full session; operationType 2 only to
 * the caller's own bound phone; operationType 3 only to a bindable phone, and, when a
 * phone is bound, only after changePhone verified it. At most 10 phone codes an hour per user.
 */
export async function assertPhoneCodeTarget(ctx: AppContext, req: FastifyRequest, b: TSendCodeRequest): Promise<void> {
  const auth = req.auth;
  if (!auth) throw new AppError(1003);
  if (auth.scope === 'password_change') throw new AppError(15316);
  if (b.accountType !== ACCOUNT_TYPE.phone) throw new AppError(1001, { errors: [{ field: 'accountType', message: 'must be 2 (phone)' }] });
  const user = await me(ctx, auth);
  if (b.operationType === CODE_OPERATION.oldPhone) {
    if (!user.phone) throw phoneError(1001, 'contactWay', 'noPhone', req);
    if (b.contactWay !== user.phone) throw phoneError(1000, 'contactWay', 'notOwn', req);
  } else {
    await assertBindable(ctx, req, user, b.contactWay, 'contactWay');
    await assertMayBind(ctx, req, user, auth);
  }
  await consume(ctx, 'codeSendsPerUser', user.id);
}

/** changePhone: the code sent to the current phone; grants the "may bind" mark for 10 minutes. */
export async function verifyCurrentPhone(ctx: AppContext, req: FastifyRequest, auth: AuthUser, captcha: string): Promise<void> {
  const user = await me(ctx, auth);
  if (!user.phone) throw phoneError(1001, 'captcha', 'noPhone', req);
  await checkCodeFrom(ctx, req.ip, CODE_OPERATION.oldPhone, user.phone, captcha);
  await ctx.kv.set(mayBindKey(user.id), auth.sessionId, PHONE_CHANGE_WINDOW_MS);
  await logSecurityEvent(ctx, { event: 'phone_verified', userId: user.id, account: user.username, ip: req.ip, deviceId: auth.deviceId });
}

/** bindNewPhone: binds a verified mainland phone; 15317 on a wrong or expired code. */
export async function bindNewPhone(ctx: AppContext, req: FastifyRequest, auth: AuthUser, body: TBindNewPhoneRequest): Promise<void> {
  const user = await me(ctx, auth);
  const phone = body.phone.trim();
  await assertBindable(ctx, req, user, phone, 'phone');
  await assertMayBind(ctx, req, user, auth);
  await checkCodeFrom(ctx, req.ip, CODE_OPERATION.newPhone, phone, body.captcha);
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await setUserPhone(tx, user.id, phone, now);
    await writeOperationLog(tx, req, {
      module: 'account',
      action: 'bindNewPhone',
      targetId: user.id,
      before: { phone: maskPhone(user.phone) },
      after: { phone: maskPhone(phone) },
    });
  });
  await ctx.kv.del(mayBindKey(user.id));
  await logSecurityEvent(ctx, {
    event: 'phone_changed',
    userId: user.id,
    account: user.username,
    ip: req.ip,
    deviceId: auth.deviceId,
    detail: `${maskPhone(user.phone) ?? '-'} -> ${maskPhone(phone)}`,
  });
  if (user.phone) await sendNotice(ctx, 'phoneChanged', requestLanguage(req), { phone: user.phone });
}
