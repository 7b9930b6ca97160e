import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const homeRoutes: FeatureRoute[] = [
  { path: '/homePage', titleKey: 'home.title', component: lazy(() => import('./pages/home-page')) },
  { path: '/platformOperationManual', titleKey: 'home.manual.title', component: lazy(() => import('./pages/operation-manual-page')) },
];
