import { SYSTEM_PERMISSIONS as S } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const dictionaryRoutes: FeatureRoute[] = [
  { path: '/system/dictionary', titleKey: 'dictionary.title', permission: S.dictView.name, component: lazy(() => import('./pages/dictionary-page')) },
];
