// What other areas may use of finance: its routes and menu (it sits at the top; nothing uses it).
export { FINANCE_MENU } from './finance.menu';
export { financeRoutes } from './finance.routes';
