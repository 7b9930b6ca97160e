import { and, desc, eq, inArray } from 'drizzle-orm';
import { menus, roleMenus } from '../src/modules/menus/menus.tables';
import { roles, userRoles } from '../src/modules/roles/roles.tables';
import { operationLogs } from '../src/platform/audit/audit.tables';
import type { TestApp } from './helpers';

/** Helpers shared by the system-administration tests (menus, roles, users, departments). */

/** A JSON reply body, read loosely by tests. */
// biome-ignore lint/suspicious/noExplicitAny: tests read replies whose shape the assertions check
export type J = any;

export type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };

export async function call(t: TestApp, c: Call, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: c.method, url: c.url, headers, ...(c.payload === undefined ? {} : { payload: c.payload as object }) });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: J } };
}

/** The operation-log rows of a module and action, newest first. */
export async function opLogs(t: TestApp, module: string, action: string, targetId?: string | number) {
  const conds = [eq(operationLogs.module, module), eq(operationLogs.action, action)];
  if (targetId !== undefined) conds.push(eq(operationLogs.targetId, String(targetId)));
  return t.ctx.db
    .select()
    .from(operationLogs)
    .where(and(...conds))
    .orderBy(desc(operationLogs.id));
}

export async function menuIdByPath(t: TestApp, path: string): Promise<number> {
  const [m] = await t.ctx.db.select({ id: menus.id }).from(menus).where(eq(menus.path, path));
  if (!m) throw new Error(`no menu ${path}`);
  return m.id;
}

/** Grants menu nodes (by path) to the single role of a user created by userWith. */
export async function grantPaths(t: TestApp, userId: number, paths: string[]) {
  const [ur] = await t.ctx.db.select().from(userRoles).where(eq(userRoles.userId, userId));
  const nodes = await t.ctx.db.select({ id: menus.id }).from(menus).where(inArray(menus.path, paths));
  await t.ctx.db
    .insert(roleMenus)
    .values(nodes.map((n) => ({ roleId: ur!.roleId, menuId: n.id })))
    .onConflictDoNothing();
  return ur!.roleId;
}

export async function roleCodeOf(t: TestApp, roleId: number) {
  const [r] = await t.ctx.db.select().from(roles).where(eq(roles.id, roleId));
  return r!.roleCode;
}

/** Asserts a call answers 401/1003 without a token and 403/1000 for a signed-in user without the permission. */
export async function expectGuarded(t: TestApp, c: Call, noPermission: { headers: Record<string, string> } | null) {
  const anon = await call(t, c);
  if (anon.status !== 401 || anon.body.code !== 1003)
    throw new Error(`${c.method} ${c.url} without token answered ${anon.status} ${JSON.stringify(anon.body)}`);
  if (noPermission) {
    const denied = await call(t, c, noPermission.headers);
    if (denied.status !== 403 || denied.body.code !== 1000)
      throw new Error(`${c.method} ${c.url} without permission answered ${denied.status} ${JSON.stringify(denied.body)}`);
  }
}
