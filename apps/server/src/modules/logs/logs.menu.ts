import {
  aiQueryLogResource,
  algorithmRunResource,
  blacklistResource,
  errorLogResource,
  gatewayQueryResource,
  hiddenBackupResource,
  LOG_ROUTES,
  LOGS_FOLDER,
  obfcmReportResource,
  operationLogResource,
  requestLogResource,
  resourceMenuSeed,
} from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** The logs folder (/logManage): the lists from their declarations and the platform analysis. */
export const LOGS_MENU: MenuSeed[] = [
  { path: LOGS_FOLDER, name: '日志管理', enName: 'Logs', icon: 'FileSearchOutlined', sortOrder: 900 },
  resourceMenuSeed(operationLogResource),
  resourceMenuSeed(requestLogResource),
  resourceMenuSeed(gatewayQueryResource),
  resourceMenuSeed(algorithmRunResource),
  resourceMenuSeed(blacklistResource),
  resourceMenuSeed(errorLogResource),
  resourceMenuSeed(aiQueryLogResource),
  { path: LOG_ROUTES.analysis, name: '平台分析', enName: 'Platform analysis', icon: 'LineChartOutlined', parent: LOGS_FOLDER, sortOrder: 9 },
  resourceMenuSeed(obfcmReportResource),
  resourceMenuSeed(hiddenBackupResource),
];
