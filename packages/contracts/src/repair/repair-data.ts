import { resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import { faultCodeInResource, faultCodeOutResource, repairDataItemResource, repairVehicleResource } from './repair-data-items';
import { repairMaterialResource } from './repair-data-materials';
import { repairTaskResource } from './repair-data-tasks';

/** The declarations of repair data: tasks, materials, data, fault codes, associated vehicles. */
export * from './repair-data-fields';
export * from './repair-data-items';
export * from './repair-data-materials';
export * from './repair-data-tasks';

export const REPAIR_DATA_RESOURCES = [
  repairTaskResource,
  repairMaterialResource,
  repairDataItemResource,
  faultCodeInResource,
  faultCodeOutResource,
  repairVehicleResource,
] as const;

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const REPAIR_DATA_PERMISSIONS: PermissionDef[] = REPAIR_DATA_RESOURCES.flatMap((d) => Object.values(resourcePermissions(d)));
