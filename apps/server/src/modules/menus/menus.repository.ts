import { MENU_TYPE, type TMenuPageRequest } from '@diagops/contracts';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { invalidateCallers } from '../../platform/security/caller-cache';
import { menus, roleMenus } from './menus.tables';

export type MenuRow = typeof menus.$inferSelect;
export type NewMenuRow = typeof menus.$inferInsert;

const live = eq(menus.delFlag, false);
const treeOrder = [asc(menus.sortOrder), asc(menus.id)];

export async function findMenu(db: DbOrTx, id: number): Promise<MenuRow | undefined> {
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.id, id), live));
  return row;
}

/** Every node, sorted for tree building (the menu table holds hundreds of rows, not millions). */
export async function allMenus(db: DbOrTx, opts: { type?: number } = {}): Promise<MenuRow[]> {
  const conds = [live];
  if (opts.type !== undefined) conds.push(eq(menus.type, opts.type));
  return db
    .select()
    .from(menus)
    .where(and(...conds))
    .orderBy(...treeOrder);
}

/** Enabled page/folder nodes the given roles grant. */
export async function grantedPages(db: DbOrTx, roleIds: number[]): Promise<MenuRow[]> {
  if (roleIds.length === 0) return [];
  const ids = db.selectDistinct({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds));
  return db
    .select()
    .from(menus)
    .where(and(live, eq(menus.enabled, true), eq(menus.type, MENU_TYPE.page), inArray(menus.id, ids)))
    .orderBy(...treeOrder);
}

const SORT_COLUMNS = { sortOrder: menus.sortOrder, menuId: menus.id, name: menus.name } as const;

export async function pageMenus(db: DbOrTx, q: TMenuPageRequest): Promise<{ rows: MenuRow[]; total: number }> {
  const conds: SQL[] = [live];
  if (q.name) conds.push(or(ilike(menus.name, containsPattern(q.name)), ilike(menus.enName, containsPattern(q.name)))!);
  if (q.path) conds.push(ilike(menus.path, containsPattern(q.path)));
  if (q.enabled !== undefined) conds.push(eq(menus.enabled, q.enabled));
  if (q.type !== undefined) conds.push(eq(menus.type, q.type));
  const where = and(...conds);
  const order = q.sort ? [(q.sort.order === 'desc' ? desc : asc)(SORT_COLUMNS[q.sort.field]), asc(menus.id)] : treeOrder;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(menus)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(menus).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function hasChildren(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.parentId, id), live))
    .limit(1);
  return !!row;
}

/** The ids of a node and all its descendants. */
export async function subtreeIds(db: DbOrTx, id: number): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`
    with recursive sub(id) as (
      select ${id}::int
      union
      select m.id from ${menus} m join sub on m.parent_id = sub.id where m.del_flag = false
    )
    select id from sub`);
  return (r as unknown as { rows: { id: number }[] }).rows.map((x) => Number(x.id));
}

/** The ancestors of the given nodes (not the nodes themselves), up to the top level. */
export async function ancestorIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: number }>(sql`
    with recursive up(id, parent_id) as (
      select m.id, m.parent_id from ${menus} m where m.id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})
      union
      select m.id, m.parent_id from ${menus} m join up on m.id = up.parent_id where m.del_flag = false
    )
    select distinct parent_id as id from up where parent_id <> -1`);
  return (r as unknown as { rows: { id: number }[] }).rows.map((x) => Number(x.id));
}

/** Another live page node with the same path on the same platform. */
export async function pathTaken(db: DbOrTx, path: string, platformType: number, exceptId?: number): Promise<boolean> {
  const conds = [live, eq(menus.type, MENU_TYPE.page), eq(menus.path, path), eq(menus.platformType, platformType)];
  if (exceptId) conds.push(ne(menus.id, exceptId));
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

export async function permissionTaken(db: DbOrTx, permission: string, exceptId?: number): Promise<boolean> {
  const conds = [eq(menus.permission, permission)];
  if (exceptId) conds.push(ne(menus.id, exceptId));
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(...conds))
    .limit(1);
  return !!row;
}

export async function insertMenu(db: DbOrTx, values: NewMenuRow): Promise<MenuRow> {
  const [row] = await db.insert(menus).values(values).returning();
  return row!;
}

/** Updates when the version matches; undefined when it does not (or the node is gone). */
export async function updateMenuVersioned(db: DbOrTx, id: number, version: number, values: Partial<NewMenuRow>): Promise<MenuRow | undefined> {
  const [row] = await db
    .update(menus)
    .set({ ...values, version: sql`${menus.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(menus.id, id), eq(menus.version, version), live))
    .returning();
  // a permission may be disabled or renamed: every caller holding it is affected
  if (row) await invalidateCallers(db, { all: true });
  return row;
}

/** Removes a node and every grant of it. */
export async function deleteMenu(db: DbOrTx, id: number): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.menuId, id));
  await db.delete(menus).where(eq(menus.id, id));
  await invalidateCallers(db, { all: true });
}
