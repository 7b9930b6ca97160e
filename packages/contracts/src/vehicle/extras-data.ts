import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode } from '../kit/strings';
import {
  brandField,
  brandNameField,
  fileField,
  modelNameField,
  optionalModelField,
  optionalYearFromField,
  remarkField,
  textPair,
  yearToField,
} from './catalog-fields';
import {
  MOTORCYCLE_WIRE_PERMISSION,
  MOTORCYCLE_WIRE_ROUTE,
  OPERATION_MANUAL_PERMISSION,
  OPERATION_MANUAL_ROUTE,
  SHORT_CODE_PERMISSION,
  SHORT_CODE_ROUTE,
  VEHICLE_SERVICE_PATHS,
  VEHICLE_SERVICE_PERMISSION,
  VEHICLE_SERVICE_ROUTE,
} from './extras-names';
import { VEHICLE_FOLDER } from './vehicle-folder';

/** Kinds of vehicle service. */
export const VEHICLE_SERVICE_TYPES = {
  maintenance: ['保养', 'Maintenance'],
  diagnosis: ['诊断', 'Diagnosis'],
  programming: ['编程', 'Programming'],
  adas: ['ADAS标定', 'ADAS calibration'],
  other: ['其他', 'Other'],
} as const;
const serviceName = textPair(['服务名称', 'Service name'], 200);
const shortMeaning = textPair(['含义', 'Meaning'], 500);

/** A service a brand's models (of some years) get: maintenance, diagnosis, programming, ADAS calibration … */
export const vehicleServiceResource = defineResource({
  name: 'vehicleService',
  label: ['车辆服务', 'Vehicle service'],
  api: { service: 'vehicle', base: '/vehicleService' },
  screen: {
    route: VEHICLE_SERVICE_ROUTE,
    forms: 'routes',
    formPaths: VEHICLE_SERVICE_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'ToolOutlined', sortOrder: 60, label: ['车辆服务', 'Vehicle services'] },
    rowName: ['nameZh', 'nameEn'],
    formOrder: ['serviceType', 'nameZh', 'nameEn', 'brandId', 'modelId'],
  },
  fields: {
    brandName: brandNameField,
    modelName: modelNameField,
    // numbers in the import file (the ids); the form picks them by name
    brandId: { ...brandField, kind: 'number' },
    modelId: { ...optionalModelField, kind: 'number' },
    serviceType: {
      schema: z.enum(Object.keys(VEHICLE_SERVICE_TYPES) as [keyof typeof VEHICLE_SERVICE_TYPES]),
      label: ['服务类型', 'Service type'],
      kind: 'select',
      options: { values: VEHICLE_SERVICE_TYPES },
      filter: 'eq',
      list: { width: 120 },
    },
    nameZh: serviceName.zh,
    nameEn: serviceName.en,
    yearFrom: optionalYearFromField,
    yearTo: yearToField,
    remark: remarkField,
  },
  filters: { name: { label: ['服务名称', 'Service name'], prefixOf: ['nameZh', 'nameEn'] } },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  permissions: VEHICLE_SERVICE_PERMISSION,
  importDryRun: true,
});
export const VehicleService = /* @__PURE__ */ resourceContracts(vehicleServiceResource);

/** A motorcycle's wiring diagram: brand, model, years, a title and the file. */
export const motorcycleWireResource = defineResource({
  name: 'vehicleMotorcycleWire',
  label: ['摩托车线路图', 'Motorcycle wiring diagram'],
  api: { service: 'vehicle', base: '/motorcycleWire' },
  screen: {
    route: MOTORCYCLE_WIRE_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'NodeIndexOutlined', sortOrder: 61, label: ['摩托车线路图', 'Motorcycle wiring'] },
    rowName: 'title',
  },
  fields: {
    title: { schema: z.string().trim().min(1).max(200), label: ['标题', 'Title'], filter: 'prefix', sort: true, list: { width: 220 } },
    brandName: brandNameField,
    modelName: modelNameField,
    brandId: brandField,
    modelId: optionalModelField,
    yearFrom: optionalYearFromField,
    yearTo: yearToField,
    fileId: { ...fileField(['线路图文件', 'Diagram file']), schema: z.string().uuid() },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: MOTORCYCLE_WIRE_PERMISSION,
});
export const MotorcycleWire = /* @__PURE__ */ resourceContracts(motorcycleWireResource);

/** Languages a manual is written in. */
export const MANUAL_LANGUAGES = {
  'zh-CN': ['简体中文', 'Chinese (Simplified)'],
  'en-US': ['英语', 'English'],
  'de-DE': ['德语', 'German'],
  'fr-FR': ['法语', 'French'],
  'es-ES': ['西班牙语', 'Spanish'],
  'ja-JP': ['日语', 'Japanese'],
} as const;

/** The operation manual of a product model in a language: its version and file (one per model, language and version). */
export const operationManualResource = defineResource({
  name: 'vehicleOperationManual',
  label: ['操作手册', 'Operation manual'],
  api: { service: 'vehicle', base: '/operationManual' },
  screen: {
    route: OPERATION_MANUAL_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'ReadOutlined', sortOrder: 62, label: ['操作手册', 'Operation manuals'] },
    rowName: 'title',
  },
  fields: {
    productModel: {
      schema: ZCode,
      label: ['产品型号', 'Product model'],
      kind: 'select',
      options: { lookup: 'productModels' },
      filter: 'prefix',
      sort: true,
      list: { width: 150 },
    },
    language: {
      schema: z.enum(Object.keys(MANUAL_LANGUAGES) as [keyof typeof MANUAL_LANGUAGES]),
      label: ['语言', 'Language'],
      kind: 'select',
      options: { values: MANUAL_LANGUAGES },
      filter: 'eq',
      list: { width: 130 },
    },
    manualVersion: {
      schema: z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z._-]{1,32}$/),
      label: ['版本', 'Version'],
      list: { width: 100 },
      xlsx: { example: '1.0.0' },
    },
    title: { schema: z.string().trim().min(1).max(200), label: ['标题', 'Title'], filter: 'prefix', list: { width: 220 } },
    fileId: { ...fileField(['手册文件', 'Manual file']), schema: z.string().uuid() },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: OPERATION_MANUAL_PERMISSION,
});
export const OperationManual = /* @__PURE__ */ resourceContracts(operationManualResource);

/** A short code of a brand (as the tools show it) and what it stands for, in each language. */
export const shortCodeResource = defineResource({
  name: 'vehicleShortCode',
  label: ['简码', 'Short code'],
  api: { service: 'vehicle', base: '/shortCode' },
  screen: {
    route: SHORT_CODE_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'FieldBinaryOutlined', sortOrder: 63, label: ['简码', 'Short codes'] },
    rowName: 'shortCode',
  },
  fields: {
    shortCode: { schema: ZCode, label: ['简码', 'Short code'], filter: 'prefix', sort: true, list: { width: 140 } },
    longValue: { schema: z.string().trim().min(1).max(200), label: ['完整值', 'Long value'], filter: 'prefix', list: { width: 200 } },
    meaningZh: shortMeaning.zh,
    meaningEn: shortMeaning.en,
    brandName: brandNameField,
    // a number in the import file (the brand's id); the form picks it by name
    brandId: { ...brandField, kind: 'number' },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  permissions: SHORT_CODE_PERMISSION,
  importDryRun: true,
});
export const ShortCode = /* @__PURE__ */ resourceContracts(shortCodeResource);
