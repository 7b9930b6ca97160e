// What other areas may use of devices: its routes, the demo rows (nothing sits above it yet).

export { seedDevicesDemo } from './devices.demo';
export { DEVICES_MENU } from './devices.menu';
export { devicesRoutes } from './devices.routes';
