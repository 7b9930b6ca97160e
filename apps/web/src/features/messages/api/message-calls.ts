import type {
  TAudience,
  TMessage,
  TMessageDetail,
  TMessageSend,
  TMessageStats,
  TPushProvider,
  TSaveMessageRequest,
  TSavePushProviderRequest,
  TSendRecord,
  TUpdatePushProviderRequest,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const m = (p: string) => svcPath('user', `/message${p}`);

export const getMessagePage = (q: Record<string, unknown>) => fetchPage<TMessage>(m('/page'), q);
export const getMessage = (id: number) => getJson<TMessageDetail>(m(`/detail/${id}`));
export const saveMessage = (b: TSaveMessageRequest) => postJson<TMessage>(m('/save'), b);
export const updateMessage = (b: TSaveMessageRequest & { id: number; version: number }) => postJson<TMessage>(m('/update'), b);
export type FlowAction = 'submit' | 'pass' | 'fail' | 'revoke' | 'send' | 'cancelSend' | 'disable';
export function messageAction(action: FlowAction, b: { id: number; version: number; reason?: string }) {
  if (action === 'pass' || action === 'fail')
    return postJson<TMessage>(m('/review'), { id: b.id, version: b.version, pass: action === 'pass', reason: b.reason ?? null });
  return postJson<TMessage>(m(`/${action}`), b);
}
export const copyMessage = (ids: number[]) => postJson<TMessage>(m('/copy'), { ids });
export const countAudience = (audience: TAudience) => postJson<{ count: number }>(m('/audience/count'), { audience });
export async function readIdFile(file: File): Promise<string[]> {
  const form = new FormData();
  form.append('file', file);
  return (await request<{ ids: string[] }>({ url: m('/audience/ids'), method: 'post', data: form })).data.ids;
}
export const getSendPage = (q: Record<string, unknown>) => fetchPage<TMessageSend>(m('/send/page'), q);
export const getRecordPage = (q: Record<string, unknown>) => fetchPage<TSendRecord>(m('/record/page'), q);
/** The send-record export (xlsx): the kit's ExportButton starts it as a job under the 'user' service and downloads the file. */
export const recordExportUrl = m('/record/exportExcel');
export const RECORD_EXPORT_SERVICE = 'user';
const RECORD_EXPORT_FILTERS = ['messageId', 'sendId', 'status', 'customerId'] as const;
/** The list's filters the export accepts (it refuses unknown fields): paging, sort and empty values left out. */
export function recordExportBody(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    RECORD_EXPORT_FILTERS.filter((k) => filters[k] !== undefined && filters[k] !== null && filters[k] !== '').map((k) => [k, filters[k]]),
  );
}
export const getStats = (id: number) => getJson<TMessageStats>(m(`/stats/${id}`));
export const withdrawRecord = (id: number) => postJson<boolean>(m('/record/withdraw'), { id });
export const getProviderPage = (q: Record<string, unknown>) => fetchPage<TPushProvider>(m('/push/provider/page'), q);
export const saveProvider = (b: TSavePushProviderRequest) => postJson<TPushProvider>(m('/push/provider/save'), b);
export const updateProvider = (b: TUpdatePushProviderRequest) => postJson<TPushProvider>(m('/push/provider/update'), b);
export const deleteProvider = (b: { id: number; version: number }) => postJson<null>(m('/push/provider/delete'), b);
export type ProviderFormValues = {
  name: string;
  kind: TPushProvider['kind'];
  endpoint?: string | null;
  token?: string;
  isDefault?: boolean;
  enabled?: boolean;
};
/**
 * The provider form as a request: Web Push sends no endpoint or token (its keys are generated);
 * an empty token is left out, so an edit keeps the stored one.
 */
export function providerRequest(v: ProviderFormValues): TSavePushProviderRequest {
  const http = v.kind === 'http';
  return {
    name: v.name,
    kind: v.kind,
    endpoint: http ? v.endpoint || null : null,
    ...(http && v.token ? { token: v.token } : {}),
    isDefault: Boolean(v.isDefault),
    enabled: v.enabled !== false,
  };
}
