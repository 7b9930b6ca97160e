import type { App } from '../../platform/http/types';

/** The API of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports. */
export async function extrasRoutes(_app: App) {}
