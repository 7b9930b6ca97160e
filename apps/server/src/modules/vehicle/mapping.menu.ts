import type { MenuSeed } from '../menus';

/** Menu nodes of the mapping sets between the two providers and ours, under VEHICLE_FOLDER. */
export const MAPPING_MENU: MenuSeed[] = [];
