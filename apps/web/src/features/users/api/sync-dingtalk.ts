import type { TSyncDingReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';

/**
 * POST /{svc}-user/user/syncDingDeptAndUser: the whole organisation in one transaction.
 * DingTalk failing answers 1014 with HTTP 502 (1004 while another sync runs); the reply is
 * judged like any other so the user reads the server's message, not a bare "status 502".
 */
export const syncDingtalk = async () =>
  (
    await request<TSyncDingReply>({
      url: svcPath('user', '/user/syncDingDeptAndUser'),
      method: 'post',
      data: {},
      timeout: 10 * 60_000,
      validateStatus: (s) => s >= 200 && s < 600,
    })
  ).data;
