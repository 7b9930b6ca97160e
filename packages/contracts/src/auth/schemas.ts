import { z } from 'zod';
import { CODE_INPUT_MAX } from '../common/constants';

export const LOGIN_TYPE = { password: 1, sms: 2, email: 3 } as const;
export const ZLoginType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Encrypted password: base64 of RSA-OAEP(SHA-256) with the published key. */
export const ZEncryptedPassword = z.string().min(1).max(2048);

/**
 * GET /{svc}-auth/publicKey: the key passwords are encrypted with, and whether the password
 * sign-in asks for the image captcha (CAPTCHA_ENABLED), so the form shows it only then.
 */
export const ZPublicKeyReply = z.object({ publicKey: z.string(), captchaEnabled: z.boolean() });
export type TPublicKeyReply = z.infer<typeof ZPublicKeyReply>;

/** POST /{svc}-plat-user/sysUser/login (platform.md §7). */
export const ZSysUserLoginRequest = z
  .object({
    loginType: z.coerce.number().int(),
    userAccount: z.string().trim().min(1).max(64),
    password: ZEncryptedPassword.optional(),
    /** image captcha (password mode) or the SMS / e-mail code (code modes) */
    captcha: z.string().max(CODE_INPUT_MAX).optional(),
    /** the captcha's randomStr, password mode only */
    randomStr: z.string().max(64).optional(),
    isFirst: z.boolean().optional(),
  })
  .strict();
export type TSysUserLoginRequest = z.infer<typeof ZSysUserLoginRequest>;

export const ZTokenReply = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  token_type: z.literal('bearer'),
  scope: z.string(),
  user_id: z.number(),
  username: z.string(),
  /** true when the password has expired: the token only allows the password change */
  password_expired: z.boolean(),
});
export type TTokenReply = z.infer<typeof ZTokenReply>;

/** sysUser/login data: tokens, or a step still to take. */
export const ZSysUserLoginReply = z.union([
  ZTokenReply,
  z.object({ otherDeviceOnline: z.literal(true), id: z.string() }),
  z.object({ twoFactor: z.literal(true), unionId: z.string() }),
]);

/**
 * The OAuth 2 token endpoint's reply: the sign-in data in the envelope and, as OAuth 2 clients
 * expect, the same fields at the top level.
 */
export const ZOAuthTokenReply = z.union(
  ZSysUserLoginReply.options.map((data) => data.extend({ code: z.number(), msg: z.string(), data })) as unknown as [z.ZodObject, z.ZodObject, z.ZodObject],
);

/** querySysUserByAccount: the user found by username, e-mail or (only for callers with sys_user_phone_view) phone; phone masked. */
export const ZFoundSysUser = z.object({
  userId: z.number(),
  username: z.string(),
  realName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lockFlag: z.boolean(),
});

export const ZOfflineOtherDevicesRequest = z
  .object({ id: z.string().min(1).max(128), offlineFlag: z.union([z.boolean(), z.literal(0), z.literal(1)]) })
  .strict();

/** Query of POST /{svc}-auth/oauth/token with grant_type=password (platform.md §7). */
export const ZOAuthPasswordQuery = z
  .object({
    grant_type: z.literal('password'),
    username: z.string().min(1).max(64),
    password: ZEncryptedPassword,
    randomStr: z.string().max(64).optional(),
    code: z.string().max(CODE_INPUT_MAX).optional(),
    scope: z.string().max(64).optional(),
    uuid: z.string().max(128).optional(),
    verificationCode: z.string().max(CODE_INPUT_MAX).optional(),
  })
  .strict();

export const ZOAuthRefreshQuery = z
  .object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(256), scope: z.string().max(64).optional() })
  .strict();

/** Account types of sendVerifiyCode: 1 e-mail, 2 phone. */
export const ACCOUNT_TYPE = { email: 1, phone: 2 } as const;
/** What a code is for: 1 sign-in, 2 verify the current phone, 3 bind a new phone, 4 reset password. */
export const CODE_OPERATION = { signIn: 1, oldPhone: 2, newPhone: 3, resetPassword: 4 } as const;

export const ZSendCodeRequest = z
  .object({
    contactWay: z.string().trim().min(1).max(128),
    operationType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    accountType: z.union([z.literal(1), z.literal(2)]),
    languageId: z.union([z.literal(1), z.literal(7)]).optional(),
  })
  .strict();
export type TSendCodeRequest = z.infer<typeof ZSendCodeRequest>;
