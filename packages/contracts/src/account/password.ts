import { z } from 'zod';
import { isPasswordWellFormed } from '../auth/password';
import { ZId } from '../common/envelope';
import type { Language } from '../errors/catalogue';

/** An encrypted password field that may arrive empty: the "required" texts are answered by the rules below. */
const ZEncryptedField = z.string().max(2048);

/**
 * POST /{svc}-user/user/updatePassword (platform.md §3, §7): every password field is
 * RSA-encrypted; userId, or username when the password has expired. Neither means the caller.
 */
export const ZUpdatePasswordRequest = z
  .object({
    password: ZEncryptedField.optional(),
    newpassword1: ZEncryptedField.optional(),
    confirmPwd: ZEncryptedField.optional(),
    userId: ZId.optional(),
    username: z.string().trim().max(64).optional(),
  })
  .strict();
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

/** POST /{svc}-user/pwd/reSetPwd: an administrator sets a temporary (expired) password. */
export const ZResetUserPasswordRequest = z.object({ userId: ZId, password: z.string().min(1).max(2048) }).strict();
export type TResetUserPasswordRequest = z.infer<typeof ZResetUserPasswordRequest>;

/** At most this many users in one updatePasswordBatch call. */
export const PASSWORD_BATCH_MAX = 100;

/** POST /{svc}-user/user/updatePasswordBatch: the same temporary password for several users. */
export const ZUpdatePasswordBatchRequest = z.object({ userIds: z.array(ZId).min(1).max(PASSWORD_BATCH_MAX), password: z.string().min(1).max(2048) }).strict();
export type TUpdatePasswordBatchRequest = z.infer<typeof ZUpdatePasswordBatchRequest>;

/** The texts of platform.md §4, §5 and §8 for the password forms, in both languages. */
export const PASSWORD_TEXTS = {
  currentRequired: { 'zh-CN': '请输入当前密码', 'en-US': 'Please enter the current password' },
  newRequired: { 'zh-CN': '请输入新密码', 'en-US': 'Please enter the new password' },
  confirmRequired: { 'zh-CN': '请输入确认密码', 'en-US': 'Please enter the password again to confirm' },
  sameAsCurrent: { 'zh-CN': '新密码不可和当前密码相同!', 'en-US': 'The new password must differ from the current password!' },
  mismatch: { 'zh-CN': '新密码和确认密码不相同!', 'en-US': 'The new password and the confirmation differ!' },
  rules: { 'zh-CN': '密码规则不对,按上述规则输入!', 'en-US': 'The password does not follow the rules; enter it as described above!' },
  common: {
    'zh-CN': '该密码过于常见，很容易被猜中，请换一个',
    'en-US': 'This password is one of the most common ones and easy to guess; choose another',
  },
  changed: { 'zh-CN': '密码修改成功，请重新登录!', 'en-US': 'Password changed, please sign in again!' },
  expired: { 'zh-CN': '密码已过期，请修改密码', 'en-US': 'Password expired, please change password!' },
  weak: {
    'zh-CN': '系统检测到您的密码安全性过低，为了您的数据安全，请您修改密码',
    'en-US': 'Your password is too weak. To keep your data safe, please change it',
  },
  failedFallback: { 'zh-CN': '请联系相关开发人员!', 'en-US': 'Please contact the developers!' },
} as const satisfies Record<string, Record<Language, string>>;
export type PasswordTextKey = keyof typeof PASSWORD_TEXTS;

export type PasswordField = 'password' | 'newpassword1' | 'confirmPwd';
export type PasswordProblem = { field: PasswordField; text: PasswordTextKey };

/**
 * The form rules of platform.md §5, shared by the web form and the server so both answer
 * alike: current required, new required, 8–30 allowed characters of more than one class,
 * different from the current, confirmation required and equal. Without `current` (the
 * e-mail reset) the current-password rules are skipped.
 */
export function passwordChangeProblems(v: { current?: string | null; next: string; confirm: string }, requireCurrent: boolean): PasswordProblem[] {
  const out: PasswordProblem[] = [];
  if (requireCurrent && !v.current) out.push({ field: 'password', text: 'currentRequired' });
  if (!v.next) out.push({ field: 'newpassword1', text: 'newRequired' });
  else if (!isPasswordWellFormed(v.next)) out.push({ field: 'newpassword1', text: 'rules' });
  else if (requireCurrent && v.current && v.current === v.next) out.push({ field: 'newpassword1', text: 'sameAsCurrent' });
  if (!v.confirm) out.push({ field: 'confirmPwd', text: 'confirmRequired' });
  else if (v.next && v.confirm !== v.next) out.push({ field: 'confirmPwd', text: 'mismatch' });
  return out;
}
