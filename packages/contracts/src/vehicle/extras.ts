import { resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import { batchImportResource } from './batch-import';
import { adasBasicResource, adasDataResource, topologyBasicResource, topologyMapResource } from './extras-adas';
import { motorcycleWireResource, operationManualResource, shortCodeResource, vehicleServiceResource } from './extras-data';

export * from './batch-import';
export * from './extras-adas';
export * from './extras-data';

/** The declarations of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports. */
export const EXTRAS_RESOURCES = [
  vehicleServiceResource,
  motorcycleWireResource,
  operationManualResource,
  shortCodeResource,
  adasBasicResource,
  adasDataResource,
  topologyBasicResource,
  topologyMapResource,
  batchImportResource,
] as const;

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const EXTRAS_PERMISSIONS: PermissionDef[] = EXTRAS_RESOURCES.flatMap((d) => Object.values(resourcePermissions(d)));
