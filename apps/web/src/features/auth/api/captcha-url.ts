import { svcPath } from '../../../shared/config/app-config';
import { uuid } from '../../../shared/storage/device-id';

/** A new randomStr and the address of its captcha image (GET /{svc}-auth/code?randomStr=R). */
export function newCaptcha(): { randomStr: string; src: string } {
  const randomStr = uuid();
  return { randomStr, src: `${svcPath('auth', '/code')}?randomStr=${encodeURIComponent(randomStr)}` };
}
