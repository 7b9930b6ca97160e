import type { TTokenReply } from '@diagops/contracts';
import { request } from '../../../shared/http/client';

/** POST /auth/oauth/token with grant_type=refresh_token: the token fields are at the top level. */
export async function refreshToken(refresh_token: string): Promise<TTokenReply> {
  const body = await request<unknown>({
    url: '/auth/oauth/token',
    method: 'post',
    data: { refresh_token, grant_type: 'refresh_token' },
    noToken: true,
    silent: true,
  });
  return body as unknown as TTokenReply;
}
