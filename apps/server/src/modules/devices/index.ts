// What other areas may use of devices: its routes, the demo rows, the lookup by SN (log files).

export { seedDevicesDemo } from './devices.demo';
export { DEVICES_MENU } from './devices.menu';
export { devicesRoutes } from './devices.routes';
export { deviceIdBySn } from './devices.service';
