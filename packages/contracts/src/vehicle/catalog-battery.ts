import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { defineResource, resourceContracts, type Text2 } from '../kit/resource';
import { ZCode, ZName } from '../kit/strings';
import { remarkField } from './catalog-fields';
import { BATTERY_PATHS, BATTERY_PERMISSION, BATTERY_ROUTE, BATTERY_STANDARD_PATHS, BATTERY_STANDARD_PERMISSION } from './catalog-names';
import { VEHICLE_FOLDER } from './vehicle-folder';

export const STANDARD_REGIONS = {
  europe: ['欧洲', 'Europe'],
  germany: ['德国', 'Germany'],
  japan: ['日本', 'Japan'],
  northAmerica: ['北美', 'North America'],
  china: ['中国', 'China'],
  international: ['国际', 'International'],
  other: ['其他', 'Other'],
} as const satisfies Record<string, Text2>;

/**
 * A battery standard (EN, JIS, DIN, SAE, GB…): its code, name and region. It has no list route of
 * its own (routes.tsv): its list is the second tab of the battery page, its forms /standard/….
 */
export const batteryStandardResource = defineResource({
  name: 'batteryStandard',
  label: ['电池标准', 'Battery standard'],
  api: { service: 'vehicle', base: '/standard' },
  screen: {
    route: BATTERY_ROUTE,
    forms: 'routes',
    formPaths: BATTERY_STANDARD_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'SafetyCertificateOutlined', sortOrder: 45, label: ['电池标准', 'Battery standards'] },
    rowName: 'code',
  },
  fields: {
    code: { schema: ZCode, label: ['标准代号', 'Code'], filter: 'prefix', sort: true, list: { width: 120, fixed: 'left' } },
    name: { schema: ZName, label: ['标准名称', 'Name'], list: { width: 240 } },
    region: {
      schema: z.enum(Object.keys(STANDARD_REGIONS) as [keyof typeof STANDARD_REGIONS]),
      label: ['地区', 'Region'],
      kind: 'select',
      options: { values: STANDARD_REGIONS },
      filter: 'eq',
      list: { width: 120 },
    },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: BATTERY_STANDARD_PERMISSION,
  defaultSort: { field: 'code', order: 'asc' },
});
export const BATTERY_STANDARD = /* @__PURE__ */ resourceContracts(batteryStandardResource);

export const BATTERY_TYPES = {
  flooded: ['富液式', 'Flooded'],
  efb: ['EFB', 'EFB'],
  agm: ['AGM', 'AGM'],
  gel: ['胶体', 'Gel'],
  lithium: ['锂电池', 'Lithium'],
} as const satisfies Record<string, Text2>;

/** A battery: its code under a standard, type, voltage, capacity and cold cranking amps. */
export const batteryResource = defineResource({
  name: 'vehicleBattery',
  label: ['电池', 'Battery'],
  api: { service: 'vehicle', base: '/battery' },
  screen: {
    route: BATTERY_ROUTE,
    forms: 'routes',
    formPaths: BATTERY_PATHS,
    menu: { parent: VEHICLE_FOLDER, icon: 'ThunderboltOutlined', sortOrder: 44, label: ['电池', 'Batteries'] },
    rowName: 'code',
  },
  fields: {
    code: { schema: ZCode, label: ['电池型号', 'Battery code'], filter: 'prefix', sort: true, list: { width: 150, fixed: 'left' } },
    standardId: {
      schema: z.number().int().positive().max(INT4_MAX),
      label: ['标准', 'Standard'],
      kind: 'select',
      options: { lookup: 'standards' },
      filter: 'eq',
      list: false,
    },
    standardCode: { schema: z.string(), label: ['标准', 'Standard'], readOnly: true, form: false, list: { width: 110 } },
    type: {
      schema: z.enum(Object.keys(BATTERY_TYPES) as [keyof typeof BATTERY_TYPES]),
      label: ['类型', 'Type'],
      kind: 'select',
      options: { values: BATTERY_TYPES },
      filter: 'eq',
      list: { width: 100 },
    },
    voltage: { schema: z.number().int().min(6).max(48), label: ['电压(V)', 'Voltage (V)'], kind: 'number', list: { width: 100 } },
    capacityAh: { schema: z.number().int().min(1).max(1000), label: ['容量(Ah)', 'Capacity (Ah)'], kind: 'number', list: { width: 110 } },
    cca: { schema: z.number().int().min(0).max(3000).optional(), label: ['冷启动电流(A)', 'Cold cranking (A)'], kind: 'number', list: { width: 140 } },
    remark: remarkField,
  },
  ops: ['page', 'detail', 'save', 'update', 'delete', 'export'],
  permissions: BATTERY_PERMISSION,
  defaultSort: { field: 'code', order: 'asc' },
});
export const BATTERY = /* @__PURE__ */ resourceContracts(batteryResource);
