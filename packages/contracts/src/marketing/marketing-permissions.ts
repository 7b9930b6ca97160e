import type { PermissionDef } from '../permissions/registry';
import { ACTIVITY_PERMISSIONS } from './activities';
import { ADVERT_PERMISSIONS } from './adverts';
import { BRUSH_CONFIG_PERMISSIONS, BRUSH_INTRO_PERMISSIONS } from './brush-hiding';
import { SCENE_PERMISSIONS } from './scenes';

/** Every permission of marketing, for ALL_PERMISSIONS (the calendar and statistics read with the activities' view). */
export const MARKETING_ALL_PERMISSIONS: PermissionDef[] = [
  ...Object.values(ADVERT_PERMISSIONS),
  ...Object.values(BRUSH_CONFIG_PERMISSIONS),
  ...Object.values(BRUSH_INTRO_PERMISSIONS),
  ...Object.values(ACTIVITY_PERMISSIONS),
  ...Object.values(SCENE_PERMISSIONS),
];
