import type { App } from '../../platform/http/types';

/** The API of the mapping sets between the two providers and ours. */
export async function mappingRoutes(_app: App) {}
