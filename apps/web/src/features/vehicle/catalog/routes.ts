import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars (routes.tsv). */
export const catalogRoutes: FeatureRoute[] = [];
