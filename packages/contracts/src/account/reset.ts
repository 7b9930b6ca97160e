import { z } from 'zod';

/** POST /{svc}-plat-user/account/forgotPassword: always answers 2000. */
export const ZForgotPasswordRequest = z
  .object({
    email: z.string().trim().max(128).optional(),
    username: z.string().trim().max(64).optional(),
    languageId: z.union([z.literal(1), z.literal(7)]).optional(),
  })
  .strict()
  .refine((v) => Boolean(v.email || v.username), { message: 'email or username is required', path: ['email'] });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /{svc}-plat-user/account/resetPassword: the token from the e-mailed link, the new password twice (encrypted). */
export const ZResetPasswordRequest = z
  .object({ token: z.string().trim().min(1).max(256), newpassword1: z.string().max(2048).optional(), confirmPwd: z.string().max(2048).optional() })
  .strict();
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** The page the e-mailed link opens. */
export const RESET_PASSWORD_PATH = '/resetPassword';
