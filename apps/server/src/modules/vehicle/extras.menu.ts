import { EXTRAS_RESOURCES, resourceMenuSeed } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Menu nodes of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports, under VEHICLE_FOLDER. */
export const EXTRAS_MENU: MenuSeed[] = EXTRAS_RESOURCES.map((d) => resourceMenuSeed(d));
