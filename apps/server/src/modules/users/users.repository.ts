import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { startsWith } from '../../platform/kit/page';
import { users } from './users.tables';

// A user's roles and what they grant are read from the areas below (roles, menus).
export { permissionsOfRoles } from '../menus';
export { type RoleRef, rolesOfUser } from '../roles';

export type UserRow = typeof users.$inferSelect;

/**
 * Active staff (not dealers or experts, not locked, not deleted) whose username or real name
 * starts with the keyword (all of them when it is empty), by id: id, display name, e-mail.
 * Other areas pick a person with it (feedback handlers).
 */
export async function searchStaff(db: DbOrTx, keyword: string | undefined, limit = 50): Promise<Array<{ id: number; name: string; email: string | null }>> {
  const k = (keyword ?? '').trim();
  const rows = await db
    .select({ id: users.id, username: users.username, realName: users.realName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.delFlag, false),
        eq(users.lockFlag, false),
        eq(users.userType, 'staff'),
        k ? or(startsWith(users.username, k), startsWith(users.realName, k)) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.realName || r.username, email: r.email }));
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.delFlag, false)));
  return row;
}

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.delFlag, false)));
  return row;
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.delFlag, false)))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.delFlag, false)))
    .limit(1);
  return row;
}
