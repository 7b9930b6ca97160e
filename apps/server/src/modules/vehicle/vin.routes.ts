import type { App } from '../../platform/http/types';

/** The API of VIN analysis: validation, offline decode, comparison. */
export async function vinRoutes(_app: App) {}
