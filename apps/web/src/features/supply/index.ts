// What other features may use of supply: the form pickers of suppliers and warehouses.
export { getSupplierOptions, getWarehouseOptions, type WarehouseOption } from './api/supply-options';
export { SupplierSelect, WarehouseSelect } from './components/supply-selects';
