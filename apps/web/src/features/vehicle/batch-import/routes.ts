import { BATCH_IMPORT_ADD_ROUTE, BATCH_IMPORT_PERMISSION, BATCH_IMPORT_ROUTE } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of batch imports (routes.tsv): the list and the upload of a template with its zip. */
export const batchImportRoutes: FeatureRoute[] = [
  {
    path: BATCH_IMPORT_ROUTE,
    titleKey: 'vehicleBatch.titles.list',
    permission: BATCH_IMPORT_PERMISSION.view,
    component: lazy(() => import('./batch-import-list-page')),
  },
  {
    path: BATCH_IMPORT_ADD_ROUTE,
    titleKey: 'vehicleBatch.titles.add',
    permission: BATCH_IMPORT_PERMISSION.add,
    component: lazy(() => import('./batch-import-add-page')),
  },
];
