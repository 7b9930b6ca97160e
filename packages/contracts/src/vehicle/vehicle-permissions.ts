import type { PermissionDef } from '../permissions/registry';
import { BASIC_DATA_PERMISSIONS } from './basic-data';
import { CATALOG_PERMISSIONS } from './catalog';
import { EXTRAS_PERMISSIONS } from './extras';
import { MAPPING_PERMISSIONS } from './mapping';
import { VIN_PERMISSIONS } from './vin';

/** Every permission of the vehicle area, for ALL_PERMISSIONS. */
export const VEHICLE_ALL_PERMISSIONS: PermissionDef[] = [
  ...BASIC_DATA_PERMISSIONS,
  ...MAPPING_PERMISSIONS,
  ...VIN_PERMISSIONS,
  ...CATALOG_PERMISSIONS,
  ...EXTRAS_PERMISSIONS,
];
