import { DASHBOARD_PERMISSION as P, DASHBOARD_ROUTES as R } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const detail = () => import('./pages/dashboard-detail-page');

/** The five routes of /datascreen (routes.tsv): the dashboard and its four details. */
export const dashboardRoutes: FeatureRoute[] = [
  { path: R.current, titleKey: 'dashboard.title.current', permission: P.view, component: lazy(() => import('./pages/dashboard-page')) },
  { path: R.product, titleKey: 'dashboard.title.product', permission: P.view, component: lazy(detail) },
  { path: R.sale, titleKey: 'dashboard.title.sale', permission: P.view, component: lazy(detail) },
  { path: R.user, titleKey: 'dashboard.title.user', permission: P.view, component: lazy(detail) },
  { path: R.aftersale, titleKey: 'dashboard.title.aftersale', permission: P.view, component: lazy(detail) },
];
