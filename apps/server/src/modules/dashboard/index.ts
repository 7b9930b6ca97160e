// What other areas may use of dashboard: its routes and menu.
export { DASHBOARD_MENU } from './dashboard.menu';
export { dashboardRoutes } from './dashboard.routes';
