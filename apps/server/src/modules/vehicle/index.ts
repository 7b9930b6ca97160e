// What other areas may use of vehicle: its routes and menu.
export { VEHICLE_MENU } from './vehicle.menu';
export { vehicleRoutes } from './vehicle.routes';
