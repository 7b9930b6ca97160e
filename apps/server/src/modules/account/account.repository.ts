import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { invalidateCallers } from '../auth/caller-cache';
import { users } from '../users/users.tables';
import { backupCodes, passwordResetTokens, twoFactorState } from './account.tables';

/*
 * The only code that writes account-security data. The credential columns of `users`
 * (password_hash, password_expired, password_changed_at, pwd_intensity, phone,
 * two_factor_*) are written here; the users area reads them and owns the rest of the row.
 */

export async function setUserPassword(db: DbOrTx, userId: number, v: { hash: string; intensity: number; expired: boolean; at: Date }) {
  await db
    .update(users)
    .set({ passwordHash: v.hash, pwdIntensity: v.intensity, passwordExpired: v.expired, passwordChangedAt: v.at, updatedAt: v.at })
    .where(eq(users.id, userId));
  await invalidateCallers(db, { userId });
}

export async function setUserPhone(db: DbOrTx, userId: number, phone: string, at: Date) {
  await db
    .update(users)
    .set({ phone, updatedAt: at, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
}

/** Another live account that has this phone bound. */
export async function phoneTakenByOther(db: DbOrTx, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.delFlag, false), sql`${users.id} <> ${userId}`))
    .limit(1);
  return Boolean(row);
}

export async function setUserTwoFactor(db: DbOrTx, userId: number, v: { enabled: boolean; sealedSecret: string | null; at: Date }) {
  await db.update(users).set({ twoFactorEnabled: v.enabled, twoFactorSecret: v.sealedSecret, updatedAt: v.at }).where(eq(users.id, userId));
}

export async function startTwoFactorState(db: DbOrTx, userId: number, timeStep: number, at: Date) {
  await db
    .insert(twoFactorState)
    .values({ userId, lastTimeStep: timeStep, enabledAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: twoFactorState.userId, set: { lastTimeStep: timeStep, enabledAt: at, updatedAt: at } });
}

export async function lastTimeStep(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ s: twoFactorState.lastTimeStep }).from(twoFactorState).where(eq(twoFactorState.userId, userId));
  return row?.s ?? 0;
}

/**
 * Records an accepted TOTP time step, only if it is later than the last one accepted.
 * False means the step was already used (a replay, or a concurrent request won).
 */
export async function advanceTimeStep(db: DbOrTx, userId: number, timeStep: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(twoFactorState)
    .values({ userId, lastTimeStep: timeStep, enabledAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: twoFactorState.userId, set: { lastTimeStep: timeStep, updatedAt: at }, setWhere: lt(twoFactorState.lastTimeStep, timeStep) })
    .returning({ userId: twoFactorState.userId });
  return rows.length === 1;
}

export async function clearTwoFactorData(db: DbOrTx, userId: number) {
  await db.delete(twoFactorState).where(eq(twoFactorState.userId, userId));
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
}

export async function replaceBackupCodes(db: DbOrTx, userId: number, hashes: string[], at: Date) {
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db.insert(backupCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Marks a backup code used; false when it does not exist or was used already. */
export async function useBackupCode(db: DbOrTx, userId: number, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(backupCodes)
    .set({ usedAt: at })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, codeHash), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return rows.length > 0;
}

export async function unusedBackupCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Stores a new reset link and retires the user's earlier unused ones. */
export async function insertResetToken(db: DbOrTx, v: { tokenHash: string; userId: number; expiresAt: Date; ip: string | null; at: Date }) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: v.at })
    .where(and(eq(passwordResetTokens.userId, v.userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({ tokenHash: v.tokenHash, userId: v.userId, expiresAt: v.expiresAt, requestIp: v.ip, createdAt: v.at });
}

/** The user of a live (unused, unexpired) reset link. */
export async function liveResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  return row;
}

/** Spends a reset link; false when it was spent or expired meanwhile. */
export async function spendResetToken(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ h: passwordResetTokens.tokenHash });
  return rows.length === 1;
}

/** Removes reset links that can no longer be used (expired or spent more than a day ago). */
export async function sweepResetTokens(db: DbOrTx, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, dayAgo), lt(passwordResetTokens.usedAt, dayAgo)));
}
