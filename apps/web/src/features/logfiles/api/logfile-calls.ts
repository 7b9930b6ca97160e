import type { TAppKey, TAppKeyStateRequest, TCreatedAppKey, TLogFile } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { download } from '../../../shared/http/download';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const log = (p: string) => svcPath('user', `/logFile${p}`);
const key = (p: string) => svcPath('user', `/appKey${p}`);

/** POST /{svc}-user/logFile/page */
export const getLogFilePage = (q: Record<string, unknown>) => fetchPage<TLogFile>(log('/page'), q);
/** GET /{svc}-user/logFile/detail/{id} */
export const getLogFile = (id: number) => getJson<TLogFile>(log(`/detail/${id}`));
/** GET /{svc}-user/logFile/download/{id}: saved under the log's own name */
export const downloadLogFile = (id: number) => download({ url: log(`/download/${id}`), method: 'get' });
/** POST /{svc}-user/logFile/batchDownload: at most LOG_BATCH_MAX files as one zip */
export const downloadLogZip = (ids: number[]) => download({ url: log('/batchDownload'), method: 'post', data: { ids } }, 'logs.zip');

export const getAppKeyPage = (q: Record<string, unknown>) => fetchPage<TAppKey>(key('/page'), q);
export const createAppKey = (name: string) => postJson<TCreatedAppKey>(key('/save'), { name });
export const enableAppKey = (b: TAppKeyStateRequest) => postJson<TAppKey>(key('/enable'), b);
export const disableAppKey = (b: TAppKeyStateRequest) => postJson<TAppKey>(key('/disable'), b);
