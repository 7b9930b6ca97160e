import type { TTokenReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** POST /{svc}-plat-user/sysUser/offlineOtherDevices: 1 ends the other sessions and signs in, 0 drops the ticket. */
export async function offlineOtherDevices(id: string, offlineFlag: 0 | 1): Promise<TTokenReply | null> {
  const r = await request<TTokenReply | null>({
    url: svcPath('plat-user', '/sysUser/offlineOtherDevices'),
    method: 'post',
    data: { id, offlineFlag },
    noToken: true,
    silent: true,
  });
  return r.data;
}
