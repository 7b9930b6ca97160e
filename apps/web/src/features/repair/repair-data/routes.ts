import type { FeatureRoute } from '../../../shared/routing/feature-route';

/** The screens of repair data: tasks, materials, data, fault codes, associated vehicles (routes.tsv). */
export const repairDataRoutes: FeatureRoute[] = [];
