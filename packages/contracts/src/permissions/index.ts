import type { PermissionDef } from './registry';
import { SYSTEM_PERMISSIONS } from './system';

export * from './registry';
export * from './system';

/** Every permission of every area; the seed turns them into button nodes of the menu tree. */
export const ALL_PERMISSIONS: PermissionDef[] = [...Object.values(SYSTEM_PERMISSIONS)];
export type PermissionName = (typeof ALL_PERMISSIONS)[number]['name'];
