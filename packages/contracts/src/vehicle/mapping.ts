import type { PermissionDef } from '../permissions/registry';

/** The declarations of the mapping sets between the two providers and ours. */

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const MAPPING_PERMISSIONS: PermissionDef[] = [];
