import { z } from 'zod';
import { defineResource, resourceContracts, type Text2 } from '../kit/resource';
import { ZCode, ZText } from '../kit/strings';
import { fileField, modelField, modelNameField, optionalYearFromField, remarkField, textPair, yearToField } from './catalog-fields';
import { MARKETING_AD_PERMISSION, MARKETING_AD_ROUTE, TESTABLE_CAR_PERMISSION, TESTABLE_CAR_ROUTE } from './catalog-names';
import { VEHICLE_FOLDER } from './vehicle-folder';

export const AD_PLACEMENTS = {
  splash: ['启动页', 'Splash screen'],
  homeBanner: ['首页横幅', 'Home banner'],
  reportPage: ['诊断报告页', 'Report page'],
  popup: ['弹窗', 'Pop-up'],
} as const satisfies Record<string, Text2>;

const adTitle = textPair(['标题', 'Title'], 200);
/** A link the app opens: http(s) only. */
export const ZHttpUrl = ZText.trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/i, 'an http(s) address');

/** Marketing advertising the app shows: a title in each language, a picture, a link, where and when; enabled or not. */
export const marketingAdResource = defineResource({
  name: 'marketingAdvertising',
  label: ['营销广告', 'Marketing advertisement'],
  api: { service: 'vehicle', base: '/marketingAdvertising' },
  screen: {
    route: MARKETING_AD_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'NotificationOutlined', sortOrder: 46, label: ['营销广告', 'Marketing advertising'] },
    rowName: ['titleZh', 'titleEn'],
  },
  fields: {
    titleZh: adTitle.zh,
    titleEn: adTitle.en,
    placement: {
      schema: z.enum(Object.keys(AD_PLACEMENTS) as [keyof typeof AD_PLACEMENTS]),
      label: ['投放位置', 'Placement'],
      kind: 'select',
      options: { values: AD_PLACEMENTS },
      filter: 'eq',
      list: { width: 120 },
    },
    link: { schema: ZHttpUrl.optional(), label: ['链接', 'Link'], list: { width: 220 } },
    startDate: { schema: z.iso.date(), label: ['开始日期', 'Start date'], kind: 'date', sort: true, list: { width: 120 } },
    endDate: { schema: z.iso.date(), label: ['结束日期', 'End date'], kind: 'date', list: { width: 120 } },
    imageId: fileField(['图片', 'Picture']),
    remark: remarkField,
  },
  states: {
    field: 'enabled',
    boolean: true,
    initial: 'true',
    values: { true: { label: ['启用', 'Enabled'], color: 'success' }, false: { label: ['禁用', 'Disabled'], color: 'default' } },
    transitions: {
      disable: { from: ['true'], to: 'false', label: ['禁用', 'Disable'], permission: 'enable', reason: false },
      enable: { from: ['false'], to: 'true', label: ['启用', 'Enable'], permission: 'enable', reason: false },
    },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: MARKETING_AD_PERMISSION,
  permissionLabels: { enable: ['启用与禁用营销广告', 'Enable and disable marketing advertising'] },
  defaultSort: { field: 'startDate', order: 'desc' },
});
export const MARKETING_AD = /* @__PURE__ */ resourceContracts(marketingAdResource);

export const TEST_COVERAGE = {
  full: ['全面', 'Full'],
  partial: ['部分', 'Partial'],
  basic: ['基础(OBD)', 'Basic (OBD)'],
} as const satisfies Record<string, Text2>;

/** Which of our models a product model can test, for which years, how fully and with which functions. */
export const testableCarResource = defineResource({
  name: 'testableCar',
  label: ['可测车型', 'Testable car'],
  api: { service: 'vehicle', base: '/testableCar' },
  screen: {
    route: TESTABLE_CAR_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'CheckSquareOutlined', sortOrder: 47, label: ['可测车型', 'Testable cars'] },
    rowName: 'productModel',
  },
  fields: {
    productModel: {
      schema: ZCode,
      label: ['产品型号', 'Product model'],
      kind: 'select',
      options: { lookup: 'productModels' },
      filter: 'prefix',
      sort: true,
      list: { width: 150, fixed: 'left' },
      form: { lockedOnEdit: true },
    },
    modelName: modelNameField,
    // a number in the import file (the model's id); the form picks it by name
    modelId: { schema: modelField.schema, label: modelField.label, kind: 'number', filter: 'eq', list: false, form: { lockedOnEdit: true } },
    yearFrom: optionalYearFromField,
    yearTo: yearToField,
    coverage: {
      schema: z.enum(Object.keys(TEST_COVERAGE) as [keyof typeof TEST_COVERAGE]),
      label: ['覆盖程度', 'Coverage'],
      kind: 'select',
      options: { values: TEST_COVERAGE },
      filter: 'eq',
      list: { width: 110 },
    },
    functions: { schema: ZText.trim().max(500).optional(), label: ['支持功能', 'Functions'], kind: 'textarea', list: { width: 240 } },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  importDryRun: true,
  permissions: TESTABLE_CAR_PERMISSION,
});
export const TESTABLE_CAR = /* @__PURE__ */ resourceContracts(testableCarResource);
