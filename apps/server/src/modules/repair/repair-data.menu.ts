import { REPAIR_DATA_RESOURCES, resourceMenuSeed } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Menu nodes of repair data: tasks, materials, data, fault codes, associated vehicles, under REPAIR_FOLDER. */
export const REPAIR_DATA_MENU: MenuSeed[] = REPAIR_DATA_RESOURCES.map((d) => resourceMenuSeed(d));
