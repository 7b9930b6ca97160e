// What other areas may use of stock: its routes and menu, and what the configuration area asks of an SN and of a set of devices.
export { type Audience, type AudienceGroup, audienceOf, type SnFacts, snFacts, snFactsMany } from './audience';
export { STOCK_MENU } from './stock.menu';
export { stockRoutes } from './stock.routes';
