import { MALL_ORDERS_ROUTE, MALL_ORDER_PERMISSION as OP, MALL_PAYMENT_PERMISSION as PP } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

/** routes.tsv area `mall` (3): orders, an order's detail, payment records. */
export const mallRoutes: FeatureRoute[] = [
  { path: MALL_ORDERS_ROUTE, titleKey: 'mall.titles.orders', permission: OP.view, component: lazy(() => import('./pages/order-list-page')) },
  {
    path: '/mallManagement/payRecord/list/:payOrderNo?',
    titleKey: 'mall.titles.payments',
    permission: PP.view,
    component: lazy(() => import('./pages/payment-list-page')),
  },
  {
    path: '/mallManagement/orderManage/detail/:orderNo?/:userName?/:email?',
    titleKey: 'mall.titles.detail',
    permission: OP.view,
    component: lazy(() => import('./pages/order-detail-page')),
  },
];
