import type { App } from '../../platform/http/types';
import { basicDataRoutes } from './basic-data.routes';
import { batchImportRoutes } from './batch-import.routes';
import { catalogRoutes } from './catalog.routes';
import { extrasRoutes } from './extras.routes';
import { mappingRoutes } from './mapping.routes';
import { vinRoutes } from './vin.routes';

/** Every API of the vehicle area; each part registers its own. */
export async function vehicleRoutes(app: App) {
  await basicDataRoutes(app);
  await mappingRoutes(app);
  await vinRoutes(app);
  await catalogRoutes(app);
  await extrasRoutes(app);
  await batchImportRoutes(app);
}
