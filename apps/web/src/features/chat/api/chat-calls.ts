import type { StoredFile, TImAgent, TImAgentSave, TImAgentUpdate, TImMessage, TImQuick, TImQuickSave, TImSession, TImWorkList } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { http, request } from '../../../shared/http/client';
import { download } from '../../../shared/http/download';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';
import { uploadFileUrl } from '../../../shared/upload/transport';

export type PullReply = { messages: TImMessage[]; lastSeq: number; more: boolean };
/** RT-03: the caller's messages newer than a message id, across all of their sessions, with those sessions. */
export type ListReply = { messages: TImMessage[]; sessions: TImSession[]; more: boolean };
const put = async <T>(url: string, data: unknown) => (await request<T>({ url, method: 'put', data })).data;
const del = async <T>(url: string) => (await request<T>({ url, method: 'delete' })).data;

// ---- agents and quick replies
export const getAgentPage = (q: Record<string, unknown>) => fetchPage<TImAgent>('/imApi/agent/page', q);
export const getAgent = (id: number) => getJson<TImAgent>(`/imApi/agent/${id}`);
export const saveAgent = (b: TImAgentSave) => postJson<TImAgent>('/imApi/agent/save', b);
export const updateAgent = (b: TImAgentUpdate) => put<TImAgent>('/imApi/agent/update', b);
export const deleteAgent = (id: number) => del<null>(`/imApi/agent/${id}`);
export const getQuickPage = (q: Record<string, unknown>) => fetchPage<TImQuick>('/imApi/quick/page', q);
export const saveQuick = (b: TImQuickSave) => postJson<TImQuick>('/imApi/quick/save', b);
export const updateQuick = (b: TImQuickSave & { id: number }) => put<TImQuick>('/imApi/quick/update', b);
export const deleteQuick = (id: number) => del<null>(`/imApi/quick/${id}`);

// ---- the agent's calls (CHAT-08…11)
export const imLogin = (userId: number, deviceId: string) => postJson<{ agent: TImAgent }>('/imApi/login', { terminal: 0, userId, deviceId });
export const findWorkList = () => postJson<TImWorkList>('/imApi/imSession/findWorkList', {});
export const quickList = () => postJson<TImQuick[]>('/imApi/imSession/quickList', {});
export const tagsSave = (sessionId: number, tags: string[]) => postJson<TImSession>('/imApi/imSession/tagsSave', { sessionId, tags });
export const pullOffline = (sessionId: number, afterSeq: number) => getJson<PullReply>('/imApi/message/consult/pullOfflineMessage', { sessionId, afterSeq });
export const listNewer = (minId: number) => getJson<ListReply>('/imApi/message/consult/list', { minId });
export const readed = (sessionId: number, seq: number) => put<null>('/imApi/message/consult/readed', { sessionId, seq });
export const recallMessage = (sessionId: number, messageId: number) => put<TImMessage>('/imApi/message/consult/recall', { sessionId, messageId });
export const sendByHttp = (b: { sessionId: number; clientId: string; type: number; content: string; fileId?: string }) =>
  postJson<TImMessage>('/imApi/message/consult/send', b);
export const customerProfile = (customerId: number) =>
  getJson<{
    customer: { id: number; account: string; name: string | null; email: string | null; phone: string | null; country: string | null; language: string };
    devices: Array<{ sn: string; productName: string | null; boundAt: string | null }>;
    feedback: Array<{ id: number; title: string; status: string; createdAt: string }>;
    sessions: number;
  }>(`/imApi/imSession/customer/${customerId}`);
export const closeSession = (sessionId: number) => put<TImSession>('/imApi/imSession/close', { sessionId });
export const transferSession = (sessionId: number, toUserId: number) => put<TImSession>('/imApi/imSession/transfer', { sessionId, toUserId });
export const updateStatus = (status: number) => put<null>('/imApi/user/updateStatus', { status });
export const transferTargets = () => postJson<TImAgent[]>('/imApi/imSession/agents', {});
export const poolList = () => postJson<{ records: TImSession[]; total: number }>('/imApi/imSession/poolList', {});
export const pickUp = (sessionId: number) => put<TImSession>('/imApi/imSession/pickUp', { sessionId });

// ---- records
export const getRecordPage = (q: Record<string, unknown>) => fetchPage<TImSession>('/imApi/imSession/recordPage', q);
export const recordMessages = (id: number, afterSeq = 0) => getJson<PullReply>(`/imApi/imSession/record/${id}/messages`, { afterSeq });
/** One session's transcript as xlsx (one row a message), named by the server in the caller's language. */
export const exportTranscript = (id: number) => download({ url: `/imApi/imSession/record/${id}/export`, method: 'get' }, `session-${id}.xlsx`);
/** The records list's transcripts (its filters and sort) as xlsx: the kit's export job. */
export const transcriptExportUrl = '/imApi/imSession/record/export';
/** Chat's export jobs are polled under /{svc}-user: jobs belong to their owner, whatever call started them. */
export const CHAT_JOB_SERVICE = 'user';

/** The files area's upload path (area `chat`): images, files, audio and video of a conversation. */
export async function uploadChatFile(file: File): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await request<StoredFile>({ method: 'POST', url: uploadFileUrl('chat'), data: body, timeout: 0 })).data;
}
/** A conversation file for the agent (bearer token; previewed through a blob URL). */
export async function fileBlobUrl(fileId: string, customerToken?: string): Promise<string> {
  const url = customerToken ? svcPath('app', `/im/consult/file/${fileId}`) : svcPath('user', `/ossFile/download/${fileId}`);
  const res = await http.request<Blob>({
    method: 'GET',
    url,
    responseType: 'blob',
    params: customerToken ? {} : { inline: 1 },
    ...(customerToken ? { token: customerToken } : {}),
  } as never);
  return URL.createObjectURL(res.data);
}

/** Staff users for the agent form (the first 100 by the users list's order). */
export async function staffOptions(): Promise<Array<{ value: number; label: string }>> {
  const page = await fetchPage<{ userId: number; username: string; realName?: string | null }>(svcPath('user', '/user/getUserPage'), { current: 1, size: 100 });
  return page.records.map((u) => ({ value: u.userId, label: u.realName ? `${u.username} (${u.realName})` : u.username }));
}
