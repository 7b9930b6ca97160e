import { svcPath } from '../../../shared/config/app-config';
import { encryptPassword } from '../../../shared/crypto/encrypt-password';
import { request } from '../../../shared/http/client';
import { languageId } from '../../../shared/i18n/language';

/** POST /{svc}-plat-user/account/forgotPassword: always succeeds; a link goes to the account's e-mail if it exists. */
export async function forgotPassword(account: { email: string } | { username: string }): Promise<void> {
  await request<boolean>({
    url: svcPath('plat-user', '/account/forgotPassword'),
    method: 'post',
    noToken: true,
    silent: true,
    data: { ...account, languageId: languageId() },
  });
}

/** POST /{svc}-plat-user/account/resetPassword: the link's token and the new password twice, encrypted. */
export async function resetPassword(token: string, newpassword1: string, confirmPwd: string): Promise<void> {
  const [a, b] = await Promise.all([encryptPassword(newpassword1), encryptPassword(confirmPwd)]);
  await request<boolean>({
    url: svcPath('plat-user', '/account/resetPassword'),
    method: 'post',
    noToken: true,
    silent: true,
    data: { token, newpassword1: a, confirmPwd: b },
  });
}
