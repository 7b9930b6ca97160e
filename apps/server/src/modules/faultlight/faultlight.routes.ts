import type { App } from '../../platform/http/types';
import { faultlightIconsRoutes } from './icons.routes';

/** Every API of the faultlight area; each part registers its own. */
export async function faultlightRoutes(app: App) {
  await faultlightIconsRoutes(app);
}
