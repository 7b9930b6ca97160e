// What other areas and the app may use of the legal documents: its routes and menu.
export { LEGAL_MENU } from './legal.menu';
export { legalRoutes } from './legal.routes';
