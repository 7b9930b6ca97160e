import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { invalidateCallers } from '../../platform/security/caller-cache';
import { users } from './users.tables';

/*
 * The credential columns of `users` (password_hash, password_expired, password_changed_at,
 * pwd_intensity, phone, two_factor_*): the account area decides when they change and
 * calls these; the users area owns the table.
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
