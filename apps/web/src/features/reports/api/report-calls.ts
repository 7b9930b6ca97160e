import type { TPushableReport, TReportFaultCode, TReportKind } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { http } from '../../../shared/http/client';
import { getJson, postJson } from '../../../shared/kit/kit-api';

/** The reports screens' own calls (the lists, details and the push log come from the declarations). */
export type ReportDetail = Record<string, unknown> & { id: number; sn: string; fileId: string; fileName: string; fileType: string; fileSize: number };
const r = (p: string) => svcPath('report', p);

export const getReport = (kind: TReportKind, id: number) => getJson<ReportDetail>(r(`/${kind}Report/detail/${id}`));
export const getFaultCodes = (kind: TReportKind, id: number) => getJson<TReportFaultCode[]>(r(`/${kind}Report/faultCodes/${id}`));
export const pushableReports = (kind: TReportKind, sn?: string) => getJson<TPushableReport[]>(r('/push/reports'), sn ? { kind, sn } : { kind });
export const pushToUsers = (body: { reportId: number; accounts: string[]; note?: string }) => postJson<Record<string, unknown>>(r('/push/users'), body);
export const pushToSns = (body: { reportId: number; sns: string[]; note?: string }) => postJson<Record<string, unknown>>(r('/push/sns'), body);
export const fileUrl = (fileId: string) => svcPath('user', `/ossFile/download/${fileId}`);

/** A stored image as a blob URL (an <img> cannot send the bearer token). */
export async function imageBlobUrl(fileId: string): Promise<string> {
  const res = await http.request<Blob>({ method: 'GET', url: fileUrl(fileId), responseType: 'blob', params: { inline: 1 } } as never);
  return URL.createObjectURL(res.data);
}
