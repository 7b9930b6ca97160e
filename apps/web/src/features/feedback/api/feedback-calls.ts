import type { TBatchOutcome, TFeedback, TFeedbackDetail, TFeedbackItem, TProblemType, TProductFeedback, TRefundRecord, TReplyScene } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const q = (p: string) => svcPath('user', `/question${p}`);
const u = (p: string) => svcPath('user', p);

export const exportUrl = q('/exportExcel');
export const getFeedbackPage = (b: Record<string, unknown>) => fetchPage<TFeedback>(q('/page'), b);
export const getFeedbackCounts = (b: Record<string, unknown>) => postJson<Record<string, number>>(q('/counts'), b);
export const getFeedbackDetail = (id: number) => getJson<TFeedbackDetail>(q(`/detail/${id}`));
export const setValidity = (items: TFeedbackItem[], validity: 'valid' | 'invalid', urgency?: string) =>
  postJson<TBatchOutcome>(q('/validity'), { items, validity, ...(urgency ? { urgency } : {}) });
export const replyTo = (items: TFeedbackItem[], content: string, fileIds: string[]) => postJson<TBatchOutcome>(q('/reply'), { items, content, fileIds });
export const markReplying = (id: number) => postJson<TFeedback>(q('/replying'), { id });
export const rdAnswer = (b: { items: TFeedbackItem[]; content: string; internalStatus?: string; expectedVersion?: string; expectedTime?: string }) =>
  postJson<TBatchOutcome>(q('/rdAnswer'), b);
export const closeFeedback = (items: TFeedbackItem[]) => postJson<TBatchOutcome>(q('/close'), { items });
/** Staff delete with a reason: the items leave the queue and stay under "deleted". */
export const removeFeedback = (items: TFeedbackItem[], reason: string) => postJson<TBatchOutcome>(q('/delete'), { items, reason });
export const reactivateFeedback = (items: TFeedbackItem[], reason: string) => postJson<TBatchOutcome>(q('/reactivate'), { items, reason });
export const assignHandler = (items: TFeedbackItem[], handlerId: number, transfer: boolean) =>
  postJson<TBatchOutcome>(q(transfer ? '/transfer' : '/assign'), { items, handlerId });
export const moveToBugTracker = (items: TFeedbackItem[]) => postJson<TBatchOutcome>(q('/bugTracker'), { items });
export const updateFeedback = (b: Record<string, unknown>) => postJson<TFeedback>(q('/update'), b);
export const getHandlers = (keyword?: string) => getJson<Array<{ id: number; name: string; email: string | null }>>(q('/handlers'), keyword ? { keyword } : {});

export const getProblemTypePage = (b: Record<string, unknown>) => fetchPage<TProblemType>(u('/problemType/page'), b);
export const getProblemType = (id: number) => getJson<TProblemType>(u(`/problemType/detail/${id}`));
export const saveProblemType = (b: Record<string, unknown>) => postJson<TProblemType>(u('/problemType/save'), b);
export const deleteProblemType = (r: TProblemType) => postJson<boolean>(u('/problemType/delete'), { id: r.id, version: r.version });

export const getReplyScenePage = (b: Record<string, unknown>) => fetchPage<TReplyScene>(u('/rephrasing/page'), b);
export const getAllReplyScenes = () => getJson<TReplyScene[]>(u('/rephrasing/all'));
export const getReplyScene = (id: number) => getJson<TReplyScene>(u(`/rephrasing/detail/${id}`));
export const saveReplyScene = (b: Record<string, unknown>) => postJson<TReplyScene>(u('/rephrasing/save'), b);
export const deleteReplyScene = (r: TReplyScene) => postJson<boolean>(u('/rephrasing/delete'), { id: r.id, version: r.version });

export const getRefundPage = (b: Record<string, unknown>) => fetchPage<TRefundRecord>(u('/abnormalRecords/page'), b);
export const refundExportUrl = u('/abnormalRecords/exportExcel');

export const getProductFeedbackPage = (b: Record<string, unknown>) => fetchPage<TProductFeedback>(u('/productFeedback/page'), b);
export const getProductFeedback = (id: number) => getJson<TProductFeedback>(u(`/productFeedback/detail/${id}`));
export const addProductFeedback = (b: Record<string, unknown>) => postJson<TProductFeedback>(u('/productFeedback/save'), b);
export const appendProductFeedback = (b: Record<string, unknown>) => postJson<TProductFeedback>(u('/productFeedback/append'), b);
