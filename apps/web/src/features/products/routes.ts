import { PRODUCT_PERMISSIONS as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const productsRoutes: FeatureRoute[] = [
  { path: '/supply/product', titleKey: 'products.title', permission: P.productView.name, component: lazy(() => import('./pages/product-list-page')) },
  {
    path: '/supply/productModel',
    titleKey: 'products.modelTitle',
    permission: P.modelView.name,
    component: lazy(() => import('./pages/product-model-list-page')),
  },
];
