import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER, GENERAL_CONFIG_PERMISSION, GENERAL_CONFIG_ROUTE } from './config-names';
import { productModelsFields, revisionedStates, revisionFields } from './revisioned-fields';

/**
 * A general config (CFG-09): which software and function packages the devices of some product
 * models (and SKUs) ship with. Written and changed as revisions; the row holds what was last passed.
 */
export const generalConfigResource = defineResource({
  name: 'generalConfig',
  label: ['通用配置', 'General config'],
  api: { service: 'config', base: '/generalConfig' },
  screen: {
    route: GENERAL_CONFIG_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'ControlOutlined', sortOrder: 1, label: ['通用配置', 'General configs'] },
    forms: 'routes',
    rowName: 'configNo',
  },
  fields: {
    configNo: { schema: z.string(), label: ['配置编号', 'Config number'], readOnly: true, filter: 'prefix', sort: true, list: { width: 170, fixed: 'left' } },
    ...productModelsFields,
    softwarePackageNo: { schema: ZCode, label: ['软件包编号', 'Software package number'], filter: 'prefix', list: { width: 160 } },
    functionPackageNo: { schema: ZCode.optional(), label: ['功能包编号', 'Function package number'], filter: 'prefix', list: { width: 160 } },
    skuCodes: { schema: z.array(ZCode).max(100).default([]), label: ['SKU列表', 'SKU list'], list: false, xlsx: false },
    skuList: { schema: z.string(), label: ['SKU列表', 'SKU list'], readOnly: true, list: { width: 180 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    ...revisionFields,
  },
  states: revisionedStates('disable'),
  ops: ['page', 'detail', 'export'],
  permissions: GENERAL_CONFIG_PERMISSION,
  permissionLabels: {
    review: ['审核通用配置', 'Review general configs'],
    disable: ['启用与禁用通用配置', 'Enable and disable general configs'],
  },
  defaultSort: { field: 'configNo', order: 'desc' },
});
export const GENERAL_CONFIG = resourceContracts(generalConfigResource);
export type TGeneralConfigRow = z.infer<typeof GENERAL_CONFIG.ZRow>;
