// What other areas may use of products: lookups, the delete guard SKUs register, name columns.
export { productsRoutes } from './products.routes';
export { productByCode, productOfModel, productsByIds, registerProductReference } from './products.service';
export { productModelNamesView, productNamesView } from './products.views';
