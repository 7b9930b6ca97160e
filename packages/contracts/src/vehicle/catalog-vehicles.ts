import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { CODE_MAX, NAME_MAX, ZName, ZText } from '../kit/strings';
import { TOOL_LANGUAGE_CODES } from './basic-data-names';
import { brandField, brandNameField, MARKETS, modelField, modelNameField, remarkField, yearFromField, yearToField } from './catalog-fields';
import { OBD_CODE_PATHS, OBD_CODE_PERMISSION, OBD_CODE_ROUTE, VEHICLE_CAR_PATHS, VEHICLE_CAR_PERMISSION, VEHICLE_CAR_ROUTE } from './catalog-names';
import { VEHICLE_FOLDER } from './vehicle-folder';
import { ZVehicleVin } from './vin';

/** A sample VIN: 17 characters, never I, O or Q (upper-cased): the VIN part's shape. */
export const ZVinSample = ZVehicleVin;

/** A vehicle: one of our brands and models, its years, engine, a sample VIN and the market it is sold in. */
export const vehicleCarResource = defineResource({
  name: 'vehicleCar',
  label: ['车辆', 'Vehicle'],
  api: { service: 'vehicle', base: '/car' },
  screen: {
    route: VEHICLE_CAR_ROUTE,
    forms: 'routes',
    formPaths: VEHICLE_CAR_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'CarOutlined', sortOrder: 40, label: ['车辆', 'Vehicles'] },
    rowName: 'modelName',
    formOrder: ['brandId', 'modelId', 'yearFrom', 'yearTo', 'engine', 'vinSample', 'market', 'remark'],
  },
  fields: {
    brandName: brandNameField,
    modelName: modelNameField,
    brandId: brandField,
    modelId: modelField,
    yearFrom: { ...yearFromField, sort: true },
    yearTo: yearToField,
    engine: { schema: ZName.optional(), label: ['发动机', 'Engine'], filter: 'prefix', list: { width: 140 } },
    vinSample: { schema: ZVinSample.optional(), label: ['VIN样例', 'Sample VIN'], list: { width: 190 } },
    market: {
      schema: z.enum(Object.keys(MARKETS) as [keyof typeof MARKETS]),
      label: ['市场', 'Market'],
      kind: 'select',
      options: { values: MARKETS },
      filter: 'eq',
      list: { width: 110 },
    },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: VEHICLE_CAR_PERMISSION,
});
export const VEHICLE_CAR = /* @__PURE__ */ resourceContracts(vehicleCarResource);

export const OBD_DESCRIPTION_MAX = 500;
/** The languages a description may be in: the diagnostic tool's (as the basic data's names). */
const ZToolLanguage = z.enum(TOOL_LANGUAGE_CODES);
/** One row of the descriptions grid: a language and its text. */
export const ZObdDescription = z.object({ lang: ZToolLanguage, text: ZText.trim().min(1).max(OBD_DESCRIPTION_MAX) }).strict();
export type TObdDescription = z.infer<typeof ZObdDescription>;

/**
 * An OBD code (SAE J2012): the code, the make it is described for (none: the generic description;
 * an OEM code always has one — 102073), and its description in each language (at least one, each once — 102074).
 * The shape is checked by the server with 102072 (catalog-obd-rules.ts).
 */
export const obdCodeResource = defineResource({
  name: 'obdCode',
  label: ['OBD故障码', 'OBD code'],
  api: { service: 'vehicle', base: '/obdCode' },
  screen: {
    route: OBD_CODE_ROUTE,
    forms: 'routes',
    formPaths: OBD_CODE_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'AlertOutlined', sortOrder: 41, label: ['OBD故障码', 'OBD codes'] },
    rowName: 'code',
  },
  fields: {
    code: {
      schema: ZText.trim().toUpperCase().min(1).max(CODE_MAX),
      label: ['故障码', 'Code'],
      filter: 'prefix',
      sort: true,
      list: { width: 110, fixed: 'left' },
    },
    kind: {
      schema: z.enum(['generic', 'oem']),
      label: ['类别', 'Kind'],
      kind: 'select',
      options: { values: { generic: ['通用(SAE)', 'Generic (SAE)'], oem: ['厂家专用', 'Manufacturer-specific'] }, colors: { generic: 'blue', oem: 'gold' } },
      readOnly: true,
      form: false,
      list: { width: 130 },
    },
    brandId: { ...brandField, schema: brandField.schema.optional(), label: ['品牌(厂家)', 'Make'] },
    brandName: { ...brandNameField, label: ['品牌(厂家)', 'Make'] },
    description: { schema: z.string(), label: ['描述', 'Description'], readOnly: true, form: false, list: { width: 320 } },
    descriptions: {
      schema: z.array(ZObdDescription).max(TOOL_LANGUAGE_CODES.length),
      label: ['多语言描述', 'Descriptions'],
      list: false,
      xlsx: false,
      form: { span: 24 },
    },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: OBD_CODE_PERMISSION,
  defaultSort: { field: 'code', order: 'asc' },
});
export const OBD_CODE = /* @__PURE__ */ resourceContracts(obdCodeResource);

/** GET /obdCode/describe: a code's description for a make in a language, and where it came from. */
export const ZObdDescribeQuery = z
  .object({
    code: ZText.trim().min(1).max(CODE_MAX),
    /** a brand's id or its name in any language */
    make: ZText.trim().min(1).max(NAME_MAX).optional(),
    lang: ZToolLanguage.optional(),
  })
  .strict();
export const ZObdDescribeReply = z.object({
  code: z.string(),
  kind: z.enum(['generic', 'oem']),
  brandId: z.number().nullable(),
  /** make: the make's own; generic: a generic code's SAE description (the make has none); none: no description */
  source: z.enum(['make', 'generic', 'none']),
  lang: ZToolLanguage,
  /** the language of the text: another one than asked when the record has none in it */
  textLang: ZToolLanguage.nullable(),
  description: z.string().nullable(),
  /** what the answer means, in the caller's language */
  note: z.string(),
});
export type TObdDescribeReply = z.infer<typeof ZObdDescribeReply>;
