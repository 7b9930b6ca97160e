import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode } from '../kit/strings';
import { CONFIG_FOLDER } from './config-names';
import { remarkField } from './legacy-fields';
import { CONFIG_STATES } from './revisions';
import { snConfigTransitions } from './sn-common';
import { SN_SPECIAL_PATHS, SN_SPECIAL_PERMISSION, SN_SPECIAL_ROUTE } from './sn-names';
import { DURATION_DAYS_MAX, EFFECT_TYPES, ORDER_TYPES } from './special-config';

/**
 * An old special SN config: what one SN gets from an effect time for some days. The SN must exist
 * (102053), the effect time must not be in the past (CFG-04, 102050), at most 10,000 days (CFG-05),
 * the effect type is required (CFG-06). Added and confirmed, never edited.
 */
export const snSpecialConfigResource = defineResource({
  name: 'snSpecialConfig',
  label: ['特殊SN配置', 'Special SN config'],
  api: { service: 'config', base: '/snSpecial' },
  screen: {
    route: SN_SPECIAL_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'TagOutlined', sortOrder: 12, label: ['特殊SN配置', 'Special SN configs'] },
    forms: 'routes',
    formPaths: SN_SPECIAL_PATHS,
    rowName: 'sn',
  },
  fields: {
    sn: { schema: ZCode, label: ['SN', 'SN'], filter: 'prefix', sort: true, list: { width: 160, fixed: 'left' } },
    channel: { schema: ZCode.optional(), label: ['渠道', 'Channel'], filter: 'prefix', list: { width: 120 } },
    effectAt: { schema: z.iso.datetime({ offset: true }), label: ['生效时间', 'Effective time'], kind: 'dateTime', list: { width: 170 } },
    durationDays: {
      schema: z.number().int().min(1).max(DURATION_DAYS_MAX),
      label: ['订单时长(天)', 'Order duration (days)'],
      kind: 'number',
      list: { width: 120 },
    },
    effectType: {
      schema: z.enum(Object.keys(EFFECT_TYPES) as [keyof typeof EFFECT_TYPES]),
      label: ['生效类型', 'Effect type'],
      kind: 'select',
      options: { values: EFFECT_TYPES },
      filter: 'eq',
      list: { width: 130 },
    },
    orderType: {
      schema: z.enum(Object.keys(ORDER_TYPES) as [keyof typeof ORDER_TYPES]).optional(),
      label: ['订单类型', 'Order type'],
      kind: 'select',
      options: { values: ORDER_TYPES },
      filter: 'eq',
      list: { width: 110 },
    },
    remark: remarkField,
  },
  states: { field: 'status', initial: 'new', values: CONFIG_STATES, transitions: snConfigTransitions },
  ops: ['page', 'detail', 'save', 'export'],
  permissions: SN_SPECIAL_PERMISSION,
  permissionLabels: {
    confirm: ['确认特殊SN配置', 'Confirm special SN configs'],
    disable: ['启用与禁用特殊SN配置', 'Enable and disable special SN configs'],
  },
});
export const SN_SPECIAL = /* @__PURE__ */ resourceContracts(snSpecialConfigResource);
