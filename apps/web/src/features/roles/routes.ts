import { SYSTEM_PERMISSIONS as S } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const rolesRoutes: FeatureRoute[] = [
  { path: '/user/roleList', titleKey: 'roles.title', permission: S.roleView.name, component: lazy(() => import('./pages/role-list-page')) },
];
