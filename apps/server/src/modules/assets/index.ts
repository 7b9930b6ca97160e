// What other areas may use of assets: its routes and menu (nothing else uses assets yet).
export { ASSETS_MENU } from './assets.menu';
export { assetsRoutes } from './assets.routes';
