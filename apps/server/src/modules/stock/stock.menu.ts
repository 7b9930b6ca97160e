import type { MenuSeed } from '../menus';

/** The stock screens under /supply (decision 0030). */
export const STOCK_MENU: MenuSeed[] = [];
