import { z } from 'zod';
import { ZId } from '../common/envelope';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode, ZRemark } from '../kit/strings';
import { CONFIG_FOLDER, GENERAL_CONFIG_PERMISSION, GENERAL_CONFIG_ROUTE } from './config-names';
import { CONFIG_STATES, REVISION_STATES } from './revisions';

/** The open revision of a config, as the list shows it ('none' when every change is applied). */
export const OPEN_REVISION = { none: ['无', 'None'], ...REVISION_STATES } as const;
const ZOpenRevision = z.enum(Object.keys(OPEN_REVISION) as [keyof typeof OPEN_REVISION]);

/** The enable / disable pair every configuration has (CFG-01): disabling something still bound answers 102048. */
export const configTransitions = (review: string) =>
  ({
    disable: { from: ['confirmed'], to: 'disabled', label: ['禁用', 'Disable'] as const, permission: review, danger: true },
    enable: { from: ['disabled'], to: 'confirmed', label: ['启用', 'Enable'] as const, permission: review },
  }) as const;

/**
 * A general config (CFG-09): which software and function packages the devices of some product
 * models (and SKUs) ship with. Written and changed as revisions; the row holds what was last passed.
 */
export const generalConfigResource = defineResource({
  name: 'generalConfig',
  label: ['通用配置', 'General config'],
  api: { service: 'config', base: '/generalConfig' },
  screen: {
    route: GENERAL_CONFIG_ROUTE,
    menu: { parent: CONFIG_FOLDER, icon: 'ControlOutlined', sortOrder: 1, label: ['通用配置', 'General configs'] },
    forms: 'routes',
    rowName: 'configNo',
  },
  fields: {
    configNo: { schema: z.string(), label: ['配置编号', 'Config number'], readOnly: true, filter: 'prefix', sort: true, list: { width: 170, fixed: 'left' } },
    productModelIds: {
      schema: z.array(ZId).min(1).max(50),
      label: ['适用产品型号', 'Applicable product models'],
      kind: 'select',
      options: { lookup: 'productModels' },
      list: false,
      xlsx: false,
    },
    productModels: { schema: z.string(), label: ['适用产品型号', 'Applicable product models'], readOnly: true, list: { width: 220 } },
    softwarePackageNo: { schema: ZCode, label: ['软件包编号', 'Software package number'], filter: 'prefix', list: { width: 160 } },
    functionPackageNo: { schema: ZCode.optional(), label: ['功能包编号', 'Function package number'], filter: 'prefix', list: { width: 160 } },
    skuCodes: { schema: z.array(ZCode).max(100).default([]), label: ['SKU列表', 'SKU list'], list: false, xlsx: false },
    skuList: { schema: z.string(), label: ['SKU列表', 'SKU list'], readOnly: true, list: { width: 180 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    openRevision: {
      schema: ZOpenRevision,
      label: ['待审修订', 'Open revision'],
      kind: 'select',
      options: { values: OPEN_REVISION, colors: { inReview: 'processing', rejected: 'error', draft: 'default', passed: 'success', none: 'default' } },
      readOnly: true,
      filter: 'eq',
      list: { width: 120 },
    },
    creatorName: { schema: z.string(), label: ['创建人', 'Creator'], readOnly: true, list: { width: 110 } },
  },
  states: {
    field: 'status',
    initial: 'new',
    values: CONFIG_STATES,
    transitions: configTransitions('disable'),
    events: { confirmed: ['审核通过生效', 'Passed and applied'] },
  },
  ops: ['page', 'detail', 'export'],
  permissions: GENERAL_CONFIG_PERMISSION,
  permissionLabels: {
    review: ['审核通用配置', 'Review general configs'],
    disable: ['启用与禁用通用配置', 'Enable and disable general configs'],
  },
  defaultSort: { field: 'configNo', order: 'desc' },
});
export const GENERAL_CONFIG = resourceContracts(generalConfigResource);
export type TGeneralConfigRow = z.infer<typeof GENERAL_CONFIG.ZRow>;
