import type { PermissionDef } from '../permissions/registry';

/** The declarations of the basic data: vehicle types, brands, models and attributes. */

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const BASIC_DATA_PERMISSIONS: PermissionDef[] = [];
