import type { FeatureRoute } from '../../shared/routing/feature-route';
import { shipmentRoutes } from './shipments/routes';

/** The stock area's screens under /supply (decision 0030). */
export const stockRoutes: FeatureRoute[] = [
  ...shipmentRoutes,
];
