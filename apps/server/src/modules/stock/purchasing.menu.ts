import { INVENTORY_ROUTE, PURCHASE_ORDER_ROUTE, PURCHASE_RETURN_ROUTE } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Purchase orders (11), purchase returns (12) and the inventory (21) under /supply. */
export const PURCHASE_MENU: MenuSeed[] = [
  { path: PURCHASE_ORDER_ROUTE, name: '采购订单', enName: 'Purchase orders', icon: 'ShoppingCartOutlined', parent: '/supply', sortOrder: 11 },
  { path: PURCHASE_RETURN_ROUTE, name: '采购退货', enName: 'Purchase returns', icon: 'InboxOutlined', parent: '/supply', sortOrder: 12 },
  { path: INVENTORY_ROUTE, name: '库存', enName: 'Inventory', icon: 'DatabaseOutlined', parent: '/supply', sortOrder: 21 },
];
