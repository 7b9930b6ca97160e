import {
  FAULT_CODE_IN_PERMISSION,
  FAULT_CODE_IN_ROUTE,
  FAULT_CODE_OUT_PERMISSION,
  FAULT_CODE_OUT_ROUTE,
  REPAIR_MATERIAL_PERMISSION as M,
  REPAIR_DATA_ITEM_PERMISSION,
  REPAIR_DATA_ITEM_ROUTE,
  REPAIR_MATERIAL_ROUTE,
  REPAIR_TASK_PERMISSION,
  REPAIR_TASK_ROUTE,
  REPAIR_VEHICLE_PERMISSION,
  REPAIR_VEHICLE_ROUTE,
} from '@diagops/contracts';
import { type ComponentType, lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

type Pages = typeof import('./repair-pages');
const page = (name: keyof Pages) => lazy(() => import('./repair-pages').then((m) => ({ default: m[name] as ComponentType })));
const title = (screen: string) => `repair.titles.${screen}`;
const material = page('RepairMaterialPage');

/** The screens of repair data: tasks, materials, data, fault codes, associated vehicles (routes.tsv). */
export const repairDataRoutes: FeatureRoute[] = [
  { path: REPAIR_TASK_ROUTE, titleKey: title('tasks'), permission: REPAIR_TASK_PERMISSION.view, component: page('RepairTaskPage') },
  { path: REPAIR_MATERIAL_ROUTE, titleKey: title('materials'), permission: M.view, component: material },
  { path: '/repairData/materialManage/add', titleKey: title('materialAdd'), permission: M.add, component: material },
  { path: '/repairData/materialManage/edit/:id?', titleKey: title('materialEdit'), permission: M.edit, component: material },
  { path: '/repairData/materialManage/detail/:id?/:repairTypeId?', titleKey: title('materialDetail'), permission: M.view, component: material },
  { path: REPAIR_DATA_ITEM_ROUTE, titleKey: title('data'), permission: REPAIR_DATA_ITEM_PERMISSION.view, component: page('RepairDataPage') },
  { path: FAULT_CODE_IN_ROUTE, titleKey: title('faultCodesIn'), permission: FAULT_CODE_IN_PERMISSION.view, component: page('FaultCodeInPage') },
  {
    path: `${FAULT_CODE_OUT_ROUTE}/:dataName?/:repairTypeName?`,
    titleKey: title('faultCodesOut'),
    permission: FAULT_CODE_OUT_PERMISSION.view,
    component: page('FaultCodeOutPage'),
  },
  {
    path: `${REPAIR_VEHICLE_ROUTE}/:dataName?/:repairDataId?`,
    titleKey: title('vehicles'),
    permission: REPAIR_VEHICLE_PERMISSION.view,
    component: page('RepairVehiclePage'),
  },
];
