/** Routes and permission names of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports (zod-free: the web's route manifest reads it). */

const perms = <const P extends string>(p: P) => ({ view: `${p}_view`, add: `${p}_add`, edit: `${p}_edit`, del: `${p}_del`, export: `${p}_export` }) as const;
const withImport = <const P extends string>(p: P) => ({ ...perms(p), import: `${p}_import` }) as const;

export const VEHICLE_SERVICE_PERMISSION = withImport('vehicle_service');
export const MOTORCYCLE_WIRE_PERMISSION = perms('vehicle_motorcycle_wire');
export const OPERATION_MANUAL_PERMISSION = perms('vehicle_operation_manual');
export const SHORT_CODE_PERMISSION = withImport('vehicle_short_code');
export const ADAS_BASIC_PERMISSION = perms('vehicle_adas_basic');
export const ADAS_DATA_PERMISSION = perms('vehicle_adas_data');
export const TOPOLOGY_BASIC_PERMISSION = withImport('vehicle_topology_basic');
export const TOPOLOGY_MAP_PERMISSION = perms('vehicle_topology_map');
export const BATCH_IMPORT_PERMISSION = { view: 'vehicle_batch_import_view', add: 'vehicle_batch_import_add' } as const;

export const VEHICLE_SERVICE_ROUTE = '/vehicleServices/vehicle/list';
export const VEHICLE_SERVICE_PATHS = { add: '/vehicleServices/vehicle/add', edit: '/vehicleServices/vehicle/edit/{id}' } as const;
export const MOTORCYCLE_WIRE_ROUTE = '/motorcycleWire/list';
export const OPERATION_MANUAL_ROUTE = '/operationManual/list';
export const SHORT_CODE_ROUTE = '/simple/shortCode';
export const ADAS_BASIC_ROUTE = '/adasDataManage/basicDatalist';
export const ADAS_DATA_ROUTE = '/adasDataManage/list';
/** add and edit share one route (`/adasDataManage/add/{id?}`) */
export const ADAS_DATA_PATHS = { add: '/adasDataManage/add', edit: '/adasDataManage/add/{id}', detail: '/adasDataManage/detail/{id}' } as const;
export const TOPOLOGY_BASIC_ROUTE = '/topologyMapManagement/basicData';
export const TOPOLOGY_MAP_ROUTE = '/topologyMapManagement/topologyMap';
export const BATCH_IMPORT_ROUTE = '/batchImport/list';
export const BATCH_IMPORT_ADD_ROUTE = '/batchImport/add';

/** Upload areas of this part's files (type judged by content). */
export const EXTRAS_FILE_AREAS = { wire: 'vehicleWire', manual: 'vehicleManual', adas: 'vehicleAdas' } as const;
export const EXTRAS_DOC_TYPES = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const EXTRAS_DOC_MAX_BYTES = 20 * 1024 * 1024;

/** Kinds of ADAS basic data. */
export const ADAS_BASIC_KINDS = ['systemType', 'calibrationType'] as const;
/** Buses of a topology map. */
export const TOPOLOGY_BUSES = ['CAN', 'CAN-FD', 'LIN', 'FlexRay', 'MOST', 'Ethernet', 'K-Line'] as const;
