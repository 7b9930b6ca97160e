/** Routes and permission names of the mapping sets between the two providers and ours (zod-free: the web's route manifest reads it). */
import type { VehicleItemKind } from './basic-data-names';

/**
 * The two external data providers whose catalogues are mapped onto our basic data. Codes are
 * stable identifiers (the device API and imports carry them); labels are what the screens show.
 */
export const VEHICLE_PROVIDERS = {
  providerA: ['数据商A', 'Data provider A'],
  providerB: ['数据商B', 'Data provider B'],
} as const;
export type VehicleProvider = keyof typeof VEHICLE_PROVIDERS;
export const VEHICLE_PROVIDER_CODES = Object.keys(VEHICLE_PROVIDERS) as [VehicleProvider, ...VehicleProvider[]];

/** The kinds as the screens name them (type = vehicle type, model = car). */
export const MAPPING_KIND_LABELS = {
  type: ['车型', 'Vehicle type'],
  brand: ['品牌', 'Brand'],
  model: ['车系', 'Model'],
  attr: ['属性', 'Attribute'],
} as const satisfies Record<VehicleItemKind, readonly [string, string]>;

export const MAPPING_PERMISSION = {
  view: 'vehicle_mapping_view',
  add: 'vehicle_mapping_add',
  edit: 'vehicle_mapping_edit',
  del: 'vehicle_mapping_del',
  export: 'vehicle_mapping_export',
  import: 'vehicle_mapping_import',
} as const;
/** Mapping sets: `edit` also adds and removes a draft's mappings; `publish` makes a draft the current mapping. */
export const MAPPING_SET_PERMISSION = {
  view: 'vehicle_mapset_view',
  add: 'vehicle_mapset_add',
  edit: 'vehicle_mapset_edit',
  del: 'vehicle_mapset_del',
  publish: 'vehicle_mapset_publish',
} as const;

/** The list and batch-binding routes of each kind (routes.tsv: class = vehicle type, car = model). */
export const MAPPING_ROUTES = {
  type: { list: '/classMapManagement/list', batch: '/classMapManagement/batchBanding' },
  brand: { list: '/brandMapManagement/list', batch: '/brandMapManagement/batchBanding' },
  model: { list: '/carMapManagement/list', batch: '/carMapManagement/batchBanding' },
  attr: { list: '/attrMapManagement/list', batch: '/attrMapManagement/batchBanding' },
} as const satisfies Record<VehicleItemKind, { list: string; batch: string }>;

/** The mapping part's sub-folder of the vehicle menu. */
export const MAPPING_FOLDER = '/vehicleData/mapping';
/** The API bases (`/{svc}-vehicle<base>/…`). */
export const MAP_ENTRY_BASE = '/mapEntry';
export const MAP_SET_BASE = '/mapSet';
/** The device API: the published vehicle data and the current mapping set (`/{svc}-app<path>`, ETag). */
export const VEHICLE_DATA_DEVICE_PATH = '/terminal/vehicle-data';
