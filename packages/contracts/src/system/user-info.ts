import { z } from 'zod';

export const ZSysUser = z.object({
  userId: z.number(),
  username: z.string(),
  realName: z.string(),
  email: z.string().nullable(),
  /** masked unless the caller may see full phone numbers */
  phone: z.string().nullable(),
  deptId: z.number().nullable(),
  lockFlag: z.boolean(),
  userType: z.enum(['staff', 'dealer', 'expert']),
  passwordExpired: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createTime: z.string(),
});
export type TSysUser = z.infer<typeof ZSysUser>;

/** GET /{svc}-user/user/getUserInfo → sysUser, roles, permissions (platform.md §7). */
export const ZUserInfo = z.object({
  sysUser: ZSysUser,
  roles: z.array(z.number()),
  roleNames: z.array(z.string()),
  permissions: z.array(z.string()),
  /** password intensity of the current password, 0 (weak) … 3 */
  pwd_intensity: z.number(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;
