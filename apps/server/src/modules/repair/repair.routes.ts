import type { App } from '../../platform/http/types';
import { repairDataRoutes } from './repair-data.routes';

/** Every API of the repair area; each part registers its own. */
export async function repairRoutes(app: App) {
  await repairDataRoutes(app);
}
