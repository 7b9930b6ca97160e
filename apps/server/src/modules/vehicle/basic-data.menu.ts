import type { MenuSeed } from '../menus';

/** Menu nodes of the basic data: vehicle types, brands, models and attributes, under VEHICLE_FOLDER. */
export const BASIC_DATA_MENU: MenuSeed[] = [];
