/** What other parts of the console may use from the products feature. */
export { useProductOptions } from './api/product-options';
