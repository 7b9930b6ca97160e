import {
  VEHICLE_ATTR_PERMISSION,
  VEHICLE_ATTR_ROUTE,
  VEHICLE_BRAND_PERMISSION,
  VEHICLE_BRAND_ROUTE,
  VEHICLE_MODEL_PERMISSION,
  VEHICLE_MODEL_ROUTE,
  VEHICLE_TYPE_PERMISSION,
  VEHICLE_TYPE_ROUTE,
} from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

type Pages = typeof import('./pages');
const page = (name: keyof Pages) => lazy(() => import('./pages').then((m) => ({ default: m[name] })));

/** The screens of the basic data: vehicle types, brands, models and attributes (routes.tsv); forms are dialogs. */
export const basicDataRoutes: FeatureRoute[] = [
  { path: VEHICLE_TYPE_ROUTE, titleKey: 'vehicleBasic.typeTitle', permission: VEHICLE_TYPE_PERMISSION.view, component: page('TypePage') },
  { path: VEHICLE_BRAND_ROUTE, titleKey: 'vehicleBasic.brandTitle', permission: VEHICLE_BRAND_PERMISSION.view, component: page('BrandPage') },
  { path: VEHICLE_MODEL_ROUTE, titleKey: 'vehicleBasic.modelTitle', permission: VEHICLE_MODEL_PERMISSION.view, component: page('ModelPage') },
  { path: VEHICLE_ATTR_ROUTE, titleKey: 'vehicleBasic.attrTitle', permission: VEHICLE_ATTR_PERMISSION.view, component: page('AttrPage') },
];
