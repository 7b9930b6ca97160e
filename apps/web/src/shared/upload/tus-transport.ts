import type { StoredFile } from '@diagops/contracts';
import { svcPath } from '../config/app-config';
import type { StartTransfer } from './transport';

/** Resumable uploads through tus (filled in with tus-js-client); until then it falls back to an error. */
export const tusEndpoint = () => svcPath('user', '/ossFile/tus');

export const startTus: StartTransfer = (_area, _file, h) => {
  h.onError('resumable uploads are not available yet');
  return { pause() {}, abort() {} };
};

export type { StoredFile };
