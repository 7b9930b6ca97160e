import { OUTSOURCING_ROUTE, SPECIAL_STOCK_ROUTE } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Outsourcing (22) and special in/out stock (23) under /supply. */
export const SPECIAL_MENU: MenuSeed[] = [
  { path: OUTSOURCING_ROUTE, name: '委外加工', enName: 'Outsourcing', icon: 'ToolOutlined', parent: '/supply', sortOrder: 22 },
  { path: SPECIAL_STOCK_ROUTE, name: '特殊出入库', enName: 'Special in/out stock', icon: 'SwapOutlined', parent: '/supply', sortOrder: 23 },
];
