import {
  BASIC_DATA_FOLDER,
  resourceMenuSeed,
  VEHICLE_FOLDER,
  vehicleAttrResource,
  vehicleBrandResource,
  vehicleModelResource,
  vehicleTypeResource,
} from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** Menu nodes of the basic data: a sub-folder of VEHICLE_FOLDER with vehicle types, brands, models and attributes. */
export const BASIC_DATA_MENU: MenuSeed[] = [
  { path: BASIC_DATA_FOLDER, name: '基础数据', enName: 'Basic data', icon: 'DatabaseOutlined', parent: VEHICLE_FOLDER, sortOrder: 1 },
  ...[vehicleTypeResource, vehicleBrandResource, vehicleModelResource, vehicleAttrResource].map((d) => resourceMenuSeed(d)),
];
