import type { PermissionDef } from '../permissions/registry';
import { FAULTLIGHT_ICONS_PERMISSIONS } from './icons';

/** Every permission of the faultlight area, for ALL_PERMISSIONS. */
export const FAULTLIGHT_ALL_PERMISSIONS: PermissionDef[] = [...FAULTLIGHT_ICONS_PERMISSIONS];
