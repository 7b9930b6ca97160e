import type { App } from '../../platform/http/types';

/** The API of fault-light icons and their details. */
export async function faultlightIconsRoutes(_app: App) {}
