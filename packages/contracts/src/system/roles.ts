import { z } from 'zod';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { ZVersion } from '../kit/strings';

export const ROLE_NAME_MAX = 64;
export const ROLE_CODE_MAX = 64;
export const ROLE_DESC_MAX = 255;
/** Role codes: upper-case letters, digits and _, starting with a letter (ROLE_ADMIN, ROLE_OPERATOR). */
export const ROLE_CODE_PATTERN = /^[A-Z][A-Z0-9_]*$/;
/** The built-in administrator role: it holds every menu node and cannot be deleted. */
export const ADMIN_ROLE_CODE = 'ROLE_ADMIN';
export const ROLE_MENUS_MAX = 5000;

export const ZRoleRecord = z.object({
  roleId: z.number(),
  roleName: z.string(),
  roleCode: z.string(),
  roleDesc: z.string().nullable(),
  /** live users holding the role */
  userCount: z.number(),
  /** the built-in administrator role (fixed code and grants, not deletable) */
  builtIn: z.boolean(),
  version: z.number(),
  createTime: z.string(),
});
export type TRoleRecord = z.infer<typeof ZRoleRecord>;

export const ZRoleOption = ZRoleRecord.pick({ roleId: true, roleName: true, roleCode: true });
export type TRoleOption = z.infer<typeof ZRoleOption>;

export const ZRolePageRequest = pageQuery(
  { roleName: z.string().trim().max(ROLE_NAME_MAX).optional(), roleCode: z.string().trim().max(ROLE_CODE_MAX).optional() },
  ['createTime', 'roleName', 'roleCode'] as const,
);
export type TRolePageRequest = z.infer<typeof ZRolePageRequest>;
export const ZRolePageReply = pageResult(ZRoleRecord);

const roleName = z.string().trim().min(1).max(ROLE_NAME_MAX);
const roleCode = z.string().trim().min(1).max(ROLE_CODE_MAX).regex(ROLE_CODE_PATTERN, 'upper-case letters, digits and _');
const roleDesc = z.string().trim().max(ROLE_DESC_MAX).nullable();

export const ZRoleSaveRequest = z.object({ roleName, roleCode, roleDesc: roleDesc.optional() }).strict();
export type TRoleSaveRequest = z.infer<typeof ZRoleSaveRequest>;

export const ZRoleUpdateRequest = z
  .object({ roleId: ZId, version: ZVersion, roleName: roleName.optional(), roleCode: roleCode.optional(), roleDesc: roleDesc.optional() })
  .strict();
export type TRoleUpdateRequest = z.infer<typeof ZRoleUpdateRequest>;

export const ZRoleIdRequest = z.object({ roleId: ZId }).strict();

/** getRoleMenus/{id}: the granted node ids (pages, folders and permission buttons). */
export const ZRoleMenusReply = z.object({ roleId: z.number(), menuIds: z.array(z.number()), version: z.number() });
export type TRoleMenusReply = z.infer<typeof ZRoleMenusReply>;

/**
 * saveRoleMenus: replaces the role's grants. The ancestors of every granted node are
 * granted with it, so the menu stays a tree. With `version`, a stale one answers 1005.
 */
export const ZSaveRoleMenusRequest = z.object({ roleId: ZId, menuIds: z.array(ZId).max(ROLE_MENUS_MAX), version: ZVersion.optional() }).strict();
export type TSaveRoleMenusRequest = z.infer<typeof ZSaveRoleMenusRequest>;
