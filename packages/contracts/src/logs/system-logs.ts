import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions, type Text2 } from '../kit/resource';
import {
  AI_QUERY_LOG_PERMISSION,
  ERROR_LOG_PERMISSION,
  HIDDEN_BACKUP_PERMISSION,
  LOG_ROUTES,
  LOGS_FOLDER,
  OPERATION_LOG_PERMISSION,
  REQUEST_LOG_PERMISSION,
} from './log-names';

/**
 * What the console itself records (/logManage/*): every change (the operation log, before and
 * after), every API request, the errors the server could not answer, the AI questions asked and
 * the data hidden from customers' view. All append-only: listed, shown and exported, never changed.
 */
const text = z.string().optional();
/** a stored JSON object or list (a row before or after a change, rows of a batch, data kept whole) */
const json = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();
const menu = (sortOrder: number, label: Text2) => ({ parent: LOGS_FOLDER, icon: 'FileSearchOutlined', sortOrder, label });

export const operationLogResource = defineResource({
  name: 'operationLog',
  label: ['操作日志', 'Operation log'],
  api: { service: 'log', base: '/operationLog' },
  screen: { route: LOG_ROUTES.operation, menu: menu(1, ['操作日志', 'Operation log']), forms: 'dialog', timeLabel: ['操作时间', 'Operated at'] },
  appendOnly: true,
  fields: {
    username: { schema: text, label: ['操作人', 'Operator'], filter: 'prefix', list: { width: 130 } },
    module: { schema: text, label: ['模块', 'Module'], filter: 'prefix', list: { width: 140 } },
    action: { schema: text, label: ['操作', 'Action'], filter: 'prefix', list: { width: 150 } },
    targetId: { schema: text, label: ['对象编号', 'Object id'], filter: 'eq', list: { width: 110 } },
    ip: { schema: text, label: ['IP 地址', 'IP address'], filter: 'prefix', list: { width: 140 } },
    requestId: { schema: text, label: ['请求编号', 'Request id'], filter: 'eq', list: { width: 300 } },
    before: { schema: json, label: ['修改前', 'Before'], list: false, xlsx: false },
    after: { schema: json, label: ['修改后', 'After'], list: false, xlsx: false },
  },
  ops: ['page', 'detail', 'export'],
  permissions: OPERATION_LOG_PERMISSION,
});

export const REQUEST_STATUS_CLASSES = {
  ok: ['成功 (2xx/3xx)', 'Succeeded (2xx/3xx)'],
  client: ['请求错误 (4xx)', 'Refused (4xx)'],
  server: ['服务错误 (5xx)', 'Failed (5xx)'],
} as const;

export const requestLogResource = defineResource({
  name: 'requestLog',
  label: ['请求日志', 'Request log'],
  api: { service: 'log', base: '/requestLog' },
  screen: { route: LOG_ROUTES.request, menu: menu(2, ['请求日志', 'Request log']), forms: 'dialog', timeLabel: ['请求时间', 'Requested at'] },
  appendOnly: true,
  fields: {
    method: { schema: text, label: ['方法', 'Method'], list: { width: 80 } },
    route: { schema: text, label: ['接口', 'Route'], filter: 'prefix', list: { width: 300 } },
    module: { schema: text, label: ['模块', 'Module'], filter: 'eq', list: { width: 110 } },
    status: { schema: z.number().optional(), label: ['状态码', 'Status'], kind: 'number', filter: 'eq', list: { width: 90 } },
    code: { schema: z.number().optional(), label: ['业务码', 'Code'], list: { width: 90 } },
    durationMs: { schema: z.number().optional(), label: ['耗时 (毫秒)', 'Duration (ms)'], kind: 'number', sort: true, list: { width: 120 } },
    username: { schema: text, label: ['用户', 'User'], filter: 'prefix', list: { width: 120 } },
    deviceId: { schema: text, label: ['设备', 'Device'], filter: 'eq', list: { width: 160 } },
    ip: { schema: text, label: ['IP 地址', 'IP address'], filter: 'prefix', list: { width: 140 } },
    requestId: { schema: text, label: ['请求编号', 'Request id'], filter: 'eq', list: { width: 300 } },
    url: { schema: text, label: ['地址', 'URL'], list: false },
    userAgent: { schema: text, label: ['客户端', 'User agent'], list: false },
  },
  ops: ['page', 'detail', 'export'],
  permissions: REQUEST_LOG_PERMISSION,
});

export const errorLogResource = defineResource({
  name: 'errorLog',
  label: ['系统错误日志', 'Server error'],
  api: { service: 'log', base: '/errorLog' },
  screen: { route: LOG_ROUTES.errors, menu: menu(7, ['日志列表', 'Server errors']), forms: 'dialog', timeLabel: ['发生时间', 'Occurred at'] },
  appendOnly: true,
  fields: {
    errorType: { schema: text, label: ['错误类型', 'Error type'], filter: 'prefix', list: { width: 160 } },
    message: { schema: text, label: ['错误信息', 'Message'], list: { width: 320 } },
    method: { schema: text, label: ['方法', 'Method'], list: { width: 80 } },
    route: { schema: text, label: ['接口', 'Route'], filter: 'prefix', list: { width: 260 } },
    dbCode: { schema: text, label: ['数据库错误码', 'Database code'], list: { width: 120 } },
    requestId: { schema: text, label: ['请求编号', 'Request id'], filter: 'eq', list: { width: 300 } },
    stack: { schema: text, label: ['调用栈', 'Stack'], kind: 'textarea', list: false, form: { span: 24 } },
  },
  ops: ['page', 'detail', 'export'],
  permissions: ERROR_LOG_PERMISSION,
});

export const AI_QUERY_STATUSES = { answered: ['已回答', 'Answered'], failed: ['失败', 'Failed'], refused: ['已拒绝', 'Refused'] } as const;

export const aiQueryLogResource = defineResource({
  name: 'aiQueryLog',
  label: ['AI 查询日志', 'AI query'],
  api: { service: 'log', base: '/aiQueryLog' },
  screen: { route: LOG_ROUTES.aiQuery, menu: menu(8, ['AI 查询日志', 'AI query log']), forms: 'dialog', timeLabel: ['提问时间', 'Asked at'] },
  appendOnly: true,
  fields: {
    account: { schema: text, label: ['用户账号', 'Customer account'], filter: 'prefix', list: { width: 180 } },
    sn: { schema: text, label: ['SN', 'SN'], filter: 'prefix', list: { width: 150 } },
    scene: { schema: text, label: ['场景', 'Scene'], filter: 'eq', list: { width: 120 } },
    model: { schema: text, label: ['模型', 'Model'], filter: 'eq', list: { width: 140 } },
    cost: { schema: z.number().optional(), label: ['费用', 'Cost'], kind: 'number', sort: true, list: { width: 100 } },
    question: { schema: text, label: ['问题', 'Question'], kind: 'textarea', list: { width: 280 }, form: { span: 24 } },
    answer: { schema: text, label: ['回答', 'Answer'], kind: 'textarea', list: false, form: { span: 24 } },
    promptTokens: { schema: z.number().optional(), label: ['输入 token', 'Prompt tokens'], kind: 'number', list: { width: 110 } },
    completionTokens: { schema: z.number().optional(), label: ['输出 token', 'Completion tokens'], kind: 'number', list: { width: 110 } },
    latencyMs: { schema: z.number().optional(), label: ['耗时 (毫秒)', 'Latency (ms)'], kind: 'number', sort: true, list: { width: 110 } },
    status: {
      schema: z.enum(Object.keys(AI_QUERY_STATUSES) as [keyof typeof AI_QUERY_STATUSES]).optional(),
      label: ['结果', 'Result'],
      kind: 'select',
      options: { values: AI_QUERY_STATUSES, colors: { answered: 'green', failed: 'red', refused: 'orange' } },
      filter: 'eq',
      list: { width: 100 },
    },
  },
  ops: ['page', 'detail', 'export'],
  permissions: AI_QUERY_LOG_PERMISSION,
});

export const hiddenBackupResource = defineResource({
  name: 'hiddenDataBackup',
  label: ['隐藏数据备份', 'Hidden data backup'],
  api: { service: 'log', base: '/hiddenDataBackup' },
  screen: { route: LOG_ROUTES.hiddenBackup, menu: menu(11, ['隐藏数据备份', 'Hidden data backup']), forms: 'dialog', timeLabel: ['隐藏时间', 'Hidden at'] },
  appendOnly: true,
  fields: {
    kind: { schema: text, label: ['数据类型', 'Kind of data'], filter: 'eq', list: { width: 140 } },
    ownerRef: { schema: text, label: ['所属用户或 SN', 'Customer or SN'], filter: 'prefix', list: { width: 180 } },
    summary: { schema: text, label: ['摘要', 'Summary'], list: { width: 280 } },
    hiddenBy: { schema: text, label: ['隐藏人', 'Hidden by'], filter: 'prefix', list: { width: 130 } },
    sizeBytes: { schema: z.number().optional(), label: ['大小 (字节)', 'Size (bytes)'], kind: 'number', list: { width: 110 } },
    payload: { schema: json, label: ['备份内容', 'Backed-up data'], list: false, xlsx: false },
  },
  ops: ['page', 'detail', 'export'],
  permissions: HIDDEN_BACKUP_PERMISSION,
});

export const OPERATION_LOG_CONTRACTS = /* @__PURE__ */ resourceContracts(operationLogResource);
export const REQUEST_LOG_CONTRACTS = /* @__PURE__ */ resourceContracts(requestLogResource);
export const ERROR_LOG_CONTRACTS = /* @__PURE__ */ resourceContracts(errorLogResource);
export const AI_QUERY_LOG_CONTRACTS = /* @__PURE__ */ resourceContracts(aiQueryLogResource);
export const HIDDEN_BACKUP_CONTRACTS = /* @__PURE__ */ resourceContracts(hiddenBackupResource);
export type TOperationLog = z.infer<typeof OPERATION_LOG_CONTRACTS.ZRow>;
export type TRequestLog = z.infer<typeof REQUEST_LOG_CONTRACTS.ZRow>;
export const SYSTEM_LOG_PERMISSIONS = [
  ...Object.values(resourcePermissions(operationLogResource)),
  ...Object.values(resourcePermissions(requestLogResource)),
  ...Object.values(resourcePermissions(errorLogResource)),
  ...Object.values(resourcePermissions(aiQueryLogResource)),
  ...Object.values(resourcePermissions(hiddenBackupResource)),
];
