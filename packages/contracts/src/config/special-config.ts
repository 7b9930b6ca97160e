import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER, SPECIAL_CONFIG_PERMISSION, SPECIAL_CONFIG_ROUTE } from './config-names';
import { CONFIG_STATES } from './revisions';

/** CFG-06: when a special config takes effect. CFG-07: an SN not activated yet takes it on activation either way. */
export const EFFECT_TYPES = {
  immediate: ['按生效时间生效', 'At the effect time'],
  onActivation: ['激活后生效', 'On activation'],
} as const;
export const ORDER_TYPES = {
  newOrder: ['新购', 'New order'],
  renewal: ['续费', 'Renewal'],
  gift: ['赠送', 'Gift'],
  replacement: ['换机', 'Replacement'],
} as const;
/** CFG-05: a custom duration is at most 10,000 days. */
export const DURATION_DAYS_MAX = 10000;
/** Where a special config is in its life on the app's clock. */
export const SPECIAL_PHASES = {
  scheduled: ['待生效', 'Scheduled'],
  awaitingActivation: ['待激活生效', 'Awaiting activation'],
  active: ['生效中', 'In effect'],
  expired: ['已过期', 'Expired'],
} as const;

/** A special config (CFG-09): what one SN gets on top of its general and product configs, for an order or a channel. */
export const specialConfigResource = defineResource({
  name: 'specialConfig',
  label: ['特殊配置', 'Special config'],
  api: { service: 'config', base: '/specialConfig' },
  screen: {
    route: SPECIAL_CONFIG_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'TagsOutlined', sortOrder: 2, label: ['特殊配置', 'Special configs'] },
    forms: 'dialog',
    rowName: 'sn',
  },
  fields: {
    sn: { schema: ZCode, label: ['SN', 'SN'], filter: 'prefix', sort: true, list: { width: 160, fixed: 'left' }, form: { lockedOnEdit: true } },
    channelId: { schema: ZId.optional(), label: ['渠道', 'Channel'], kind: 'select', options: { lookup: 'channels' }, filter: 'eq', list: false, xlsx: false },
    channel: { schema: z.string(), label: ['渠道', 'Channel'], readOnly: true, list: { width: 120 } },
    effectType: {
      schema: z.enum(Object.keys(EFFECT_TYPES) as [keyof typeof EFFECT_TYPES]),
      label: ['生效类型', 'Effect type'],
      kind: 'select',
      options: { values: EFFECT_TYPES },
      filter: 'eq',
      list: { width: 130 },
    },
    effectAt: {
      schema: z.iso.datetime({ offset: true }),
      label: ['生效时间', 'Effective time'],
      kind: 'dateTime',
      filter: 'dateRange',
      sort: true,
      list: { width: 170 },
    },
    durationDays: {
      schema: z.number().int().min(1).max(DURATION_DAYS_MAX),
      label: ['订单时长(天)', 'Order duration (days)'],
      kind: 'number',
      list: { width: 120 },
    },
    endAt: { schema: z.string(), label: ['结束时间', 'End time'], kind: 'dateTime', readOnly: true, list: { width: 170 } },
    orderType: {
      schema: z.enum(Object.keys(ORDER_TYPES) as [keyof typeof ORDER_TYPES]),
      label: ['订单类型', 'Order type'],
      kind: 'select',
      options: { values: ORDER_TYPES },
      filter: 'eq',
      list: { width: 110 },
    },
    softwarePackageNo: { schema: ZCode.optional(), label: ['软件包编号', 'Software package number'], list: { width: 150 } },
    functionPackageNo: { schema: ZCode.optional(), label: ['功能包编号', 'Function package number'], list: { width: 150 } },
    brandCount: { schema: z.number().int().min(0).max(999).optional(), label: ['可选品牌数', 'Selectable brand count'], kind: 'number', list: { width: 110 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    phase: {
      schema: z.enum(Object.keys(SPECIAL_PHASES) as [keyof typeof SPECIAL_PHASES]),
      label: ['生效阶段', 'Phase'],
      kind: 'select',
      options: { values: SPECIAL_PHASES, colors: { scheduled: 'blue', awaitingActivation: 'orange', active: 'green', expired: 'default' } },
      readOnly: true,
      list: { width: 120 },
      xlsx: false,
    },
  },
  states: {
    field: 'status',
    initial: 'new',
    values: CONFIG_STATES,
    transitions: {
      confirm: { from: ['new'], to: 'confirmed', label: ['确认', 'Confirm'], permission: 'disable' },
      disable: { from: ['confirmed', 'new'], to: 'disabled', label: ['禁用', 'Disable'], permission: 'disable', danger: true },
      enable: { from: ['disabled'], to: 'confirmed', label: ['启用', 'Enable'], permission: 'disable' },
    },
    events: { tookEffect: ['开始生效', 'Took effect'], expired: ['到期失效', 'Expired'] },
  },
  ops: ['page', 'detail', 'save', 'update', 'export', 'import', 'template'],
  // a batch for an order or a channel applies whole or not at all
  importAtomic: true,
  permissions: SPECIAL_CONFIG_PERMISSION,
  permissionLabels: {
    disable: ['确认、启用与禁用特殊配置', 'Confirm, enable and disable special configs'],
    effective: ['查看SN生效配置', "View an SN's effective configuration"],
  },
  defaultSort: { field: 'effectAt', order: 'desc' },
});
export const SPECIAL_CONFIG = resourceContracts(specialConfigResource);

/** CFG-02: a set of special configs enabled or disabled together, answered per item. */
export const ZSpecialSetRequest = z.object({ ids: z.array(ZId).min(1).max(1000) }).strict();
export const ZSpecialSetResult = z.object({
  done: z.array(z.number()),
  refused: z.array(z.object({ id: z.number(), sn: z.string(), code: z.number(), message: z.string() })),
});

/**
 * A special config for a list of SNs (an order or a channel of up to 50,000 devices): the values every
 * SN gets, sent as the `defaults` field beside an Excel of SNs; dry run, report and commit as any import.
 */
export const SPECIAL_SN_LIST_MAX = 50_000;
export const ZSpecialSnListDefaults = SPECIAL_CONFIG.ZSave.omit({ sn: true }).strict();
export type TSpecialSnListDefaults = z.infer<typeof ZSpecialSnListDefaults>;
