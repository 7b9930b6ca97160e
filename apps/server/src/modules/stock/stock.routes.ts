import type { App } from '../../platform/http/types';
import { purchaseRoutes } from './purchasing.routes';
import { shipmentRoutes } from './shipments.routes';
import { specialRoutes } from './special-stock.routes';
import { transferRoutes } from './transfers.routes';

/** Every stock route: purchasing, the ledger and inventory, transfers, shipments, outsourcing, special stock, the trace. */
export async function stockRoutes(app: App) {
  await purchaseRoutes(app);
  await specialRoutes(app);
  await shipmentRoutes(app);
  await transferRoutes(app);
}
