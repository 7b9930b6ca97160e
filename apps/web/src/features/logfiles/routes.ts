import { LOGFILE_PERMISSION as P } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

export const logfilesRoutes: FeatureRoute[] = [
  // NAV-12: opened from the menu, this list starts at the top again (SCROLL_RESET_FROM_MENU in app-config)
  { path: '/brand/fileLog', titleKey: 'logfiles.title', permission: P.logView, component: lazy(() => import('./pages/log-file-list-page')) },
  {
    path: '/brand/fileLog/detail/:id?/:snDetailId?',
    titleKey: 'logfiles.detailTitle',
    permission: P.logView,
    component: lazy(() => import('./pages/log-file-detail-page')),
  },
];
