import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { CONFIG_LEGACY_SERVICES } from './legacy.service';

/** The simpler objects' routes, each generated from its declaration (/{svc}-config/snCommon/…, /packing/…). */
export async function configLegacyRoutes(app: App) {
  for (const service of CONFIG_LEGACY_SERVICES) await resourceRoutes(app, service, { tags: ['config'] });
}
