import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName } from '../kit/strings';
import { brandField, brandNameField, modelField, modelNameField, optionalYearFromField, yearToField } from '../vehicle/catalog-fields';
import { dataNameField, languagePair, repairDataIdField, repairRemarkField, repairTypeField } from './repair-data-fields';
import {
  FAULT_CODE_IN_PERMISSION,
  FAULT_CODE_IN_ROUTE,
  FAULT_CODE_OUT_PERMISSION,
  FAULT_CODE_OUT_ROUTE,
  REPAIR_DATA_ITEM_PERMISSION,
  REPAIR_DATA_ITEM_ROUTE,
  REPAIR_VEHICLE_PERMISSION,
  REPAIR_VEHICLE_ROUTE,
} from './repair-data-names';
import { REPAIR_FOLDER } from './repair-folder';

/** A repair data item: its name (unique), repair type, and the models it covers (the associated vehicles). */
export const repairDataItemResource = defineResource({
  name: 'repairDataItem',
  label: ['维修资料', 'Repair data'],
  api: { service: 'vehicle', base: '/repairData' },
  screen: {
    route: REPAIR_DATA_ITEM_ROUTE,
    forms: 'dialog',
    menu: { parent: REPAIR_FOLDER, icon: 'DatabaseOutlined', sortOrder: 3, label: ['资料管理', 'Repair data'] },
    rowName: 'dataName',
  },
  fields: {
    dataName: { schema: ZName, label: ['资料名称', 'Data name'], filter: 'prefix', sort: true, list: { width: 200, fixed: 'left' } },
    repairType: repairTypeField,
    vehicleCount: {
      schema: z.number(),
      label: ['覆盖车型数', 'Models covered'],
      kind: 'number',
      readOnly: true,
      form: false,
      list: { width: 110 },
      xlsx: false,
    },
    vehicleCoverage: { schema: z.string(), label: ['车型覆盖', 'Vehicle coverage'], readOnly: true, form: false, list: { width: 260 } },
    faultCodeCount: {
      schema: z.number(),
      label: ['外部故障码数', 'External codes'],
      kind: 'number',
      readOnly: true,
      form: false,
      list: { width: 110 },
      xlsx: false,
    },
    remark: repairRemarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: REPAIR_DATA_ITEM_PERMISSION,
  defaultSort: { field: 'dataName', order: 'asc' },
});
export const REPAIR_DATA_ITEM = /* @__PURE__ */ resourceContracts(repairDataItemResource);

const description = languagePair(['故障描述', 'Description'], 500);

/** Our own (internal) fault codes: a code once, its description in both languages on the one code (at least one, 102080). */
export const faultCodeInResource = defineResource({
  name: 'repairFaultCodeIn',
  label: ['内部故障码', 'Internal fault code'],
  api: { service: 'vehicle', base: '/faultCodeIn' },
  screen: {
    route: FAULT_CODE_IN_ROUTE,
    forms: 'dialog',
    menu: { parent: REPAIR_FOLDER, icon: 'AlertOutlined', sortOrder: 4, label: ['内部故障码', 'Internal fault codes'] },
    rowName: 'code',
  },
  fields: {
    code: { schema: ZCode, label: ['故障码', 'Fault code'], filter: 'prefix', sort: true, list: { width: 140, fixed: 'left' }, form: { lockedOnEdit: true } },
    descriptionZh: description.zh,
    descriptionEn: description.en,
    repairType: repairTypeField,
    remark: repairRemarkField,
  },
  filters: { description: { label: ['故障描述', 'Description'], prefixOf: ['descriptionZh', 'descriptionEn'] } },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  importDryRun: true,
  permissions: FAULT_CODE_IN_PERMISSION,
  defaultSort: { field: 'code', order: 'asc' },
});
export const FAULT_CODE_IN = /* @__PURE__ */ resourceContracts(faultCodeInResource);

/** A repair data item's external fault codes (the provider's), each once per item, optionally mapped onto one of ours. */
export const faultCodeOutResource = defineResource({
  name: 'repairFaultCodeOut',
  label: ['外部故障码', 'External fault code'],
  api: { service: 'vehicle', base: '/faultCodeOut' },
  screen: {
    route: FAULT_CODE_OUT_ROUTE,
    forms: 'dialog',
    menu: { parent: REPAIR_FOLDER, icon: 'ExportOutlined', sortOrder: 5, label: ['外部故障码', 'External fault codes'] },
    rowName: 'code',
  },
  fields: {
    dataName: dataNameField,
    repairDataId: repairDataIdField,
    code: { schema: ZCode, label: ['故障码', 'Fault code'], filter: 'prefix', sort: true, list: { width: 140 }, form: { lockedOnEdit: true } },
    descriptionZh: description.zh,
    descriptionEn: description.en,
    internalCode: { schema: ZCode.optional(), label: ['对应内部故障码', 'Internal code'], filter: 'prefix', list: { width: 150 } },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: FAULT_CODE_OUT_PERMISSION,
  defaultSort: { field: 'code', order: 'asc' },
});
export const FAULT_CODE_OUT = /* @__PURE__ */ resourceContracts(faultCodeOutResource);

/** One of our models (basic data) a repair data item covers: added and removed, each model once per item. */
export const repairVehicleResource = defineResource({
  name: 'repairVehicle',
  label: ['关联车型', 'Associated vehicle'],
  api: { service: 'vehicle', base: '/repairVehicle' },
  screen: {
    route: REPAIR_VEHICLE_ROUTE,
    forms: 'dialog',
    menu: { parent: REPAIR_FOLDER, icon: 'CarOutlined', sortOrder: 6, label: ['关联车型', 'Associated vehicles'] },
    rowName: 'modelName',
  },
  fields: {
    dataName: dataNameField,
    repairDataId: repairDataIdField,
    brandName: brandNameField,
    modelName: modelNameField,
    brandId: brandField,
    modelId: modelField,
    yearFrom: { ...optionalYearFromField, sort: true },
    yearTo: yearToField,
  },
  ops: ['page', 'detail', 'save', 'delete', 'export'],
  permissions: REPAIR_VEHICLE_PERMISSION,
  permissionLabels: {
    add: ['关联车型', 'Associate vehicles'],
    del: ['取消关联车型', 'Remove vehicle associations'],
  },
  defaultSort: { field: 'yearFrom', order: 'asc' },
});
export const REPAIR_VEHICLE = /* @__PURE__ */ resourceContracts(repairVehicleResource);
