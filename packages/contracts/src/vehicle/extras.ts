import type { PermissionDef } from '../permissions/registry';

/** The declarations of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports. */

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const EXTRAS_PERMISSIONS: PermissionDef[] = [];
