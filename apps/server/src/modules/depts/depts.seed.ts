import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { depts } from './depts.tables';

/** The first start's departments; nothing when any exists. */
export async function seedDepartments(db: DbOrTx) {
  const [any] = await db.select({ id: depts.id }).from(depts).limit(1);
  if (any) return;
  const [root] = await db.insert(depts).values({ name: 'DiagOps', parentId: 0, sortOrder: 0 }).returning();
  await db.insert(depts).values([
    { name: '研发部', parentId: root!.id, sortOrder: 1 },
    { name: '运营部', parentId: root!.id, sortOrder: 2 },
    { name: '客服部', parentId: root!.id, sortOrder: 3 },
    { name: '供应链部', parentId: root!.id, sortOrder: 4 },
  ]);
}

/** A top-level department (the administrator's), if there is one. */
export async function topDeptId(db: DbOrTx): Promise<number | null> {
  const [root] = await db.select({ id: depts.id }).from(depts).where(eq(depts.parentId, 0)).limit(1);
  return root?.id ?? null;
}
