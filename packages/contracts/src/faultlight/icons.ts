import { resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import { faultLightDetailResource, faultLightIconResource } from './icons-declarations';

/** The declarations of fault-light icons and their details. */
export * from './icons-declarations';

/** The grant tree's buttons of this part (resourcePermissions of each declaration). */
export const FAULTLIGHT_ICONS_PERMISSIONS: PermissionDef[] = [faultLightIconResource, faultLightDetailResource].flatMap((d) =>
  Object.values(resourcePermissions(d)),
);
