import { SHIPMENT_PLAN_ROUTE } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Shipment plans (14) under /supply. */
export const SHIPMENTS_MENU: MenuSeed[] = [
  { path: SHIPMENT_PLAN_ROUTE, name: '发货计划', enName: 'Shipment plans', icon: 'SendOutlined', parent: '/supply', sortOrder: 14 },
];
