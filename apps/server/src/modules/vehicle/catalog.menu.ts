import type { MenuSeed } from '../menus';

/** Menu nodes of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars, under VEHICLE_FOLDER. */
export const CATALOG_MENU: MenuSeed[] = [];
