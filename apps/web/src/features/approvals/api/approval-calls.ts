import type {
  ApprovalDocType,
  TApprovalDetail,
  TApprovalRequestRow,
  TApproveRequest,
  TRejectRequest,
  TSaveTemplateRequest,
  TTemplateDetail,
  TTemplateRow,
  TUpdateTemplateRequest,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const s = (p: string) => svcPath('supply', p);
type Saved = { id: number; version: number };
type Decided = { id: number; status: 'applying' | 'passed' | 'rejected'; stepSeq: number | null };

export const getTemplatePage = (q: Record<string, unknown>) => fetchPage<TTemplateRow>(s('/workflowTemplate/page'), q);
export const getTemplate = (id: number) => getJson<TTemplateDetail>(s(`/workflowTemplate/detail/${id}`));
export const getApprovalRoles = () => getJson<Array<{ id: number; name: string; code: string }>>(s('/workflowTemplate/roles'));
export const addTemplate = (b: TSaveTemplateRequest) => postJson<Saved>(s('/workflowTemplate/save'), b);
export const updateTemplate = (b: TUpdateTemplateRequest) => postJson<Saved>(s('/workflowTemplate/update'), b);
export const setTemplateEnabled = (id: number, version: number, enabled: boolean) =>
  postJson<Saved>(s(enabled ? '/workflowTemplate/enable' : '/workflowTemplate/disable'), { id, version });
export const deleteTemplate = (id: number, version: number) => postJson<true>(s('/workflowTemplate/delete'), { id, version });

export const getInboxPage = (q: Record<string, unknown>) => fetchPage<TApprovalRequestRow>(s('/approval/toBeApproved'), q);
export const getApprovalPage = (q: Record<string, unknown>) => fetchPage<TApprovalRequestRow>(s('/approval/page'), q);
export const getApproval = (id: number) => getJson<TApprovalDetail>(s(`/approval/detail/${id}`));
export const getDocApproval = (docType: ApprovalDocType, docId: number) => getJson<TApprovalDetail | null>(s('/approval/doc'), { docType, docId });
export const approve = (b: TApproveRequest) => postJson<Decided>(s('/approval/approve'), b);
export const reject = (b: TRejectRequest) => postJson<Decided>(s('/approval/reject'), b);
