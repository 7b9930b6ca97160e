import type { TSyncDingReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/** POST /{svc}-user/user/syncDingDeptAndUser: the whole organisation in one transaction. */
export const syncDingtalk = async () =>
  (
    await request<TSyncDingReply>({
      url: svcPath('user', '/user/syncDingDeptAndUser'),
      method: 'post',
      data: {},
      timeout: 10 * 60_000,
    })
  ).data;
