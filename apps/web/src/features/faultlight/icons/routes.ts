import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of fault-light icons and their details (routes.tsv). */
export const faultlightIconsRoutes: FeatureRoute[] = [];
