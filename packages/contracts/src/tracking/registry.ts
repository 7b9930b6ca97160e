import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { NAME_MAX, ZName, ZRemark, ZText } from '../kit/strings';
import { TRACKING_EVENT_PERMISSION, TRACKING_PUBLIC_EVENT_PERMISSION, TRACKING_ROUTES } from './tracking-names';

/**
 * The event registry (issue 34 §3): every event an app may send, custom (one app's) or public (shared
 * by every app), with its bilingual name and description, its owner, a typed property schema and how
 * strictly ingestion holds events to it: off (stored unchecked), warn (stored, the breach listed on the
 * ingestion-warnings view) or reject (refused with its reason, the rest of the batch stored).
 */
export const EVENT_PROPERTY_TYPES = { string: ['文本', 'Text'], number: ['数值', 'Number'], boolean: ['布尔', 'Boolean'] } as const;
export const EVENT_ENFORCEMENTS = { off: ['不校验', 'Off'], warn: ['告警', 'Warn'], reject: ['拒收', 'Reject'] } as const;
export const EVENT_KINDS = ['custom', 'public'] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];
/** An event's properties at most; its enum values at most. */
export const EVENT_PROPERTIES_MAX = 50;
export const EVENT_ENUM_VALUES_MAX = 50;

/** An event's code as the apps send it: lower-case letters, digits, `_` and `.`, starting with a letter. */
export const ZEventCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.]{1,63}$/, 'must be 2–64 lower-case letters, digits, "_" or ".", starting with a letter');
export const ZPropertyName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'must be 1–40 letters, digits or "_", starting with a letter');

export const ZEventProperty = z
  .object({
    name: ZPropertyName,
    type: z.enum(Object.keys(EVENT_PROPERTY_TYPES) as [keyof typeof EVENT_PROPERTY_TYPES]),
    required: z.boolean(),
    /** the values allowed (as text; a number or boolean property compares its text form) */
    enumValues: z.array(ZText.trim().min(1).max(64)).max(EVENT_ENUM_VALUES_MAX).optional(),
    description: ZText.trim().max(NAME_MAX).optional(),
  })
  .strict();
export type TEventProperty = z.infer<typeof ZEventProperty>;
export const ZEventProperties = z
  .array(ZEventProperty)
  .max(EVENT_PROPERTIES_MAX)
  .refine((ps) => new Set(ps.map((p) => p.name)).size === ps.length, 'property names must be unique');

const eventFields = {
  code: {
    schema: ZEventCode,
    label: ['事件编码', 'Event code'],
    filter: 'prefix',
    sort: true,
    list: { width: 180, fixed: 'left' },
    form: { lockedOnEdit: true },
  },
  nameZh: { schema: ZName, label: ['中文名称', 'Chinese name'], list: { width: 160 } },
  nameEn: { schema: ZName, label: ['英文名称', 'English name'], list: { width: 180 } },
  owner: { schema: ZName, label: ['负责人', 'Owner'], filter: 'prefix', list: { width: 120 } },
  enforcement: {
    schema: z.enum(Object.keys(EVENT_ENFORCEMENTS) as [keyof typeof EVENT_ENFORCEMENTS]),
    label: ['校验方式', 'Enforcement'],
    kind: 'select',
    options: { values: EVENT_ENFORCEMENTS, colors: { off: 'default', warn: 'orange', reject: 'red' } },
    filter: 'eq',
    list: { width: 110 },
  },
  propertyCount: { schema: z.number(), label: ['属性数', 'Properties'], kind: 'number', readOnly: true, list: { width: 90 }, xlsx: false },
  descriptionZh: { schema: ZRemark.trim().optional(), label: ['中文描述', 'Chinese description'], kind: 'textarea', list: false, form: { span: 24 } },
  descriptionEn: { schema: ZRemark.trim().optional(), label: ['英文描述', 'English description'], kind: 'textarea', list: false, form: { span: 24 } },
  properties: { schema: ZEventProperties, label: ['属性定义', 'Properties'], list: false, xlsx: false, form: { span: 24 } },
} as const;

export const trackingEventResource = defineResource({
  name: 'trackingEvent',
  label: ['自定义事件', 'Custom event'],
  api: { service: 'tracking', base: '/customEvent' },
  screen: {
    route: TRACKING_ROUTES.customEvents,
    menu: { parent: '/buryingPoint', icon: 'TagsOutlined', sortOrder: 1, label: ['自定义事件', 'Custom events'] },
    forms: 'routes',
    copy: true,
    rowName: ['nameZh', 'nameEn'],
  },
  fields: eventFields,
  filters: { name: { label: ['事件名称', 'Event name'], prefixOf: ['nameZh', 'nameEn'] } },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: TRACKING_EVENT_PERMISSION,
  permissionLabels: { view: ['查看自定义事件', 'View custom events'], export: ['导出自定义事件', 'Export custom events'] },
  defaultSort: { field: 'code', order: 'asc' },
});

export const publicEventResource = defineResource({
  name: 'trackingPublicEvent',
  label: ['公共事件', 'Public event'],
  api: { service: 'tracking', base: '/publicEvent' },
  screen: {
    route: TRACKING_ROUTES.publicEvents,
    menu: { parent: '/buryingPoint', icon: 'GlobalOutlined', sortOrder: 2, label: ['公共事件', 'Public events'] },
    forms: 'routes',
    rowName: ['nameZh', 'nameEn'],
  },
  fields: eventFields,
  filters: { name: { label: ['事件名称', 'Event name'], prefixOf: ['nameZh', 'nameEn'] } },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: TRACKING_PUBLIC_EVENT_PERMISSION,
  permissionLabels: { view: ['查看公共事件', 'View public events'], export: ['导出公共事件', 'Export public events'] },
  defaultSort: { field: 'code', order: 'asc' },
});

export const TRACKING_EVENT_CONTRACTS = /* @__PURE__ */ resourceContracts(trackingEventResource);
export const PUBLIC_EVENT_CONTRACTS = /* @__PURE__ */ resourceContracts(publicEventResource);
export type TTrackingEvent = z.infer<typeof TRACKING_EVENT_CONTRACTS.ZRow>;
export const TRACKING_EVENT_PERMISSIONS = /* @__PURE__ */ resourcePermissions(trackingEventResource);
export const PUBLIC_EVENT_PERMISSIONS = /* @__PURE__ */ resourcePermissions(publicEventResource);

/** The events a form may pick (hot functions, searches): id, code and both names. */
export const ZEventOption = z.object({ id: z.number(), code: z.string(), nameZh: z.string(), nameEn: z.string(), kind: z.enum(EVENT_KINDS) });
export type TEventOption = z.infer<typeof ZEventOption>;
