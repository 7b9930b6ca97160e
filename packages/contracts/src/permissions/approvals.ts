import { APPROVALS_ROUTE, APPROVAL_PERMISSION as N, TO_BE_APPROVED_ROUTE, WORKFLOW_TEMPLATE_ROUTE } from '../approvals/approval-names';
import { definePermissions } from './registry';

/** The approval engine (decision 0030): workflow templates, the inbox and the history. */
export const APPROVAL_PERMISSIONS = definePermissions({
  templateView: { name: N.templateView, page: WORKFLOW_TEMPLATE_ROUTE, zh: '查看审批流程模板', en: 'View workflow templates' },
  templateAdd: { name: N.templateAdd, page: WORKFLOW_TEMPLATE_ROUTE, zh: '新增审批流程模板', en: 'Add workflow templates' },
  templateEdit: { name: N.templateEdit, page: WORKFLOW_TEMPLATE_ROUTE, zh: '编辑审批流程模板', en: 'Edit workflow templates' },
  templateDel: { name: N.templateDel, page: WORKFLOW_TEMPLATE_ROUTE, zh: '删除审批流程模板', en: 'Delete workflow templates' },
  templateStatus: { name: N.templateStatus, page: WORKFLOW_TEMPLATE_ROUTE, zh: '启用停用审批流程模板', en: 'Enable and disable workflow templates' },
  act: { name: N.act, page: TO_BE_APPROVED_ROUTE, zh: '审批单据', en: 'Approve and reject documents' },
  view: { name: N.view, page: APPROVALS_ROUTE, zh: '查看审批记录', en: 'View approvals' },
});
