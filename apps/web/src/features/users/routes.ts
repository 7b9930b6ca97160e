import { SYSTEM_PERMISSIONS as S } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const usersRoutes: FeatureRoute[] = [
  { path: '/user/userlist', titleKey: 'users.title', permission: S.userView.name, component: lazy(() => import('./pages/user-list-page')) },
];
