import { FINANCE_REPORT_KEYS, FINANCE_REPORT_ROUTES, financeViewPermission, type TFinanceReportKey } from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const report = lazy(() => import('./pages/report-page'));
const rules = lazy(() => import('./pages/rules-page'));
const webPath = (k: TFinanceReportKey) => FINANCE_REPORT_ROUTES[k].replace('{recordNo?}', ':recordNo?');

/** routes.tsv area `finance` (15): points reports, gift-card reports, gift-card financial reports — one frame each. */
export const financeRoutes: FeatureRoute[] = FINANCE_REPORT_KEYS.map((k) => ({
  path: webPath(k),
  titleKey: `finance.titles.${k}`,
  permission: financeViewPermission(k),
  component: k === 'pointsRules' ? rules : report,
}));
