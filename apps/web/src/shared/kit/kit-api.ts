import type { TJob, TPage } from '@diagops/contracts';
import { svcPath } from '../config/app-config';
import { http, request } from '../http/client';

/** A paged list call: POST with { current, size, ...filters, sort? }. */
export async function fetchPage<T>(url: string, body: Record<string, unknown>): Promise<TPage<T>> {
  return (await request<TPage<T>>({ url, method: 'post', data: body })).data;
}

export async function postJson<T>(url: string, body?: unknown): Promise<T> {
  return (await request<T>({ url, method: 'post', data: body ?? {} })).data;
}

export async function getJson<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  return (await request<T>({ url, method: 'get', params })).data;
}

/** Starts an export as a job (the server answers { jobId } for x-async-job: 1). */
export async function startExportJob(url: string, body: Record<string, unknown>): Promise<string> {
  return (await request<{ jobId: string }>({ url, method: 'post', data: body, headers: { 'x-async-job': '1' } })).data.jobId;
}

/** Posts a multipart form, reporting upload progress 0–100; answers the reply's data. */
export async function uploadForm<T>(url: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  const res = await http.post<{ code: number; data: T }>(url, form, {
    onUploadProgress: (e) => onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });
  return res.data.data;
}

/** Uploads an import file (multipart `file`, after the `defaults` JSON every row starts from), reporting upload progress 0–100. */
export async function uploadImport(url: string, file: File, onProgress: (percent: number) => void, defaults?: string): Promise<string> {
  const form = new FormData();
  if (defaults) form.append('defaults', defaults);
  form.append('file', file);
  return (await uploadForm<{ jobId: string }>(url, form, onProgress)).jobId;
}

export const jobUrl = (service: string, id: string) => svcPath(service, `/job/${id}`);
export const jobFileUrl = (service: string, id: string) => svcPath(service, `/job/${id}/file`);

/** Polls a job until it ends; onUpdate sees every state. */
export async function waitForJob(service: string, id: string, onUpdate: (job: TJob) => void, intervalMs = 500): Promise<TJob> {
  for (;;) {
    const job = await getJson<TJob>(jobUrl(service, id));
    onUpdate(job);
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
