import { FIRST_LEG_ROUTE, FIRST_LEG_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** First-leg transport (/supply/firstLegTransport). */
export const firstLegRoutes: FeatureRoute[] = [
  { path: FIRST_LEG_ROUTE, titleKey: 'transfers.fl.title', permission: P.view, component: lazy(() => import('./first-leg-page')) },
];
