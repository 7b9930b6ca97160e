import crypto from 'node:crypto';
import {
  BACKUP_CODE_COUNT,
  BACKUP_CODE_LENGTH,
  secondFactorKind,
  type TOpenTwoFactorReply,
  TOTP_ISSUER,
  TOTP_LENGTH,
  type TTwoFactorStatus,
  TWO_FACTOR_ACTIVATION_TTL_MS,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import type { AuthUser } from '../../platform/http/route-config';
import { assertUnder, recordFailure } from '../../platform/security/abuse-limits';
import { sha256 } from '../../platform/security/tokens';
import { endUserSessions, logSecurityEvent } from '../auth';
import { findUserById, type UserRow } from '../users';
import {
  advanceTimeStep,
  clearTwoFactorData,
  lastTimeStep,
  replaceBackupCodes,
  setUserTwoFactor,
  startTwoFactorState,
  unusedBackupCodes,
  useBackupCode,
} from './account.repository';
import { sendNotice } from './notices';
import { open, seal } from './secret-box';

/** One step either side of now: 30 s of clock drift, the usual authenticator tolerance. */
const TOTP_TOLERANCE_SECONDS = 30;
/** Backup-code alphabet: no 0/O, 1/I/L; 32 symbols, so 10 characters carry 50 bits. */
const BACKUP_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const setupKey = (userId: number) => `2fa-setup:${userId}`;
const setupContext = (userId: number) => `totp-setup:${userId}`;
const secretContext = (userId: number) => `totp:${userId}`;

/** The accepted time step of a 6-digit code, or null when it is wrong (or not after `afterTimeStep`). */
export function totpTimeStep(ctx: AppContext, secret: string, code: string, afterTimeStep?: number): number | null {
  const token = code.trim();
  if (!new RegExp(`^\\d{${TOTP_LENGTH}}$`).test(token)) return null;
  const r = verifySync({
    secret,
    token,
    epoch: Math.floor(ctx.clock.now() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterTimeStep ? { afterTimeStep } : {}),
  });
  return r.valid ? (r as { timeStep: number }).timeStep : null;
}

export function normaliseBackupCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

function backupCodeHash(userId: number, code: string): string {
  return sha256(`${userId}:${normaliseBackupCode(code)}`);
}

function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: BACKUP_CODE_LENGTH }, () => BACKUP_ALPHABET[crypto.randomInt(BACKUP_ALPHABET.length)]).join(''),
  );
}

async function storeNewBackupCodes(db: Parameters<typeof replaceBackupCodes>[0], userId: number, at: Date): Promise<string[]> {
  const codes = newBackupCodes();
  await replaceBackupCodes(
    db,
    userId,
    codes.map((c) => backupCodeHash(userId, c)),
    at,
  );
  return codes;
}

async function userOf(ctx: AppContext, auth: AuthUser): Promise<UserRow> {
  const u = await findUserById(ctx.db, auth.userId);
  if (!u) throw new AppError(1003);
  return u;
}

/** The user's TOTP secret, or null when two-factor is off or the secret cannot be opened. */
export async function activeSecret(ctx: AppContext, user: UserRow): Promise<string | null> {
  if (!user.twoFactorEnabled || !user.twoFactorSecret) return null;
  return open(ctx, user.twoFactorSecret, secretContext(user.id));
}

/**
 * Checks a second factor of an enabled user: a 6-digit TOTP (each time step accepted once)
 * or, with `backup`, a 10-character backup code (each usable once).
 * 'ok', 'wrong' or 'missing' (no secret).
 */
export async function checkSecondFactor(ctx: AppContext, user: UserRow, code: string, backup: boolean): Promise<'ok' | 'wrong' | 'missing'> {
  const secret = await activeSecret(ctx, user);
  if (!secret) return 'missing';
  const now = new Date(ctx.clock.now());
  if (backup) {
    if (normaliseBackupCode(code).length !== BACKUP_CODE_LENGTH) return 'wrong';
    return (await useBackupCode(ctx.db, user.id, backupCodeHash(user.id, code), now)) ? 'ok' : 'wrong';
  }
  const step = totpTimeStep(ctx, secret, code, await lastTimeStep(ctx.db, user.id));
  if (step === null) return 'wrong';
  return (await advanceTimeStep(ctx.db, user.id, step, now)) ? 'ok' : 'wrong';
}

async function pendingSecret(ctx: AppContext, userId: number): Promise<string> {
  const sealed = await ctx.kv.get(setupKey(userId));
  const secret = sealed ? await open(ctx, sealed, setupContext(userId)) : null;
  if (!secret) throw new AppError(15319);
  return secret;
}

/** Counts a wrong code while managing two-factor; 1004 once the hourly allowance is spent. */
async function wrongCode(ctx: AppContext, userId: number, code: 15317 | 15318): Promise<never> {
  await recordFailure(ctx, 'twoFactorFailuresPerUser', userId);
  throw new AppError(code);
}

/** openTwoFactor: a new secret and its otpauth URI, waiting 10 minutes for confirmOpen. */
export async function openTwoFactor(ctx: AppContext, auth: AuthUser): Promise<TOpenTwoFactorReply> {
  const user = await userOf(ctx, auth);
  if (user.twoFactorEnabled) throw new AppError(15604);
  const secret = generateSecret();
  await ctx.kv.set(setupKey(user.id), await seal(ctx, secret, setupContext(user.id)), TWO_FACTOR_ACTIVATION_TTL_MS);
  return {
    secret,
    otpauthUri: generateURI({ issuer: TOTP_ISSUER, label: user.username, secret }),
    expiresIn: TWO_FACTOR_ACTIVATION_TTL_MS / 1000,
  };
}

/** firstCheckCode: does the authenticator produce the right codes for the pending secret? */
export async function firstCheckCode(ctx: AppContext, auth: AuthUser, code: string): Promise<void> {
  await assertUnder(ctx, 'twoFactorFailuresPerUser', auth.userId);
  const secret = await pendingSecret(ctx, auth.userId);
  if (totpTimeStep(ctx, secret, code) === null) await wrongCode(ctx, auth.userId, 15317);
}

/**
 * confirmOpen: enables two-factor with the pending secret, returns ten backup codes (shown
 * once, stored hashed) and ends the user's other sessions.
 */
export async function confirmOpen(ctx: AppContext, req: FastifyRequest, auth: AuthUser, code: string): Promise<string[]> {
  await assertUnder(ctx, 'twoFactorFailuresPerUser', auth.userId);
  const user = await userOf(ctx, auth);
  if (user.twoFactorEnabled) throw new AppError(15604);
  const secret = await pendingSecret(ctx, user.id);
  const step = totpTimeStep(ctx, secret, code);
  if (step === null) return wrongCode(ctx, user.id, 15317);
  const now = new Date(ctx.clock.now());
  const sealed = await seal(ctx, secret, secretContext(user.id));
  const codes = await ctx.db.transaction(async (tx) => {
    await setUserTwoFactor(tx, user.id, { enabled: true, sealedSecret: sealed, at: now });
    await startTwoFactorState(tx, user.id, step, now);
    const fresh = await storeNewBackupCodes(tx, user.id, now);
    await endUserSessions(ctx, user.id, 'two_factor_enabled', auth.sessionId, tx);
    await writeOperationLog(tx, req, {
      module: 'account',
      action: 'enableTwoFactor',
      targetId: user.id,
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    return fresh;
  });
  await ctx.kv.del(setupKey(user.id));
  await logSecurityEvent(ctx, { event: 'two_factor_enabled', userId: user.id, account: user.username, ip: req.ip, deviceId: auth.deviceId });
  await sendNotice(ctx, 'twoFactorEnabled', requestLanguage(req), user);
  return codes;
}

/** The code the caller proves themselves with when managing an enabled two-factor: TOTP, or a backup code (10 characters). */
async function proveSecondFactor(ctx: AppContext, user: UserRow, code: string) {
  await assertUnder(ctx, 'twoFactorFailuresPerUser', user.id);
  const backup = secondFactorKind(code) === 'backup';
  const r = await checkSecondFactor(ctx, user, code, backup);
  if (r === 'missing') throw new AppError(15602);
  if (r === 'wrong') await wrongCode(ctx, user.id, backup ? 15318 : 15317);
}

/** closeTwoFactor: turns two-factor off, with a current code (TOTP or backup). */
export async function closeTwoFactor(ctx: AppContext, req: FastifyRequest, auth: AuthUser, code: string): Promise<void> {
  const user = await userOf(ctx, auth);
  if (!user.twoFactorEnabled) throw new AppError(15602);
  await proveSecondFactor(ctx, user, code);
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await setUserTwoFactor(tx, user.id, { enabled: false, sealedSecret: null, at: now });
    await clearTwoFactorData(tx, user.id);
    await writeOperationLog(tx, req, {
      module: 'account',
      action: 'disableTwoFactor',
      targetId: user.id,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
  });
  await logSecurityEvent(ctx, { event: 'two_factor_disabled', userId: user.id, account: user.username, ip: req.ip, deviceId: auth.deviceId });
  await sendNotice(ctx, 'twoFactorDisabled', requestLanguage(req), user);
}

/** regenerateBackupCodes: ten new backup codes (the old ones stop working), with a current code. */
export async function regenerateBackupCodes(ctx: AppContext, req: FastifyRequest, auth: AuthUser, code: string): Promise<string[]> {
  const user = await userOf(ctx, auth);
  if (!user.twoFactorEnabled) throw new AppError(15602);
  await proveSecondFactor(ctx, user, code);
  const now = new Date(ctx.clock.now());
  const codes = await ctx.db.transaction(async (tx) => {
    const fresh = await storeNewBackupCodes(tx, user.id, now);
    await writeOperationLog(tx, req, { module: 'account', action: 'regenerateBackupCodes', targetId: user.id });
    return fresh;
  });
  await logSecurityEvent(ctx, { event: 'backup_codes_renewed', userId: user.id, account: user.username, ip: req.ip, deviceId: auth.deviceId });
  return codes;
}

export async function twoFactorStatus(ctx: AppContext, auth: AuthUser): Promise<TTwoFactorStatus> {
  const user = await userOf(ctx, auth);
  return { enabled: user.twoFactorEnabled, backupCodesLeft: user.twoFactorEnabled ? await unusedBackupCodes(ctx.db, user.id) : 0 };
}
