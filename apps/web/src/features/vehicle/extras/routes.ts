import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports (routes.tsv). */
export const extrasRoutes: FeatureRoute[] = [];
