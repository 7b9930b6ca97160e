import type { FeatureRoute } from '../../shared/routing/feature-route';
import { configLegacyRoutes } from './legacy-routes';
import { revisionedRoutes } from './revisioned-routes';

/** The configuration area's screens (routes.tsv, area config): each object adds its routes here. */
export const configRoutes: FeatureRoute[] = [...configLegacyRoutes, ...revisionedRoutes];
