/**
 * The permission names and routes of the logs area (/logManage/*), apart from the declarations:
 * the console's route manifest (in the shell) reads these without loading the declarations.
 */
export const LOGS_FOLDER = '/logManage';
export const LOG_ROUTES = {
  operation: '/logManage/operationLog',
  request: '/logManage/requestLog',
  gatewayQuery: '/logManage/gatewayQuery/list',
  gatewayQueryDetail: '/logManage/gatewayQuery/detail/:id',
  algorithm: '/logManage/onLineAlgorithm/list',
  algorithmDetail: '/logManage/onLineAlgorithm/detail/:id',
  blacklist: '/logManage/gatewayBlackList/list',
  errors: '/logManage/logList',
  aiQuery: '/logManage/AiQueryLog',
  analysis: '/logManage/platformAnalysis',
  obfcm: '/logManage/OBFCMReportRecord/list',
  obfcmDetail: '/logManage/OBFCMReportRecord/detail/:id?',
  hiddenBackup: '/logManage/hiddenDataBackup',
} as const;

export const OPERATION_LOG_PERMISSION = { view: 'log_operation_view', export: 'log_operation_export' } as const;
export const REQUEST_LOG_PERMISSION = { view: 'log_request_view', export: 'log_request_export' } as const;
export const GATEWAY_QUERY_PERMISSION = { view: 'log_gateway_query_view', export: 'log_gateway_query_export' } as const;
export const ALGORITHM_RUN_PERMISSION = { view: 'log_algorithm_view', export: 'log_algorithm_export' } as const;
export const BLACKLIST_PERMISSION = {
  view: 'log_blacklist_view',
  add: 'log_blacklist_add',
  remove: 'log_blacklist_remove',
  export: 'log_blacklist_export',
} as const;
export const ERROR_LOG_PERMISSION = { view: 'log_error_view', export: 'log_error_export' } as const;
export const AI_QUERY_LOG_PERMISSION = { view: 'log_ai_query_view', export: 'log_ai_query_export' } as const;
export const PLATFORM_ANALYSIS_PERMISSION = { view: 'log_analysis_view' } as const;
export const OBFCM_PERMISSION = { view: 'log_obfcm_view', export: 'log_obfcm_export' } as const;
export const HIDDEN_BACKUP_PERMISSION = { view: 'log_hidden_backup_view', export: 'log_hidden_backup_export' } as const;
