import type { MenuSeed } from '../menus';

/** Menu nodes of fault-light icons and their details, under FAULTLIGHT_FOLDER. */
export const FAULTLIGHT_ICONS_MENU: MenuSeed[] = [];
