import type { PermissionDef } from '../permissions/registry';

/** The declarations of fault-light icons and their details. */

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const FAULTLIGHT_ICONS_PERMISSIONS: PermissionDef[] = [];
