import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of the basic data: vehicle types, brands, models and attributes (routes.tsv). */
export const basicDataRoutes: FeatureRoute[] = [];
