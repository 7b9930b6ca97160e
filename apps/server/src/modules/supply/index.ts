// What other areas may use of supply: lookups of suppliers, warehouses and channels.
export { channelsRoutes } from './channels.routes';
export { type SupplierForOrder, supplierForOrder } from './suppliers.service';
export { SUPPLY_MENU } from './supply.menu';
export { type ChannelRow, channelsByIds, listChannels, listSuppliers, listWarehouses, liveChannel } from './supply.service';
export { channelNamesView, supplierNamesView, warehouseNamesView } from './supply.views';
export { supplyReferenceRoutes } from './supply-ref.routes';
export { ensureTransitWarehouse, installWarehouseStockCheck, type WarehouseRef, type WarehouseStockCheck, warehouseById } from './warehouses.service';
