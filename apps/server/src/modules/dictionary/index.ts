// What other areas may use of the dictionary: product lines, entries, its menu and seed.
export { DICTIONARY_MENU } from './dictionary.menu';
export { dictionaryRoutes } from './dictionary.routes';
export { seedDictionary } from './dictionary.seed';
export { entriesOf, isProductLine, PRODUCT_LINE_CATEGORY, requireProductLine } from './dictionary.service';
