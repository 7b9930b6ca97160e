import type { PermissionDef } from '../permissions/registry';
import { REPAIR_DATA_PERMISSIONS } from './repair-data';

/** Every permission of the repair area, for ALL_PERMISSIONS. */
export const REPAIR_ALL_PERMISSIONS: PermissionDef[] = [...REPAIR_DATA_PERMISSIONS];
