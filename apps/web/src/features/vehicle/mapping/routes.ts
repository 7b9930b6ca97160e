import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of the mapping sets between the two providers and ours (routes.tsv). */
export const mappingRoutes: FeatureRoute[] = [];
