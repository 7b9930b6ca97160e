// What other features may use of vehicle: our brands and models as form fields (repair data, fault lights).
export { ItemNames, ItemSelect, useItemFields } from './catalog/item-select';
