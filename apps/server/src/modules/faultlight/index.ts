// What other areas may use of faultlight: its routes and menu.
export { FAULTLIGHT_MENU } from './faultlight.menu';
export { faultlightRoutes } from './faultlight.routes';
