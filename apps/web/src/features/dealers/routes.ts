import { DEALER_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const dealerForm = lazy(() => import('./pages/dealer-form-page'));
const configForm = lazy(() => import('./pages/config-form-page'));

/** The 13 /dealerManagement routes (ROUTE-32). */
export const dealersRoutes: FeatureRoute[] = [
  {
    path: '/dealerManagement/dealerList',
    titleKey: 'dealers.listTitle',
    permission: P.dealerView,
    component: lazy(() => import('./pages/dealer-list-page')),
  },
  { path: '/dealerManagement/add', titleKey: 'dealers.addTitle', permission: P.dealerAdd, component: dealerForm },
  { path: '/dealerManagement/edit/:id', titleKey: 'dealers.editTitle', permission: P.dealerEdit, component: dealerForm },
  {
    path: '/dealerManagement/detail/:id',
    titleKey: 'dealers.detailTitle',
    permission: P.dealerView,
    component: lazy(() => import('./pages/dealer-detail-page')),
  },
  {
    path: '/dealerManagement/benefit',
    titleKey: 'dealers.benefitTitle',
    permission: P.benefitView,
    component: lazy(() => import('./pages/benefit-page')),
  },
  {
    path: '/dealerManagement/shippingRecord',
    titleKey: 'dealers.shippingTitle',
    permission: P.shipView,
    component: lazy(() => import('./pages/shipping-record-page')),
  },
  {
    path: '/dealerManagement/shippingDetail/:shipmentSerialNumber?',
    titleKey: 'dealers.shippingDetailTitle',
    permission: P.shipView,
    component: lazy(() => import('./pages/shipping-detail-page')),
  },
  {
    path: '/dealerManagement/configurationDescription',
    titleKey: 'dealers.configTitle',
    permission: P.configView,
    component: lazy(() => import('./pages/config-list-page')),
  },
  {
    path: '/dealerManagement/configurationDetail/:id',
    titleKey: 'dealers.configDetailTitle',
    permission: P.configView,
    component: lazy(() => import('./pages/config-detail-page')),
  },
  { path: '/dealerManagement/configurationAdd', titleKey: 'dealers.configAddTitle', permission: P.configEdit, component: configForm },
  { path: '/dealerManagement/configurationEdit/:id', titleKey: 'dealers.configEditTitle', permission: P.configEdit, component: configForm },
  {
    path: '/dealerManagement/communicationConfig',
    titleKey: 'dealers.commTitle',
    permission: P.configView,
    component: lazy(() => import('./pages/comm-config-page')),
  },
  {
    path: '/dealerManagement/applicationService/:id',
    titleKey: 'dealers.doiApplication',
    permission: P.dealerView,
    component: lazy(() => import('./pages/application-service-page')),
  },
];
