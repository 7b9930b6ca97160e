import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { invalidateCallers } from '../../platform/security/caller-cache';
import { menus, roleMenus } from './menus.tables';

/** The nodes a role is granted, by id. */
export async function roleMenuIds(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)).orderBy(asc(roleMenus.menuId));
  return rows.map((r) => r.id);
}

/** Replaces a role's grants. */
export async function setRoleMenus(db: DbOrTx, roleId: number, menuIds: number[]): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  await invalidateCallers(db, { roleId });
}

/** Adds grants a role may already hold (the seed gives the administrator every node). */
export async function addRoleMenus(db: DbOrTx, roleId: number, menuIds: number[]): Promise<void> {
  if (menuIds.length > 0)
    await db
      .insert(roleMenus)
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .onConflictDoNothing();
  await invalidateCallers(db, { roleId });
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
