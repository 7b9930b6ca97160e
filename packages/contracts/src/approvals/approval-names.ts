/**
 * The approval engine's names (decision 0030), apart from the schemas: the console's route
 * manifest and the document areas read these without loading the schemas.
 */
export const APPROVAL_DOC_TYPE_VALUES = ['purchaseOrder', 'purchaseReturn', 'transferPlan', 'shipmentPlan', 'outsourcing', 'specialStock'] as const;
export type ApprovalDocType = (typeof APPROVAL_DOC_TYPE_VALUES)[number];

/** Every document type the engine approves, with its label in both languages. */
export const APPROVAL_DOC_TYPES: Record<ApprovalDocType, { zh: string; en: string }> = {
  purchaseOrder: { zh: '采购单', en: 'Purchase order' },
  purchaseReturn: { zh: '采购退货单', en: 'Purchase return' },
  transferPlan: { zh: '调拨计划', en: 'Transfer plan' },
  shipmentPlan: { zh: '发货计划', en: 'Shipment plan' },
  outsourcing: { zh: '委外加工单', en: 'Outsourcing' },
  specialStock: { zh: '特殊出入库单', en: 'Special in/out stock' },
};

/** The list route of each document type; the list opens `?id=<docId>` in its detail drawer. */
export const APPROVAL_DOC_ROUTES: Record<ApprovalDocType, string> = {
  purchaseOrder: '/supply/purchaseOrder',
  purchaseReturn: '/supply/purchaseReturn',
  transferPlan: '/supply/transferPlan',
  shipmentPlan: '/supply/shipmentsPlan',
  outsourcing: '/supply/outsourcing',
  specialStock: '/supply/specialStock',
};

/** SUPPLY-03: an approval request's status; `withdrawn`: its document was cancelled while in approval. */
export const APPROVAL_STATUSES = ['applying', 'passed', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** `reset`: the document changed (earlier actions no longer count); `withdraw`: it was cancelled while in approval. */
export const APPROVAL_ACTION_KINDS = ['approve', 'reject', 'reset', 'withdraw'] as const;
export type ApprovalActionKind = (typeof APPROVAL_ACTION_KINDS)[number];

export const WORKFLOW_TEMPLATE_ROUTE = '/supply/workflowTemplate';
export const TO_BE_APPROVED_ROUTE = '/supply/toBeApproved';
export const APPROVALS_ROUTE = '/supply/approvals';

export const APPROVAL_PERMISSION = {
  templateView: 'supply_workflow_template_view',
  templateAdd: 'supply_workflow_template_add',
  templateEdit: 'supply_workflow_template_edit',
  templateDel: 'supply_workflow_template_del',
  templateStatus: 'supply_workflow_template_status',
  view: 'supply_approval_view',
  act: 'supply_approval_act',
} as const;

/** The bell notice kind of a reminder (the shell's locale names it). */
export const APPROVAL_NOTICE_KINDS = { remind: 'approvalRemind' } as const;

/** The roles the seed creates (every deployment) and the default templates' steps use. */
export const APPROVAL_ROLE_CODES = {
  admin: 'ROLE_SUPPLY_ADMIN_APPROVAL',
  buyer: 'ROLE_SUPPLY_BUYER',
  manager: 'ROLE_SUPPLY_PURCHASING_MANAGER',
  shipment: 'ROLE_SUPPLY_SHIPMENT_CONFIRM',
} as const;
