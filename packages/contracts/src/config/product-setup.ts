import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName } from '../kit/strings';
import { CONFIG_FOLDER } from './config-names';
import { productModelField, remarkField } from './legacy-fields';
import { productConfigResource } from './product-config';
import {
  APP_FUNCTION_PERMISSION,
  APP_FUNCTION_ROUTE,
  PRODUCT_CONFIGURATION_PATHS,
  PRODUCT_CONFIGURATION_PERMISSION,
  PRODUCT_CONFIGURATION_ROUTE,
  PRODUCT_MODEL_CONFIGURATION_PERMISSION,
  PRODUCT_MODEL_CONFIGURATION_ROUTE,
} from './product-setup-names';

/** A product configuration: the firmware and software package a product model's devices are made with (edit and detail take ?id=). */
export const productConfigurationResource = defineResource({
  name: 'productConfiguration',
  label: ['产品配置', 'Product configuration'],
  api: { service: 'config', base: '/productConfiguration' },
  screen: {
    route: PRODUCT_CONFIGURATION_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'BuildOutlined', sortOrder: 16, label: ['产品配置', 'Product configuration'] },
    forms: 'routes',
    formPaths: PRODUCT_CONFIGURATION_PATHS,
    rowName: 'name',
  },
  fields: {
    name: { schema: ZName, label: ['配置名称', 'Config name'], filter: 'prefix', sort: true, list: { width: 180, fixed: 'left' } },
    productModel: {
      ...productModelField,
      sort: true,
      list: { width: 150 },
    },
    firmware: { schema: ZCode.optional(), label: ['固件', 'Firmware'], list: { width: 130 } },
    softwarePackageNo: { schema: ZCode, label: ['软件包编号', 'Software package number'], filter: 'prefix', list: { width: 160 } },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: PRODUCT_CONFIGURATION_PERMISSION,
});
export const PRODUCT_CONFIGURATION = /* @__PURE__ */ resourceContracts(productConfigurationResource);

/** A product model's configuration: how it activates and how many vehicle brands a buyer may choose (one per model). */
export const productModelConfigurationResource = defineResource({
  name: 'productModelConfiguration',
  label: ['产品型号配置', 'Product model configuration'],
  api: { service: 'config', base: '/productModelConfiguration' },
  screen: {
    route: PRODUCT_MODEL_CONFIGURATION_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'ClusterOutlined', sortOrder: 17, label: ['产品型号配置', 'Product model configuration'] },
    forms: 'routes',
    formBase: '/productModelConfiguration',
    rowName: 'productModel',
  },
  fields: {
    productModel: {
      ...productModelField,
      sort: true,
      list: { width: 160, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    // as a product config package has them (CFG-08)
    activationType: productConfigResource.fields.activationType,
    brandCount: productConfigResource.fields.brandCount,
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: PRODUCT_MODEL_CONFIGURATION_PERMISSION,
});
export const PRODUCT_MODEL_CONFIGURATION = /* @__PURE__ */ resourceContracts(productModelConfigurationResource);

/** An app function: its code, its names in both languages and whether the app offers it. */
export const appFunctionResource = defineResource({
  name: 'appFunction',
  label: ['App功能', 'App function'],
  api: { service: 'config', base: '/appFunction' },
  screen: {
    route: APP_FUNCTION_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'MobileOutlined', sortOrder: 18, label: ['App功能配置', 'App function config'] },
    forms: 'dialog',
    rowName: ['nameZh', 'nameEn'],
  },
  fields: {
    code: {
      schema: ZCode,
      label: ['功能编码', 'Function code'],
      filter: 'prefix',
      sort: true,
      list: { width: 160, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    nameZh: { schema: ZName, label: ['中文名称', 'Chinese name'], list: { width: 180 } },
    nameEn: { schema: ZName, label: ['英文名称', 'English name'], list: { width: 180 } },
  },
  filters: { name: { label: ['名称', 'Name'], prefixOf: ['nameZh', 'nameEn'] } },
  states: {
    field: 'enabled',
    boolean: true,
    initial: 'true',
    values: { true: { label: ['启用', 'Enabled'], color: 'green' }, false: { label: ['停用', 'Disabled'], color: 'default' } },
    transitions: {
      enable: { from: ['false'], to: 'true', label: ['启用', 'Enable'], permission: 'switch', reason: false, saved: true },
      disable: { from: ['true'], to: 'false', label: ['停用', 'Disable'], permission: 'switch', reason: false, danger: true, saved: true },
    },
  },
  ops: ['page', 'detail', 'save', 'update', 'export'],
  permissions: APP_FUNCTION_PERMISSION,
  permissionLabels: { switch: ['启用与停用App功能', 'Enable and disable app functions'] },
  defaultSort: { field: 'code', order: 'asc' },
});
export const APP_FUNCTION = /* @__PURE__ */ resourceContracts(appFunctionResource);
