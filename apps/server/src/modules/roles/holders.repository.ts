import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { invalidateCallers } from '../../platform/security/caller-cache';
import { deptRoles, roles, userRoles } from './roles.tables';

/*
 * Who holds which role: users (user_roles) and departments' defaults (dept_roles). The
 * users and depts areas, above roles, assign them through these.
 */

export type RoleRef = { id: number; code: string; name: string };
export type UserRoleRef = { userId: number; roleId: number; roleName: string; roleCode: string };

export async function rolesOfUser(db: DbOrTx, userId: number): Promise<RoleRef[]> {
  return db
    .select({ id: roles.id, code: roles.roleCode, name: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.delFlag, false)))
    .orderBy(roles.id);
}

export async function rolesOfUsers(db: DbOrTx, userIds: number[]): Promise<UserRoleRef[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userRoles.userId, roleId: roles.id, roleName: roles.roleName, roleCode: roles.roleCode })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, userIds), eq(roles.delFlag, false)))
    .orderBy(asc(roles.id));
}

/** Replaces a user's roles; [] when the user is deleted. */
export async function setUserRoles(db: DbOrTx, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  await invalidateCallers(db, { userId });
}

export async function deptRoleIds(db: DbOrTx, deptId: number): Promise<number[]> {
  const rows = await db.select({ roleId: deptRoles.roleId }).from(deptRoles).where(eq(deptRoles.deptId, deptId)).orderBy(asc(deptRoles.roleId));
  return rows.map((r) => r.roleId);
}

/** Replaces a department's default roles; [] when the department is deleted. */
export async function setDeptRoles(db: DbOrTx, deptId: number, roleIds: number[]): Promise<void> {
  await db.delete(deptRoles).where(eq(deptRoles.deptId, deptId));
  if (roleIds.length > 0) await db.insert(deptRoles).values(roleIds.map((roleId) => ({ deptId, roleId })));
}
