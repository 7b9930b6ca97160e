import type { App } from '../../platform/http/types';

/** The API of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars. */
export async function catalogRoutes(_app: App) {}
