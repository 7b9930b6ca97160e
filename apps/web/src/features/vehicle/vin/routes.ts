import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of VIN analysis: validation, offline decode, comparison (routes.tsv). */
export const vinRoutes: FeatureRoute[] = [];
