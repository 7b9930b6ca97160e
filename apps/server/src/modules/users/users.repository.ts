import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { menus } from '../menus/menus.tables';
import { roleMenus, roles } from '../roles/roles.tables';
import { userRoles, users } from './users.tables';

export type UserRow = typeof users.$inferSelect;

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

export type RoleRef = { id: number; code: string; name: string };

export async function rolesOfUser(db: DbOrTx, userId: number): Promise<RoleRef[]> {
  return db
    .select({ id: roles.id, code: roles.roleCode, name: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.delFlag, false)))
    .orderBy(roles.id);
}

/** The permission names the given roles grant through enabled button nodes of the menu tree. */
export async function permissionsOfRoles(db: DbOrTx, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ permission: menus.permission })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(inArray(roleMenus.roleId, roleIds), isNotNull(menus.permission), eq(menus.enabled, true), eq(menus.delFlag, false)));
  return rows.map((r) => r.permission!).sort();
}
