import { z } from 'zod';
import type { Text2 } from '../kit/resource';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZName } from '../kit/strings';
import { CONFIG_FOLDER } from './config-names';
import { productModelField } from './legacy-fields';
import { PACKAGING_PERMISSION, PACKING_PERMISSION, SN_PACKAGE_ROUTE } from './sn-names';

/** PACK-01: a box is packed, then some or all of its SNs are unbound. */
export const PACKING_STATES = {
  boxed: { label: ['已装箱', 'Boxed'] as Text2, color: 'processing' as const },
  partlyUnbound: { label: ['部分解绑', 'Partly unbound'] as Text2, color: 'warning' as const },
  unbound: { label: ['已解绑', 'Unbound'] as Text2, color: 'default' as const },
};

/** A packing record (PACK-01, PACK-03): a box of a production task and who packed and unbound it. */
export const packingResource = defineResource({
  name: 'packingRecord',
  label: ['装箱记录', 'Packing record'],
  api: { service: 'config', base: '/packing' },
  screen: {
    route: SN_PACKAGE_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'InboxOutlined', sortOrder: 20, label: ['SN包装', 'SN packages'] },
    forms: 'dialog',
    rowName: 'boxNo',
  },
  fields: {
    taskNo: { schema: ZCode, label: ['任务单号', 'Task number'], filter: 'prefix', sort: true, list: { width: 150, fixed: 'left' } },
    boxNo: { schema: ZCode, label: ['箱号', 'Box number'], filter: 'prefix', sort: true, list: { width: 150 } },
    packDate: { schema: z.iso.date(), label: ['日期', 'Date'], kind: 'date', filter: 'dateRange', sort: true, list: { width: 120 } },
    source: { schema: ZName.optional(), label: ['来源', 'Source'], list: { width: 120 } },
    productionPlan: { schema: ZCode.optional(), label: ['生产计划', 'Production plan'], filter: 'prefix', list: { width: 150 } },
    productModel: {
      ...productModelField,
      list: { width: 140 },
    },
    sequence: { schema: z.number().int().min(1).max(1_000_000), label: ['序号', 'Sequence'], kind: 'number', list: { width: 90 } },
    packer: { schema: ZName.optional(), label: ['装箱人', 'Packer'], list: { width: 110 } },
    unbinder: { schema: z.string(), label: ['解绑人', 'Unbinder'], readOnly: true, list: { width: 110 } },
  },
  states: {
    field: 'status',
    initial: 'boxed',
    values: PACKING_STATES,
    transitions: {
      unbindPart: { from: ['boxed', 'partlyUnbound'], to: 'partlyUnbound', label: ['部分解绑', 'Unbind some'], permission: 'unbind', reason: true },
      unbind: { from: ['boxed', 'partlyUnbound'], to: 'unbound', label: ['解绑', 'Unbind'], permission: 'unbind', danger: true },
    },
  },
  ops: ['page', 'detail', 'save', 'export'],
  permissions: PACKING_PERMISSION,
  permissionLabels: { unbind: ['解绑装箱', 'Unbind packing'] },
  defaultSort: { field: 'packDate', order: 'desc' },
});
export const PACKING = /* @__PURE__ */ resourceContracts(packingResource);

/** PACK-02: packaged, then unbound with a reason. */
export const PACKAGING_STATES = {
  packaged: { label: ['已包装', 'Packaged'] as Text2, color: 'processing' as const },
  unbound: { label: ['已解绑', 'Unbound'] as Text2, color: 'default' as const },
};

/** A packaging record (PACK-02, PACK-03): a host SN packaged with its key component. */
export const packagingResource = defineResource({
  name: 'packagingRecord',
  label: ['包装记录', 'Packaging record'],
  api: { service: 'config', base: '/packaging' },
  screen: {
    route: SN_PACKAGE_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'InboxOutlined', sortOrder: 20, label: ['SN包装', 'SN packages'] },
    forms: 'dialog',
    rowName: 'hostSn',
  },
  fields: {
    taskNo: { schema: ZCode, label: ['任务单号', 'Task number'], filter: 'prefix', sort: true, list: { width: 150, fixed: 'left' } },
    hostSn: { schema: ZCode, label: ['主机SN', 'Host SN'], filter: 'prefix', sort: true, list: { width: 160 } },
    hostSku: { schema: ZCode, label: ['主机SKU', 'Host SKU'], filter: 'prefix', list: { width: 140 } },
    keySn: { schema: ZCode, label: ['关键件SN', 'Key component SN'], filter: 'prefix', list: { width: 160 } },
    unbindReason: { schema: z.string(), label: ['解绑原因', 'Unbind reason'], readOnly: true, list: { width: 180 } },
  },
  states: {
    field: 'status',
    initial: 'packaged',
    values: PACKAGING_STATES,
    transitions: { unbind: { from: ['packaged'], to: 'unbound', label: ['解绑', 'Unbind'], permission: 'unbind', reason: true, danger: true } },
  },
  ops: ['page', 'detail', 'save', 'export'],
  permissions: PACKAGING_PERMISSION,
  permissionLabels: { unbind: ['解绑包装', 'Unbind packaging'] },
});
export const PACKAGING = /* @__PURE__ */ resourceContracts(packagingResource);
