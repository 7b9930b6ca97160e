import { CHAT_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const base = '/customerServiceManagement';

export const chatRoutes: FeatureRoute[] = [
  {
    path: `${base}/customerSetting/list`,
    titleKey: 'chat.agentsTitle',
    permission: P.agentView.name,
    component: lazy(() => import('./pages/agent-list-page')),
  },
  { path: `${base}/customerSetting/add`, titleKey: 'chat.addAgent', permission: P.agentEdit.name, component: lazy(() => import('./pages/agent-form-page')) },
  {
    path: `${base}/customerSetting/edit/:id`,
    titleKey: 'chat.editAgent',
    permission: P.agentEdit.name,
    component: lazy(() => import('./pages/agent-form-page')),
  },
  {
    path: `${base}/quickSetSession/list`,
    titleKey: 'chat.quickTitle',
    permission: P.quickEdit.name,
    component: lazy(() => import('./pages/quick-reply-page')),
  },
  { path: `${base}/online/list`, titleKey: 'chat.workbenchTitle', permission: P.workbench.name, component: lazy(() => import('./pages/workbench-page')) },
  { path: `${base}/sessionPool/list`, titleKey: 'chat.poolTitle', permission: P.pool.name, component: lazy(() => import('./pages/pool-page')) },
  {
    path: `${base}/sessionRecord/list/:productID?`,
    titleKey: 'chat.recordsTitle',
    permission: P.recordView.name,
    component: lazy(() => import('./pages/record-page')),
  },
];
