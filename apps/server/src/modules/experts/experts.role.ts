import { EXPERT_PERMISSIONS as P } from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { addRoleMenus, ancestorIds, menusView } from '../menus';
import { insertRole, rolesView } from '../roles';

export const EXPERT_ROLE_CODE = 'ROLE_EXPERT';
/** What an expert's role holds: its own orders (view and handle), and the pages above them. */
const EXPERT_GRANTS = [P.orderView.name, P.orderHandle.name];

/** The expert role, created with its grants on the first call (the seed calls it at every start). */
export async function ensureExpertRole(db: DbOrTx): Promise<number> {
  const [have] = await db
    .select({ id: rolesView.id })
    .from(rolesView)
    .where(and(eq(rolesView.roleCode, EXPERT_ROLE_CODE), eq(rolesView.delFlag, false)));
  if (have) return have.id;
  const role = await insertRole(db, {
    roleName: '专家',
    roleCode: EXPERT_ROLE_CODE,
    roleDesc: 'Remote-diagnosis experts: their own orders / 远程诊断专家：本人订单',
  });
  const nodes = await db
    .select({ id: menusView.id })
    .from(menusView)
    .where(and(inArray(menusView.permission, EXPERT_GRANTS), eq(menusView.delFlag, false)));
  const ids = nodes.map((n) => n.id);
  await addRoleMenus(db, role.id, [...ids, ...(await ancestorIds(db, ids))]);
  return role.id;
}

export async function seedExpertRole(ctx: { db: DbOrTx }): Promise<void> {
  await ensureExpertRole(ctx.db);
}
