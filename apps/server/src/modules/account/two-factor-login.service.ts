import { LOGIN_TYPE, secondFactorKind, type TTokenReply, type TTwoFactorLoginRequest, TWO_FACTOR_SIGN_IN_TTL_MS } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { deviceIdOf } from '../../platform/http/origin';
import { addressKey, recordFailure } from '../../platform/security/abuse-limits';
import { newToken } from '../../platform/security/tokens';
import { completeSignIn, expiredPasswordError, logSecurityEvent, type PendingSignIn, setTwoFactorGate } from '../auth';
import { findUserById } from '../users';
import { checkSecondFactor } from './two-factor.service';

/** Wrong second factors one sign-in survives; after that the password step starts again. */
const MAX_SECOND_FACTOR_TRIES = 5;
/** A client clock further off than this is reported with a wrong code. */
const SKEW_REPORT_MS = 60_000;

type Waiting = { pending: PendingSignIn; isFirst: boolean; tries: number };
const waitingKey = (unionId: string) => `2fa-signin:${unionId}`;

/**
 * Installs the gate of sign-in.service: a user with two-factor on gets {twoFactor, unionId}
 * instead of tokens; twoFactorLogin finishes the sign-in from the same device within 5 minutes.
 */
export function installTwoFactorGate() {
  setTwoFactorGate(async (ctx, user, pending, isFirst) => {
    if (!user.twoFactorEnabled) return null;
    const unionId = newToken();
    const waiting: Waiting = { pending, isFirst, tries: 0 };
    await ctx.kv.set(waitingKey(unionId), JSON.stringify(waiting), TWO_FACTOR_SIGN_IN_TTL_MS);
    return { kind: 'twoFactor', unionId };
  });
}

export type TwoFactorLoginData = TTokenReply | { otherDeviceOnline: true; id: string };

/**
 * twoFactorLogin: a 6-digit authenticator code or a 10-character backup code completes the
 * sign-in: tokens, or the logged-in-elsewhere question. loginType is the sign-in mode
 * (1, 2, 3). 15602 unknown or expired unionId (or no secret), 15603 unknown loginType,
 * 15317 wrong code, 15318 wrong backup code; 15316 with the restricted session when the password expired.
 */
export async function twoFactorLogin(ctx: AppContext, req: FastifyRequest, body: TTwoFactorLoginRequest): Promise<TwoFactorLoginData> {
  if (!body.unionId) throw new AppError(15602);
  const key = waitingKey(body.unionId);
  const raw = await ctx.kv.get(key);
  if (!raw) throw new AppError(15602);
  const waiting = JSON.parse(raw) as Waiting;
  const { pending } = waiting;
  if (pending.deviceId !== deviceIdOf(req)) throw new AppError(15602);
  if (!(Object.values(LOGIN_TYPE) as number[]).includes(body.loginType)) throw new AppError(15603);
  const backup = secondFactorKind(body.verificationCode) === 'backup';
  const user = await findUserById(ctx.db, pending.userId);
  if (!user) throw new AppError(15602);
  if (user.lockFlag) throw new AppError(15601);

  const result = await checkSecondFactor(ctx, user, body.verificationCode, backup);
  if (result === 'missing') {
    await ctx.kv.del(key);
    throw new AppError(15602);
  }
  if (result === 'wrong') {
    const tries = waiting.tries + 1;
    const ttl = await ctx.kv.ttl(key);
    if (tries >= MAX_SECOND_FACTOR_TRIES || ttl <= 0) await ctx.kv.del(key);
    else await ctx.kv.set(key, JSON.stringify({ ...waiting, tries }), ttl);
    await recordFailure(ctx, 'signInFailuresPerAddress', addressKey(req.ip));
    await logSecurityEvent(ctx, {
      event: 'login_failure',
      userId: user.id,
      account: user.username,
      ip: req.ip,
      deviceId: pending.deviceId,
      detail: backup ? 'wrong backup code' : 'wrong authenticator code',
    });
    if (backup) throw new AppError(15318);
    const local = Number(body.localTimeStamp);
    const skew = Number.isFinite(local) && local > 0 ? local - ctx.clock.now() : 0;
    throw new AppError(15317, Math.abs(skew) > SKEW_REPORT_MS ? { clockSkewSeconds: Math.round(skew / 1000) } : null);
  }
  // single use: of two concurrent requests with good codes only one signs in
  if (!(await ctx.kv.take(key))) throw new AppError(15602);
  await logSecurityEvent(ctx, {
    event: backup ? 'two_factor_backup_used' : 'two_factor_passed',
    userId: user.id,
    account: user.username,
    ip: req.ip,
    deviceId: pending.deviceId,
  });
  const outcome = await completeSignIn(ctx, pending, waiting.isFirst);
  if (outcome.kind === 'otherDevice') return { otherDeviceOnline: true, id: outcome.id };
  if (outcome.kind !== 'tokens') throw new AppError(10108);
  if (outcome.reply.password_expired) throw expiredPasswordError(outcome.reply);
  return outcome.reply;
}
