import type { FeatureRoute } from '../../shared/routing/feature-route';

/** The account dialogs open from the user menu; no pages of their own yet. */
export const accountRoutes: FeatureRoute[] = [];
