import { z } from 'zod';
import { defineResource, type FieldDef, resourcePermissions, type Text2 } from '../kit/resource';
import { NAME_MAX, REMARK_MAX, ZCode, ZName, ZText } from '../kit/strings';
import { REPORT_KINDS, REPORT_PERMISSION, REPORT_ROUTES, type TReportKind } from './report-names';

/**
 * Detection and test reports (routes.tsv area `reports`, issue 34): devices upload them through the
 * device API with their file; staff list, search and open them per kind. One table holds every kind
 * (`kind`, the common columns, the kind's own values in `summary`); each kind is a declaration of its
 * own (its screen, menu node and permissions), served from that table limited to its kind.
 */

export const REPORT_KIND_LABELS: Record<TReportKind, Text2> = {
  diagnosis: ['诊断报告', 'Diagnosis report'],
  battery: ['电池检测报告', 'Battery report'],
  thermal: ['热成像报告', 'Thermal imaging report'],
  detection: ['用户检测报告', 'Detection report'],
  newEnergy: ['新能源报告', 'New-energy report'],
};
export const ZReportKind = z.enum(REPORT_KINDS);

export const BATTERY_VERDICTS = {
  good: ['良好', 'Good'],
  recharge: ['良好，需充电', 'Good, recharge'],
  retest: ['充电后重测', 'Charge and retest'],
  replace: ['需更换', 'Replace'],
  badCell: ['单格损坏', 'Bad cell'],
} as const;
export const PACK_VERDICTS = {
  healthy: ['健康', 'Healthy'],
  attention: ['需关注', 'Needs attention'],
  service: ['需维修', 'Needs service'],
} as const;
const VERDICT_COLORS = {
  good: 'green',
  recharge: 'blue',
  retest: 'gold',
  replace: 'red',
  badCell: 'red',
  healthy: 'green',
  attention: 'gold',
  service: 'red',
} as const;
const enumOf = <T extends Record<string, Text2>>(o: T) => z.enum(Object.keys(o) as [keyof T & string, ...(keyof T & string)[]]);

export const FAULT_CODE_STATUSES = { current: ['当前', 'Current'], history: ['历史', 'History'], pending: ['待定', 'Pending'] } as const;
/** One fault code a scan found: the system it was read from, its code, text and status. */
export const ZReportFaultCode = z
  .object({
    system: ZName,
    code: ZText.trim().min(1).max(16),
    description: ZText.trim().max(REMARK_MAX).optional(),
    status: enumOf(FAULT_CODE_STATUSES),
  })
  .strict();
export type TReportFaultCode = z.infer<typeof ZReportFaultCode>;
export const REPORT_FAULT_CODES_MAX = 500;

const num = (min: number, max: number) => z.number().min(min).max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** What every upload says: the device, the vehicle, the software that ran and when (an ISO time with its offset). */
const uploadCommon = {
  sn: ZCode,
  vin: ZText.trim()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, '17 letters and digits (no I, O, Q)')
    .transform((v) => v.toUpperCase())
    .optional(),
  productModel: ZName,
  softwareCode: ZCode,
  softwareVersion: ZText.trim().min(1).max(32),
  diagnosisTime: z.iso.datetime({ offset: true }),
};
const scan = { systemsScanned: int(0, 1000), faultCodes: z.array(ZReportFaultCode).max(REPORT_FAULT_CODES_MAX).default([]) };

/** The `report` part of an upload (JSON text, before the file), by kind. */
export const ZReportUpload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('diagnosis'), ...uploadCommon, ...scan }).strict(),
  z
    .object({
      kind: z.literal('battery'),
      ...uploadCommon,
      voltage: num(0, 100),
      soh: num(0, 100),
      cca: int(0, 5000),
      ratedCca: int(0, 5000).optional(),
      verdict: enumOf(BATTERY_VERDICTS),
    })
    .strict(),
  z.object({ kind: z.literal('thermal'), ...uploadCommon, maxTemp: num(-60, 1500), minTemp: num(-60, 1500), avgTemp: num(-60, 1500).optional() }).strict(),
  z.object({ kind: z.literal('detection'), ...uploadCommon, mileage: int(0, 10_000_000).optional(), ...scan }).strict(),
  z
    .object({
      kind: z.literal('newEnergy'),
      ...uploadCommon,
      soh: num(0, 100),
      soc: num(0, 100),
      packVoltage: num(0, 2000),
      maxCellVoltage: num(0, 10),
      minCellVoltage: num(0, 10),
      verdict: enumOf(PACK_VERDICTS),
    })
    .strict(),
]);
export type TReportUpload = z.infer<typeof ZReportUpload>;
/** The upload's query: the terminal calling (as /terminal/config); its app key goes in X-App-Key. */
export const ZReportUploadQuery = z.object({ app: z.enum(['repair', 'newEnergy', 'remote']), terminalKey: ZCode }).strict();
/** The multipart text fields of an upload: `report` (ZReportUpload as JSON), then the `file` part. */
export const ZReportUploadFields = z.object({ report: ZText.max(200_000) }).strict();

// ------------------------------------------------------------------ the declarations

const text = z.string().max(NAME_MAX);
/** The columns every kind lists (searched by SN, VIN, customer, model and diagnosis time). */
const commonFields = {
  sn: { schema: text, label: ['SN', 'SN'], filter: 'prefix', sort: true, list: { width: 170, fixed: 'left' } },
  vin: { schema: text.optional(), label: ['VIN', 'VIN'], filter: 'prefix', list: { width: 190 } },
  customerAccount: { schema: text.optional(), label: ['用户账号', 'Customer'], filter: 'prefix', list: { width: 200 } },
  productModel: { schema: text, label: ['产品型号', 'Product model'], filter: 'prefix', list: { width: 150 } },
  softwareCode: { schema: text, label: ['软件编码', 'Software code'], list: { width: 140 } },
  softwareVersion: { schema: text, label: ['软件版本', 'Software version'], list: { width: 120 } },
  /** UTIL-08: shown in UTC (its label says so); its date range is of UTC days */
  diagnosisTime: {
    schema: z.string(),
    label: ['诊断时间 (UTC)', 'Diagnosis time (UTC)'],
    kind: 'dateTime',
    filter: 'dateRange',
    sort: true,
    list: { width: 190 },
  },
} as const satisfies Record<string, FieldDef>;
/** The report's file, in the detail (and never in the list or the export). */
const fileFields = {
  fileId: { schema: text, label: ['文件', 'File'], list: false, xlsx: false },
  fileName: { schema: text, label: ['文件名', 'File name'], list: false, xlsx: false },
  fileType: { schema: text, label: ['文件类型', 'File type'], list: false, xlsx: false },
  fileSize: { schema: z.number(), label: ['文件大小', 'File size'], kind: 'number', list: false, xlsx: false },
} as const satisfies Record<string, FieldDef>;

const value = (label: Text2, width = 110) => ({ schema: z.number(), label, kind: 'number' as const, readOnly: true as const, list: { width } });
const verdict = (values: Record<string, Text2>) => ({
  schema: z.string(),
  label: ['结论', 'Verdict'] as Text2,
  kind: 'select' as const,
  options: { values, colors: VERDICT_COLORS },
  readOnly: true as const,
  list: { width: 130 },
});
const scanFields = {
  systemsScanned: value(['扫描系统数', 'Systems scanned']),
  faultCodeCount: value(['故障码数', 'Fault codes']),
};

/** Each kind's own values (read from the row's summary). */
export const REPORT_SUMMARY_FIELDS = {
  diagnosis: scanFields,
  battery: {
    voltage: value(['电压 (V)', 'Voltage (V)']),
    soh: value(['健康度 SOH (%)', 'State of health (%)'], 140),
    cca: value(['冷启动电流 CCA', 'Cold cranking amps'], 150),
    ratedCca: value(['额定 CCA', 'Rated CCA']),
    verdict: verdict(BATTERY_VERDICTS),
  },
  thermal: {
    maxTemp: value(['最高温度 (°C)', 'Max temperature (°C)'], 150),
    minTemp: value(['最低温度 (°C)', 'Min temperature (°C)'], 150),
    avgTemp: value(['平均温度 (°C)', 'Average temperature (°C)'], 160),
  },
  detection: { mileage: value(['里程 (km)', 'Mileage (km)']), ...scanFields },
  newEnergy: {
    soh: value(['健康度 SOH (%)', 'State of health (%)'], 140),
    soc: value(['电量 SOC (%)', 'State of charge (%)'], 140),
    packVoltage: value(['总电压 (V)', 'Pack voltage (V)'], 130),
    maxCellVoltage: value(['最高单体电压 (V)', 'Max cell voltage (V)'], 160),
    minCellVoltage: value(['最低单体电压 (V)', 'Min cell voltage (V)'], 160),
    verdict: verdict(PACK_VERDICTS),
  },
} as const satisfies Record<TReportKind, Record<string, FieldDef>>;

const MENU: Record<TReportKind, { parent: string; icon: string; sortOrder: number; label: Text2 }> = {
  diagnosis: { parent: '/testReportManage', icon: 'FileSearchOutlined', sortOrder: 1, label: ['诊断报告', 'Diagnosis reports'] },
  battery: { parent: '/testReportManage', icon: 'ThunderboltOutlined', sortOrder: 2, label: ['电池检测报告', 'Battery reports'] },
  thermal: { parent: '/testReportManage', icon: 'ScanOutlined', sortOrder: 3, label: ['热成像报告', 'Thermal imaging reports'] },
  detection: { parent: '/userDetectionReport', icon: 'AuditOutlined', sortOrder: 1, label: ['检测报告管理', 'Detection reports'] },
  newEnergy: { parent: '/newEneryManage', icon: 'CarOutlined', sortOrder: 1, label: ['新能源报告', 'New-energy reports'] },
};

function reportResource<const K extends TReportKind, const F extends Record<string, FieldDef>>(kind: K, summary: F) {
  const label = REPORT_KIND_LABELS[kind];
  const routes = REPORT_ROUTES[kind];
  return defineResource({
    name: `${kind}Report`,
    label,
    api: { service: 'report', base: `/${kind}Report` },
    screen: {
      route: routes.list,
      menu: MENU[kind],
      forms: 'routes',
      formPaths: { detail: routes.detail.replace(/\{[^}]+\}/, '{id}') },
      timeLabel: ['上传时间', 'Uploaded at'],
      rowName: 'sn',
    },
    fields: { ...commonFields, ...summary, ...fileFields },
    ops: ['page', 'detail', 'export'],
    permissions: REPORT_PERMISSION[kind],
    permissionLabels: { view: [`查看${label[0]}`, `View ${label[1].toLowerCase()}s`], export: [`导出${label[0]}`, `Export ${label[1].toLowerCase()}s`] },
    appendOnly: true,
  });
}

export const diagnosisReportResource = reportResource('diagnosis', REPORT_SUMMARY_FIELDS.diagnosis);
export const batteryReportResource = reportResource('battery', REPORT_SUMMARY_FIELDS.battery);
export const thermalReportResource = reportResource('thermal', REPORT_SUMMARY_FIELDS.thermal);
export const detectionReportResource = reportResource('detection', REPORT_SUMMARY_FIELDS.detection);
export const newEnergyReportResource = reportResource('newEnergy', REPORT_SUMMARY_FIELDS.newEnergy);
export const REPORT_RESOURCES = {
  diagnosis: diagnosisReportResource,
  battery: batteryReportResource,
  thermal: thermalReportResource,
  detection: detectionReportResource,
  newEnergy: newEnergyReportResource,
} as const;

/** The fault codes of a scan (diagnosis and detection reports): the detail's table. */
export const ZReportFaultCodes = z.array(ZReportFaultCode);
export const REPORT_PERMISSIONS = /* @__PURE__ */ Object.values(REPORT_RESOURCES).flatMap((d) => Object.values(resourcePermissions(d)));
