import { DEVICE_ID_HEADER, type StoredFile } from '@diagops/contracts';
import * as tus from 'tus-js-client';
import { apiBase, svcPath } from '../config/app-config';
import { request } from '../http/client';
import { currentLanguage } from '../i18n/language';
import { useSession } from '../session/session-store';
import { getDeviceId } from '../storage/device-id';
import type { StartTransfer } from './transport';

export const tusEndpoint = () => `${window.location.origin}${apiBase(window.location.hostname)}${svcPath('user', '/ossFile/tus')}`;
/** 8 MB per PATCH: a dropped connection costs at most this much, and progress moves often. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** The server's { code, msg } of a refused tus request, or the transport's message. */
export function tusErrorMessage(err: unknown): string {
  const res = (err as { originalResponse?: tus.HttpResponse | null }).originalResponse;
  const body = res?.getBody();
  if (body) {
    try {
      const msg = (JSON.parse(body) as { msg?: unknown }).msg;
      if (typeof msg === 'string' && msg) return msg;
    } catch {
      /* not ours */
    }
  }
  return err instanceof Error ? err.message : String(err);
}

/**
 * Resumable upload (tus 1.0, tus-js-client): pause keeps every acknowledged byte; a dropped
 * connection retries and continues; after a page reload the same file (name, size, date,
 * area) continues from where the server stands (fingerprint in localStorage).
 */
export const startTus: StartTransfer = (area, file, h) => {
  let stopped = false;
  const upload = new tus.Upload(file, {
    endpoint: tusEndpoint(),
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata: { filename: file.name, area },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: async (f) =>
      ['diagops-tus', area, useSession.getState().token ? 'signed' : 'anon', (f as File).name, (f as File).size, (f as File).lastModified].join('|'),
    onBeforeRequest(req) {
      const token = useSession.getState().token;
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
      req.setHeader('language', currentLanguage());
      req.setHeader(DEVICE_ID_HEADER, getDeviceId());
    },
    onShouldRetry(err, _attempt, options) {
      const status = err.originalResponse?.getStatus() ?? 0;
      // refusals (type, size, permission, someone else's upload) are final; dropped connections and 5xx retry
      if (status >= 400 && status < 500 && status !== 409 && status !== 423) return false;
      return options.retryDelays != null;
    },
    onProgress(sent) {
      if (!stopped) h.onProgress(sent);
    },
    onError(err) {
      if (!stopped) h.onError(tusErrorMessage(err));
    },
    onSuccess() {
      if (stopped) return;
      const id = upload.url?.split('/').pop();
      if (!id) return h.onError('no upload id');
      request<StoredFile>({ method: 'GET', url: svcPath('user', `/ossFile/tus/${id}/file`), silent: true }).then(
        (r) => h.onSuccess(r.data),
        (err: unknown) => h.onError(err instanceof Error ? err.message : String(err)),
      );
    },
  });
  upload.findPreviousUploads().then(
    (previous) => {
      if (stopped) return;
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    },
    () => upload.start(),
  );
  return {
    pause() {
      stopped = true;
      void upload.abort(false);
    },
    abort() {
      stopped = true;
      void upload.abort(true).catch(() => {});
    },
  };
};
