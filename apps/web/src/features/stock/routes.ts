import type { FeatureRoute } from '../../shared/routing/feature-route';

/** The stock area's screens under /supply (decision 0030). */
export const stockRoutes: FeatureRoute[] = [];
