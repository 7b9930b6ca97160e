// Fixtures for other areas' tests (only tests may import this file).
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { menus } from './menus.tables';

/** The id of the button node that carries a permission. */
export async function menuIdByPermission(t: TestApp, permission: string): Promise<number> {
  const [m] = await t.ctx.db.select({ id: menus.id }).from(menus).where(eq(menus.permission, permission));
  if (!m) throw new Error(`no menu node for ${permission}`);
  return m.id;
}

/** Every node id, deleted ones included. */
export async function allMenuIds(t: TestApp): Promise<number[]> {
  return (await t.ctx.db.select({ id: menus.id }).from(menus)).map((m) => m.id);
}
