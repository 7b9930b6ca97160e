import type { TChangePhoneRequest } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** POST /{svc}-plat-user/account/changePhone {captcha}: the code sent to the current phone. */
export async function verifyCurrentPhone(body: TChangePhoneRequest): Promise<void> {
  await request<boolean>({ url: svcPath('plat-user', '/account/changePhone'), method: 'post', data: body, silent: true });
}
