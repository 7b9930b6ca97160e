import type { App } from '../../platform/http/types';

/** The API of repair data: tasks, materials, data, fault codes, associated vehicles. */
export async function repairDataRoutes(_app: App) {}
