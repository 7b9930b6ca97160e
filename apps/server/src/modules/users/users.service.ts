import { type Language, NO_PHONE_PERMISSION_TEXT, SYSTEM_PERMISSIONS, type TSysUser, type TUserInfo } from '@diagops/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { found } from '../../platform/http/errors';
import { findUserById, permissionsOfRoles, rolesOfUser, type UserRow } from './users.repository';

export * from './users.repository';

/** 138****5678: shown to callers without the full-phone permission. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return phone;
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export function canSeeFullPhone(permissions: Set<string>): boolean {
  return permissions.has(SYSTEM_PERMISSIONS.userPhoneView.name);
}

/** The public shape of a user; the phone is masked unless `fullPhone`. */
export function presentUser(u: UserRow, fullPhone: boolean): TSysUser {
  return {
    userId: u.id,
    username: u.username,
    realName: u.realName,
    email: u.email,
    phone: fullPhone ? u.phone : maskPhone(u.phone),
    deptId: u.deptId,
    lockFlag: u.lockFlag,
    userType: u.userType as TSysUser['userType'],
    passwordExpired: u.passwordExpired,
    twoFactorEnabled: u.twoFactorEnabled,
    createTime: u.createdAt.toISOString(),
  };
}

export function noPhonePermissionText(lang: Language): string {
  return NO_PHONE_PERMISSION_TEXT[lang];
}

type Grants = { roleIds: number[]; roleNames: string[]; permissions: Iterable<string> };

/**
 * getUserInfo: the caller's own record (their own phone in full), roles and permissions.
 * Pass the grants the auth guard already loaded to save two queries.
 */
export async function getUserInfo(db: DbOrTx, userId: number, grants?: Grants): Promise<TUserInfo> {
  const user = found(await findUserById(db, userId));
  let g = grants;
  if (!g) {
    const roles = await rolesOfUser(db, userId);
    const roleIds = roles.map((r) => r.id);
    g = { roleIds, roleNames: roles.map((r) => r.name), permissions: await permissionsOfRoles(db, roleIds) };
  }
  return {
    sysUser: presentUser(user, true),
    roles: g.roleIds,
    roleNames: g.roleNames,
    permissions: [...g.permissions].sort(),
    pwd_intensity: user.pwdIntensity,
  };
}
