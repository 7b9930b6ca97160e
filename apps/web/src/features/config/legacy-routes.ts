import {
  APP_FUNCTION_PERMISSION,
  APP_FUNCTION_ROUTE,
  FUNCTION_CONFIG_PERMISSION as F,
  FUNCTION_CONFIG_ROUTE,
  FUNCTION_EXAMINE_ROUTE,
  LEGACY_GENERAL_ROUTE,
  LEGACY_SPECIAL_ROUTE,
  LEGACY_GENERAL_PERMISSION as LG,
  LEGACY_SPECIAL_PERMISSION as LS,
  ODM_CONFIG_PERMISSION,
  ODM_CONFIG_ROUTE,
  OEM_DEVICE_PERMISSION,
  OEM_DEVICE_ROUTE,
  PACKAGING_PERMISSION,
  PACKING_PERMISSION,
  PRODUCT_CONFIGURATION_PERMISSION as PC,
  PRODUCT_MODEL_CONFIGURATION_PERMISSION as PM,
  PRODUCT_CONFIGURATION_ROUTE,
  PRODUCT_MODEL_CONFIGURATION_ROUTE,
  SN_COMMON_PERMISSION as SC,
  SN_COMMON_ROUTE,
  SN_PACKAGE_ROUTE,
  SN_SPECIAL_ROUTE,
  SN_SPECIAL_PERMISSION as SS,
} from '@diagops/contracts';
import { type ComponentType, lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

type Pages = typeof import('./legacy/legacy-pages');
const page = (name: keyof Pages) => lazy(() => import('./legacy/legacy-pages').then((m) => ({ default: m[name] as ComponentType })));
const title = (object: string, screen: string) => `config.legacy.titles.${object}.${screen}`;

/** A list and its routed forms: the list's component opens the form a path names (screen.formPaths). */
function screens(object: string, component: ReturnType<typeof page>, paths: Array<[path: string, screen: string, permission: string]>): FeatureRoute[] {
  return paths.map(([path, screen, permission]) => ({ path, titleKey: title(object, screen), permission, component }));
}

const snCommon = page('SnCommonPage');
const snSpecial = page('SnSpecialPage');
const fn = page('FunctionConfigPage');
const gen = page('LegacyGeneralPage');
const spe = page('LegacySpecialPage');
const pc = page('ProductConfigurationPage');
const pm = page('ProductModelConfigurationPage');

/** The simpler screens of the configuration area (routes.tsv, area config). */
export const configLegacyRoutes: FeatureRoute[] = [
  ...screens('snCommon', snCommon, [
    [SN_COMMON_ROUTE, 'list', SC.view],
    ['/sn/addCommon', 'add', SC.add],
    ['/sn/editCommon/:id', 'edit', SC.edit],
    ['/sn/detailCommon/:id', 'detail', SC.view],
  ]),
  ...screens('snSpecial', snSpecial, [
    [SN_SPECIAL_ROUTE, 'list', SS.view],
    ['/sn/addSpecial', 'add', SS.add],
    ['/sn/specialDetail/:id', 'detail', SS.view],
  ]),
  ...screens('functionConfig', fn, [
    [FUNCTION_CONFIG_ROUTE, 'list', F.view],
    ['/sysFunctionManage/funAdd/:type?', 'add', F.add],
    ['/sysFunctionManage/funEdit/:id', 'edit', F.edit],
    ['/sysFunctionManage/funDetail/:id', 'detail', F.view],
  ]),
  { path: `${FUNCTION_EXAMINE_ROUTE}/:id?`, titleKey: title('functionConfig', 'examine'), permission: F.examine, component: page('FunctionExaminePage') },
  ...screens('legacyGeneral', gen, [
    [LEGACY_GENERAL_ROUTE, 'list', LG.view],
    ['/sysFunctionManage/genAdd', 'add', LG.add],
    ['/sysFunctionManage/genEdit/:id', 'edit', LG.edit],
    ['/sysFunctionManage/genDetail/:id', 'detail', LG.view],
  ]),
  ...screens('legacySpecial', spe, [
    [LEGACY_SPECIAL_ROUTE, 'list', LS.view],
    ['/sysFunctionManage/specialAdd', 'add', LS.add],
    ['/sysFunctionManage/specialEdit/:id', 'edit', LS.edit],
    ['/sysFunctionManage/specialDetail/:id', 'detail', LS.view],
  ]),
  ...screens('productConfiguration', pc, [
    [PRODUCT_CONFIGURATION_ROUTE, 'list', PC.view],
    ['/productConfiguration/add', 'add', PC.add],
    ['/productConfiguration/edit', 'edit', PC.edit],
    ['/productConfiguration/detail', 'detail', PC.view],
  ]),
  ...screens('productModelConfiguration', pm, [
    [PRODUCT_MODEL_CONFIGURATION_ROUTE, 'list', PM.view],
    ['/productModelConfiguration/add', 'add', PM.add],
    ['/productModelConfiguration/edit/:id', 'edit', PM.edit],
    ['/productModelConfiguration/detail/:id', 'detail', PM.view],
  ]),
  { path: APP_FUNCTION_ROUTE, titleKey: title('appFunction', 'list'), permission: APP_FUNCTION_PERMISSION.view, component: page('AppFunctionPage') },
  { path: ODM_CONFIG_ROUTE, titleKey: title('odmConfig', 'list'), permission: ODM_CONFIG_PERMISSION.view, component: page('OdmConfigPage') },
  { path: OEM_DEVICE_ROUTE, titleKey: title('oemDevice', 'list'), permission: OEM_DEVICE_PERMISSION.view, component: page('OemDevicePage') },
  {
    path: SN_PACKAGE_ROUTE,
    titleKey: title('snPackage', 'list'),
    permission: [PACKING_PERMISSION.view, PACKAGING_PERMISSION.view],
    component: page('SnPackagePage'),
  },
];
