import {
  ALL_PERMISSIONS,
  MENU_ROOT_ID,
  MENU_TYPE,
  SYSTEM_PERMISSIONS,
  type TMenuCreateRequest,
  type TMenuEditRequest,
  type TMenuFields,
  type TMenuNode,
  type TMenuOption,
  type TMenuPageRequest,
  type TMenuStatusRequest,
  type TPage,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, fail, found } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import * as repo from './menus.repository';
import { buildTree, findInTree, presentMenu, visibleToRoles } from './menus.tree';

const MODULE = 'menus';
/** Buttons whose permission a route declares in code: they may not be deleted or renamed. */
const CODE_PERMISSIONS = () => new Set(ALL_PERMISSIONS.map((p) => p.name));
/** Disabling these would leave nobody able to turn them back on. */
const LOCKOUT_PERMISSIONS = new Set<string>([SYSTEM_PERMISSIONS.menuView.name, SYSTEM_PERMISSIONS.menuEdit.name]);

type Caller = Pick<AuthUser, 'roleIds' | 'roleCodes'>;

/** The caller's menu: enabled pages and folders their roles grant, filtered by meta.roles. */
export async function userMenuTree(db: DbOrTx, me: Caller): Promise<TMenuNode[]> {
  const rows = await repo.grantedPages(db, me.roleIds);
  return buildTree(
    rows.filter((m) => visibleToRoles(m, me.roleCodes)),
    { dropOrphans: true },
  );
}

/** getMenu/{id}: -1 is the caller's full menu, otherwise the sub-menus of one visible node. */
export async function userSubMenu(db: DbOrTx, me: Caller, id: number): Promise<TMenuNode[]> {
  const tree = await userMenuTree(db, me);
  if (id === MENU_ROOT_ID) return tree;
  return found(findInTree(tree, id)).children;
}

/** The caller's visible entry for a route: by path, else the entry whose group lists it. */
export async function findMenuByPath(db: DbOrTx, me: Caller, path: string): Promise<TMenuFields | null> {
  const flat: TMenuNode[] = [];
  const walk = (ns: TMenuNode[]) => {
    for (const n of ns) {
      flat.push(n);
      walk(n.children);
    }
  };
  walk(await userMenuTree(db, me));
  const hit = flat.find((n) => n.path === path) ?? flat.find((n) => n.group.includes(path));
  if (!hit) return null;
  const { children: _c, ...fields } = hit;
  return fields;
}

/** Every node including buttons and disabled ones (menu screen, role permission editor). */
export async function fullMenuTree(db: DbOrTx): Promise<TMenuNode[]> {
  return buildTree(await repo.allMenus(db), { dropOrphans: false });
}

export async function menuPage(db: DbOrTx, q: TMenuPageRequest): Promise<TPage<TMenuFields>> {
  const { rows, total } = await repo.pageMenus(db, q);
  return { records: rows.map(presentMenu), total, current: q.current, size: q.size };
}

export async function menuOptions(db: DbOrTx, type?: 0 | 1): Promise<TMenuOption[]> {
  const rows = await repo.allMenus(db, { type });
  return rows.map((m) => {
    const p = presentMenu(m);
    return {
      menuId: p.menuId,
      parentId: p.parentId,
      name: p.name,
      enName: p.enName,
      path: p.path,
      type: p.type,
      permission: p.permission,
      enabled: p.enabled,
      sortOrder: p.sortOrder,
    };
  });
}

export async function menuDetail(db: DbOrTx, id: number): Promise<TMenuFields> {
  return presentMenu(found(await repo.findMenu(db, id)));
}

type NodeShape = { id?: number; parentId: number; type: number; path: string | null; permission: string | null; platformType: number };

/** The rules a node must satisfy after a create or an edit. */
async function checkNode(db: DbOrTx, n: NodeShape) {
  const errors: { field: string; message: string }[] = [];
  if (n.type === MENU_TYPE.button && !n.permission) errors.push({ field: 'permission', message: 'a button needs a permission' });
  if (n.type === MENU_TYPE.page && n.permission) errors.push({ field: 'permission', message: 'only buttons carry a permission' });
  if (n.type === MENU_TYPE.page && !n.path) errors.push({ field: 'path', message: 'a page or folder needs a path' });
  if (n.parentId !== MENU_ROOT_ID) {
    const parent = await repo.findMenu(db, n.parentId);
    if (!parent) errors.push({ field: 'parentId', message: 'no such menu' });
    else if (parent.type !== MENU_TYPE.page) errors.push({ field: 'parentId', message: 'a button cannot hold children' });
    else if (n.id !== undefined && (await repo.subtreeIds(db, n.id)).includes(n.parentId))
      errors.push({ field: 'parentId', message: 'a node cannot move under itself' });
  }
  if (errors.length > 0) throw new AppError(1001, { errors });
  if (n.type === MENU_TYPE.page && n.path && (await repo.pathTaken(db, n.path, n.platformType, n.id))) fail(10120);
  if (n.permission && (await repo.permissionTaken(db, n.permission, n.id))) fail(10120);
}

export async function createMenu(db: Db, req: FastifyRequest, input: TMenuCreateRequest): Promise<TMenuFields> {
  return db.transaction(async (tx) => {
    const values: repo.NewMenuRow = {
      parentId: input.parentId,
      name: input.name,
      enName: input.enName,
      path: input.path ?? null,
      icon: input.icon ?? null,
      permission: input.permission ?? null,
      type: input.type,
      sortOrder: input.sortOrder,
      platformType: input.platformType,
      href: input.href ?? null,
      query: input.query ?? null,
      group: input.group,
      metaRoles: input.meta.roles,
      keepAlive: input.keepAlive,
      enabled: input.enabled,
    };
    await checkNode(tx, {
      parentId: values.parentId!,
      type: values.type!,
      path: values.path!,
      permission: values.permission!,
      platformType: values.platformType!,
    });
    const row = await repo.insertMenu(tx, values);
    const after = presentMenu(row);
    await writeOperationLog(tx, req, { module: MODULE, action: 'create', targetId: row.id, after });
    return after;
  });
}

export async function editMenu(db: Db, req: FastifyRequest, input: TMenuEditRequest): Promise<TMenuFields> {
  return db.transaction(async (tx) => {
    const before = found(await repo.findMenu(tx, input.menuId));
    if (before.version !== input.version) fail(1005);
    const { menuId, version, meta, ...fields } = input;
    const changes: Partial<repo.NewMenuRow> = { ...fields, ...(meta ? { metaRoles: meta.roles } : {}) };
    const merged = { ...before, ...changes };
    const code = CODE_PERMISSIONS();
    if (before.permission && code.has(before.permission) && (merged.permission !== before.permission || merged.type !== before.type)) fail(1000);
    if (before.permission && LOCKOUT_PERMISSIONS.has(before.permission) && merged.enabled === false) fail(1000);
    await checkNode(tx, {
      id: menuId,
      parentId: merged.parentId,
      type: merged.type,
      path: merged.path,
      permission: merged.permission,
      platformType: merged.platformType,
    });
    const row = (await repo.updateMenuVersioned(tx, menuId, version, changes)) ?? fail(1005);
    const after = presentMenu(row);
    await writeOperationLog(tx, req, { module: MODULE, action: 'edit', targetId: menuId, before: presentMenu(before), after });
    return after;
  });
}

export async function setMenuStatus(db: Db, req: FastifyRequest, input: TMenuStatusRequest): Promise<TMenuFields> {
  return editMenu(db, req, { menuId: input.menuId, version: input.version, enabled: input.enabled });
}

/** Deletes a node that has no children; buttons declared in code cannot be deleted (1000). */
export async function deleteMenuNode(db: Db, req: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = found(await repo.findMenu(tx, id));
    if (before.permission && CODE_PERMISSIONS().has(before.permission)) fail(1000);
    if (await repo.hasChildren(tx, id)) fail(1015);
    await repo.deleteMenu(tx, id);
    await writeOperationLog(tx, req, { module: MODULE, action: 'delete', targetId: id, before: presentMenu(before) });
  });
}

/** A second permission a route needs beyond the one it declares. */
export function requirePermission(me: Pick<AuthUser, 'permissions'>, name: string): void {
  if (!me.permissions.has(name)) fail(1000);
}
