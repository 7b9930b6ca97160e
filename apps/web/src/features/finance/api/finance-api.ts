import type { TFinanceReport, TFinanceReportKey, TPointsRule, TPointsRuleUpdate } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { download } from '../../../shared/http/download';
import { getJson, jobFileUrl, postJson, waitForJob } from '../../../shared/kit/kit-api';

export type ReportFilters = {
  month: string;
  zone: 0 | 8;
  product?: string;
  cardType?: number;
  channelId?: number;
  customerId?: number;
  recordNo?: number;
};

const clean = (f: Record<string, unknown>) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** GET /{svc}-finance/report/{key}: a page of the report, its totals and reconciliation line. */
export const fetchReport = (key: TFinanceReportKey, f: ReportFilters, current: number, size: number) =>
  getJson<TFinanceReport>(svcPath('finance', `/report/${key}`), clean({ ...f, current, size }));

/** Within the cap the workbook downloads at once; beyond it a background job writes it (progress through onProgress). */
export async function exportReport(key: TFinanceReportKey, f: ReportFilters, asJob: boolean, onProgress: (done: number, total: number) => void) {
  const url = svcPath('finance', `/report/${key}/export`);
  if (!asJob) return download({ url, method: 'get', params: clean({ ...f }) });
  const id = (await request<{ jobId: string }>({ url, method: 'get', params: clean({ ...f }), headers: { 'x-async-job': '1' } })).data.jobId;
  const job = await waitForJob('finance', id, (j) => onProgress(j.progress, j.total));
  if (job.status !== 'completed') throw new Error(job.errorMessage ?? 'export failed');
  return download({ url: jobFileUrl('finance', id), method: 'get' });
}

export const listPointsRules = () => getJson<TPointsRule[]>(svcPath('finance', '/pointsRule/list'));
export const updatePointsRule = (b: TPointsRuleUpdate) => postJson<TPointsRule>(svcPath('finance', '/pointsRule/update'), b);
