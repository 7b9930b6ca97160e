import { z } from 'zod';
import { MAINLAND_PHONE } from '../auth/password';
import { ZEncryptedPassword } from '../auth/schemas';
import { PHONE_LENGTH } from '../common/constants';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { ZVersion } from '../kit/strings';
import { ZSysUser } from './user-info';

/** Limits of the staff-user fields (users table columns). */
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 64;
/** Login accounts: letters, digits and _ . @ - (the dealer rule of business.md §5, plus -). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const REAL_NAME_MAX = 64;
export const EMAIL_MAX = 128;
export const USER_ROLES_MAX = 50;
/** getUserList (pickers) answers at most this many users; narrow it with keyword or deptId. */
export const USER_LIST_DEFAULT = 50;
export const USER_LIST_MAX = 200;

export const ZUsername = z.string().trim().min(USERNAME_MIN).max(USERNAME_MAX).regex(USERNAME_PATTERN, 'letters, digits and _ . @ - only');
export const ZRealName = z.string().trim().min(1).max(REAL_NAME_MAX);
export const ZEmail = z.string().trim().max(EMAIL_MAX).pipe(z.email());
export const ZMainlandPhone = z.string().trim().length(PHONE_LENGTH).regex(MAINLAND_PHONE, 'a mainland China mobile number');
const ZRoleIds = z.array(ZId).max(USER_ROLES_MAX);

export const ZUserRoleRef = z.object({ roleId: z.number(), roleName: z.string(), roleCode: z.string() });

/**
 * A user in user administration. `phone` is masked (138****5678) unless the caller holds
 * sys_user_phone_view; a masked phone comes with `phoneMasked: true`, and the console then
 * shows NO_PHONE_PERMISSION_TEXT instead of the full number.
 */
export const ZUserRecord = ZSysUser.extend({
  deptName: z.string().nullable(),
  roles: z.array(ZUserRoleRef),
  phoneMasked: z.boolean(),
  fromDingtalk: z.boolean(),
  version: z.number(),
});
export type TUserRecord = z.infer<typeof ZUserRecord>;

/** POST getUserPage: staff users only (USER-01); deptId includes sub-departments. */
export const ZUserPageRequest = pageQuery(
  {
    username: z.string().trim().max(USERNAME_MAX).optional(),
    realName: z.string().trim().max(REAL_NAME_MAX).optional(),
    /** part of the number with sys_user_phone_view; otherwise part of the masked number as the list shows it (138****8000) */
    phone: z.string().trim().max(20).optional(),
    deptId: ZId.optional(),
    lockFlag: z.boolean().optional(),
  },
  ['createTime', 'username', 'realName'] as const,
);
export type TUserPageRequest = z.infer<typeof ZUserPageRequest>;
export const ZUserPageReply = pageResult(ZUserRecord);

/** POST addUser. Without roleIds the department's default roles apply. */
export const ZAddUserRequest = z
  .object({
    username: ZUsername,
    realName: ZRealName,
    /** RSA-OAEP ciphertext, base64, like every password field */
    password: ZEncryptedPassword,
    deptId: ZId.nullable().optional(),
    roleIds: ZRoleIds.optional(),
    email: ZEmail.nullable().optional(),
    phone: ZMainlandPhone.nullable().optional(),
  })
  .strict();
export type TAddUserRequest = z.infer<typeof ZAddUserRequest>;

/** PUT /user and POST updateUserInfo: absent fields stay, null clears. A stale version answers 1005. */
export const ZUpdateUserRequest = z
  .object({
    userId: ZId,
    version: ZVersion,
    realName: ZRealName.optional(),
    email: ZEmail.nullable().optional(),
    phone: ZMainlandPhone.nullable().optional(),
    deptId: ZId.nullable().optional(),
    roleIds: ZRoleIds.optional(),
    /** true disables the account and ends its sessions */
    lockFlag: z.boolean().optional(),
  })
  .strict();
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** PUT updateUserBasicInfo: the caller's own name and e-mail (the phone changes through phone binding). */
export const ZUpdateUserBasicInfoRequest = z
  .object({
    realName: ZRealName.optional(),
    email: ZEmail.nullable().optional(),
    version: ZVersion.optional(),
  })
  .strict();
export type TUpdateUserBasicInfoRequest = z.infer<typeof ZUpdateUserBasicInfoRequest>;

/** GET getUserList: a short list for pickers: staff users that are not locked, by username. */
export const ZUserListQuery = z
  .object({
    keyword: z.string().trim().max(USERNAME_MAX).optional(),
    deptId: ZId.optional(),
    limit: z.coerce.number().int().min(1).max(USER_LIST_MAX).default(USER_LIST_DEFAULT),
  })
  .strict();
export type TUserListQuery = z.infer<typeof ZUserListQuery>;
export const ZUserOption = z.object({ userId: z.number(), username: z.string(), realName: z.string(), deptId: z.number().nullable() });
export type TUserOption = z.infer<typeof ZUserOption>;

/** POST syncDingDeptAndUser: what the DingTalk sync changed. */
export const ZSyncDingReply = z.object({
  deptsCreated: z.number(),
  deptsUpdated: z.number(),
  usersCreated: z.number(),
  usersUpdated: z.number(),
});
export type TSyncDingReply = z.infer<typeof ZSyncDingReply>;
