// What other areas may use of devices: its routes, the demo rows, the lookup by SN (log files),
// the active devices and a customer's own device by SN (remote diagnosis), the read-only
// owner / status / software-expiry columns (the message centre's audiences) and the exchange listeners.

/** A mall order's cards: occupied from stock, released when it ends unpaid, taken when paid (ledger entries). */
export { type CardOrderStep, type OrderCard, occupyCardForOrder, releaseOrderCard, takeOrderCard } from './cards.orders';
export { seedDevicesDemo } from './devices.demo';
export { DEVICES_MENU } from './devices.menu';
export { devicesRoutes } from './devices.routes';
/** What the devices area offers the console-wide search: devices by SN, and the owners of an SN for the customers' source. */
export { deviceOwnersBySn, deviceSearch } from './devices.search';
export {
  type ActiveDevice,
  activeDevicePage,
  type DeviceTrace,
  deviceIdBySn,
  deviceIdsBySns,
  deviceTraceBySn,
  deviceTraceBySns,
  myDevices,
  ownedDeviceBySn,
} from './devices.service';
/** Counts for the dashboards: activations / bindings per month or model, devices per status. */
export { type CountRow, deviceCounts, deviceStatusCounts, type StatsWindow } from './devices.stats';
export { registerDeviceSns } from './devices.stock';
export { deviceExpiryColumns } from './devices.views';
/** Areas above that keep something per SN follow exchanges (the dealers' stock). */
export { type DeviceExchange, onDeviceExchanged } from './exchange-listeners';
