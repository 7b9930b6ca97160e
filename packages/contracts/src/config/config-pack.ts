import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER, CONFIG_PACK_PERMISSION, CONFIG_PACK_ROUTE } from './config-names';
import { configTransitions, OPEN_REVISION } from './general-config';
import { CONFIG_STATES } from './revisions';

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
    productModelIds: {
      schema: z.array(ZId).min(1).max(50),
      label: ['适用产品型号', 'Applicable product models'],
      kind: 'select',
      options: { lookup: 'productModels' },
      list: false,
      xlsx: false,
    },
    productModels: { schema: z.string(), label: ['适用产品型号', 'Applicable product models'], readOnly: true, list: { width: 220 } },
    softwarePackageNo: { schema: ZCode, label: ['软件包编号', 'Software package number'], filter: 'prefix', list: { width: 160 } },
    functionPackageNo: { schema: ZCode.optional(), label: ['功能包编号', 'Function package number'], list: { width: 160 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    openRevision: {
      schema: z.enum(Object.keys(OPEN_REVISION) as [keyof typeof OPEN_REVISION]),
      label: ['待审修订', 'Open revision'],
      kind: 'select',
      options: { values: OPEN_REVISION, colors: { inReview: 'processing', rejected: 'error', draft: 'default', passed: 'success', none: 'default' } },
      readOnly: true,
      filter: 'eq',
      list: { width: 120 },
    },
    creatorName: { schema: z.string(), label: ['创建人', 'Creator'], readOnly: true, list: { width: 110 } },
  },
  states: {
    field: 'status',
    initial: 'new',
    values: CONFIG_STATES,
    transitions: configTransitions('disable'),
    events: { confirmed: ['审核通过生效', 'Passed and applied'] },
  },
  ops: ['page', 'detail', 'export'],
  permissions: CONFIG_PACK_PERMISSION,
  permissionLabels: {
    review: ['审核软件配置包', 'Review software config packs'],
    disable: ['启用与禁用软件配置包', 'Enable and disable software config packs'],
  },
  defaultSort: { field: 'packNo', order: 'desc' },
});
export const CONFIG_PACK = resourceContracts(configPackResource);
