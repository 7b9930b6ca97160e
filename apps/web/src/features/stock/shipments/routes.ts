import { SHIPMENT_PLAN_PERMISSION as P, SHIPMENT_PLAN_ROUTE } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** Shipment plans (/supply/shipmentsPlan). */
export const shipmentRoutes: FeatureRoute[] = [
  { path: SHIPMENT_PLAN_ROUTE, titleKey: 'shipments.title', permission: P.view, component: lazy(() => import('./shipment-plan-page')) },
];
