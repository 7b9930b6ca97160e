import { OUTSOURCING_PERMISSIONS, OUTSOURCING_ROUTE, SPECIAL_STOCK_PERMISSIONS, SPECIAL_STOCK_ROUTE } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** Outsourcing (/supply/outsourcing) and special in/out stock (/supply/specialStock). */
export const specialRoutes: FeatureRoute[] = [
  {
    path: OUTSOURCING_ROUTE,
    titleKey: 'stockSpecial.os.title',
    permission: OUTSOURCING_PERMISSIONS.view.name,
    component: lazy(() => import('../outsourcing/outsourcing-page')),
  },
  {
    path: SPECIAL_STOCK_ROUTE,
    titleKey: 'stockSpecial.title',
    permission: SPECIAL_STOCK_PERMISSIONS.view.name,
    component: lazy(() => import('./special-stock-page')),
  },
];
