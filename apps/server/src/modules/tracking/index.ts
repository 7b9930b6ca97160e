// What other areas may use of tracking: its routes and menu, and event counts from the rollups (the dashboards).
export { activeDevicesPerDay, type CountGroup, eventCounts } from './queries';
export { TRACKING_MENU } from './tracking.menu';
export { trackingRoutes } from './tracking.routes';
