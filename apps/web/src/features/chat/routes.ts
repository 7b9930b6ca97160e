import { CHAT_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const base = '/customerServiceManagement';

export const chatRoutes: FeatureRoute[] = [
  {
    path: `${base}/customerSetting/list`,
    titleKey: 'chat.agentsTitle',
    permission: P.agentView,
    component: lazy(() => import('./pages/agent-list-page')),
  },
  { path: `${base}/customerSetting/add`, titleKey: 'chat.addAgent', permission: P.agentEdit, component: lazy(() => import('./pages/agent-form-page')) },
  {
    path: `${base}/customerSetting/edit/:id`,
    titleKey: 'chat.editAgent',
    permission: P.agentEdit,
    component: lazy(() => import('./pages/agent-form-page')),
  },
  {
    path: `${base}/quickSetSession/list`,
    titleKey: 'chat.quickTitle',
    permission: P.quickEdit,
    component: lazy(() => import('./pages/quick-reply-page')),
  },
  { path: `${base}/online/list`, titleKey: 'chat.workbenchTitle', permission: P.workbench, component: lazy(() => import('./pages/workbench-page')) },
  { path: `${base}/sessionPool/list`, titleKey: 'chat.poolTitle', permission: P.pool, component: lazy(() => import('./pages/pool-page')) },
  {
    path: `${base}/sessionRecord/list/:productID?`,
    titleKey: 'chat.recordsTitle',
    permission: P.recordView,
    component: lazy(() => import('./pages/record-page')),
  },
];
