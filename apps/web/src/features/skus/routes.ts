import { SKU_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const skusRoutes: FeatureRoute[] = [
  { path: '/supply/platformSku', titleKey: 'skus.title', permission: P.skuView.name, component: lazy(() => import('./pages/platform-sku-page')) },
];
