import type { TUserInfo } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** GET /{svc}-user/user/getUserInfo → sysUser, roles, roleNames, permissions, pwd_intensity. */
export async function getUserInfo(): Promise<TUserInfo> {
  const r = await request<TUserInfo>({ url: svcPath('user', '/user/getUserInfo'), method: 'get' });
  return r.data;
}
