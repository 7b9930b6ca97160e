import {
  aiQueryLogResource,
  algorithmRunResource,
  errorLogResource,
  gatewayQueryResource,
  hiddenBackupResource,
  obfcmReportResource,
  operationLogResource,
  requestLogResource,
} from '@diagops/contracts';
import { errorLogs, operationLogs, requestLogs } from '../../platform/audit/audit.tables';
import { resourceService } from '../../platform/kit/resource-service';
import { aiQueryLogs, algorithmRuns, gatewayQueries, hiddenDataBackups, obfcmReports } from './logs.tables';

/** The append-only lists of /logManage/*: each is its declaration over its table, nothing more. */
export const operationLogService = resourceService(operationLogResource, { table: operationLogs });
export const requestLogService = resourceService(requestLogResource, { table: requestLogs });
export const errorLogService = resourceService(errorLogResource, { table: errorLogs });
export const gatewayQueryService = resourceService(gatewayQueryResource, { table: gatewayQueries });
export const algorithmRunService = resourceService(algorithmRunResource, { table: algorithmRuns });
export const obfcmReportService = resourceService(obfcmReportResource, { table: obfcmReports });
export const aiQueryLogService = resourceService(aiQueryLogResource, { table: aiQueryLogs });
export const hiddenBackupService = resourceService(hiddenBackupResource, { table: hiddenDataBackups });
