// What other areas may use of stock: its routes and menu (it sits at the top; nothing uses it).
export { STOCK_MENU } from './stock.menu';
export { stockRoutes } from './stock.routes';
