import {
  INVENTORY_PERMISSION,
  INVENTORY_ROUTE,
  PURCHASE_ORDER_PERMISSION,
  PURCHASE_ORDER_ROUTE,
  PURCHASE_RETURN_PERMISSION,
  PURCHASE_RETURN_ROUTE,
} from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** Purchase orders, purchase returns and the inventory (issue 31). */
export const purchaseRoutes: FeatureRoute[] = [
  {
    path: PURCHASE_ORDER_ROUTE,
    titleKey: 'stock.purchaseOrderTitle',
    permission: PURCHASE_ORDER_PERMISSION.view,
    component: lazy(() => import('./purchase-order-page')),
  },
  {
    path: PURCHASE_RETURN_ROUTE,
    titleKey: 'stock.purchaseReturnTitle',
    permission: PURCHASE_RETURN_PERMISSION.view,
    component: lazy(() => import('./purchase-return-page')),
  },
  {
    path: INVENTORY_ROUTE,
    titleKey: 'stock.inventoryTitle',
    permission: INVENTORY_PERMISSION.view,
    component: lazy(() => import('../inventory/inventory-page')),
  },
];
