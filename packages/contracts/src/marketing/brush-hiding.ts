import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { NAME_MAX, ZCode, ZName, ZRemark, ZText } from '../kit/strings';
import { BRUSH_CONFIG_PERMISSION, BRUSH_CONFIG_ROUTE, BRUSH_INTRO_PATHS, BRUSH_INTRO_PERMISSION, BRUSH_INTRO_ROUTE } from './marketing-names';
import { enabledStates } from './shared';

/**
 * Brush-hiding (刷机隐藏): the app hides its re-flashing (brush) entry for a software, optionally
 * only on one product model, while the rule is enabled; the introductions are the bilingual texts
 * the app shows instead, explaining why.
 */
export const brushConfigResource = defineResource({
  name: 'brushHidingConfig',
  label: ['刷机隐藏配置', 'Brush-hiding config'],
  api: { service: 'marketing', base: '/brushHidingConfig' },
  screen: {
    route: BRUSH_CONFIG_ROUTE,
    forms: 'dialog',
    menu: { parent: '/marketing', icon: 'EyeInvisibleOutlined', sortOrder: 2, label: ['刷机隐藏配置', 'Brush-hiding configs'] },
    rowName: 'softwareCode',
  },
  fields: {
    softwareCode: { schema: ZCode, label: ['软件编码', 'Software code'], filter: 'prefix', sort: true, list: { width: 160, fixed: 'left' } },
    productModel: { schema: ZText.trim().max(NAME_MAX).optional(), label: ['产品型号', 'Product model'], filter: 'prefix', list: { width: 150 } },
    introductionCode: { schema: ZText.trim().max(64).optional(), label: ['说明编码', 'Introduction code'], list: { width: 150 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: { width: 200 }, form: { span: 24 } },
  },
  states: enabledStates(['配置', 'config']),
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: BRUSH_CONFIG_PERMISSION,
  permissionLabels: { status: ['启用与停用刷机隐藏配置', 'Enable and disable brush-hiding configs'] },
  defaultSort: { field: 'softwareCode', order: 'asc' },
});

const ZContent = ZText.max(5000);
export const brushIntroResource = defineResource({
  name: 'brushHidingIntroduction',
  label: ['刷机隐藏说明', 'Brush-hiding introduction'],
  api: { service: 'marketing', base: '/brushHidingIntroduction' },
  screen: {
    route: BRUSH_INTRO_ROUTE,
    forms: 'routes',
    formPaths: BRUSH_INTRO_PATHS,
    menu: { parent: '/marketing', icon: 'ReadOutlined', sortOrder: 3, label: ['刷机隐藏说明', 'Brush-hiding introductions'] },
    rowName: ['titleZh', 'titleEn'],
  },
  fields: {
    code: {
      schema: ZCode,
      label: ['说明编码', 'Introduction code'],
      filter: 'prefix',
      sort: true,
      list: { width: 150, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    titleZh: { schema: ZName, label: ['中文标题', 'Chinese title'], filter: 'prefix', list: { width: 180 } },
    titleEn: { schema: ZName, label: ['英文标题', 'English title'], filter: 'prefix', list: { width: 180 } },
    contentZh: { schema: ZContent.min(1), label: ['中文内容', 'Chinese content'], kind: 'textarea', list: false, form: { span: 24 } },
    contentEn: { schema: ZContent.min(1), label: ['英文内容', 'English content'], kind: 'textarea', list: false, form: { span: 24 } },
    sortOrder: { schema: z.number().int().min(0).max(9999).optional(), label: ['排序', 'Sort order'], kind: 'number', sort: true, list: { width: 90 } },
  },
  states: enabledStates(['说明', 'introduction']),
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: BRUSH_INTRO_PERMISSION,
  permissionLabels: { status: ['启用与停用刷机隐藏说明', 'Enable and disable brush-hiding introductions'] },
  defaultSort: { field: 'code', order: 'asc' },
});

export const BRUSH_CONFIG_CONTRACTS = /* @__PURE__ */ resourceContracts(brushConfigResource);
export const BRUSH_INTRO_CONTRACTS = /* @__PURE__ */ resourceContracts(brushIntroResource);
export const BRUSH_CONFIG_PERMISSIONS = /* @__PURE__ */ resourcePermissions(brushConfigResource);
export const BRUSH_INTRO_PERMISSIONS = /* @__PURE__ */ resourcePermissions(brushIntroResource);
