import type { MenuSeed } from '../menus';
import { PURCHASE_MENU } from './purchasing.menu';
import { SHIPMENTS_MENU } from './shipments.menu';
import { SPECIAL_MENU } from './special-stock.menu';
import { TRANSFER_MENU } from './transfers.menu';

/** The stock screens under /supply (decision 0030). */
export const STOCK_MENU: MenuSeed[] = [...PURCHASE_MENU, ...SPECIAL_MENU, ...SHIPMENTS_MENU, ...TRANSFER_MENU];
