import type { App } from '../../platform/http/types';

/** Every stock route: purchasing, the ledger and inventory, transfers, shipments, outsourcing, special stock, the trace. */
export async function stockRoutes(_app: App) {}
