import type { MenuSeed } from '../menus';

/** Menu nodes of repair data: tasks, materials, data, fault codes, associated vehicles, under REPAIR_FOLDER. */
export const REPAIR_DATA_MENU: MenuSeed[] = [];
