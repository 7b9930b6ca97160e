import type { App } from '../../platform/http/types';
import { configLegacyRoutes } from './legacy.routes';

/** Every route of the configuration area: each object's routes register here. */
export async function configRoutes(app: App) {
  await configLegacyRoutes(app);
  void app;
}
