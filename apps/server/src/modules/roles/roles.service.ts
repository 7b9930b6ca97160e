import {
  ADMIN_ROLE_CODE,
  type TPage,
  type TRoleMenusReply,
  type TRoleOption,
  type TRolePageRequest,
  type TRoleRecord,
  type TRoleSaveRequest,
  type TRoleUpdateRequest,
  type TSaveRoleMenusRequest,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { Db, DbOrTx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError, fail, found } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { allMenus, ancestorIds } from '../menus';
import { assertMayActOn } from './acting-rule';
import * as repo from './roles.repository';

const MODULE = 'roles';

/** Handing out roles (to a user, a role or a department) follows the acting rule on those roles. */
export async function assertRolesWithinCaller(db: DbOrTx, me: Pick<AuthUser, 'permissions'>, roleIds: number[]): Promise<void> {
  await assertMayActOn(db, me, { roleIds });
}

/** The roles of the given ids, or 1001 naming the field when one does not exist. */
export async function checkRoleIds(db: DbOrTx, roleIds: number[], field = 'roleIds'): Promise<repo.RoleRow[]> {
  const unique = [...new Set(roleIds)];
  const rows = await repo.rolesByIds(db, unique);
  if (rows.length !== unique.length) throw new AppError(1001, { errors: [{ field, message: 'no such role' }] });
  return rows;
}

export function presentRole(r: repo.RoleWithCount): TRoleRecord {
  return {
    roleId: r.id,
    roleName: r.roleName,
    roleCode: r.roleCode,
    roleDesc: r.roleDesc,
    userCount: r.userCount,
    builtIn: r.roleCode === ADMIN_ROLE_CODE,
    version: r.version,
    createTime: r.createdAt.toISOString(),
  };
}

export async function rolePage(db: DbOrTx, q: TRolePageRequest): Promise<TPage<TRoleRecord>> {
  const { rows, total } = await repo.pageRoles(db, q);
  return { records: rows.map(presentRole), total, current: q.current, size: q.size };
}

export async function roleOptions(db: DbOrTx): Promise<TRoleOption[]> {
  return (await repo.allRoles(db)).map((r) => ({ roleId: r.id, roleName: r.roleName, roleCode: r.roleCode }));
}

export async function roleDetail(db: DbOrTx, id: number): Promise<TRoleRecord> {
  return presentRole(found(await repo.findRoleWithCount(db, id)));
}

export async function createRole(db: Db, req: FastifyRequest, input: TRoleSaveRequest): Promise<TRoleRecord> {
  return db.transaction(async (tx) => {
    if (await repo.codeTaken(tx, input.roleCode)) fail(10120);
    const row = await repo.insertRole(tx, { roleName: input.roleName, roleCode: input.roleCode, roleDesc: input.roleDesc ?? null });
    const after = presentRole({ ...row, userCount: 0 });
    await writeOperationLog(tx, req, { module: MODULE, action: 'create', targetId: row.id, after });
    return after;
  });
}

export async function updateRole(db: Db, req: FastifyRequest, input: TRoleUpdateRequest): Promise<TRoleRecord> {
  const me = caller(req);
  return db.transaction(async (tx) => {
    const before = found(await repo.findRoleWithCount(tx, input.roleId));
    await assertMayActOn(tx, me, { roleIds: [before.id] });
    if (before.version !== input.version) fail(1005);
    // the seed and the guards find the administrator role by its code
    if (before.roleCode === ADMIN_ROLE_CODE && input.roleCode !== undefined && input.roleCode !== ADMIN_ROLE_CODE) fail(1000);
    if (input.roleCode !== undefined && (await repo.codeTaken(tx, input.roleCode, input.roleId))) fail(10120);
    const { roleId, version, ...changes } = input;
    const row = (await repo.updateRoleVersioned(tx, roleId, version, changes)) ?? fail(1005);
    const after = presentRole({ ...row, userCount: before.userCount });
    await writeOperationLog(tx, req, { module: MODULE, action: 'update', targetId: roleId, before: presentRole(before), after });
    return after;
  });
}

/** Refuses while live users hold the role (1015); the administrator role cannot be deleted (1000). */
export async function deleteRole(db: Db, req: FastifyRequest, id: number): Promise<void> {
  const me = caller(req);
  await db.transaction(async (tx) => {
    const before = found(await repo.findRoleWithCount(tx, id));
    if (before.roleCode === ADMIN_ROLE_CODE) fail(1000);
    await assertMayActOn(tx, me, { roleIds: [id] });
    if (before.userCount > 0) fail(1015);
    const menuIds = await repo.roleMenuIds(tx, id);
    await repo.deleteRole(tx, id);
    await writeOperationLog(tx, req, { module: MODULE, action: 'delete', targetId: id, before: { ...presentRole(before), menuIds } });
  });
}

export async function roleMenus(db: DbOrTx, id: number): Promise<TRoleMenusReply> {
  const role = found(await repo.findRole(db, id));
  return { roleId: id, menuIds: await repo.roleMenuIds(db, id), version: role.version };
}

/**
 * Replaces a role's grants. Unknown node ids answer 1001; the ancestors of each granted
 * node are added so the menu stays a tree. The administrator role always holds every node
 * (1000); a caller cannot change the grants of a role above them nor grant a permission
 * they do not hold (1000).
 */
export async function saveRoleMenus(db: Db, req: FastifyRequest, input: TSaveRoleMenusRequest): Promise<TRoleMenusReply> {
  const me = caller(req);
  return db.transaction(async (tx) => {
    const role = found(await repo.findRole(tx, input.roleId));
    if (role.roleCode === ADMIN_ROLE_CODE) fail(1000);
    await assertMayActOn(tx, me, { roleIds: [role.id] });
    if (input.version !== undefined && input.version !== role.version) fail(1005);
    const nodes = new Map((await allMenus(tx)).map((m) => [m.id, m]));
    const wanted = [...new Set(input.menuIds)];
    const missing = wanted.filter((id) => !nodes.has(id));
    if (missing.length > 0) throw new AppError(1001, { errors: [{ field: 'menuIds', message: `no such menu: ${missing.join(',')}` }] });
    const granted = [...new Set([...wanted, ...(await ancestorIds(tx, wanted))])].filter((id) => nodes.has(id)).sort((a, b) => a - b);
    const before = await repo.roleMenuIds(tx, input.roleId);
    const had = new Set(before);
    const added = granted.filter((id) => !had.has(id));
    if (added.some((id) => nodes.get(id)!.permission && !me.permissions.has(nodes.get(id)!.permission!))) fail(1000);
    await repo.setRoleMenus(tx, input.roleId, granted);
    const row = (await repo.updateRoleVersioned(tx, role.id, role.version, {})) ?? fail(1005);
    await writeOperationLog(tx, req, { module: MODULE, action: 'saveRoleMenus', targetId: role.id, before: { menuIds: before }, after: { menuIds: granted } });
    return { roleId: role.id, menuIds: granted, version: row.version };
  });
}
