import type { FeatureRoute } from '../../shared/routing/feature-route';

/** The configuration area's screens (routes.tsv, area config): each object adds its routes here. */
export const configRoutes: FeatureRoute[] = [];
