import { ADMIN_ROLE_CODE } from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { roles } from './roles.tables';

/** The built-in roles, added when missing; returns the administrator role's id. */
export async function seedRoles(db: DbOrTx): Promise<number> {
  await db
    .insert(roles)
    .values([
      { roleName: '超级管理员', roleCode: ADMIN_ROLE_CODE, roleDesc: 'All permissions / 全部权限' },
      { roleName: '运营人员', roleCode: 'ROLE_OPERATOR', roleDesc: 'Day-to-day operations / 日常运营' },
    ])
    .onConflictDoNothing();
  const [admin] = await db.select().from(roles).where(eq(roles.roleCode, ADMIN_ROLE_CODE));
  return admin!.id;
}

/** A built-in role of an area (e.g. the dealers' ROLE_DEALER), added when missing; returns its id. */
export async function ensureRole(db: DbOrTx, v: { roleCode: string; roleName: string; roleDesc: string }): Promise<number> {
  await db.insert(roles).values(v).onConflictDoNothing();
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, v.roleCode));
  return row!.id;
}
