// What other areas may use of dealers: its routes, menu, seeds (nothing sits above it yet).
export { seedDealersDemo } from './dealers.demo';
export { DEALERS_MENU } from './dealers.menu';
export { dealersRoutes } from './dealers.routes';
export { seedDealers } from './dealers.seed';
