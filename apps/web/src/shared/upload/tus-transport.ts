import { DEVICE_ID_HEADER, type StoredFile } from '@diagops/contracts';
import * as tus from 'tus-js-client';
import { apiBase, svcPath } from '../config/app-config';
import { request } from '../http/client';
import { t } from '../i18n/i18n';
import { currentLanguage } from '../i18n/language';
import { useSession } from '../session/session-store';
import { getDeviceId } from '../storage/device-id';
import type { StartTransfer } from './transport';

export const tusEndpoint = () => `${window.location.origin}${apiBase(window.location.hostname)}${svcPath('user', '/ossFile/tus')}`;
/** 8 MB per PATCH: a dropped connection costs at most this much, and progress moves often. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Whether tus-js-client tries a failed request again. Refusals (type, size, permission, someone
 * else's upload) are final; dropped connections and 5xx retry, but not while the browser is
 * offline: then the retries would all be spent in seconds, so the file shows "failed" at once
 * and Retry continues from the last byte the server acknowledged.
 */
export function shouldRetryTus(status: number, online: boolean): boolean {
  if (status >= 400 && status < 500 && status !== 409 && status !== 423) return false;
  return online;
}

/** The server's { code, msg } of a refused tus request, a "connection lost" text, or the transport's message. */
export function tusErrorMessage(err: unknown): string {
  const res = (err as { originalResponse?: tus.HttpResponse | null }).originalResponse;
  // no reply at all: the connection dropped (tus-js-client's own text lists the request, not for people)
  if (!res && (err as { originalRequest?: unknown }).originalRequest) return t('upload.connectionLost');
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
      return options.retryDelays != null && shouldRetryTus(err.originalResponse?.getStatus() ?? 0, navigator.onLine !== false);
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
