import type { FeatureRoute } from '../../shared/routing/feature-route';

/** The supply area's screens under /supply (decision 0030). */
export const supplyRoutes: FeatureRoute[] = [];
