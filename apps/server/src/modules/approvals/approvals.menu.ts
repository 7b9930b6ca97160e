import { APPROVALS_ROUTE, TO_BE_APPROVED_ROUTE, WORKFLOW_TEMPLATE_ROUTE } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The approval screens under /supply. */
export const APPROVALS_MENU: MenuSeed[] = [
  { path: WORKFLOW_TEMPLATE_ROUTE, name: '审批流程模板', enName: 'Workflow templates', icon: 'PartitionOutlined', parent: '/supply', sortOrder: 16 },
  { path: TO_BE_APPROVED_ROUTE, name: '待审批', enName: 'To be approved', icon: 'AuditOutlined', parent: '/supply', sortOrder: 17 },
  { path: APPROVALS_ROUTE, name: '审批记录', enName: 'Approvals', icon: 'SolutionOutlined', parent: '/supply', sortOrder: 18 },
];
