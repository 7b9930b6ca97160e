import crypto from 'node:crypto';
import { CODE_OPERATION, LOGIN_TYPE, MAX_FAILED_SIGN_INS_PER_HOUR, SIGN_IN_PASSWORD_MIN, type TTokenReply } from '@diagops/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { addressKey, assertUnder, recordFailure } from '../../platform/security/abuse-limits';
import { dummyHash, verifyPassword } from '../../platform/security/password-hash';
import { findUserByEmail, findUserByPhone, findUserByUsername, type UserRow } from '../users';
import { sessions } from './auth.tables';
import { logSecurityEvent } from './security-log';
import { endSessions, liveSessions, openSession } from './sessions.service';
import { checkCode } from './verification-codes';

const TICKET_TTL_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/** Who is signing in from where. */
export type SignInOrigin = { clientId: string; deviceId: string; ip: string | null; userAgent: string | null };

/** A sign-in that passed its credential check and waits for a further step. */
export type PendingSignIn = SignInOrigin & { userId: number; username: string; scope: 'all' | 'password_change' };

export type SignInOutcome = { kind: 'tokens'; reply: TTokenReply } | { kind: 'otherDevice'; id: string } | { kind: 'twoFactor'; unionId: string };

export type Credentials = { loginType: 1; account: string; password: string } | { loginType: 2 | 3; account: string; code: string | undefined };

/**
 * Failed sign-ins are counted per account and per (account, device). A device that has
 * signed in to the account before is not held back by the account-wide count, so an
 * attacker who burns the account's hourly allowance cannot lock the owner out.
 */
async function assertNotThrottled(ctx: AppContext, account: string, origin: SignInOrigin, knownDevice: boolean) {
  const acct = account.toLowerCase();
  const perDevice = Number((await ctx.kv.get(`signin-fail:dev:${acct}:${origin.deviceId}`)) ?? 0);
  if (perDevice >= MAX_FAILED_SIGN_INS_PER_HOUR) throw new AppError(1004);
  if (knownDevice) return;
  const perAccount = Number((await ctx.kv.get(`signin-fail:acct:${acct}`)) ?? 0);
  if (perAccount >= MAX_FAILED_SIGN_INS_PER_HOUR) throw new AppError(1004);
  // failures from one address across all accounts (credential stuffing); known devices are exempt too
  await assertUnder(ctx, 'signInFailuresPerAddress', addressKey(origin.ip));
}

async function countFailure(ctx: AppContext, account: string, origin: SignInOrigin) {
  const acct = account.toLowerCase();
  await ctx.kv.incr(`signin-fail:dev:${acct}:${origin.deviceId}`, HOUR_MS);
  await ctx.kv.incr(`signin-fail:acct:${acct}`, HOUR_MS);
  await recordFailure(ctx, 'signInFailuresPerAddress', addressKey(origin.ip));
}

async function isKnownDevice(ctx: AppContext, userId: number | undefined, deviceId: string): Promise<boolean> {
  if (!userId) return false;
  const [row] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId)))
    .limit(1);
  return Boolean(row);
}

async function findForLogin(ctx: AppContext, cred: Credentials): Promise<UserRow | undefined> {
  if (cred.loginType === LOGIN_TYPE.password) return findUserByUsername(ctx.db, cred.account);
  if (cred.loginType === LOGIN_TYPE.sms) return findUserByPhone(ctx.db, cred.account);
  return findUserByEmail(ctx.db, cred.account);
}

function passwordIsExpired(ctx: AppContext, user: UserRow): boolean {
  if (user.passwordExpired) return true;
  const maxDays = ctx.config.PASSWORD_MAX_AGE_DAYS;
  return maxDays > 0 && ctx.clock.now() - user.passwordChangedAt.getTime() > maxDays * 86_400_000;
}

/**
 * Checks credentials. A wrong password and an unknown account answer alike (60002); a
 * disabled account answers 15601 only once the password is right.
 */
export async function verifyCredentials(ctx: AppContext, cred: Credentials, origin: SignInOrigin): Promise<UserRow> {
  if (![1, 2, 3].includes(cred.loginType)) throw new AppError(15603);
  const user = await findForLogin(ctx, cred);
  await assertNotThrottled(ctx, cred.account, origin, await isKnownDevice(ctx, user?.id, origin.deviceId));
  const failed = async (code: 60002 | 15317, detail: string) => {
    await countFailure(ctx, cred.account, origin);
    await logSecurityEvent(ctx, { event: 'login_failure', userId: user?.id, account: cred.account, ip: origin.ip, deviceId: origin.deviceId, detail });
    throw new AppError(code);
  };
  if (cred.loginType === LOGIN_TYPE.password) {
    // an unknown account still costs one hash, so timing does not tell accounts apart
    const ok = (await verifyPassword(user ? user.passwordHash : await dummyHash(), cred.password)) && Boolean(user);
    if (!ok || cred.password.length < SIGN_IN_PASSWORD_MIN) return failed(60002, user ? 'wrong password' : 'unknown account');
  } else {
    // codes are only ever sent to existing accounts, so an unknown account fails here too
    try {
      await checkCode(ctx, CODE_OPERATION.signIn, cred.account, cred.code);
    } catch {
      return failed(15317, 'wrong code');
    }
    if (!user) return failed(15317, 'unknown account');
  }
  if (user!.lockFlag) {
    await logSecurityEvent(ctx, {
      event: 'login_failure',
      userId: user!.id,
      account: cred.account,
      ip: origin.ip,
      deviceId: origin.deviceId,
      detail: 'locked',
    });
    throw new AppError(15601);
  }
  return user!;
}

/** Hook for two-factor sign-in (issue 4): decides whether a second step is needed. */
export type TwoFactorGate = (ctx: AppContext, user: UserRow, pending: PendingSignIn, isFirst: boolean) => Promise<SignInOutcome | null>;
let twoFactorGate: TwoFactorGate = async () => null;
export function setTwoFactorGate(gate: TwoFactorGate) {
  twoFactorGate = gate;
}

/** After the credential check: two-factor step, other-device confirmation, then tokens. */
export async function signIn(ctx: AppContext, cred: Credentials, origin: SignInOrigin, isFirst: boolean): Promise<SignInOutcome> {
  const user = await verifyCredentials(ctx, cred, origin);
  const pending: PendingSignIn = { ...origin, userId: user.id, username: user.username, scope: passwordIsExpired(ctx, user) ? 'password_change' : 'all' };
  const step = await twoFactorGate(ctx, user, pending, isFirst);
  if (step) return step;
  return completeSignIn(ctx, pending, isFirst);
}

/**
 * Opens the session, unless the account is live on another device and the client asked
 * to be told (isFirst): then a ticket for offlineOtherDevices is returned instead.
 */
export async function completeSignIn(ctx: AppContext, pending: PendingSignIn, isFirst: boolean): Promise<SignInOutcome> {
  if (isFirst) {
    const others = await liveSessions(ctx, pending.userId, { deviceId: pending.deviceId });
    if (others.length > 0) {
      const id = crypto.randomBytes(24).toString('base64url');
      await ctx.kv.set(`signin-ticket:${id}`, JSON.stringify(pending), TICKET_TTL_MS);
      return { kind: 'otherDevice', id };
    }
  }
  const reply = await openSession(ctx, pending);
  await logSecurityEvent(ctx, { event: 'login_success', userId: pending.userId, account: pending.username, ip: pending.ip, deviceId: pending.deviceId });
  return { kind: 'tokens', reply };
}

/**
 * offlineOtherDevices: with a live ticket, offlineFlag 1 ends the account's sessions on
 * other devices and completes the sign-in; 0 drops the ticket. No ticket, no kick.
 */
export async function resolveOtherDevices(ctx: AppContext, ticketId: string, kick: boolean, deviceId: string): Promise<TTokenReply | null> {
  const raw = await ctx.kv.take(`signin-ticket:${ticketId}`);
  if (!raw) throw new AppError(1012);
  const pending = JSON.parse(raw) as PendingSignIn;
  if (pending.deviceId !== deviceId) throw new AppError(1012);
  if (!kick) return null;
  const others = await liveSessions(ctx, pending.userId, { deviceId: pending.deviceId });
  await endSessions(
    ctx,
    others.map((s) => s.id),
    'kicked',
  );
  await logSecurityEvent(ctx, {
    event: 'kick_other_devices',
    userId: pending.userId,
    account: pending.username,
    ip: pending.ip,
    deviceId,
    detail: `${others.length} sessions`,
  });
  const outcome = await completeSignIn(ctx, pending, false);
  return outcome.kind === 'tokens' ? outcome.reply : null;
}

/** 15316 carries the restricted session: it allows only the password change. */
export function expiredPasswordError(reply: TTokenReply): AppError {
  return new AppError(15316, reply as unknown as Record<string, unknown>);
}
