import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER, CONFIG_PACK_PERMISSION, CONFIG_PACK_ROUTE } from './config-names';
import { productModelsFields, revisionedStates, revisionFields } from './revisioned-fields';

/** A software config pack (/configPack): the software and function packages a set of product models is released with, reviewed before it applies. */
export const configPackResource = defineResource({
  name: 'configPack',
  label: ['软件配置包', 'Software config pack'],
  api: { service: 'config', base: '/configPack' },
  screen: {
    route: CONFIG_PACK_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'AppstoreAddOutlined', sortOrder: 7, label: ['软件配置包', 'Software config packs'] },
    forms: 'routes',
    rowName: 'name',
  },
  fields: {
    packNo: { schema: z.string(), label: ['配置包编号', 'Pack number'], readOnly: true, filter: 'prefix', sort: true, list: { width: 170, fixed: 'left' } },
    name: { schema: ZName, label: ['配置包名称', 'Pack name'], filter: 'prefix', list: { width: 180 } },
    ...productModelsFields,
    softwarePackageNo: { schema: ZCode, label: ['软件包编号', 'Software package number'], filter: 'prefix', list: { width: 160 } },
    functionPackageNo: { schema: ZCode.optional(), label: ['功能包编号', 'Function package number'], list: { width: 160 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    ...revisionFields,
  },
  states: revisionedStates('disable'),
  ops: ['page', 'detail', 'export'],
  permissions: CONFIG_PACK_PERMISSION,
  permissionLabels: {
    review: ['审核软件配置包', 'Review software config packs'],
    disable: ['启用与禁用软件配置包', 'Enable and disable software config packs'],
  },
  defaultSort: { field: 'packNo', order: 'desc' },
});
export const CONFIG_PACK = resourceContracts(configPackResource);
