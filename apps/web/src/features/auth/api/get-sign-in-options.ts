import type { TPublicKeyReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** Whether the password sign-in asks for the image captcha: the server says so beside its public key (GET /{svc}-auth/publicKey). */
export async function getCaptchaEnabled(): Promise<boolean> {
  const r = await request<TPublicKeyReply>({ url: svcPath('auth', '/publicKey'), method: 'get', noToken: true, silent: true });
  return r.data.captchaEnabled;
}
