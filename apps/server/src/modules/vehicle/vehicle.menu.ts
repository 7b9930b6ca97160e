import { VEHICLE_FOLDER } from '@diagops/contracts';
import type { MenuSeed } from '../menus';
import { BASIC_DATA_MENU } from './basic-data.menu';
import { CATALOG_MENU } from './catalog.menu';
import { EXTRAS_MENU } from './extras.menu';
import { MAPPING_MENU } from './mapping.menu';
import { VIN_MENU } from './vin.menu';

/** The vehicle folder; each part adds its nodes. */
export const VEHICLE_MENU: MenuSeed[] = [
  { path: VEHICLE_FOLDER, name: '车辆数据', enName: 'Vehicle data', icon: 'CarOutlined', sortOrder: 400 },
  ...BASIC_DATA_MENU,
  ...MAPPING_MENU,
  ...VIN_MENU,
  ...CATALOG_MENU,
  ...EXTRAS_MENU,
];
