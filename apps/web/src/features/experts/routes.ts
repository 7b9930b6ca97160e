import { EXPERT_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const expertsRoutes: FeatureRoute[] = [
  { path: '/remoteDiagnosis/expert', titleKey: 'experts.title', permission: P.expertView, component: lazy(() => import('./pages/expert-list-page')) },
  {
    path: '/remoteDiagnosis/detail/index/:id?',
    titleKey: 'experts.detailTitle',
    permission: [P.expertView, P.orderView],
    component: lazy(() => import('./pages/expert-detail-page')),
  },
  { path: '/remoteDiagnosis/order', titleKey: 'experts.orderTitle', permission: P.orderView, component: lazy(() => import('./pages/order-list-page')) },
  {
    path: '/remoteDiagnosis/remoteDevice',
    titleKey: 'experts.remoteDeviceTitle',
    permission: P.remoteDeviceView,
    component: lazy(() => import('./pages/remote-device-page')),
  },
];
