import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER, PRODUCT_CONFIG_PERMISSION, PRODUCT_CONFIG_ROUTE } from './config-names';
import { revisionedStates, revisionFields } from './revisioned-fields';

export const ACTIVATION_TYPES = {
  firstUse: ['首次使用激活', 'On first use'],
  binding: ['绑定激活', 'On binding'],
  code: ['激活码激活', 'By activation code'],
} as const;
export const GOODS_TYPES = {
  device: ['整机', 'Device'],
  software: ['软件', 'Software'],
  accessory: ['配件', 'Accessory'],
} as const;
/** CFG-08: the most vehicle brands a buyer may choose. */
export const BRAND_COUNT_MAX = 999;

/**
 * A product configuration package (CFG-08/09): what a product model's package contains — firmware,
 * software package, activation type and how many vehicle brands a buyer may choose.
 */
export const productConfigResource = defineResource({
  name: 'productConfig',
  label: ['产品配置包', 'Product config package'],
  api: { service: 'config', base: '/productConfig' },
  screen: {
    route: PRODUCT_CONFIG_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'AppstoreOutlined', sortOrder: 3, label: ['产品配置包', 'Product config packages'] },
    forms: 'routes',
    rowName: 'name',
  },
  fields: {
    packageNo: {
      schema: z.string(),
      label: ['配置包编号', 'Package number'],
      readOnly: true,
      filter: 'prefix',
      sort: true,
      list: { width: 170, fixed: 'left' },
    },
    name: { schema: ZName, label: ['配置包名称', 'Package name'], filter: 'prefix', sort: true, list: { width: 180 } },
    productModelId: {
      schema: ZId,
      label: ['产品型号', 'Product model'],
      kind: 'select',
      options: { lookup: 'productModels' },
      filter: 'eq',
      list: false,
      xlsx: false,
    },
    productModel: { schema: z.string(), label: ['产品型号', 'Product model'], readOnly: true, list: { width: 150 } },
    softwarePackageNo: { schema: ZCode, label: ['软件包编号', 'Software package number'], filter: 'prefix', list: { width: 160 } },
    firmware: { schema: ZCode.optional(), label: ['固件', 'Firmware'], list: { width: 130 } },
    activationType: {
      schema: z.enum(Object.keys(ACTIVATION_TYPES) as [keyof typeof ACTIVATION_TYPES]),
      label: ['激活类型', 'Activation type'],
      kind: 'select',
      options: { values: ACTIVATION_TYPES },
      filter: 'eq',
      list: { width: 130 },
    },
    brandCount: { schema: z.number().int().min(0).max(BRAND_COUNT_MAX), label: ['可选品牌数', 'Selectable brand count'], kind: 'number', list: { width: 110 } },
    manufacturer: { schema: ZName.optional(), label: ['厂商', 'Manufacturer'], list: { width: 130 } },
    goodsType: {
      schema: z.enum(Object.keys(GOODS_TYPES) as [keyof typeof GOODS_TYPES]).optional(),
      label: ['商品类型', 'Goods type'],
      kind: 'select',
      options: { values: GOODS_TYPES },
      filter: 'eq',
      list: { width: 110 },
    },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    ...revisionFields,
  },
  states: revisionedStates('disable'),
  ops: ['page', 'detail', 'export'],
  permissions: PRODUCT_CONFIG_PERMISSION,
  permissionLabels: {
    review: ['审核产品配置包', 'Review product config packages'],
    disable: ['启用与禁用产品配置包', 'Enable and disable product config packages'],
  },
  defaultSort: { field: 'packageNo', order: 'desc' },
});
export const PRODUCT_CONFIG = resourceContracts(productConfigResource);
