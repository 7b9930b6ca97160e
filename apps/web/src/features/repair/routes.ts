import type { FeatureRoute } from '../../shared/routing/feature-route';
import { repairDataRoutes } from './repair-data/routes';

/** The repair area's screens (routes.tsv, area repair): each part adds its routes in its own folder. */
export const repairRoutes: FeatureRoute[] = [...repairDataRoutes];
