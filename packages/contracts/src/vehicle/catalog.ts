import { resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import { batteryResource, batteryStandardResource } from './catalog-battery';
import { dlcResource, tsbResource } from './catalog-docs';
import { marketingAdResource, testableCarResource } from './catalog-marketing';
import { obdCodeResource, vehicleCarResource } from './catalog-vehicles';

/** The declarations of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars. */
export * from './catalog-battery';
export * from './catalog-docs';
export * from './catalog-fields';
export * from './catalog-marketing';
export * from './catalog-obd-rules';
export * from './catalog-vehicles';

export const CATALOG_RESOURCES = [
  vehicleCarResource,
  obdCodeResource,
  tsbResource,
  dlcResource,
  batteryResource,
  batteryStandardResource,
  marketingAdResource,
  testableCarResource,
] as const;

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const CATALOG_PERMISSIONS: PermissionDef[] = CATALOG_RESOURCES.flatMap((d) => Object.values(resourcePermissions(d)));
