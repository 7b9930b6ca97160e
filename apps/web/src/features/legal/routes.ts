import { LEGAL_TYPES, legalAddRoute, legalEditRoute, LEGAL_PERMISSION as P, LEGAL_ROUTES as R } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const form = lazy(() => import('./pages/version-form-page'));
/** react-router's pattern of a route template: {x} → :x */
const pattern = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** routes.tsv area `legal`: the versions list, each type's add and edit forms, the acceptance statistics and the apps per type. */
export const legalRoutes: FeatureRoute[] = [
  { path: R.documents, titleKey: 'legal.titles.documents', permission: P.view, component: lazy(() => import('./pages/documents-page')) },
  ...LEGAL_TYPES.flatMap((type): FeatureRoute[] => [
    { path: pattern(legalAddRoute(type)), titleKey: `legal.titles.add.${type}`, permission: P.add, component: form },
    { path: pattern(legalEditRoute(type)), titleKey: `legal.titles.edit.${type}`, permission: P.edit, component: form },
  ]),
  { path: R.statistics, titleKey: 'legal.titles.statistics', permission: P.statsView, component: lazy(() => import('./pages/statistics-page')) },
  { path: R.settings, titleKey: 'legal.titles.settings', permission: P.settings, component: lazy(() => import('./pages/settings-page')) },
];
