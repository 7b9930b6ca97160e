import type { FeatureRoute } from '../../shared/routing/feature-route';
import { basicDataRoutes } from './basic-data/routes';
import { batchImportRoutes } from './batch-import/routes';
import { catalogRoutes } from './catalog/routes';
import { extrasRoutes } from './extras/routes';
import { mappingRoutes } from './mapping/routes';
import { vinRoutes } from './vin/routes';

/** The vehicle area's screens (routes.tsv, area vehicle): each part adds its routes in its own folder. */
export const vehicleRoutes: FeatureRoute[] = [...basicDataRoutes, ...mappingRoutes, ...vinRoutes, ...catalogRoutes, ...extrasRoutes, ...batchImportRoutes];
