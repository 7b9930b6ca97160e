import type { TOutsourcing, TOutsourcingDetail, TOutsourcingIssue, TOutsourcingReceive, TOutsourcingSave, TOutsourcingUpdate } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const o = (p: string) => svcPath('stock', `/outsourcing${p}`);

export const getOutsourcingPage = (q: Record<string, unknown>) => fetchPage<TOutsourcing>(o('/page'), q);
export const getOutsourcing = (id: number) => getJson<TOutsourcingDetail>(o(`/detail/${id}`));
export const addOutsourcing = (b: TOutsourcingSave) => postJson<TOutsourcingDetail>(o('/save'), b);
export const updateOutsourcing = (b: TOutsourcingUpdate) => postJson<TOutsourcingDetail>(o('/update'), b);
export const outsourcingAction = (action: 'submit' | 'issue' | 'close' | 'cancel', id: number, version: number, reason?: string) =>
  postJson<TOutsourcingDetail>(o(`/${action}`), { id, version, ...(reason?.trim() ? { reason: reason.trim() } : {}) });
export const issueOutsourcing = (b: TOutsourcingIssue) => postJson<TOutsourcingDetail>(o('/issue'), b);
export const receiveOutsourcing = (b: TOutsourcingReceive) => postJson<TOutsourcingDetail>(o('/receive'), b);
