// What other areas may use of repair: its routes and menu.
export { REPAIR_MENU } from './repair.menu';
export { repairRoutes } from './repair.routes';
export { checkBrandModel, itemNames, keepRowFiles, needOneLanguage } from './repair-data.rules';
