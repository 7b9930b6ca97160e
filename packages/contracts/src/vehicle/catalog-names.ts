/** Routes and permission names of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars (zod-free: the web's route manifest reads it). */

const perms = <const P extends string>(p: P) => ({ view: `${p}_view`, add: `${p}_add`, edit: `${p}_edit`, del: `${p}_del`, export: `${p}_export` }) as const;

export const VEHICLE_CAR_PERMISSION = perms('vehicle_car');
export const OBD_CODE_PERMISSION = perms('vehicle_obd_code');
export const TSB_PERMISSION = perms('vehicle_tsb');
export const DLC_PERMISSION = perms('vehicle_dlc');
export const BATTERY_PERMISSION = perms('vehicle_battery');
export const BATTERY_STANDARD_PERMISSION = perms('vehicle_battery_standard');
export const MARKETING_AD_PERMISSION = { ...perms('vehicle_marketing_ad'), enable: 'vehicle_marketing_ad_enable' } as const;
export const TESTABLE_CAR_PERMISSION = { ...perms('vehicle_testable_car'), import: 'vehicle_testable_car_import' } as const;

export const VEHICLE_CAR_ROUTE = '/simple/car/index';
export const VEHICLE_CAR_PATHS = { add: '/simple/car/add', edit: '/simple/car/update/{id}', detail: '/simple/car/detail/{id}' } as const;
export const OBD_CODE_ROUTE = '/simple/obdCode/index';
export const OBD_CODE_PATHS = { add: '/simple/obdCode/add', edit: '/simple/obdCode/update/{id}', detail: '/simple/obdCode/detail/{id}' } as const;
export const TSB_ROUTE = '/simple/tsb/index';
export const TSB_PATHS = { add: '/simple/tsb/add', edit: '/simple/tsb/update/{id}', detail: '/simple/tsb/detail/{id}' } as const;
export const DLC_ROUTE = '/simple/dlc/index';
export const DLC_PATHS = { add: '/simple/dlc/add', edit: '/simple/dlc/edit/{id}', detail: '/simple/dlc/detail/{id}' } as const;
export const BATTERY_ROUTE = '/simple/battery';
export const BATTERY_PATHS = { add: '/simple/battery/add', edit: '/simple/battery/edit/{id}', detail: '/simple/battery/detail/{id}' } as const;
/** The standards have no list route of their own: their list is the battery page's second tab. */
export const BATTERY_STANDARD_PATHS = { add: '/standard/add', edit: '/standard/edit/{id}', detail: '/standard/detail/{id}' } as const;
export const MARKETING_AD_ROUTE = '/simple/marketingAdvertising';
export const TESTABLE_CAR_ROUTE = '/simple/testableCar/list';

/** Upload areas of the catalog's pictures and attachments (type judged by content). */
export const CATALOG_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'] as const;
export const CATALOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TSB_ATTACHMENT_TYPES = [...CATALOG_IMAGE_TYPES, 'pdf'] as const;
export const TSB_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const CATALOG_FILE_AREAS = { dlc: 'vehicleDlc', ad: 'vehicleAd', tsb: 'vehicleTsb' } as const;
