import type { PermissionDef } from '../permissions/registry';

/** The declarations of VIN analysis: validation, offline decode, comparison. */

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const VIN_PERMISSIONS: PermissionDef[] = [];
