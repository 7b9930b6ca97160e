import { SYSTEM_PERMISSIONS as S } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const menusRoutes: FeatureRoute[] = [
  { path: '/user/menu', titleKey: 'menus.title', permission: S.menuView.name, component: lazy(() => import('./pages/menu-page')) },
];
