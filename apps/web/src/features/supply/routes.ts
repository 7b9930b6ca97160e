import { ACCOUNT_PERMISSION, ACCOUNT_ROUTE, SUPPLIER_PERMISSION, SUPPLIER_ROUTE, WAREHOUSE_PERMISSION, WAREHOUSE_ROUTE } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

/** The supply area's screens under /supply (decision 0030). */
export const supplyRoutes: FeatureRoute[] = [
  { path: SUPPLIER_ROUTE, titleKey: 'supply.supplierTitle', permission: SUPPLIER_PERMISSION.view, component: lazy(() => import('./pages/supplier-list-page')) },
  {
    path: WAREHOUSE_ROUTE,
    titleKey: 'supply.warehouseTitle',
    permission: WAREHOUSE_PERMISSION.view,
    component: lazy(() => import('./pages/warehouse-list-page')),
  },
  { path: ACCOUNT_ROUTE, titleKey: 'supply.accountTitle', permission: ACCOUNT_PERMISSION.view, component: lazy(() => import('./pages/account-list-page')) },
];
