import { EXPERT_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const expertsRoutes: FeatureRoute[] = [
  { path: '/remoteDiagnosis/expert', titleKey: 'experts.title', permission: P.expertView.name, component: lazy(() => import('./pages/expert-list-page')) },
  {
    path: '/remoteDiagnosis/detail/index/:id?',
    titleKey: 'experts.detailTitle',
    permission: [P.expertView.name, P.orderView.name],
    component: lazy(() => import('./pages/expert-detail-page')),
  },
  { path: '/remoteDiagnosis/order', titleKey: 'experts.orderTitle', permission: P.orderView.name, component: lazy(() => import('./pages/order-list-page')) },
  {
    path: '/remoteDiagnosis/remoteDevice',
    titleKey: 'experts.remoteDeviceTitle',
    permission: P.remoteDeviceView.name,
    component: lazy(() => import('./pages/remote-device-page')),
  },
];
