import {
  AI_QUERY_LOG_PERMISSION as AI,
  ALGORITHM_RUN_PERMISSION as ALG,
  BLACKLIST_PERMISSION as BL,
  ERROR_LOG_PERMISSION as ERR,
  GATEWAY_QUERY_PERMISSION as GW,
  HIDDEN_BACKUP_PERMISSION as HID,
  OBFCM_PERMISSION as OB,
  OPERATION_LOG_PERMISSION as OP,
  PLATFORM_ANALYSIS_PERMISSION as PA,
  LOG_ROUTES as R,
  REQUEST_LOG_PERMISSION as REQ,
} from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const systemLogs = () => import('./pages/log-list-pages');
const deviceLogs = () => import('./pages/device-log-pages');
const gateway = lazy(() => deviceLogs().then((m) => ({ default: m.GatewayQueryPage })));
const algorithm = lazy(() => deviceLogs().then((m) => ({ default: m.AlgorithmRunPage })));
const obfcm = lazy(() => deviceLogs().then((m) => ({ default: m.ObfcmReportPage })));

/** The 13 routes of /logManage (routes.tsv, area logs); the detail routes show their list with the record open. */
export const logsRoutes: FeatureRoute[] = [
  { path: R.operation, titleKey: 'logs.titles.operation', permission: OP.view, component: lazy(() => import('./pages/operation-log-page')) },
  { path: R.request, titleKey: 'logs.titles.request', permission: REQ.view, component: lazy(() => systemLogs().then((m) => ({ default: m.RequestLogPage }))) },
  { path: R.gatewayQuery, titleKey: 'logs.titles.gatewayQuery', permission: GW.view, component: gateway },
  { path: R.gatewayQueryDetail, titleKey: 'logs.titles.gatewayQueryDetail', permission: GW.view, component: gateway },
  { path: R.algorithm, titleKey: 'logs.titles.algorithm', permission: ALG.view, component: algorithm },
  { path: R.algorithmDetail, titleKey: 'logs.titles.algorithmDetail', permission: ALG.view, component: algorithm },
  {
    path: R.blacklist,
    titleKey: 'logs.titles.blacklist',
    permission: BL.view,
    component: lazy(() => deviceLogs().then((m) => ({ default: m.BlacklistPage }))),
  },
  { path: R.errors, titleKey: 'logs.titles.errors', permission: ERR.view, component: lazy(() => systemLogs().then((m) => ({ default: m.ErrorLogPage }))) },
  { path: R.aiQuery, titleKey: 'logs.titles.aiQuery', permission: AI.view, component: lazy(() => systemLogs().then((m) => ({ default: m.AiQueryLogPage }))) },
  { path: R.analysis, titleKey: 'logs.titles.analysis', permission: PA.view, component: lazy(() => import('./pages/platform-analysis-page')) },
  { path: R.obfcm, titleKey: 'logs.titles.obfcm', permission: OB.view, component: obfcm },
  { path: R.obfcmDetail, titleKey: 'logs.titles.obfcmDetail', permission: OB.view, component: obfcm },
  {
    path: R.hiddenBackup,
    titleKey: 'logs.titles.hiddenBackup',
    permission: HID.view,
    component: lazy(() => systemLogs().then((m) => ({ default: m.HiddenBackupPage }))),
  },
];
