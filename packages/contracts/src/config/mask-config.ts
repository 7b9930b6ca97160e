import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER, MASK_CONFIG_PERMISSION, MASK_CONFIG_ROUTE } from './config-names';
import { productModelsFields, revisionedStates, revisionFields } from './revisioned-fields';

/** A function-mask config: functions the devices of some product models must not offer, whatever else grants them. */
export const maskConfigResource = defineResource({
  name: 'maskConfig',
  label: ['功能屏蔽配置', 'Function mask config'],
  api: { service: 'config', base: '/maskConfig' },
  screen: {
    route: MASK_CONFIG_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'EyeInvisibleOutlined', sortOrder: 6, label: ['功能屏蔽配置', 'Function mask configs'] },
    forms: 'routes',
    formBase: '/configManagement/functionMaskConfig',
    rowName: 'name',
  },
  fields: {
    maskNo: { schema: z.string(), label: ['屏蔽编号', 'Mask number'], readOnly: true, filter: 'prefix', sort: true, list: { width: 170, fixed: 'left' } },
    name: { schema: ZName, label: ['名称', 'Name'], filter: 'prefix', list: { width: 180 } },
    ...productModelsFields,
    functionCodes: { schema: z.array(ZCode).min(1).max(200), label: ['屏蔽功能', 'Masked functions'], list: false, xlsx: false },
    functions: { schema: z.string(), label: ['屏蔽功能', 'Masked functions'], readOnly: true, list: { width: 220 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    ...revisionFields,
  },
  states: revisionedStates('disable'),
  ops: ['page', 'detail', 'export'],
  permissions: MASK_CONFIG_PERMISSION,
  permissionLabels: {
    review: ['审核功能屏蔽配置', 'Review function mask configs'],
    disable: ['启用与禁用功能屏蔽配置', 'Enable and disable function mask configs'],
  },
  defaultSort: { field: 'maskNo', order: 'desc' },
});
export const MASK_CONFIG = resourceContracts(maskConfigResource);
