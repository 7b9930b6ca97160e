import { MAPPING_ROUTES, MAPPING_PERMISSION as P, VEHICLE_ITEM_KINDS } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

const list = lazy(() => import('./mapping-list-page'));
const batch = lazy(() => import('./batch-binding-page'));

/** The screens of the mapping sets between the two providers and ours (routes.tsv): a list and a batch binding per kind. */
export const mappingRoutes: FeatureRoute[] = VEHICLE_ITEM_KINDS.flatMap((kind) => [
  { path: MAPPING_ROUTES[kind].list, titleKey: `vehicleMapping.listTitle_${kind}`, permission: P.view, component: list },
  { path: MAPPING_ROUTES[kind].batch, titleKey: `vehicleMapping.batchTitle_${kind}`, permission: P.view, component: batch },
]);
