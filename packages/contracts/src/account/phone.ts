import { z } from 'zod';
import { MAINLAND_PHONE } from '../auth/password';
import { CODE_INPUT_MAX } from '../common/constants';
import type { Language } from '../errors/catalogue';

/** A code as typed: at most CODE_INPUT_MAX characters (platform.md §5). */
export const ZCodeInput = z.string().max(CODE_INPUT_MAX);

/** POST /{svc}-plat-user/account/changePhone: the code sent to the current phone. */
export const ZChangePhoneRequest = z.object({ captcha: ZCodeInput }).strict();
export type TChangePhoneRequest = z.infer<typeof ZChangePhoneRequest>;

/** POST /{svc}-plat-user/account/bindNewPhone: the new phone and the code sent to it. */
export const ZBindNewPhoneRequest = z.object({ phone: z.string().trim().max(32), captcha: ZCodeInput }).strict();
export type TBindNewPhoneRequest = z.infer<typeof ZBindNewPhoneRequest>;

/** How long a verified current phone allows binding a new one. */
export const PHONE_CHANGE_WINDOW_MS = 10 * 60_000;
/** Shown before the new phone (platform.md §5). */
export const PHONE_PREFIX = '+86';

export const PHONE_TEXTS = {
  invalid: { 'zh-CN': '请输入有效的手机号', 'en-US': 'please input a valid phone' },
  empty: { 'zh-CN': '手机号不能为空', 'en-US': 'The phone cannot be empty' },
  length: { 'zh-CN': '手机号长度必须为11位', 'en-US': 'The phone must be 11 digits long' },
  landline: { 'zh-CN': '请输入手机号，不支持固定电话号码', 'en-US': 'This looks like a landline; enter a mobile phone' },
  same: { 'zh-CN': '新手机号不能与当前手机号相同', 'en-US': 'The new phone is the one already bound' },
  taken: { 'zh-CN': '该手机号已绑定其他账号', 'en-US': 'This phone is bound to another account' },
  notOwn: { 'zh-CN': '只能向当前绑定的手机号发送验证码', 'en-US': 'Codes can only be sent to the phone bound to your account' },
  noPhone: { 'zh-CN': '当前账号未绑定手机号', 'en-US': 'No phone is bound to this account' },
  verifyFirst: { 'zh-CN': '请先验证当前手机号', 'en-US': 'Verify the current phone first' },
} as const satisfies Record<string, Record<Language, string>>;
export type PhoneTextKey = keyof typeof PHONE_TEXTS;

/**
 * What is wrong with a phone typed for binding (platform.md §5 helper), or null:
 * empty, landline-like (leading 0, area-code separators), not 11 long, not 1[3-9]….
 */
export function phoneProblem(phone: string): 'empty' | 'landline' | 'length' | 'invalid' | null {
  const p = phone.trim();
  if (p.length === 0) return 'empty';
  if (/^0/.test(p) || /^\(?0?\d{2,4}\)?[-\s]\d{6,8}$/.test(p)) return 'landline';
  if (p.length !== 11) return 'length';
  if (!MAINLAND_PHONE.test(p)) return 'invalid';
  return null;
}
