import type { TBindNewPhoneRequest } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** POST /{svc}-plat-user/account/bindNewPhone {phone, captcha}. */
export async function bindNewPhone(body: TBindNewPhoneRequest): Promise<void> {
  await request<boolean>({ url: svcPath('plat-user', '/account/bindNewPhone'), method: 'post', data: body, silent: true });
}
