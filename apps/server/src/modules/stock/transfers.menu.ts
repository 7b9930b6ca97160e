import { FIRST_LEG_ROUTE, TRANSFER_PLAN_ROUTE } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Transfer plans and first-leg transport under /supply (decision 0030). */
export const TRANSFER_MENU: MenuSeed[] = [
  { path: TRANSFER_PLAN_ROUTE, name: '调拨计划', enName: 'Transfer plans', icon: 'SwapOutlined', parent: '/supply', sortOrder: 13 },
  { path: FIRST_LEG_ROUTE, name: '头程运输', enName: 'First-leg transport', icon: 'CarOutlined', parent: '/supply', sortOrder: 15 },
];
