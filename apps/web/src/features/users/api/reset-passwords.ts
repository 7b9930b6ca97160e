import { svcPath } from '../../../shared/config/app-config';
import { encryptPassword } from '../../../shared/crypto/encrypt-password';
import { postJson } from '../../../shared/kit/kit-api';

/**
 * Sets a temporary password (account security's calls; the server marks it expired, so
 * the user changes it at the next sign-in). One user: POST /{svc}-user/pwd/reSetPwd;
 * several: POST /{svc}-user/user/updatePasswordBatch.
 */
export async function resetPasswords(userIds: number[], plain: string): Promise<void> {
  const password = await encryptPassword(plain);
  if (userIds.length === 1) await postJson<boolean>(svcPath('user', '/pwd/reSetPwd'), { userId: userIds[0], password });
  else await postJson<boolean>(svcPath('user', '/user/updatePasswordBatch'), { userIds, password });
}
