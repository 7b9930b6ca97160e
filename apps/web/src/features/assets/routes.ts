import { ASSET_PERMISSION as A, ASSETS_ROUTE, LOAN_PERMISSION as L, LOAN_RECORDS_ROUTE, LOAN_REGISTRATION_ROUTE } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const assets = () => import('./pages/asset-list-page');

/** The six routes of /assets (routes.tsv); the asset forms are routes of the list page. */
export const assetsRoutes: FeatureRoute[] = [
  { path: ASSETS_ROUTE, titleKey: 'assets.assetsTitle', permission: A.view, component: lazy(assets) },
  { path: '/assets/add', titleKey: 'assets.addTitle', permission: A.add, component: lazy(assets) },
  { path: '/assets/edit/:id', titleKey: 'assets.editTitle', permission: A.edit, component: lazy(assets) },
  { path: '/assets/detail/:id', titleKey: 'assets.detailTitle', permission: A.view, component: lazy(assets) },
  {
    path: LOAN_REGISTRATION_ROUTE,
    titleKey: 'assets.registrationTitle',
    permission: L.view,
    component: lazy(() => import('./pages/loan-registration-page')),
  },
  { path: LOAN_RECORDS_ROUTE, titleKey: 'assets.recordsTitle', permission: L.view, component: lazy(() => import('./pages/loan-records-page')) },
];
