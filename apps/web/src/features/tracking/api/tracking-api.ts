import type { TEventOption, TEventRecord, TJob, TQualityReport } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson, startExportJob } from '../../../shared/kit/kit-api';

const p = (path: string) => svcPath('tracking', path);
export type Page<T> = { records: T[]; total: number; current: number; size: number };
export type DataRow = {
  eventId: number;
  eventCode: string;
  nameZh: string;
  nameEn: string;
  softCode: string;
  events: number;
  deviceDays: number;
  lastDay: string;
};
export type CountRow = { key: string; events: number; devices: number };
export type Cursor = { time: string; clientId: string };
export type SearchBody = { from: string; to: string; sn?: string; event?: string; clientId?: string; softCode?: string; size?: number; after?: Cursor };

export const eventOptions = (keyword?: string) => getJson<TEventOption[]>(p('/event/options'), keyword ? { keyword } : {});
export const dataQuery = (q: { from: string; to: string; event?: string; softCode?: string; current: number; size: number }) =>
  postJson<Page<DataRow>>(p('/dataQuery/page'), q);
export const dataDetail = (q: { eventId: number; softCode?: string; from: string; to: string; groupBy: string }) =>
  getJson<{ event: { id: number; code: string; nameZh: string; nameEn: string }; rows: CountRow[] }>(p('/dataQuery/detail'), q);
export const runRollups = () => postJson<{ from: string; to: string; rows: number }>(p('/rollup/run'), {});
export const searchDetail = (q: SearchBody) => postJson<{ records: TEventRecord[]; next: Cursor | null }>(p('/search/detail'), q);
export const searchOriginal = (q: SearchBody) =>
  postJson<{ records: Array<{ time: string; clientId: string; raw: string }>; next: Cursor | null }>(p('/search/original'), q);
export const startDownload = (q: Omit<SearchBody, 'size' | 'after'>) => startExportJob(p('/search/download'), q);
export const jobPage = (kind: 'import' | 'download', q: { current: number; size: number }) =>
  postJson<Page<TJob>>(p(kind === 'import' ? '/importJobs/page' : '/downloadJobs/page'), q);
export const qualityReport = (q: { softCode: string; version?: string; from: string; to: string }) => getJson<TQualityReport>(p('/quality'), q);
export const TEMPLATE_URL = () => p('/data/template');
export const IMPORT_URL = () => p('/data/importExcel');
export const FAILED_FILE_URL = () => p('/data/failedFile');
