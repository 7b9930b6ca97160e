import {
  DEPT_ROOT_PARENT,
  type TDeptDetail,
  type TDeptDoApiRequest,
  type TDeptEditRequest,
  type TDeptFields,
  type TDeptInsertRequest,
  type TDeptNode,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { Db, DbOrTx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError, fail, found } from '../../platform/http/errors';
import { assertRolesWithinCaller, checkRoleIds } from '../roles';
import * as repo from './depts.repository';
import { hasUsersInDepts } from './members';

const MODULE = 'depts';

export function presentDept(d: repo.DeptRow): TDeptFields {
  return { deptId: d.id, parentId: d.parentId, name: d.name, sortOrder: d.sortOrder, fromDingtalk: d.dingtalkDeptId !== null, version: d.version };
}

/** The department tree; with `name`, only matching departments and the path down to them. */
export async function deptTree(db: DbOrTx, name?: string): Promise<TDeptNode[]> {
  const rows = await repo.allDepts(db);
  let keep = rows;
  if (name) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ids = new Set<number>();
    for (const r of rows) {
      if (!r.name.toLowerCase().includes(name.toLowerCase())) continue;
      for (let d: repo.DeptRow | undefined = r; d && !ids.has(d.id); d = byId.get(d.parentId)) ids.add(d.id);
    }
    keep = rows.filter((r) => ids.has(r.id));
  }
  const nodes = new Map(keep.map((r) => [r.id, { ...presentDept(r), children: [] as TDeptNode[] }]));
  const roots: TDeptNode[] = [];
  for (const r of keep) {
    const parent = nodes.get(r.parentId);
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

async function roleRefs(db: DbOrTx, deptId: number) {
  const ids = await repo.deptRoleIds(db, deptId);
  return (await checkRoleIds(db, ids)).map((r) => ({ roleId: r.id, roleName: r.roleName, roleCode: r.roleCode }));
}

export async function deptDetail(db: DbOrTx, id: number): Promise<TDeptDetail> {
  const d = found(await repo.findDept(db, id));
  const parent = d.parentId === DEPT_ROOT_PARENT ? undefined : await repo.findDept(db, d.parentId);
  return { ...presentDept(d), parentName: parent?.name ?? null, roles: await roleRefs(db, id), createTime: d.createdAt.toISOString() };
}

/** queryRoleByDept/{id}: the roles new users of the department get by default. */
export async function deptDefaultRoles(db: DbOrTx, id: number) {
  found(await repo.findDept(db, id));
  return roleRefs(db, id);
}

async function checkParent(db: DbOrTx, parentId: number, selfId?: number) {
  if (parentId === DEPT_ROOT_PARENT) return;
  const errors = [];
  if (!(await repo.findDept(db, parentId))) errors.push({ field: 'parentId', message: 'no such department' });
  else if (selfId !== undefined && (await repo.deptSubtreeIds(db, selfId)).includes(parentId))
    errors.push({ field: 'parentId', message: 'a department cannot move under itself' });
  if (errors.length > 0) throw new AppError(1001, { errors });
}

async function snapshot(db: DbOrTx, id: number) {
  const d = found(await repo.findDept(db, id));
  return { ...presentDept(d), roleIds: await repo.deptRoleIds(db, id) };
}

export async function createDept(db: Db, req: FastifyRequest, input: TDeptInsertRequest): Promise<TDeptDetail> {
  await checkParent(db, input.parentId);
  await checkRoleIds(db, input.roleIds);
  await assertRolesWithinCaller(db, caller(req), input.roleIds);
  return db.transaction(async (tx) => {
    if (await repo.siblingNameTaken(tx, input.parentId, input.name)) fail(10120);
    const row = await repo.insertDept(tx, { parentId: input.parentId, name: input.name, sortOrder: input.sortOrder });
    await repo.setDeptRoles(tx, row.id, [...new Set(input.roleIds)]);
    await writeOperationLog(tx, req, { module: MODULE, action: 'insert', targetId: row.id, after: await snapshot(tx, row.id) });
    return deptDetail(tx, row.id);
  });
}

export async function editDept(db: Db, req: FastifyRequest, input: TDeptEditRequest): Promise<TDeptDetail> {
  const before = found(await repo.findDept(db, input.deptId));
  if (before.version !== input.version) fail(1005);
  const parentId = input.parentId ?? before.parentId;
  if (input.parentId !== undefined) await checkParent(db, parentId, input.deptId);
  if (input.roleIds) {
    await checkRoleIds(db, input.roleIds);
    await assertRolesWithinCaller(db, caller(req), input.roleIds);
  }
  const { deptId, version, roleIds, ...changes } = input;
  return db.transaction(async (tx) => {
    if (await repo.siblingNameTaken(tx, parentId, input.name ?? before.name, deptId)) fail(10120);
    const old = await snapshot(tx, deptId);
    (await repo.updateDeptVersioned(tx, deptId, version, changes)) ?? fail(1005);
    if (roleIds) await repo.setDeptRoles(tx, deptId, [...new Set(roleIds)]);
    await writeOperationLog(tx, req, { module: MODULE, action: 'edit', targetId: deptId, before: old, after: await snapshot(tx, deptId) });
    return deptDetail(tx, deptId);
  });
}

/** doApi: batch actions on departments; `sort` sets many sortOrders in one transaction. */
export async function deptAction(db: Db, req: FastifyRequest, input: TDeptDoApiRequest): Promise<{ updated: number }> {
  const ids = [...new Set(input.items.map((i) => i.deptId))];
  if (ids.length !== input.items.length) throw new AppError(1001, { errors: [{ field: 'items', message: 'a department appears twice' }] });
  return db.transaction(async (tx) => {
    const rows = await repo.deptsByIds(tx, ids);
    if (rows.length !== ids.length) fail(1002);
    const before = new Map(rows.map((r) => [r.id, r.sortOrder]));
    let updated = 0;
    for (const item of input.items) {
      if (before.get(item.deptId) === item.sortOrder) continue;
      await repo.updateDept(tx, item.deptId, { sortOrder: item.sortOrder });
      updated++;
    }
    await writeOperationLog(tx, req, {
      module: MODULE,
      action: input.action,
      before: rows.map((r) => ({ deptId: r.id, sortOrder: r.sortOrder })),
      after: input.items,
    });
    return { updated };
  });
}

/** delDept: refuses while it has sub-departments or users (1015). */
export async function deleteDept(db: Db, req: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await snapshot(tx, id);
    if (await repo.hasSubDepts(tx, id)) fail(1015);
    if (await hasUsersInDepts(tx, [id])) fail(1015);
    await repo.softDeleteDept(tx, id);
    await writeOperationLog(tx, req, { module: MODULE, action: 'delDept', targetId: id, before });
  });
}
