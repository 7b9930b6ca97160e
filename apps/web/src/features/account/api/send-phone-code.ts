import { ACCOUNT_TYPE, CODE_OPERATION } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { languageId } from '../../../shared/i18n/language';

/** POST /{svc}-plat-user/account/sendVerifiyCode for the phone steps: 2 the current phone, 3 the new one (platform.md §7). */
export async function sendPhoneCode(contactWay: string, step: 'current' | 'new'): Promise<void> {
  await request<boolean>({
    url: svcPath('plat-user', '/account/sendVerifiyCode'),
    method: 'post',
    silent: true,
    data: {
      contactWay,
      operationType: step === 'current' ? CODE_OPERATION.oldPhone : CODE_OPERATION.newPhone,
      accountType: ACCOUNT_TYPE.phone,
      languageId: languageId(),
    },
  });
}
