import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { ZCode, ZName, ZText } from '../kit/strings';
import { ZPropertyName } from './registry';
import { TRACKING_HOT_FUNCTION_PERMISSION, TRACKING_ROUTES } from './tracking-names';

/**
 * The hot functions of a software (the quality screen's failure rates): an event, and the property
 * and value that mark one of its calls as failed (e.g. `diag.run` with `result` = `fail`).
 */
export const hotFunctionResource = defineResource({
  name: 'trackingHotFunction',
  label: ['热点功能', 'Hot function'],
  api: { service: 'tracking', base: '/hotFunction' },
  screen: {
    route: TRACKING_ROUTES.hotFunctions,
    menu: { parent: '/buryingPoint', icon: 'ThunderboltOutlined', sortOrder: 9, label: ['热点功能配置', 'Hot functions'] },
    forms: 'dialog',
    rowName: ['nameZh', 'nameEn'],
  },
  fields: {
    softCode: { schema: ZCode, label: ['软件编码', 'Software code'], filter: 'prefix', sort: true, list: { width: 140 } },
    nameZh: { schema: ZName, label: ['中文名称', 'Chinese name'], list: { width: 150 } },
    nameEn: { schema: ZName, label: ['英文名称', 'English name'], list: { width: 160 } },
    eventId: { schema: ZId, label: ['事件', 'Event'], kind: 'select', options: { lookup: 'trackingEvents' }, list: false, xlsx: false },
    eventCode: { schema: z.string(), label: ['事件编码', 'Event code'], readOnly: true, list: { width: 160 } },
    failureProperty: { schema: ZPropertyName, label: ['失败标记属性', 'Failure property'], list: { width: 140 } },
    failureValue: { schema: ZText.trim().min(1).max(64), label: ['失败标记值', 'Failure value'], list: { width: 120 } },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete'],
  permissions: TRACKING_HOT_FUNCTION_PERMISSION,
  permissionLabels: { view: ['查看热点功能', 'View hot functions'] },
  defaultSort: { field: 'softCode', order: 'asc' },
});

export const HOT_FUNCTION_CONTRACTS = /* @__PURE__ */ resourceContracts(hotFunctionResource);
export type THotFunction = z.infer<typeof HOT_FUNCTION_CONTRACTS.ZRow>;
export const HOT_FUNCTION_PERMISSIONS = /* @__PURE__ */ resourcePermissions(hotFunctionResource);
