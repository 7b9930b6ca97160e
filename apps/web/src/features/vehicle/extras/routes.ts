import {
  ADAS_BASIC_PERMISSION,
  ADAS_BASIC_ROUTE,
  ADAS_DATA_PERMISSION,
  ADAS_DATA_ROUTE,
  MOTORCYCLE_WIRE_PERMISSION,
  MOTORCYCLE_WIRE_ROUTE,
  OPERATION_MANUAL_PERMISSION,
  OPERATION_MANUAL_ROUTE,
  SHORT_CODE_PERMISSION,
  SHORT_CODE_ROUTE,
  TOPOLOGY_BASIC_PERMISSION,
  TOPOLOGY_BASIC_ROUTE,
  TOPOLOGY_MAP_PERMISSION,
  TOPOLOGY_MAP_ROUTE,
  VEHICLE_SERVICE_PATHS,
  VEHICLE_SERVICE_PERMISSION,
  VEHICLE_SERVICE_ROUTE,
} from '@diagops/contracts';
import { type ComponentType, lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

type Pages = typeof import('./extras-pages');
const page = (name: keyof Pages) => lazy(() => import('./extras-pages').then((m) => ({ default: m[name] as ComponentType })));
const rr = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
const title = (object: string, screen: string) => `vehicleExtras.titles.${object}.${screen}`;

const service = page('VehicleServicePage');
const adas = page('AdasDataPage');

/** The screens of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports (routes.tsv). */
export const extrasRoutes: FeatureRoute[] = [
  { path: VEHICLE_SERVICE_ROUTE, titleKey: title('service', 'list'), permission: VEHICLE_SERVICE_PERMISSION.view, component: service },
  { path: rr(VEHICLE_SERVICE_PATHS.add), titleKey: title('service', 'add'), permission: VEHICLE_SERVICE_PERMISSION.add, component: service },
  { path: rr(VEHICLE_SERVICE_PATHS.edit), titleKey: title('service', 'edit'), permission: VEHICLE_SERVICE_PERMISSION.edit, component: service },
  { path: MOTORCYCLE_WIRE_ROUTE, titleKey: title('wire', 'list'), permission: MOTORCYCLE_WIRE_PERMISSION.view, component: page('MotorcycleWirePage') },
  { path: OPERATION_MANUAL_ROUTE, titleKey: title('manual', 'list'), permission: OPERATION_MANUAL_PERMISSION.view, component: page('OperationManualPage') },
  { path: SHORT_CODE_ROUTE, titleKey: title('shortCode', 'list'), permission: SHORT_CODE_PERMISSION.view, component: page('ShortCodePage') },
  { path: ADAS_BASIC_ROUTE, titleKey: title('adasBasic', 'list'), permission: ADAS_BASIC_PERMISSION.view, component: page('AdasBasicPage') },
  { path: ADAS_DATA_ROUTE, titleKey: title('adas', 'list'), permission: ADAS_DATA_PERMISSION.view, component: adas },
  { path: '/adasDataManage/add/:id?', titleKey: title('adas', 'add'), permission: ADAS_DATA_PERMISSION.add, component: adas },
  { path: '/adasDataManage/detail/:id', titleKey: title('adas', 'detail'), permission: ADAS_DATA_PERMISSION.view, component: adas },
  { path: TOPOLOGY_BASIC_ROUTE, titleKey: title('topologyBasic', 'list'), permission: TOPOLOGY_BASIC_PERMISSION.view, component: page('TopologyBasicPage') },
  { path: TOPOLOGY_MAP_ROUTE, titleKey: title('topologyMap', 'list'), permission: TOPOLOGY_MAP_PERMISSION.view, component: page('TopologyMapPage') },
];
