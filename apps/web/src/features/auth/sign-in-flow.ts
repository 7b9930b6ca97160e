import { CANCELLED_SIGN_IN_CODE, type TTokenReply } from '@diagops/contracts';
import { encryptPassword } from '../../shared/crypto/encrypt-password';
import { HttpError, isHttpError } from '../../shared/http/http-error';
import { t } from '../../shared/i18n/i18n';
import { offlineOtherDevices } from './api/offline-other-devices';
import { type SignInRequest, signInRequest } from './api/sign-in';

export const PASSWORD_EXPIRED_CODE = 15316;

export type SignInForm =
  | { mode: 'password'; username: string; password: string; captcha: string; randomStr: string }
  | { mode: 'sms' | 'email'; account: string; code: string };

export type SignInOutcome =
  | { kind: 'signedIn'; tokens: TTokenReply }
  | { kind: 'twoFactor'; unionId: string; loginType: number }
  /** 15316: the restricted token only allows the password change */
  | { kind: 'passwordExpired'; tokens: TTokenReply; username: string };

export type SignInSteps = {
  /** "logged in elsewhere": true takes the other device offline, false cancels the sign-in */
  confirmOtherDevice: () => Promise<boolean>;
};

async function toRequest(form: SignInForm): Promise<SignInRequest> {
  if (form.mode === 'password') {
    const password = await encryptPassword(form.password);
    return { loginType: 1, userAccount: form.username.trim(), password, captcha: form.captcha, randomStr: form.randomStr, isFirst: true };
  }
  return { loginType: form.mode === 'sms' ? 2 : 3, userAccount: form.account.trim(), captcha: form.code, isFirst: true };
}

function expired(e: unknown, username: string): SignInOutcome | null {
  if (isHttpError(e) && e.code === PASSWORD_EXPIRED_CODE && e.data && typeof e.data === 'object' && 'access_token' in e.data) {
    return { kind: 'passwordExpired', tokens: e.data as TTokenReply, username };
  }
  return null;
}

/**
 * The console sign-in (platform.md §4): sysUser/login, then the logged-in-elsewhere
 * confirmation or the two-factor step when the server asks for one. Cancelling the
 * confirmation rejects with code -1111.
 */
export async function runSignIn(form: SignInForm, steps: SignInSteps): Promise<SignInOutcome> {
  const body = await toRequest(form);
  const username = body.userAccount;
  try {
    const data = await signInRequest(body);
    if ('twoFactor' in data) return { kind: 'twoFactor', unionId: data.unionId, loginType: body.loginType };
    if (!('otherDeviceOnline' in data)) return { kind: 'signedIn', tokens: data };
    if (!(await steps.confirmOtherDevice())) {
      void offlineOtherDevices(data.id, 0).catch(() => undefined);
      throw new HttpError(t('auth.cancelled'), CANCELLED_SIGN_IN_CODE, undefined);
    }
    const tokens = await offlineOtherDevices(data.id, 1);
    if (!tokens) throw new HttpError(t('auth.failed'), undefined, undefined);
    return { kind: 'signedIn', tokens };
  } catch (e) {
    const outcome = expired(e, username);
    if (outcome) return outcome;
    throw e;
  }
}
