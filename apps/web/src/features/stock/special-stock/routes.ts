import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

// plain names (the same as OUTSOURCING_ROUTE / SPECIAL_STOCK_PERMISSIONS in contracts): the shell's route manifest loads no schemas
/** Outsourcing (/supply/outsourcing) and special in/out stock (/supply/specialStock). */
export const specialRoutes: FeatureRoute[] = [
  {
    path: '/supply/outsourcing',
    titleKey: 'stockSpecial.os.title',
    permission: 'supply_outsourcing_view',
    component: lazy(() => import('../outsourcing/outsourcing-page')),
  },
  {
    path: '/supply/specialStock',
    titleKey: 'stockSpecial.title',
    permission: 'supply_special_stock_view',
    component: lazy(() => import('./special-stock-page')),
  },
];
