import { TRANSFER_PLAN_PERMISSION as P, TRANSFER_PLAN_ROUTE } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';
import { firstLegRoutes } from '../first-leg/routes';

/** Transfer plans (/supply/transferPlan) and first-leg transport (/supply/firstLegTransport). */
export const transferRoutes: FeatureRoute[] = [
  { path: TRANSFER_PLAN_ROUTE, titleKey: 'transfers.title', permission: P.view, component: lazy(() => import('./transfer-plan-page')) },
  ...firstLegRoutes,
];
