import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import {
  ATTR_VALUES_FIELD,
  brandIdField,
  codeField,
  itemEnabledStates,
  LANGS_FIELD,
  MERGED_FIELD,
  MERGED_INTO_FIELD,
  NAME_FIELD,
  NAMES_FIELD,
  PERMISSION_LABELS,
  refNameField,
  typeIdField,
} from './basic-data-fields';
import {
  BASIC_DATA_FOLDER,
  VEHICLE_ATTR_PERMISSION as PA,
  VEHICLE_BRAND_PERMISSION as PB,
  VEHICLE_MODEL_PERMISSION as PM,
  VEHICLE_TYPE_PERMISSION as PT,
  VEHICLE_ATTR_ROUTE,
  VEHICLE_BRAND_ROUTE,
  VEHICLE_ITEM_BASES,
  VEHICLE_MODEL_ROUTE,
  VEHICLE_TYPE_ROUTE,
} from './basic-data-names';

export * from './basic-data-extra';
export * from './basic-data-fields';
export * from './basic-data-rules';

/**
 * The declarations of the basic data (issue 33 §1): vehicle types, brands, models and attributes,
 * each with a code and a name per tool language (VEH-01/02), enabled or disabled, every change
 * versioned with its author, and a merge of two duplicates that leaves a redirect.
 */
const common = { defaultSort: { field: 'code', order: 'asc' } } as const;
const shared = { names: NAMES_FIELD, name: NAME_FIELD, langs: LANGS_FIELD, mergedInto: MERGED_INTO_FIELD, merged: MERGED_FIELD } as const;
const screen = (route: string, icon: string, sortOrder: number, label: readonly [string, string]) =>
  ({ route, forms: 'dialog', menu: { parent: BASIC_DATA_FOLDER, icon, sortOrder, label }, rowName: 'name', widths: { state: 90, actions: 260 } }) as const;

export const vehicleTypeResource = defineResource({
  ...common,
  name: 'vehicleType',
  label: ['车型', 'Vehicle type'],
  api: { service: 'vehicle', base: VEHICLE_ITEM_BASES.type },
  screen: screen(VEHICLE_TYPE_ROUTE, 'CarOutlined', 1, ['车型管理', 'Vehicle types']),
  fields: { code: codeField(['车型编码', 'Type code']), ...shared },
  states: itemEnabledStates(['车型', 'Vehicle type']),
  ops: ['page', 'detail', 'save', 'update', 'export'],
  permissions: PT,
  permissionLabels: PERMISSION_LABELS(['车型', 'Vehicle type']),
});

export const vehicleBrandResource = defineResource({
  ...common,
  name: 'vehicleBrand',
  label: ['品牌', 'Brand'],
  api: { service: 'vehicle', base: VEHICLE_ITEM_BASES.brand },
  screen: screen(VEHICLE_BRAND_ROUTE, 'TrademarkOutlined', 2, ['品牌管理', 'Brands']),
  fields: { code: codeField(['品牌编码', 'Brand code']), ...shared },
  states: itemEnabledStates(['品牌', 'Brand']),
  ops: ['page', 'detail', 'save', 'update', 'export'],
  permissions: PB,
  permissionLabels: PERMISSION_LABELS(['品牌', 'Brand']),
});

export const vehicleModelResource = defineResource({
  ...common,
  name: 'vehicleModel',
  label: ['车系', 'Model'],
  api: { service: 'vehicle', base: VEHICLE_ITEM_BASES.model },
  screen: { ...screen(VEHICLE_MODEL_ROUTE, 'NodeIndexOutlined', 3, ['车系管理', 'Models']), formOrder: ['code', 'brandId', 'typeId', 'names'] },
  fields: {
    code: codeField(['车系编码', 'Model code']),
    ...shared,
    brandId: brandIdField,
    brandName: refNameField(['品牌', 'Brand']),
    typeId: typeIdField,
    typeName: refNameField(['车型', 'Vehicle type']),
  },
  states: itemEnabledStates(['车系', 'Model']),
  ops: ['page', 'detail', 'save', 'update', 'export'],
  permissions: PM,
  permissionLabels: { ...PERMISSION_LABELS(['车系', 'Model']), import: ['导入车系', 'Import models'] },
});

export const vehicleAttrResource = defineResource({
  ...common,
  name: 'vehicleAttr',
  label: ['属性', 'Attribute'],
  api: { service: 'vehicle', base: VEHICLE_ITEM_BASES.attr },
  screen: screen(VEHICLE_ATTR_ROUTE, 'TagsOutlined', 4, ['属性管理', 'Attributes']),
  fields: {
    code: codeField(['属性编码', 'Attribute code']),
    ...shared,
    attrValues: ATTR_VALUES_FIELD,
    valueCount: { schema: z.number().int(), label: ['属性值数', 'Values'], readOnly: true, list: { width: 90 }, form: false },
  },
  states: itemEnabledStates(['属性', 'Attribute']),
  ops: ['page', 'detail', 'save', 'update', 'export'],
  permissions: PA,
  permissionLabels: PERMISSION_LABELS(['属性', 'Attribute']),
});

export const VEHICLE_ITEM_RESOURCES = {
  type: vehicleTypeResource,
  brand: vehicleBrandResource,
  model: vehicleModelResource,
  attr: vehicleAttrResource,
} as const;
export const VEHICLE_TYPE_CONTRACTS = /* @__PURE__ */ resourceContracts(vehicleTypeResource);
export const VEHICLE_BRAND_CONTRACTS = /* @__PURE__ */ resourceContracts(vehicleBrandResource);
export const VEHICLE_MODEL_CONTRACTS = /* @__PURE__ */ resourceContracts(vehicleModelResource);
export const VEHICLE_ATTR_CONTRACTS = /* @__PURE__ */ resourceContracts(vehicleAttrResource);

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const BASIC_DATA_PERMISSIONS: PermissionDef[] = [
  ...Object.values(resourcePermissions(vehicleTypeResource)),
  ...Object.values(resourcePermissions(vehicleBrandResource)),
  ...Object.values(resourcePermissions(vehicleModelResource)),
  ...Object.values(resourcePermissions(vehicleAttrResource)),
];
