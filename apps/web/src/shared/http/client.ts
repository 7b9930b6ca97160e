import { CHAT_SUCCESS_CODE, DEVICE_ID_HEADER, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '@diagops/contracts';
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiBase, STATUS_PASS_THROUGH, STATUS_WHITE_LIST } from '../config/app-config';
import { t } from '../i18n/i18n';
import { currentLanguage } from '../i18n/language';
import { useSession } from '../session/session-store';
import { getDeviceId } from '../storage/device-id';
import { recordError } from './error-log';
import { HttpError, type Reply } from './http-error';
import { notice } from './notice';
import { progress } from './progress';
import { handleUnauthorized, shouldAnnounceExpiry } from './unauthorized';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** send no Authorization header */
    noToken?: boolean;
    /** use this token instead of the session's (the restricted token of an expired password) */
    token?: string;
    /** POST only: send the body's fields as the query string */
    queryFromBody?: boolean;
    /** show no message on failure; the caller does */
    silent?: boolean;
    /** body codes meaning success (default 2000; 200 for /imApi chat calls) */
    okCodes?: number[];
    /** a factory call: another base address */
    factory?: boolean;
  }
}

const isChat = (url = '') => url.startsWith('/imApi');

function onRequest(cfg: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  progress.start();
  cfg.baseURL = apiBase(window.location.hostname, cfg.factory);
  cfg.headers.set(DEVICE_ID_HEADER, getDeviceId());
  cfg.headers.set('language', currentLanguage());
  const token = cfg.token ?? useSession.getState().token;
  if (token && !cfg.noToken) cfg.headers.set('Authorization', `Bearer ${token}`);
  if (cfg.method?.toLowerCase() === 'post' && cfg.queryFromBody && cfg.data && typeof cfg.data === 'object') {
    cfg.params = { ...(cfg.data as Record<string, unknown>), ...cfg.params };
    cfg.data = undefined;
  }
  return cfg;
}

function messageOf(body: unknown): string {
  const b = (body ?? {}) as { msg?: unknown; message?: unknown };
  const m = b.msg || b.message;
  return typeof m === 'string' && m ? m : t('http.unknownError');
}

function onResponse(res: AxiosResponse): AxiosResponse | Promise<never> {
  progress.done();
  const cfg = res.config;
  if (cfg.responseType === 'blob' || cfg.responseType === 'arraybuffer') return res;
  const status = res.status;
  const body = (res.data ?? {}) as Partial<Reply<unknown>>;
  const message = messageOf(body);
  if (status === 401) {
    if (!cfg.silent && shouldAnnounceExpiry()) notice.leaving(t('http.expired', { message }));
    handleUnauthorized();
    return Promise.reject(new HttpError(message, body.code, status, body.data ?? null, !cfg.silent));
  }
  if (STATUS_PASS_THROUGH.includes(status)) return res;
  if (STATUS_WHITE_LIST.includes(status)) return Promise.reject(new HttpError(message, body.code, status, body.data ?? null));
  const okCodes = cfg.okCodes ?? (isChat(cfg.url) ? [CHAT_SUCCESS_CODE] : [SUCCESS_CODE]);
  if (typeof body.code === 'number' && okCodes.includes(body.code)) return res;
  recordError({ kind: 'exception', url: cfg.url ?? '', code: body.code, status, message });
  if (!cfg.silent) notice.error(t('http.codeError', { message, code: body.code ?? status }));
  return Promise.reject(new HttpError(message, body.code, status, body.data ?? null, !cfg.silent));
}

/** A reply of ours outside 200–500 (502/503: an outside service is missing or failing, code 1014): judged by its code. */
function replyOfOurs(error: AxiosError): Partial<Reply<unknown>> | null {
  const body = error.response?.data as Partial<Reply<unknown>> | undefined;
  return body && typeof body === 'object' && typeof body.code === 'number' ? body : null;
}

function onFailure(error: AxiosError): Promise<never> {
  progress.fail();
  if (axios.isCancel(error)) return Promise.reject(error);
  const status = error.response?.status;
  const body = replyOfOurs(error);
  if (body) {
    const message = messageOf(body);
    const cfg = error.config;
    recordError({ kind: 'exception', url: cfg?.url ?? '', code: body.code, status, message });
    if (!cfg?.silent) notice.error(t('http.codeError', { message, code: body.code }));
    return Promise.reject(new HttpError(message, body.code, status, body.data ?? null, !cfg?.silent));
  }
  const text = status ? `${error.message}[${status}]` : error.message || t('http.unknownError');
  recordError({ kind: 'timeout', url: error.config?.url ?? '', status, message: error.message });
  if (!error.config?.silent) notice.error(text);
  return Promise.reject(new HttpError(text, undefined, status, null, !error.config?.silent));
}

/** The console's one http client (platform.md §7, §8). */
export const http: AxiosInstance = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  validateStatus: (s) => s >= 200 && s <= 500,
});
http.interceptors.request.use(onRequest);
http.interceptors.response.use(onResponse, onFailure);

/** A call that resolves with the reply body `{ code, msg, data }`. */
export async function request<T>(config: AxiosRequestConfig): Promise<Reply<T>> {
  const res = await http.request<Reply<T>>(config);
  return res.data;
}
