import type { PermissionDef } from '../permissions/registry';

/** The declarations of repair data: tasks, materials, data, fault codes, associated vehicles. */

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const REPAIR_DATA_PERMISSIONS: PermissionDef[] = [];
