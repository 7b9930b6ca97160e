// What other areas may use of dealers: its routes, menu, seeds (nothing sits above it yet).
export { seedDealersDemo } from './dealers.demo';
export { DEALERS_MENU } from './dealers.menu';
export { dealersRoutes } from './dealers.routes';
/** What the dealers area offers the console-wide search, within the caller's dealer scope. */
export { dealerSearch } from './dealers.search';
export { seedDealers } from './dealers.seed';
/** Stock's shipment plans hand devices to a dealer inside their own transaction. */
export {
  dealerNamesByIds,
  dealersHoldingSns,
  type FactoryAllocation,
  liveDealer,
  liveDealerOptions,
  writeFactoryAllocation as allocateFromFactory,
} from './dealers.service';
