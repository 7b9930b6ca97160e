import { CUSTOMER_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const list = lazy(() => import('./pages/customer-list-page'));
const form = lazy(() => import('./pages/customer-form-page'));

export const customersRoutes: FeatureRoute[] = [
  { path: '/brand/userInfo/list/:productId?', titleKey: 'customers.title', permission: P.customerView, component: list },
  { path: '/brand/userInfo/add', titleKey: 'customers.addTitle', permission: P.customerAdd, component: form },
  { path: '/brand/userInfo/edit/:id', titleKey: 'customers.editTitle', permission: P.customerEdit, component: form },
  {
    path: '/brand/userInfo/detail/:id',
    titleKey: 'customers.detailTitle',
    permission: P.customerView,
    component: lazy(() => import('./pages/customer-detail-page')),
  },
  { path: '/brand/seedUsers', titleKey: 'customers.seedTitle', permission: P.seedView, component: lazy(() => import('./pages/seed-users-page')) },
  { path: '/brand/labelManagement', titleKey: 'customers.labelTitle', permission: P.labelView, component: lazy(() => import('./pages/label-page')) },
  {
    path: '/brand/forecastUserManagement/list',
    titleKey: 'customers.forecastTitle',
    permission: P.forecastView,
    component: lazy(() => import('./pages/forecast-user-page')),
  },
];
