import type { PermissionDef } from '../permissions/registry';

/** The declarations of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars. */

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const CATALOG_PERMISSIONS: PermissionDef[] = [];
