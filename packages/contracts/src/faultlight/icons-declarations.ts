import { z } from 'zod';
import { defineResource, resourceContracts, type Text2 } from '../kit/resource';
import { ZCode } from '../kit/strings';
import { languagePair } from '../repair/repair-data-fields';
import { brandField, brandNameField, modelNameField, optionalModelField } from '../vehicle/catalog-fields';
import { FAULTLIGHT_FOLDER } from './faultlight-folder';
import {
  FAULT_LIGHT_DETAIL_PATHS,
  FAULT_LIGHT_DETAIL_PERMISSION,
  FAULT_LIGHT_DETAIL_ROUTE,
  FAULT_LIGHT_ICON_PATHS,
  FAULT_LIGHT_ICON_PERMISSION,
  FAULT_LIGHT_ICON_ROUTE,
} from './icons-names';

export const FAULT_LIGHT_COLORS = {
  red: ['红色', 'Red'],
  amber: ['琥珀色', 'Amber'],
  green: ['绿色', 'Green'],
  blue: ['蓝色', 'Blue'],
} as const satisfies Record<string, Text2>;
export const FAULT_LIGHT_CATEGORIES = {
  warning: ['警告灯', 'Warning light'],
  indicator: ['指示灯', 'Indicator'],
  information: ['信息灯', 'Information'],
} as const satisfies Record<string, Text2>;
export const FAULT_LIGHT_MEANING_MAX = 2000;

const serialNumber = (label: Text2) =>
  ({ schema: ZCode, label, filter: 'prefix', sort: true, list: { width: 150, fixed: 'left' }, form: { lockedOnEdit: true } }) as const;
const iconName = languagePair(['图标名称', 'Icon name']);
const meaning = languagePair(['含义', 'Meaning'], FAULT_LIGHT_MEANING_MAX, 'textarea');

/**
 * A fault-light icon: a unique serial number, its picture (uploaded, an image by content, 5 MB), a name
 * in at least one language (102080), its meaning, category and colour; enabled or disabled.
 */
export const faultLightIconResource = defineResource({
  name: 'faultLightIcon',
  label: ['故障灯图标', 'Fault-light icon'],
  api: { service: 'vehicle', base: '/faultLightIcon' },
  screen: {
    route: FAULT_LIGHT_ICON_ROUTE,
    forms: 'routes',
    formPaths: FAULT_LIGHT_ICON_PATHS,
    menu: { parent: FAULTLIGHT_FOLDER, icon: 'BulbOutlined', sortOrder: 1, label: ['图标管理', 'Icons'] },
    rowName: ['nameZh', 'nameEn'],
  },
  fields: {
    serialNumber: serialNumber(['序列号', 'Serial number']),
    imageId: { schema: z.string().uuid(), label: ['图标', 'Icon'], list: { width: 80 }, xlsx: false, form: { span: 24 } },
    nameZh: { ...iconName.zh, sort: true },
    nameEn: { ...iconName.en, sort: true },
    category: {
      schema: z.enum(Object.keys(FAULT_LIGHT_CATEGORIES) as [keyof typeof FAULT_LIGHT_CATEGORIES]),
      label: ['类别', 'Category'],
      kind: 'select',
      options: { values: FAULT_LIGHT_CATEGORIES },
      filter: 'eq',
      list: { width: 110 },
    },
    color: {
      schema: z.enum(Object.keys(FAULT_LIGHT_COLORS) as [keyof typeof FAULT_LIGHT_COLORS]),
      label: ['颜色', 'Colour'],
      kind: 'select',
      options: { values: FAULT_LIGHT_COLORS, colors: { red: 'red', amber: 'gold', green: 'green', blue: 'blue' } },
      filter: 'eq',
      list: { width: 100 },
    },
    meaningZh: { ...meaning.zh, list: false },
    meaningEn: { ...meaning.en, list: false },
  },
  filters: { name: { label: ['图标名称', 'Icon name'], prefixOf: ['nameZh', 'nameEn'] } },
  states: {
    field: 'enabled',
    boolean: true,
    initial: 'true',
    values: { true: { label: ['启用', 'Enabled'], color: 'success' }, false: { label: ['停用', 'Disabled'], color: 'default' } },
    transitions: {
      disable: { from: ['true'], to: 'false', label: ['停用', 'Disable'], permission: 'enable' },
      enable: { from: ['false'], to: 'true', label: ['启用', 'Enable'], permission: 'enable' },
    },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: FAULT_LIGHT_ICON_PERMISSION,
  permissionLabels: { enable: ['启用停用故障灯图标', 'Enable and disable fault-light icons'] },
  defaultSort: { field: 'serialNumber', order: 'asc' },
});
export const FAULT_LIGHT_ICON = /* @__PURE__ */ resourceContracts(faultLightIconResource);

const detailMeaning = languagePair(['详细含义', 'Detailed meaning'], FAULT_LIGHT_MEANING_MAX, 'textarea');
const action = languagePair(['建议措施', 'Suggested action'], FAULT_LIGHT_MEANING_MAX, 'textarea');

/**
 * An icon's detail for a brand (and a model): its own serial number, the icon's serial number (an icon
 * that exists, 102082), the detailed meaning and the suggested action, each in at least one language.
 */
export const faultLightDetailResource = defineResource({
  name: 'faultLightDetail',
  label: ['故障灯详情', 'Fault-light detail'],
  api: { service: 'vehicle', base: '/faultLightDetail' },
  screen: {
    route: FAULT_LIGHT_DETAIL_ROUTE,
    forms: 'routes',
    formPaths: FAULT_LIGHT_DETAIL_PATHS,
    menu: { parent: FAULTLIGHT_FOLDER, icon: 'ProfileOutlined', sortOrder: 2, label: ['详情管理', 'Icon details'] },
    rowName: 'serialNumber',
  },
  fields: {
    serialNumber: serialNumber(['详情序列号', 'Detail serial number']),
    iconSerialNumber: {
      schema: ZCode,
      label: ['图标序列号', 'Icon serial number'],
      kind: 'select',
      options: { lookup: 'icons' },
      filter: 'prefix',
      list: { width: 150 },
    },
    iconName: { schema: z.string(), label: ['图标名称', 'Icon name'], readOnly: true, form: false, list: { width: 160 } },
    brandName: brandNameField,
    modelName: modelNameField,
    brandId: brandField,
    modelId: optionalModelField,
    meaningZh: { ...detailMeaning.zh, list: { width: 220 } },
    meaningEn: { ...detailMeaning.en, list: { width: 220 } },
    actionZh: { ...action.zh, list: false },
    actionEn: { ...action.en, list: false },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: FAULT_LIGHT_DETAIL_PERMISSION,
  defaultSort: { field: 'serialNumber', order: 'asc' },
});
export const FAULT_LIGHT_DETAIL = /* @__PURE__ */ resourceContracts(faultLightDetailResource);
