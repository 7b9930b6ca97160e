import type { DashboardKind, TDashboard, TDashboardSchedule, TDashboardScheduleSave } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { download } from '../../../shared/http/download';
import { getJson, postJson } from '../../../shared/kit/kit-api';

const d = (p: string) => svcPath('user', `/datascreen${p}`);

/** POST /{svc}-user/datascreen/{kind}: a dashboard for a month taken in UTC+0 or UTC+8. */
export const getDashboard = (kind: DashboardKind, month: string, zone: 0 | 8) => postJson<TDashboard>(d(`/${kind}`), { month, zone });
export const listSchedules = () => getJson<TDashboardSchedule[]>(d('/schedule/list'));
export const saveSchedule = (body: TDashboardScheduleSave) => postJson<{ id: number }>(d('/schedule/save'), body);
export const deleteSchedule = (id: number) => postJson<true>(d('/schedule/delete'), { id });
export const searchRecipients = (keyword?: string) =>
  getJson<Array<{ id: number; name: string; email: string | null }>>(d('/schedule/recipients'), keyword ? { keyword } : undefined);
/** Saves the dashboard as a PDF (in the user's language) under the name the server gives it. */
export const downloadDashboardPdf = (kind: DashboardKind, month: string, zone: 0 | 8) =>
  download({ url: d('/pdf'), method: 'post', data: { kind, month, zone } }, `${kind}-${month}.pdf`);
