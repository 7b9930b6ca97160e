import { z } from 'zod';
import type { Text2 } from '../kit/resource';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode } from '../kit/strings';
import { CONFIG_FOLDER } from './config-names';
import { FUNCTION_CONFIG_PATHS, FUNCTION_CONFIG_PERMISSION, FUNCTION_CONFIG_ROUTE } from './function-config-names';
import { remarkField, timedFields } from './legacy-fields';

export const FUNCTION_CONFIG_TYPES = { software: ['软件配置', 'Software config'], function: ['功能配置', 'Function config'] } as const;
/** An examined config: pending until someone other than its creator passes or rejects it. */
export const EXAMINE_STATES = {
  pending: { label: ['待审核', 'Pending'] as Text2, color: 'processing' as const },
  passed: { label: ['审核通过', 'Passed'] as Text2, color: 'success' as const },
  rejected: { label: ['审核驳回', 'Rejected'] as Text2, color: 'error' as const },
};

/** A software or function config (CFG-09: sequence number, channel, effect time, duration), examined before it applies. */
export const functionConfigResource = defineResource({
  name: 'functionConfig',
  label: ['软件功能配置', 'Function config'],
  api: { service: 'config', base: '/functionConfig' },
  screen: {
    route: FUNCTION_CONFIG_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'FunctionOutlined', sortOrder: 15, label: ['软件功能配置', 'Function configs'] },
    forms: 'routes',
    formPaths: FUNCTION_CONFIG_PATHS,
    rowName: 'seqNo',
  },
  fields: {
    seqNo: {
      schema: ZCode,
      label: ['序列号', 'Sequence number'],
      filter: 'prefix',
      sort: true,
      list: { width: 160, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    type: {
      schema: z.enum(Object.keys(FUNCTION_CONFIG_TYPES) as [keyof typeof FUNCTION_CONFIG_TYPES]),
      label: ['配置类型', 'Config type'],
      kind: 'select',
      options: { values: FUNCTION_CONFIG_TYPES },
      filter: 'eq',
      list: { width: 120 },
    },
    ...timedFields,
    remark: remarkField,
    creatorName: { schema: z.string(), label: ['创建人', 'Creator'], readOnly: true, list: { width: 110 } },
  },
  states: {
    field: 'status',
    initial: 'pending',
    values: EXAMINE_STATES,
    transitions: {
      pass: { from: ['pending'], to: 'passed', label: ['审核通过', 'Pass'], permission: 'examine' },
      reject: { from: ['pending'], to: 'rejected', label: ['驳回', 'Reject'], permission: 'examine', reason: true, danger: true },
      resubmit: { from: ['rejected'], to: 'pending', label: ['重新提交', 'Resubmit'], permission: 'edit' },
    },
  },
  ops: ['page', 'detail', 'save', 'update', 'export'],
  permissions: FUNCTION_CONFIG_PERMISSION,
  permissionLabels: { examine: ['审核软件功能配置', 'Examine function configs'] },
  defaultSort: { field: 'seqNo', order: 'desc' },
});
export const FUNCTION_CONFIG = /* @__PURE__ */ resourceContracts(functionConfigResource);
