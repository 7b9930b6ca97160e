// What other areas may use of marketing: its routes and menu (it sits at the top; nothing uses it).
export { MARKETING_MENU } from './marketing.menu';
export { marketingRoutes } from './marketing.routes';
