import { VIN_ANALYSIS_ROUTE, VIN_RULE_PERMISSION } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of VIN analysis: validation, offline decode, comparison (routes.tsv); the rule forms are dialogs. */
export const vinRoutes: FeatureRoute[] = [
  { path: VIN_ANALYSIS_ROUTE, titleKey: 'vehicleVin.title', permission: VIN_RULE_PERMISSION.view, component: lazy(() => import('./vin-page')) },
];
