import { svcPath } from '../../../shared/config/app-config';
import { encryptPassword } from '../../../shared/crypto/encrypt-password';
import { request } from '../../../shared/http/client';

export type UpdatePasswordInput = { password: string; newpassword1: string; confirmPwd: string } & ({ userId: number } | { username: string });

/**
 * POST /{svc}-user/user/updatePassword: every password field encrypted; userId, or the
 * username when the password has expired (platform.md §3, §7). Success is 2000 or 200.
 */
export async function updatePassword(input: UpdatePasswordInput, token?: string): Promise<void> {
  const [password, newpassword1, confirmPwd] = await Promise.all([
    encryptPassword(input.password),
    encryptPassword(input.newpassword1),
    encryptPassword(input.confirmPwd),
  ]);
  const who = 'userId' in input ? { userId: input.userId } : { username: input.username };
  await request<unknown>({
    url: svcPath('user', '/user/updatePassword'),
    method: 'post',
    data: { password, newpassword1, confirmPwd, ...who },
    okCodes: [2000, 200],
    silent: true,
    ...(token ? { token } : {}),
  });
}
