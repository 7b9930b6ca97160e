import {
  isPasswordWellFormed,
  passwordIntensity,
  type TAddUserRequest,
  type TPage,
  type TSysUser,
  type TUpdateUserBasicInfoRequest,
  type TUpdateUserRequest,
  type TUserListQuery,
  type TUserOption,
  type TUserPageRequest,
  type TUserRecord,
} from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError, fail, found } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { hashPassword } from '../../platform/security/password-hash';
import { deptRoleIds, deptSubtreeIds, findDept } from '../depts';
import { assertMayActOn, checkRoleIds } from '../roles';
import * as repo from './user-admin.repository';
import { endUserSessions } from './user-sessions';
import { canSeeFullPhone, findUserById, presentUser } from './users.service';

const MODULE = 'users';

const sameIds = (a: number[], b: number[]) => {
  const x = [...new Set(a)].sort();
  const y = [...new Set(b)].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

export function presentRecord(u: repo.UserWithDept, roles: repo.UserRoleRef[], fullPhone: boolean): TUserRecord {
  return {
    ...presentUser(u, fullPhone),
    deptName: u.deptName,
    roles: roles.filter((r) => r.userId === u.id).map((r) => ({ roleId: r.roleId, roleName: r.roleName, roleCode: r.roleCode })),
    phoneMasked: !fullPhone && u.phone !== null,
    fromDingtalk: u.dingtalkUserId !== null,
    version: u.version,
  };
}

async function loadRecord(db: DbOrTx, id: number, fullPhone: boolean): Promise<TUserRecord> {
  const u = found(await repo.findStaffWithDept(db, id));
  return presentRecord(u, await repo.rolesOfUsers(db, [id]), fullPhone);
}

/** A snapshot for the operation log: the row's public fields and role ids, never the phone in full. */
async function snapshot(db: DbOrTx, id: number) {
  const r = await loadRecord(db, id, false);
  return { ...r, roles: r.roles.map((x) => x.roleId) };
}

/** getUserPage and initUserDept: staff users; deptId includes its sub-departments. */
export async function userPage(db: DbOrTx, me: Pick<AuthUser, 'permissions'>, q: TUserPageRequest): Promise<TPage<TUserRecord>> {
  const fullPhone = canSeeFullPhone(me.permissions);
  const { current, size, sort, deptId, ...filters } = q;
  const deptIds = deptId ? await deptSubtreeIds(db, deptId) : undefined;
  const { rows, total } = await repo.pageStaff(db, { ...filters, deptIds, phonePartial: fullPhone }, { current, size, sort });
  const roles = await repo.rolesOfUsers(
    db,
    rows.map((r) => r.id),
  );
  return { records: rows.map((u) => presentRecord(u, roles, fullPhone)), total, current, size };
}

export async function userOptions(db: DbOrTx, q: TUserListQuery): Promise<TUserOption[]> {
  const deptIds = q.deptId ? await deptSubtreeIds(db, q.deptId) : undefined;
  return repo.staffOptions(db, { keyword: q.keyword, deptIds, limit: q.limit });
}

async function checkDept(db: DbOrTx, deptId: number | null | undefined) {
  if (deptId && !(await findDept(db, deptId))) throw new AppError(1001, { errors: [{ field: 'deptId', message: 'no such department' }] });
}

async function checkContacts(db: DbOrTx, c: { phone?: string | null; email?: string | null }, exceptUserId?: number) {
  if (c.phone && (await repo.contactTaken(db, 'phone', c.phone, exceptUserId))) fail(10120, { errors: [{ field: 'phone', message: 'already used' }] });
  if (c.email && (await repo.contactTaken(db, 'email', c.email, exceptUserId))) fail(10120, { errors: [{ field: 'email', message: 'already used' }] });
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/** addUser: username, real name and an RSA-encrypted password; without roleIds the department's default roles. */
export async function addUser(ctx: AppContext, req: FastifyRequest, input: TAddUserRequest): Promise<TUserRecord> {
  const me = caller(req);
  if (await repo.usernameTaken(ctx.db, input.username)) fail(73211);
  const plain = ctx.cipher.decrypt(input.password);
  if (!isPasswordWellFormed(plain)) fail(1008);
  await checkDept(ctx.db, input.deptId);
  const roleIds = input.roleIds ?? (input.deptId ? await deptRoleIds(ctx.db, input.deptId) : []);
  await checkRoleIds(ctx.db, roleIds);
  await assertMayActOn(ctx.db, me, { roleIds });
  await checkContacts(ctx.db, input);
  const passwordHash = await hashPassword(plain);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, {
        username: input.username,
        realName: input.realName,
        passwordHash,
        email: input.email ?? null,
        phone: input.phone ?? null,
        deptId: input.deptId ?? null,
        userType: 'staff',
        pwdIntensity: passwordIntensity(plain),
        passwordChangedAt: new Date(ctx.clock.now()),
      });
      await repo.setUserRoles(tx, row.id, [...new Set(roleIds)]);
      await writeOperationLog(tx, req, { module: MODULE, action: 'addUser', targetId: row.id, after: await snapshot(tx, row.id) });
      return loadRecord(tx, row.id, canSeeFullPhone(me.permissions));
    });
  } catch (e) {
    if (isUniqueViolation(e)) fail(73211);
    throw e;
  }
}

/** PUT /user and updateUserInfo: an administrator's edit, versioned; locking ends the user's sessions. */
export async function updateUser(ctx: AppContext, req: FastifyRequest, input: TUpdateUserRequest): Promise<TUserRecord> {
  const me = caller(req);
  const before = found(await repo.findStaffWithDept(ctx.db, input.userId));
  if (input.userId === me.userId && input.lockFlag === true) fail(1016);
  // changing one's own roles could only lock oneself out (adding is prevented by the escalation check)
  if (input.userId === me.userId && input.roleIds && !sameIds(input.roleIds, me.roleIds)) fail(1016);
  await assertMayActOn(ctx.db, me, { userIds: [input.userId] });
  if (before.version !== input.version) fail(1005);
  await checkDept(ctx.db, input.deptId);
  if (input.roleIds) {
    await checkRoleIds(ctx.db, input.roleIds);
    await assertMayActOn(ctx.db, me, { roleIds: input.roleIds });
  }
  await checkContacts(ctx.db, input, input.userId);
  const { userId, version, roleIds, ...changes } = input;
  return ctx.db.transaction(async (tx) => {
    const old = await snapshot(tx, userId);
    (await repo.updateUserVersioned(tx, userId, version, changes)) ?? fail(1005);
    if (roleIds) await repo.setUserRoles(tx, userId, [...new Set(roleIds)]);
    if (input.lockFlag === true && !before.lockFlag) await endUserSessions(ctx, userId, 'disabled', undefined, tx);
    await writeOperationLog(tx, req, { module: MODULE, action: 'updateUser', targetId: userId, before: old, after: await snapshot(tx, userId) });
    return loadRecord(tx, userId, canSeeFullPhone(me.permissions));
  });
}

/** updateUserBasicInfo: the caller's own real name and e-mail. */
export async function updateBasicInfo(ctx: AppContext, req: FastifyRequest, input: TUpdateUserBasicInfoRequest): Promise<TSysUser> {
  const me = caller(req);
  const before = found(await findUserById(ctx.db, me.userId));
  if (input.version !== undefined && input.version !== before.version) fail(1005);
  await checkContacts(ctx.db, input, me.userId);
  const { version: _v, ...changes } = input;
  return ctx.db.transaction(async (tx) => {
    const row = (await repo.updateUserVersioned(tx, me.userId, before.version, changes)) ?? fail(1005);
    await writeOperationLog(tx, req, {
      module: MODULE,
      action: 'updateUserBasicInfo',
      targetId: me.userId,
      before: { realName: before.realName, email: before.email },
      after: { realName: row.realName, email: row.email },
    });
    return presentUser(row, true);
  });
}

/** DELETE /user/{id}: soft delete; never yourself (1016); the user's sessions end. Usernames are not reused. */
export async function deleteUser(ctx: AppContext, req: FastifyRequest, id: number): Promise<void> {
  const me = caller(req);
  if (id === me.userId) fail(1016);
  found(await repo.findStaffWithDept(ctx.db, id));
  await assertMayActOn(ctx.db, me, { userIds: [id] });
  await ctx.db.transaction(async (tx) => {
    const before = await snapshot(tx, id);
    await repo.updateUser(tx, id, { delFlag: true });
    await repo.setUserRoles(tx, id, []); // a deleted user holds no role (roles count their holders)
    await endUserSessions(ctx, id, 'deleted', undefined, tx);
    await writeOperationLog(tx, req, { module: MODULE, action: 'deleteUser', targetId: id, before });
  });
}
