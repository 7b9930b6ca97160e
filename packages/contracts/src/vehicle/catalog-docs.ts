import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { defineResource, resourceContracts } from '../kit/resource';
import { ZCode } from '../kit/strings';
import {
  brandField,
  brandNameField,
  fileField,
  modelNameField,
  optionalModelField,
  optionalYearFromField,
  remarkField,
  textPair,
  yearFromField,
  yearToField,
} from './catalog-fields';
import { DLC_PATHS, DLC_PERMISSION, DLC_ROUTE, TSB_PATHS, TSB_PERMISSION, TSB_ROUTE } from './catalog-names';
import { ZVinSample } from './catalog-vehicles';
import { VEHICLE_FOLDER } from './vehicle-folder';

const tsbTitle = textPair(['标题', 'Title'], 200);
const dlcLocation = textPair(['位置说明', 'Location'], 500, 'textarea');

/** A technical service bulletin: its number, a title in each language, the brand and models, the VINs or years it affects, a summary, an attachment. */
export const tsbResource = defineResource({
  name: 'vehicleTsb',
  label: ['TSB', 'TSB'],
  api: { service: 'vehicle', base: '/tsb' },
  screen: {
    route: TSB_ROUTE,
    forms: 'routes',
    formPaths: TSB_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'FileTextOutlined', sortOrder: 42, label: ['技术服务公告', 'TSBs'] },
    rowName: 'bulletinNo',
  },
  fields: {
    bulletinNo: { schema: ZCode, label: ['公告编号', 'Bulletin number'], filter: 'prefix', sort: true, list: { width: 150, fixed: 'left' } },
    titleZh: tsbTitle.zh,
    titleEn: tsbTitle.en,
    brandName: brandNameField,
    brandId: brandField,
    modelIds: {
      schema: z.array(z.number().int().positive().max(INT4_MAX)).max(50).optional(),
      label: ['车系', 'Models'],
      kind: 'select',
      options: { lookup: 'models' },
      list: false,
      xlsx: false,
    },
    modelNames: { schema: z.string(), label: ['车系', 'Models'], readOnly: true, form: false, list: { width: 200 } },
    issueDate: { schema: z.iso.date(), label: ['发布日期', 'Issue date'], kind: 'date', filter: 'dateRange', sort: true, list: { width: 120 } },
    vinFrom: { schema: ZVinSample.optional(), label: ['起始VIN', 'First VIN'], list: false },
    vinTo: { schema: ZVinSample.optional(), label: ['截止VIN', 'Last VIN'], list: false },
    yearFrom: optionalYearFromField,
    yearTo: yearToField,
    summary: { schema: z.string().trim().max(2000).optional(), label: ['摘要', 'Summary'], kind: 'textarea', list: false, form: { span: 24 } },
    attachmentId: fileField(['附件', 'Attachment']),
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: TSB_PERMISSION,
  defaultSort: { field: 'issueDate', order: 'desc' },
});
export const TSB = /* @__PURE__ */ resourceContracts(tsbResource);

/** Where the diagnostic connector (DLC) of a brand's model is, in each language, with a picture. */
export const dlcResource = defineResource({
  name: 'vehicleDlc',
  label: ['DLC位置', 'DLC location'],
  api: { service: 'vehicle', base: '/dlc' },
  screen: {
    route: DLC_ROUTE,
    forms: 'routes',
    formPaths: DLC_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'ApiOutlined', sortOrder: 43, label: ['DLC位置', 'DLC locations'] },
    rowName: 'modelName',
  },
  fields: {
    brandName: brandNameField,
    modelName: modelNameField,
    brandId: brandField,
    modelId: optionalModelField,
    yearFrom: { ...yearFromField, sort: true },
    yearTo: yearToField,
    locationZh: dlcLocation.zh,
    locationEn: dlcLocation.en,
    imageId: fileField(['图片', 'Picture']),
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: DLC_PERMISSION,
});
export const DLC = /* @__PURE__ */ resourceContracts(dlcResource);
