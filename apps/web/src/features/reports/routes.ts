import {
  REPORT_KINDS,
  REPORT_PERMISSION,
  REPORT_PUSH_LOG_PERMISSION,
  REPORT_PUSH_LOG_ROUTE,
  REPORT_PUSH_PERMISSION,
  REPORT_PUSH_SN_ROUTE,
  REPORT_PUSH_USER_ROUTE,
  REPORT_ROUTES,
  REPORT_SHARE_PERMISSION,
  REPORT_SHARES_ROUTE,
} from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const list = lazy(() => import('./pages/report-list-page'));
const detail = lazy(() => import('./pages/report-detail-page'));
/** react-router's pattern of a route template: {x} → :x */
const pattern = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** routes.tsv area `reports`: each kind's list and detail, the shares, the two push screens and the push log. */
export const reportsRoutes: FeatureRoute[] = [
  ...REPORT_KINDS.flatMap((kind): FeatureRoute[] => [
    { path: REPORT_ROUTES[kind].list, titleKey: `reports.titles.${kind}`, permission: REPORT_PERMISSION[kind].view, component: list },
    { path: pattern(REPORT_ROUTES[kind].detail), titleKey: `reports.titles.${kind}Detail`, permission: REPORT_PERMISSION[kind].view, component: detail },
  ]),
  {
    path: REPORT_SHARES_ROUTE,
    titleKey: 'reports.titles.shares',
    permission: REPORT_SHARE_PERMISSION.view,
    component: lazy(() => import('./pages/share-list-page')),
  },
  {
    path: REPORT_PUSH_USER_ROUTE,
    titleKey: 'reports.titles.pushUser',
    permission: REPORT_PUSH_PERMISSION.users,
    component: lazy(() => import('./pages/push-user-page')),
  },
  {
    path: REPORT_PUSH_SN_ROUTE,
    titleKey: 'reports.titles.pushSn',
    permission: REPORT_PUSH_PERMISSION.sns,
    component: lazy(() => import('./pages/push-sn-page')),
  },
  {
    path: REPORT_PUSH_LOG_ROUTE,
    titleKey: 'reports.titles.pushLog',
    permission: REPORT_PUSH_LOG_PERMISSION.view,
    component: lazy(() => import('./pages/push-log-page')),
  },
];
