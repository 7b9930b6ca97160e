import { z } from 'zod';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER } from './config-names';
import { productModelField } from './legacy-fields';
import { OEM_DEVICE_PERMISSION, OEM_DEVICE_ROUTE } from './product-setup-names';

/** An OEM (temporary) device: an SN lent to an OEM customer until a date. */
export const oemDeviceResource = defineResource({
  name: 'oemDevice',
  label: ['OEM设备', 'OEM device'],
  api: { service: 'config', base: '/oemDevice' },
  screen: {
    route: OEM_DEVICE_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'ApiOutlined', sortOrder: 19, label: ['OEM设备', 'OEM devices'] },
    forms: 'dialog',
    rowName: 'sn',
  },
  fields: {
    sn: { schema: ZCode, label: ['SN', 'SN'], filter: 'prefix', sort: true, list: { width: 160, fixed: 'left' }, form: { lockedOnEdit: true } },
    customer: { schema: ZName, label: ['OEM客户', 'OEM customer'], filter: 'prefix', sort: true, list: { width: 180 } },
    productModel: {
      ...productModelField,
      list: { width: 150 },
    },
    validUntil: { schema: z.iso.date(), label: ['有效期至', 'Valid until'], kind: 'date', filter: 'dateRange', sort: true, list: { width: 120 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: { width: 200 }, form: { span: 24 } },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: OEM_DEVICE_PERMISSION,
  defaultSort: { field: 'validUntil', order: 'desc' },
});
export const OEM_DEVICE = /* @__PURE__ */ resourceContracts(oemDeviceResource);
