// What other areas may use of reports: its routes and menu.
export { REPORTS_MENU } from './reports.menu';
export { reportsRoutes } from './reports.routes';
