import { CHANNEL_PERMISSIONS } from './channels';
import { CUSTOMER_PERMISSIONS } from './customers';
import { DEVICE_PERMISSIONS } from './devices';
import { KNOWLEDGE_PERMISSIONS } from './knowledge';
import { LOGFILE_PERMISSIONS } from './logfiles';
import { PRODUCT_PERMISSIONS } from './products';
import type { PermissionDef } from './registry';
import { SKU_PERMISSIONS } from './skus';
import { SOFTWARE_PERMISSIONS } from './software';
import { SYSTEM_PERMISSIONS } from './system';

export * from './channels';
export * from './customers';
export * from './devices';
export * from './knowledge';
export * from './logfiles';
export * from './products';
export * from './registry';
export * from './skus';
export * from './software';
export * from './system';

/** Every permission of every area; the seed turns them into button nodes of the menu tree. */
export const ALL_PERMISSIONS: PermissionDef[] = [
  ...Object.values(SYSTEM_PERMISSIONS),
  ...Object.values(PRODUCT_PERMISSIONS),
  ...Object.values(SKU_PERMISSIONS),
  ...Object.values(CHANNEL_PERMISSIONS),
  ...Object.values(CUSTOMER_PERMISSIONS),
  ...Object.values(DEVICE_PERMISSIONS),
  ...Object.values(LOGFILE_PERMISSIONS),
  ...Object.values(SOFTWARE_PERMISSIONS),
  ...Object.values(KNOWLEDGE_PERMISSIONS),
];
export type PermissionName = (typeof ALL_PERMISSIONS)[number]['name'];
