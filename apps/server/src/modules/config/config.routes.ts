import type { App } from '../../platform/http/types';

/** Every route of the configuration area: each object's routes register here. */
export async function configRoutes(app: App) {
  void app;
}
