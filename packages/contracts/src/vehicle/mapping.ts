import { z } from 'zod';
import { defineResource, resourceContracts, resourcePermissions } from '../kit/resource';
import { NAME_MAX, ZCode, ZName, ZRemark, ZText } from '../kit/strings';
import type { PermissionDef } from '../permissions/registry';
import { VEHICLE_ITEM_KINDS } from './basic-data-names';
import {
  MAP_ENTRY_BASE,
  MAP_SET_BASE,
  MAPPING_FOLDER,
  MAPPING_KIND_LABELS,
  MAPPING_PERMISSION,
  MAPPING_ROUTES,
  MAPPING_SET_PERMISSION,
  VEHICLE_PROVIDER_CODES,
  VEHICLE_PROVIDERS,
} from './mapping-names';

export * from './mapping-api';

/**
 * Mapping the two external providers' catalogues onto our basic data (issue 33 §2). A provider
 * entry is one type, brand, model or attribute as the provider names it; the mappings (entry →
 * one of our items) are collected in a draft mapping set and published as a whole (VEH-05): a
 * published set never changes, the newest published set is the current mapping, and an older
 * one comes back only as a new set restoring it.
 */
export const ZVehicleProvider = z.enum(VEHICLE_PROVIDER_CODES);
export const ZVehicleItemKind = z.enum(VEHICLE_ITEM_KINDS);

export const providerEntryResource = defineResource({
  name: 'vehicleProviderEntry',
  label: ['数据商条目', 'Provider entry'],
  api: { service: 'vehicle', base: MAP_ENTRY_BASE },
  screen: {
    route: MAPPING_ROUTES.type.list,
    forms: 'dialog',
    menu: { parent: MAPPING_FOLDER, icon: 'ApartmentOutlined', sortOrder: 1, label: ['车型映射', 'Type mapping'] },
    rowName: 'name',
  },
  fields: {
    code: { schema: ZCode, label: ['数据商编码', 'Provider code'], filter: 'prefix', sort: true, list: { width: 150 }, form: { lockedOnEdit: true } },
    name: { schema: ZName, label: ['数据商名称', 'Provider name'], filter: 'prefix', sort: true, list: { width: 180 } },
    // beside the entry's name: what it is mapped onto matters most on the mapping screens
    ourName: { schema: z.string().nullable(), label: ['当前映射', 'Mapped onto'], readOnly: true, list: { width: 260 }, xlsx: false },
    provider: {
      schema: ZVehicleProvider,
      label: ['数据商', 'Provider'],
      kind: 'select',
      options: { values: VEHICLE_PROVIDERS },
      filter: 'eq',
      list: { width: 120 },
      form: { lockedOnEdit: true },
    },
    kind: {
      schema: ZVehicleItemKind,
      label: ['类别', 'Kind'],
      kind: 'select',
      options: { values: MAPPING_KIND_LABELS },
      filter: 'eq',
      list: { width: 100 },
      form: { lockedOnEdit: true },
    },
    parentCode: {
      schema: ZText.trim().max(NAME_MAX).optional(),
      label: ['上级编码', 'Parent code'],
      filter: 'prefix',
      list: { width: 130 },
    },
    mapped: {
      schema: z.boolean(),
      label: ['已映射', 'Mapped'],
      kind: 'switch',
      readOnly: true,
      filter: 'eq',
      list: { width: 90 },
      xlsx: false,
    },
    ourId: { schema: z.number().nullable(), label: ['我方ID', 'Our ID'], readOnly: true, list: false, xlsx: false },
    ourCode: { schema: z.string().nullable(), label: ['我方编码', 'Our code'], readOnly: true, list: false, xlsx: false },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export', 'import', 'template'],
  importDryRun: true,
  permissions: MAPPING_PERMISSION,
  permissionLabels: {
    view: ['查看数据商条目与映射', 'View provider entries and mappings'],
    export: ['导出数据商条目', 'Export provider entries'],
    import: ['导入数据商条目', 'Import provider entries'],
  },
  defaultSort: { field: 'code', order: 'asc' },
});

const count = (label: readonly [string, string]) =>
  ({ schema: z.number().nullable(), label, kind: 'number', readOnly: true, list: { width: 90 }, xlsx: false }) as const;

export const mappingSetResource = defineResource({
  name: 'vehicleMappingSet',
  label: ['映射集', 'Mapping set'],
  api: { service: 'vehicle', base: MAP_SET_BASE },
  screen: {
    route: MAPPING_ROUTES.type.list,
    forms: 'dialog',
    menu: { parent: MAPPING_FOLDER, icon: 'ApartmentOutlined', sortOrder: 1 },
    rowName: 'name',
  },
  fields: {
    name: { schema: ZName, label: ['映射集名称', 'Set name'], filter: 'prefix', sort: true, list: { width: 180 } },
    remark: { schema: ZRemark.optional(), label: ['备注', 'Remark'], kind: 'textarea', list: false, form: { span: 24 } },
    baseSetId: { schema: z.number().nullable(), label: ['起草时的当前映射集', 'Drafted from set'], readOnly: true, list: { width: 110 } },
    restoredFrom: { schema: z.number().nullable(), label: ['恢复自', 'Restores set'], readOnly: true, list: { width: 100 } },
    lineCount: count(['映射数', 'Mappings']),
    added: count(['新增', 'Added']),
    changed: count(['变更', 'Changed']),
    removed: count(['删除', 'Removed']),
    creatorName: { schema: z.string().nullable(), label: ['创建人', 'Created by'], readOnly: true, list: { width: 110 } },
    publisherName: { schema: z.string().nullable(), label: ['发布人', 'Published by'], readOnly: true, list: { width: 110 } },
    publishedAt: { schema: z.string().nullable(), label: ['发布时间', 'Published at'], kind: 'dateTime', readOnly: true, list: { width: 170 } },
  },
  states: {
    field: 'status',
    initial: 'draft',
    values: {
      draft: { label: ['草稿', 'Draft'], color: 'processing' },
      published: { label: ['当前生效', 'Current'], color: 'success' },
      superseded: { label: ['已被取代', 'Superseded'], color: 'default' },
    },
    transitions: {
      publish: {
        from: ['draft'],
        to: 'published',
        label: ['提交发布', 'Publish'],
        permission: 'publish',
        reason: false,
        danger: true,
        confirm: [
          '提交后不可撤销，映射集「{name}」将整体成为当前映射。确定提交吗？',
          'Publishing cannot be undone: "{name}" becomes the current mapping as a whole. Publish?',
        ],
        description: 'Publish a draft mapping set: it becomes the current mapping as a whole and never changes again',
      },
    },
    events: { supersede: ['被新映射集取代', 'Superseded by a newer set'] },
  },
  ops: ['page', 'detail', 'save', 'update', 'delete'],
  permissions: MAPPING_SET_PERMISSION,
  permissionLabels: { view: ['查看映射集', 'View mapping sets'], publish: ['发布映射集', 'Publish mapping sets'] },
  defaultSort: { field: 'createTime', order: 'desc' },
  timeSorts: ['createTime', 'updateTime'],
});

export const ProviderEntryContracts = resourceContracts(providerEntryResource);
export const MappingSetContracts = resourceContracts(mappingSetResource);

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const MAPPING_PERMISSIONS: PermissionDef[] = [
  ...Object.values(resourcePermissions(providerEntryResource)),
  ...Object.values(resourcePermissions(mappingSetResource)),
];
