// What other areas may use of configuration packages: its routes and menu (it sits at the top; nothing uses it).
export { CONFIG_MENU } from './config.menu';
export { configRoutes } from './config.routes';
