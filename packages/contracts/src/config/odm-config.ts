import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode } from '../kit/strings';
import { CONFIG_FOLDER, ODM_CONFIG_ROUTE } from './config-names';
import { productModelField, remarkField, timedFields } from './legacy-fields';
import { ODM_CONFIG_PERMISSION } from './product-setup-names';
import { CONFIG_STATES } from './revisions';
import { oldConfigTransitions } from './sn-common';

/** An ODM product config (CFG-09: sequence number, channel, effect time, duration) for a product model made for a partner. */
export const odmConfigResource = defineResource({
  name: 'odmProductConfig',
  label: ['ODM产品配置', 'ODM product config'],
  api: { service: 'config', base: '/odmProductConfig' },
  screen: {
    route: ODM_CONFIG_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'ShopOutlined', sortOrder: 21, label: ['ODM产品配置', 'ODM product configs'] },
    forms: 'dialog',
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
    productModel: {
      ...productModelField,
      sort: true,
      list: { width: 150 },
    },
    ...timedFields,
    remark: remarkField,
  },
  states: { field: 'status', initial: 'new', values: CONFIG_STATES, transitions: oldConfigTransitions('disable', 'disable') },
  ops: ['page', 'detail', 'save', 'update', 'export'],
  permissions: ODM_CONFIG_PERMISSION,
  permissionLabels: { disable: ['确认、启用与禁用ODM产品配置', 'Confirm, enable and disable ODM product configs'] },
  defaultSort: { field: 'seqNo', order: 'desc' },
});
export const ODM_CONFIG = /* @__PURE__ */ resourceContracts(odmConfigResource);
