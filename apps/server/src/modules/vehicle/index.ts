// What other areas may use of vehicle: its routes and menu.

export { onVehicleItemBound, onVehicleItemMerged, resolveVehicleItem, vehicleItems } from './basic-data.service';
export { type BatchImportTarget, registerBatchImportType } from './batch-import.service';
export { registerVehicleItemRefs, type VehicleItemRefs } from './item-refs';
export { VEHICLE_MENU } from './vehicle.menu';
export { vehicleRoutes } from './vehicle.routes';
