import { APPROVAL_DOC_ROUTES, APPROVAL_DOC_TYPE_VALUES, APPROVAL_DOC_TYPES, type ApprovalDocType } from '@diagops/contracts';
import type { StatusStyle } from '../../../shared/kit';

/** SUPPLY-03's statuses as tags. */
export const APPROVAL_STATUS: StatusStyle = {
  applying: { color: 'processing', labelKey: 'approvals.status.applying' },
  passed: { color: 'success', labelKey: 'approvals.status.passed' },
  rejected: { color: 'error', labelKey: 'approvals.status.rejected' },
  withdrawn: { color: 'default', labelKey: 'approvals.status.withdrawn' },
};

/** A document type's label in the language shown. */
export const docTypeLabel = (type: string, lang: string) => {
  const l = APPROVAL_DOC_TYPES[type as ApprovalDocType];
  return l ? (lang === 'zh-CN' ? l.zh : l.en) : type;
};

export const docTypeEnum = (lang: string) => Object.fromEntries(APPROVAL_DOC_TYPE_VALUES.map((v) => [v, { text: docTypeLabel(v, lang) }]));

/** A name kept in both languages, in the language shown. */
export const nameIn = (lang: string, zh: string | null | undefined, en: string | null | undefined) => (lang === 'zh-CN' ? zh : en) ?? '';

/** The document's list page, opening it in its detail drawer. */
export const docLink = (r: { docType: ApprovalDocType; docId: number }) => `${APPROVAL_DOC_ROUTES[r.docType]}?id=${r.docId}`;
