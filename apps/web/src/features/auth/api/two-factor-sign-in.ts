import type { TTokenReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

export type TwoFactorRequest = { unionId: string; loginType: number; verificationCode: string; localTimeStamp: number };

/** POST /{svc}-plat-user/twoAuth/twoFactorLogin: the authenticator (6 digits) or backup (10 characters) code. */
export async function twoFactorSignIn(body: TwoFactorRequest): Promise<TTokenReply> {
  const r = await request<TTokenReply>({ url: svcPath('plat-user', '/twoAuth/twoFactorLogin'), method: 'post', data: body, noToken: true, silent: true });
  return r.data;
}
