import type { App } from '../../platform/http/types';

/** The API of the basic data: vehicle types, brands, models and attributes. */
export async function basicDataRoutes(_app: App) {}
