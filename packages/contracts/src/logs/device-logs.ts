import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions, type Text2 } from '../kit/resource';
import { ZCode, ZRemark, ZText } from '../kit/strings';
import { ALGORITHM_RUN_PERMISSION, BLACKLIST_PERMISSION, GATEWAY_QUERY_PERMISSION, LOG_ROUTES, LOGS_FOLDER, OBFCM_PERMISSION } from './log-names';

/**
 * What devices ask the platform for and report (/logManage/*): gateway unlock queries, online
 * (seed / key) algorithm runs and OBFCM fuel-consumption readings, each written by the device API
 * as it answers; and the gateway blacklist of devices and addresses the device API refuses.
 */
const text = z.string().optional();
const num = z.number().optional();
const menu = (sortOrder: number, label: Text2, icon = 'ApiOutlined') => ({ parent: LOGS_FOLDER, icon, sortOrder, label });

export const DEVICE_REQUEST_RESULTS = { granted: ['已放行', 'Granted'], refused: ['已拒绝', 'Refused'] } as const;
const result = {
  schema: z.enum(Object.keys(DEVICE_REQUEST_RESULTS) as [keyof typeof DEVICE_REQUEST_RESULTS]).optional(),
  label: ['结果', 'Result'] as Text2,
  kind: 'select' as const,
  options: { values: DEVICE_REQUEST_RESULTS, colors: { granted: 'green', refused: 'red' } as const },
  filter: 'eq' as const,
  list: { width: 100 },
};

export const gatewayQueryResource = defineResource({
  name: 'gatewayQuery',
  label: ['网关查询', 'Gateway query'],
  api: { service: 'log', base: '/gatewayQuery' },
  screen: {
    route: LOG_ROUTES.gatewayQuery,
    formBase: '/logManage/gatewayQuery',
    menu: menu(3, ['网关查询日志', 'Gateway queries']),
    forms: 'routes',
    timeLabel: ['查询时间', 'Queried at'],
  },
  appendOnly: true,
  fields: {
    sn: { schema: text, label: ['SN', 'SN'], filter: 'prefix', list: { width: 150, fixed: 'left' } },
    vin: { schema: text, label: ['VIN', 'VIN'], filter: 'prefix', list: { width: 180 } },
    brand: { schema: text, label: ['品牌', 'Brand'], filter: 'eq', list: { width: 120 } },
    ecu: { schema: text, label: ['网关模块', 'Gateway module'], list: { width: 130 } },
    result,
    code: { schema: num, label: ['拒绝码', 'Refusal code'], list: { width: 100 } },
    terminalKey: { schema: text, label: ['终端', 'Terminal'], filter: 'eq', list: { width: 160 } },
    ip: { schema: text, label: ['IP 地址', 'IP address'], filter: 'prefix', list: { width: 140 } },
    durationMs: { schema: num, label: ['耗时 (毫秒)', 'Duration (ms)'], kind: 'number', list: { width: 110 } },
  },
  ops: ['page', 'detail', 'export'],
  permissions: GATEWAY_QUERY_PERMISSION,
});

export const algorithmRunResource = defineResource({
  name: 'algorithmRun',
  label: ['在线算法调用', 'Online algorithm run'],
  api: { service: 'log', base: '/onLineAlgorithm' },
  screen: {
    route: LOG_ROUTES.algorithm,
    formBase: '/logManage/onLineAlgorithm',
    menu: menu(4, ['在线算法日志', 'Online algorithm runs']),
    forms: 'routes',
    timeLabel: ['调用时间', 'Run at'],
  },
  appendOnly: true,
  fields: {
    sn: { schema: text, label: ['SN', 'SN'], filter: 'prefix', list: { width: 150, fixed: 'left' } },
    algorithm: { schema: text, label: ['算法', 'Algorithm'], filter: 'eq', list: { width: 150 } },
    provider: { schema: text, label: ['提供方', 'Provider'], list: { width: 110 } },
    result,
    code: { schema: num, label: ['拒绝码', 'Refusal code'], list: { width: 100 } },
    inputHex: { schema: text, label: ['输入 (种子)', 'Input (seed)'], list: { width: 200 } },
    outputHex: { schema: text, label: ['输出 (密钥)', 'Output (key)'], list: { width: 200 } },
    terminalKey: { schema: text, label: ['终端', 'Terminal'], filter: 'eq', list: { width: 160 } },
    durationMs: { schema: num, label: ['耗时 (毫秒)', 'Duration (ms)'], kind: 'number', sort: true, list: { width: 110 } },
  },
  ops: ['page', 'detail', 'export'],
  permissions: ALGORITHM_RUN_PERMISSION,
});

export const BLACKLIST_KINDS = { sn: ['设备 SN', 'Device SN'], terminal: ['终端', 'Terminal'], ip: ['IP 地址', 'IP address'] } as const;

export const blacklistResource = defineResource({
  name: 'gatewayBlacklist',
  label: ['网关黑名单', 'Gateway blacklist entry'],
  api: { service: 'log', base: '/gatewayBlackList' },
  screen: { route: LOG_ROUTES.blacklist, menu: menu(5, ['网关黑名单', 'Gateway blacklist'], 'StopOutlined'), forms: 'dialog', rowName: 'value' },
  fields: {
    value: {
      schema: ZText.trim().min(1).max(128),
      label: ['SN、终端或 IP', 'SN, terminal or IP'],
      filter: 'prefix',
      list: { width: 200, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    kind: {
      schema: z.enum(Object.keys(BLACKLIST_KINDS) as [keyof typeof BLACKLIST_KINDS]),
      label: ['类型', 'Kind'],
      kind: 'select',
      options: { values: BLACKLIST_KINDS },
      filter: 'eq',
      list: { width: 120 },
      form: { lockedOnEdit: true },
    },
    reason: { schema: ZRemark.trim().min(1), label: ['加入原因', 'Reason listed'], kind: 'textarea', list: { width: 260 }, form: { span: 24 } },
    refusedCount: { schema: z.number(), label: ['已拒绝次数', 'Requests refused'], kind: 'number', readOnly: true, list: { width: 120 }, xlsx: false },
  },
  states: {
    field: 'status',
    initial: 'listed',
    values: { listed: { label: ['生效中', 'Listed'], color: 'red' }, removed: { label: ['已移除', 'Removed'], color: 'default' } },
    transitions: {
      remove: { from: ['listed'], to: 'removed', label: ['移出黑名单', 'Remove'], permission: 'remove', reason: true, danger: true },
      relist: { from: ['removed'], to: 'listed', label: ['重新加入', 'List again'], permission: 'add', reason: true },
    },
  },
  ops: ['page', 'detail', 'save', 'export'],
  permissions: BLACKLIST_PERMISSION,
  permissionLabels: { remove: ['移出网关黑名单', 'Remove from the gateway blacklist'] },
});

export const obfcmReportResource = defineResource({
  name: 'obfcmReport',
  label: ['OBFCM 上报记录', 'OBFCM report'],
  api: { service: 'log', base: '/obfcmReport' },
  screen: {
    route: LOG_ROUTES.obfcm,
    formBase: '/logManage/OBFCMReportRecord',
    menu: menu(10, ['OBFCM 上报记录', 'OBFCM reports'], 'DashboardOutlined'),
    forms: 'routes',
    timeLabel: ['上报时间', 'Reported at'],
  },
  appendOnly: true,
  fields: {
    vin: { schema: text, label: ['VIN', 'VIN'], filter: 'prefix', list: { width: 180, fixed: 'left' } },
    sn: { schema: text, label: ['SN', 'SN'], filter: 'prefix', list: { width: 150 } },
    readAt: { schema: text, label: ['读取时间', 'Read at'], kind: 'dateTime', list: { width: 170 } },
    fuelLifetimeL: { schema: num, label: ['累计油耗 (升)', 'Fuel used, lifetime (L)'], kind: 'number', list: { width: 140 } },
    distanceLifetimeKm: { schema: num, label: ['累计里程 (公里)', 'Distance, lifetime (km)'], kind: 'number', list: { width: 150 } },
    avgLPer100Km: { schema: num, label: ['平均油耗 (升/百公里)', 'Average (L/100 km)'], kind: 'number', sort: true, list: { width: 160 } },
    gridEnergyKwh: { schema: num, label: ['外接充电电量 (千瓦时)', 'Grid energy (kWh)'], kind: 'number', list: { width: 160 } },
    distanceChargeDepletingKm: { schema: num, label: ['纯电里程 (公里)', 'Charge-depleting distance (km)'], kind: 'number', list: { width: 170 } },
  },
  ops: ['page', 'detail', 'export'],
  permissions: OBFCM_PERMISSION,
});

/** The device API's bodies: who asks (the terminal, as for its configuration) and what. */
const ZTerminal = { app: ZCode, terminalKey: ZText.trim().min(1).max(128), sn: ZCode };
export const ZGatewayQueryRequest = z
  .object({ ...ZTerminal, vin: z.string().trim().length(17).optional(), brand: ZCode.optional(), ecu: ZCode.optional() })
  .strict();
export const ZGatewayQueryReply = z.object({ granted: z.literal(true), token: z.string(), expiresAt: z.string() });
export const ZAlgorithmRunRequest = z
  .object({
    ...ZTerminal,
    algorithm: ZCode,
    seed: z
      .string()
      .regex(/^([0-9a-fA-F]{2}){1,64}$/, 'hex bytes')
      .transform((s) => s.toLowerCase()),
  })
  .strict();
export const ZAlgorithmRunReply = z.object({ key: z.string() });
export const ZObfcmReportRequest = z
  .object({
    ...ZTerminal,
    vin: z.string().trim().length(17),
    readAt: z.iso.datetime({ offset: true }),
    fuelLifetimeL: z.number().min(0).max(10_000_000),
    distanceLifetimeKm: z.number().min(0).max(100_000_000),
    gridEnergyKwh: z.number().min(0).max(10_000_000).optional(),
    distanceChargeDepletingKm: z.number().min(0).max(100_000_000).optional(),
  })
  .strict();
export const ZObfcmReportReply = z.object({ id: z.number() });

export const GATEWAY_QUERY_CONTRACTS = /* @__PURE__ */ resourceContracts(gatewayQueryResource);
export const ALGORITHM_RUN_CONTRACTS = /* @__PURE__ */ resourceContracts(algorithmRunResource);
export const BLACKLIST_CONTRACTS = /* @__PURE__ */ resourceContracts(blacklistResource);
export const OBFCM_CONTRACTS = /* @__PURE__ */ resourceContracts(obfcmReportResource);
export const DEVICE_LOG_PERMISSIONS = [
  ...Object.values(resourcePermissions(gatewayQueryResource)),
  ...Object.values(resourcePermissions(algorithmRunResource)),
  ...Object.values(resourcePermissions(blacklistResource)),
  ...Object.values(resourcePermissions(obfcmReportResource)),
];
