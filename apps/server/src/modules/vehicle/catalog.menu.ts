import {
  batteryResource,
  dlcResource,
  marketingAdResource,
  obdCodeResource,
  resourceMenuSeed,
  testableCarResource,
  tsbResource,
  vehicleCarResource,
} from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/**
 * Menu nodes of vehicles, OBD codes, TSBs, DLC locations, batteries, advertising, testable cars, under
 * VEHICLE_FOLDER. The battery standards have no list route: their list is a tab of the battery page.
 */
export const CATALOG_MENU: MenuSeed[] = [
  vehicleCarResource,
  obdCodeResource,
  tsbResource,
  dlcResource,
  batteryResource,
  marketingAdResource,
  testableCarResource,
].map((d) => resourceMenuSeed(d));
