// What other areas may use of reports: its routes and menu.
export { REPORTS_MENU } from './reports.menu';
export { reportsRoutes } from './reports.routes';
/** Reports received per month and kind (the after-sales dashboard). */
export { reportCounts } from './reports.stats';
