import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { setDeptRoles } from '../roles';
import { depts } from './depts.tables';

// A department's default roles are held by the roles area (roles/holders.repository.ts).
export { deptRoleIds, setDeptRoles } from '../roles';

export type DeptRow = typeof depts.$inferSelect;
export type NewDeptRow = typeof depts.$inferInsert;

const live = eq(depts.delFlag, false);

export async function findDept(db: DbOrTx, id: number): Promise<DeptRow | undefined> {
  const [row] = await db
    .select()
    .from(depts)
    .where(and(eq(depts.id, id), live));
  return row;
}

export async function findDeptByDingtalkId(db: DbOrTx, dingtalkId: string): Promise<DeptRow | undefined> {
  const [row] = await db.select().from(depts).where(eq(depts.dingtalkDeptId, dingtalkId));
  return row;
}

/** Every live department, sorted for tree building (organisations have hundreds, not millions). */
export async function allDepts(db: DbOrTx): Promise<DeptRow[]> {
  return db.select().from(depts).where(live).orderBy(asc(depts.sortOrder), asc(depts.id));
}

export async function deptsByIds(db: DbOrTx, ids: number[]): Promise<DeptRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(depts)
    .where(and(inArray(depts.id, ids), live));
}

/** A department and every department below it. */
export async function deptSubtreeIds(db: DbOrTx, id: number): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`
    with recursive sub(id) as (
      select ${id}::int
      union
      select d.id from ${depts} d join sub on d.parent_id = sub.id where d.del_flag = false
    )
    select id from sub`);
  return (r as unknown as { rows: { id: number }[] }).rows.map((x) => Number(x.id));
}

export async function hasSubDepts(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.parentId, id), live))
    .limit(1);
  return !!row;
}

/** Another live department of the same name under the same parent. */
export async function siblingNameTaken(db: DbOrTx, parentId: number, name: string, exceptId?: number): Promise<boolean> {
  const conds = [live, eq(depts.parentId, parentId), sql`lower(${depts.name}) = lower(${name})`];
  if (exceptId) conds.push(ne(depts.id, exceptId));
  const [row] = await db
    .select({ id: depts.id })
    .from(depts)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

export async function insertDept(db: DbOrTx, values: NewDeptRow): Promise<DeptRow> {
  const [row] = await db.insert(depts).values(values).returning();
  return row!;
}

export async function updateDeptVersioned(db: DbOrTx, id: number, version: number, values: Partial<NewDeptRow>): Promise<DeptRow | undefined> {
  const [row] = await db
    .update(depts)
    .set({ ...values, version: sql`${depts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(depts.id, id), eq(depts.version, version), live))
    .returning();
  return row;
}

/** Updates without a version check (sort and sync); bumps the version so open edits go stale. */
export async function updateDept(db: DbOrTx, id: number, values: Partial<NewDeptRow>): Promise<DeptRow | undefined> {
  const [row] = await db
    .update(depts)
    .set({ ...values, version: sql`${depts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(depts.id, id), live))
    .returning();
  return row;
}

export async function softDeleteDept(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(depts)
    .set({ delFlag: true, dingtalkDeptId: null, version: sql`${depts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(depts.id, id));
  await setDeptRoles(db, id, []);
}
