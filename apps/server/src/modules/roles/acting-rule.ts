import type { DbOrTx } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { permissionsOfRoles } from '../menus';
import { rolesOfUser } from './holders.repository';

/** Whom a mutation acts on: users (edit, lock, reset, delete) or roles (edit, rename, grant, delete, or handed out). */
export type ActingTarget = { userIds: number[] } | { roleIds: number[] };

/**
 * The one rule for acting on people and roles: nobody may change, reset, lock, delete or
 * grant to a user, nor edit, rename, grant to or delete a role, that holds a permission the
 * caller does not hold; and nobody may hand out a role granting such a permission. 1000
 * otherwise. Every user and role mutation calls this (the administrator holds every
 * permission, so it never limits them).
 */
export async function assertMayActOn(db: DbOrTx, me: Pick<AuthUser, 'permissions'>, target: ActingTarget): Promise<void> {
  const roleIds = 'roleIds' in target ? target.roleIds : await heldRoleIds(db, target.userIds);
  const held = await permissionsOfRoles(db, [...new Set(roleIds)]);
  if (held.some((p) => !me.permissions.has(p))) fail(1000);
}

async function heldRoleIds(db: DbOrTx, userIds: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const userId of new Set(userIds)) for (const r of await rolesOfUser(db, userId)) ids.push(r.id);
  return ids;
}
