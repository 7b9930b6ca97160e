import { APPROVALS_ROUTE, APPROVAL_PERMISSION as P, TO_BE_APPROVED_ROUTE, WORKFLOW_TEMPLATE_ROUTE } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

/** The approvals area's screens under /supply (decision 0030). */
export const approvalsRoutes: FeatureRoute[] = [
  {
    path: WORKFLOW_TEMPLATE_ROUTE,
    titleKey: 'approvals.templatesTitle',
    permission: P.templateView,
    component: lazy(() => import('./pages/workflow-template-page')),
  },
  { path: TO_BE_APPROVED_ROUTE, titleKey: 'approvals.inboxTitle', permission: P.act, component: lazy(() => import('./pages/to-be-approved-page')) },
  { path: APPROVALS_ROUTE, titleKey: 'approvals.historyTitle', permission: P.view, component: lazy(() => import('./pages/approvals-page')) },
];
