import type { FeatureRoute } from '../../shared/routing/feature-route';
import { purchaseRoutes } from './purchasing/routes';
import { shipmentRoutes } from './shipments/routes';
import { specialRoutes } from './special-stock/routes';
import { transferRoutes } from './transfers/routes';

/** The stock area's screens under /supply (decision 0030). */
export const stockRoutes: FeatureRoute[] = [...specialRoutes, ...purchaseRoutes, ...shipmentRoutes, ...transferRoutes];
