import { DEVICE_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const devicesRoutes: FeatureRoute[] = [
  { path: '/brand/userEquipment', titleKey: 'devices.title', permission: P.deviceView, component: lazy(() => import('./pages/user-equipment-page')) },
  {
    path: '/brand/equipment/detailSN/:id/:sn',
    titleKey: 'devices.detailTitle',
    permission: P.deviceView,
    component: lazy(() => import('./pages/device-detail-page')),
  },
  { path: '/brand/user/carList', titleKey: 'devices.carTitle', permission: P.vehicleView, component: lazy(() => import('./pages/car-list-page')) },
  {
    path: '/brand/user/userCarList',
    titleKey: 'devices.userCarTitle',
    permission: P.vehicleView,
    component: lazy(() => import('./pages/user-car-list-page')),
  },
  { path: '/brand/pointCard/list', titleKey: 'devices.cardTitle', permission: P.cardView, component: lazy(() => import('./pages/point-card-list-page')) },
  {
    path: '/brand/pointCard/detail/:id',
    titleKey: 'devices.cardDetailTitle',
    permission: P.cardView,
    component: lazy(() => import('./pages/point-card-detail-page')),
  },
];
