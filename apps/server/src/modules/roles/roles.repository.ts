import type { TRolePageRequest } from '@diagops/contracts';
import { and, asc, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { invalidateCallers } from '../../platform/security/caller-cache';
import { setRoleMenus } from '../menus';
import { deptRoles, roles, userRoles } from './roles.tables';

export { roleMenuIds, setRoleMenus } from '../menus';

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;
export type RoleWithCount = RoleRow & { userCount: number };

const live = eq(roles.delFlag, false);

/** Users holding the role (deleting a user removes their roles, so every holder is live). */
const userCount = sql<number>`(select count(*)::int from ${userRoles} ur where ur.role_id = "roles"."id")`;

export async function findRole(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), live));
  return row;
}

export async function findRoleWithCount(db: DbOrTx, id: number): Promise<RoleWithCount | undefined> {
  const [row] = await db
    .select({ role: roles, userCount })
    .from(roles)
    .where(and(eq(roles.id, id), live));
  return row && { ...row.role, userCount: row.userCount };
}

export async function rolesByIds(db: DbOrTx, ids: number[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(roles)
    .where(and(inArray(roles.id, ids), live))
    .orderBy(asc(roles.id));
}

export async function allRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select().from(roles).where(live).orderBy(asc(roles.id));
}

export async function codeTaken(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const conds = [eq(roles.roleCode, code)];
  if (exceptId) conds.push(ne(roles.id, exceptId));
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

const SORT = { createTime: roles.createdAt, roleName: roles.roleName, roleCode: roles.roleCode } as const;

export async function pageRoles(db: DbOrTx, q: TRolePageRequest): Promise<{ rows: RoleWithCount[]; total: number }> {
  const conds: SQL[] = [live];
  if (q.roleName) conds.push(ilike(roles.roleName, containsPattern(q.roleName)));
  if (q.roleCode) conds.push(ilike(roles.roleCode, containsPattern(q.roleCode)));
  const where = and(...conds);
  const order = q.sort ? [(q.sort.order === 'desc' ? desc : asc)(SORT[q.sort.field]), asc(roles.id)] : [asc(roles.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({ role: roles, userCount })
      .from(roles)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(roles).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.role, userCount: r.userCount })), total: count?.n ?? 0 };
}

export async function insertRole(db: DbOrTx, values: NewRoleRow): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

export async function updateRoleVersioned(db: DbOrTx, id: number, version: number, values: Partial<NewRoleRow>): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(roles)
    .set({ ...values, version: sql`${roles.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(roles.id, id), eq(roles.version, version), live))
    .returning();
  if (row) await invalidateCallers(db, { roleId: id });
  return row;
}

/** Removes a role with its grants and its place among department defaults. */
export async function deleteRole(db: DbOrTx, id: number): Promise<void> {
  await setRoleMenus(db, id, []);
  await db.delete(deptRoles).where(eq(deptRoles.roleId, id));
  await db.delete(userRoles).where(eq(userRoles.roleId, id));
  await db.delete(roles).where(eq(roles.id, id));
  await invalidateCallers(db, { roleId: id });
}
