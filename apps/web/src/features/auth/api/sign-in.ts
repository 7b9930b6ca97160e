import type { TTokenReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

export type SignInRequest = {
  loginType: 1 | 2 | 3;
  userAccount: string;
  /** encrypted (password mode) */
  password?: string;
  /** image captcha (password mode) or the SMS / e-mail code */
  captcha?: string;
  randomStr?: string;
  isFirst?: boolean;
};

export type SignInReply = TTokenReply | { otherDeviceOnline: true; id: string } | { twoFactor: true; unionId: string };

/** POST /{svc}-plat-user/sysUser/login (platform.md §7). */
export async function signInRequest(body: SignInRequest): Promise<SignInReply> {
  const r = await request<SignInReply>({ url: svcPath('plat-user', '/sysUser/login'), method: 'post', data: body, noToken: true, silent: true });
  return r.data;
}
