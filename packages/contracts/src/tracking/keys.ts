import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { ZName, ZRemark } from '../kit/strings';
import { TRACKING_KEY_PERMISSION, TRACKING_ROUTES } from './tracking-names';

/** The header an app sends its tracking public key in. */
export const TRACKING_KEY_HEADER = 'x-tracking-key';
export const TRACKING_KEY_PREFIX = 'tk_';

/**
 * The public keys of the apps that send events: issued once and shown once (the save's reply carries
 * `key`, nothing after it does), kept as a SHA-256, enabled or disabled; a disabled or unknown key sends nothing.
 */
export const trackingKeyResource = defineResource({
  name: 'trackingKey',
  label: ['公钥', 'Public key'],
  api: { service: 'tracking', base: '/publicKey', summaries: { save: 'Issue a public key (the reply shows the key, once)' } },
  screen: {
    route: TRACKING_ROUTES.publicKeys,
    menu: { parent: '/buryingPoint', icon: 'KeyOutlined', sortOrder: 3, label: ['公钥管理', 'Public keys'] },
    forms: 'dialog',
    widths: { state: 90 },
  },
  fields: {
    name: { schema: ZName, label: ['应用名称', 'App name'], filter: 'prefix', sort: true, list: { width: 180 } },
    remark: { schema: ZRemark.trim().optional(), label: ['备注', 'Remark'], kind: 'textarea', list: { width: 200 }, form: { span: 24 } },
    prefix: { schema: z.string(), label: ['公钥前缀', 'Key prefix'], readOnly: true, list: { width: 130 } },
    lastUsedTime: { schema: z.string(), label: ['最近使用', 'Last used'], kind: 'dateTime', readOnly: true, list: { width: 170 } },
    /** the key itself: in the reply of its issue only */
    key: { schema: z.string(), label: ['公钥', 'Public key'], readOnly: true, list: false, form: false, xlsx: false },
  },
  states: {
    field: 'enabled',
    boolean: true,
    initial: 'true',
    values: { true: { label: ['启用', 'Enabled'], color: 'success' }, false: { label: ['停用', 'Disabled'], color: 'default' } },
    transitions: {
      enable: { from: ['false'], to: 'true', label: ['启用', 'Enable'], permission: 'edit', reason: false },
      disable: { from: ['true'], to: 'false', label: ['停用', 'Disable'], permission: 'edit', reason: false, danger: true },
    },
  },
  ops: ['page', 'detail', 'save', 'delete'],
  permissions: TRACKING_KEY_PERMISSION,
  permissionLabels: { add: ['签发公钥', 'Issue public keys'], edit: ['启用与停用公钥', 'Enable and disable public keys'] },
});

export const TRACKING_KEY_CONTRACTS = /* @__PURE__ */ resourceContracts(trackingKeyResource);
export type TTrackingKey = z.infer<typeof TRACKING_KEY_CONTRACTS.ZRow>;
export const TRACKING_KEY_PERMISSIONS = /* @__PURE__ */ resourcePermissions(trackingKeyResource);
