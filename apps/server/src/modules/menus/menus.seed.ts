import { ALL_PERMISSIONS } from '@diagops/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { MenuSeed } from './menu-seed';
import { menus } from './menus.tables';

/** Inserts missing page nodes and permission buttons; returns every node id. */
export async function syncMenus(db: DbOrTx, seeds: MenuSeed[]): Promise<number[]> {
  const existing = await db.select({ id: menus.id, path: menus.path, permission: menus.permission }).from(menus).where(eq(menus.delFlag, false));
  const byPath = new Map(existing.filter((m) => m.path && !m.permission).map((m) => [m.path!, m.id]));
  for (const seed of [...seeds].sort((a, b) => (a.parent ? a.parent.split('/').length : 0) - (b.parent ? b.parent.split('/').length : 0))) {
    if (byPath.has(seed.path)) continue;
    const parentId = seed.parent ? (byPath.get(seed.parent) ?? -1) : -1;
    const [row] = await db
      .insert(menus)
      .values({
        parentId,
        name: seed.name,
        enName: seed.enName,
        path: seed.path,
        icon: seed.icon ?? null,
        sortOrder: seed.sortOrder,
        platformType: seed.platformType ?? 1,
        type: 0,
      })
      .returning({ id: menus.id });
    byPath.set(seed.path, row!.id);
  }
  const buttons = new Set(existing.filter((m) => m.permission).map((m) => m.permission!));
  let order = 0;
  for (const p of ALL_PERMISSIONS) {
    order++;
    if (buttons.has(p.name)) continue;
    const parentId = byPath.get(p.page) ?? -1;
    await db.insert(menus).values({ parentId, name: p.zh, enName: p.en, permission: p.name, type: 1, sortOrder: order }).onConflictDoNothing();
  }
  const all = await db.select({ id: menus.id }).from(menus).where(eq(menus.delFlag, false));
  return all.map((m) => m.id);
}

export async function permissionNodeIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(isNotNull(menus.permission), eq(menus.delFlag, false)));
  return rows.map((r) => r.id);
}
