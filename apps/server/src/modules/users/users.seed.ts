import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { users } from './users.tables';

export async function userIdByUsername(db: DbOrTx, username: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

/** The first start's administrator (the seed gives the role and writes the password out). */
export async function insertSeedUser(
  db: DbOrTx,
  v: { username: string; realName: string; passwordHash: string; deptId: number | null; passwordExpired: boolean; pwdIntensity: number },
): Promise<number> {
  const [row] = await db.insert(users).values(v).returning({ id: users.id });
  return row!.id;
}
