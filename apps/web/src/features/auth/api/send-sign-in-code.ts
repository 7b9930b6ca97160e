import { ACCOUNT_TYPE, CODE_OPERATION } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { languageId } from '../../../shared/i18n/language';

/** POST /{svc}-plat-user/account/sendVerifiyCode for an SMS or e-mail sign-in code. */
export async function sendSignInCode(contactWay: string, channel: 'sms' | 'email'): Promise<void> {
  await request<boolean>({
    url: svcPath('plat-user', '/account/sendVerifiyCode'),
    method: 'post',
    noToken: true,
    data: {
      contactWay,
      operationType: CODE_OPERATION.signIn,
      accountType: channel === 'sms' ? ACCOUNT_TYPE.phone : ACCOUNT_TYPE.email,
      languageId: languageId(),
    },
  });
}
