import { z } from 'zod';
import { BACKUP_CODE_LENGTH, CODE_INPUT_MAX, TOTP_LENGTH } from '../common/constants';

/**
 * What a second-factor code is by its shape: 6 digits from the authenticator, or a
 * 10-character backup code (spaces and dashes ignored, any case); null for neither.
 */
export function secondFactorKind(code: string): 'totp' | 'backup' | null {
  const c = code.trim();
  if (new RegExp(`^\\d{${TOTP_LENGTH}}$`).test(c)) return 'totp';
  if (c.replace(/[\s-]/g, '').length === BACKUP_CODE_LENGTH) return 'backup';
  return null;
}
/** How long an openTwoFactor secret waits for confirmOpen (15319 after). */
export const TWO_FACTOR_ACTIVATION_TTL_MS = 10 * 60_000;
/** How long the second step of a sign-in may take. */
export const TWO_FACTOR_SIGN_IN_TTL_MS = 5 * 60_000;
/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'DiagOps Console';

const ZCode = z.string().trim().max(CODE_INPUT_MAX);

export const ZOpenTwoFactorReply = z.object({
  /** base32 secret, for typing into an app that cannot scan */
  secret: z.string(),
  /** otpauth://totp/… for the QR code */
  otpauthUri: z.string(),
  /** seconds left to confirm */
  expiresIn: z.number(),
});
export type TOpenTwoFactorReply = z.infer<typeof ZOpenTwoFactorReply>;

/** firstCheckCode, confirmOpen: a code from the authenticator. */
export const ZTwoFactorCodeRequest = z.object({ code: ZCode }).strict();
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

export const ZBackupCodesReply = z.object({ backupCodes: z.array(z.string()) });
export type TBackupCodesReply = z.infer<typeof ZBackupCodesReply>;

export const ZTwoFactorStatus = z.object({ enabled: z.boolean(), backupCodesLeft: z.number() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/**
 * POST /{svc}-plat-user/twoAuth/twoFactorLogin (platform.md §7). loginType is the sign-in
 * mode that asked for the second step (1 password, 2 SMS, 3 e-mail; 15603 otherwise); the
 * code is an authenticator code or a backup code by its shape (secondFactorKind).
 */
export const ZTwoFactorLoginRequest = z
  .object({
    unionId: z.string().max(128).optional(),
    loginType: z.coerce.number().int(),
    verificationCode: ZCode,
    /** the client's clock (ms since the epoch): a large skew is reported with a wrong code */
    localTimeStamp: z.union([z.number(), z.string().max(32)]).optional(),
  })
  .strict();
export type TTwoFactorLoginRequest = z.infer<typeof ZTwoFactorLoginRequest>;
