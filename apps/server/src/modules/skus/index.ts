// What other areas may use of skus: its routes and the read-only SKU names (dealers' profit ratios).
export { skusRoutes } from './skus.routes';
export { skuNamesView } from './skus.views';
