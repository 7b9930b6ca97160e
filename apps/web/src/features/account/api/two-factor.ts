import type { TBackupCodesReply, TOpenTwoFactorReply, TTwoFactorStatus } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

const twoAuth = (p: string) => svcPath('plat-user', `/twoAuth/${p}`);

/** POST twoAuth/openTwoFactor: a new secret and its otpauth URI (10 minutes to confirm). */
export async function openTwoFactor(): Promise<TOpenTwoFactorReply> {
  return (await request<TOpenTwoFactorReply>({ url: twoAuth('openTwoFactor'), method: 'post', silent: true })).data;
}

/** POST twoAuth/firstCheckCode {code}: does the authenticator give the right codes? */
export async function firstCheckCode(code: string): Promise<void> {
  await request<boolean>({ url: twoAuth('firstCheckCode'), method: 'post', data: { code }, silent: true });
}

/** POST twoAuth/confirmOpen {code}: turns two-factor on; the backup codes are shown once. */
export async function confirmOpen(code: string): Promise<string[]> {
  return (await request<TBackupCodesReply>({ url: twoAuth('confirmOpen'), method: 'post', data: { code }, silent: true })).data.backupCodes;
}

/** POST twoAuth/closeTwoFactor {code}: an authenticator or backup code turns it off. */
export async function closeTwoFactor(code: string): Promise<void> {
  await request<boolean>({ url: twoAuth('closeTwoFactor'), method: 'post', data: { code }, silent: true });
}

/** POST twoAuth/regenerateBackupCodes {code}: ten new backup codes; the old ones stop working. */
export async function regenerateBackupCodes(code: string): Promise<string[]> {
  return (await request<TBackupCodesReply>({ url: twoAuth('regenerateBackupCodes'), method: 'post', data: { code }, silent: true })).data.backupCodes;
}

/** POST twoAuth/status: on or off, and the backup codes left. */
export async function twoFactorStatus(): Promise<TTwoFactorStatus> {
  return (await request<TTwoFactorStatus>({ url: twoAuth('status'), method: 'post' })).data;
}
