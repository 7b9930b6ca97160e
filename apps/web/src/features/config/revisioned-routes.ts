import {
  CONFIG_PACK_PATHS,
  CONFIG_PACK_PERMISSION,
  GENERAL_CONFIG_PERMISSION,
  MASK_CONFIG_PERMISSION,
  PRODUCT_CONFIG_PERMISSION,
  SPECIAL_CONFIG_INFO_ROUTE,
  SPECIAL_CONFIG_PERMISSION,
  SPECIAL_CONFIG_ROUTE,
} from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import { REVISIONED_PATHS, type RevisionedName, routePattern } from './config-paths';

// plain names only (config-names.ts): the shell's route manifest loads no declarations or schemas;
// one entry for all these screens (config-screens.tsx picks the page by the path)
const screens = lazy(() => import('./config-screens'));

const PERMISSIONS = {
  generalConfig: GENERAL_CONFIG_PERMISSION,
  productConfig: PRODUCT_CONFIG_PERMISSION,
  maskConfig: MASK_CONFIG_PERMISSION,
  configPack: CONFIG_PACK_PERMISSION,
};

/** The five screens of a revisioned configuration: one generic component each, the declaration chosen by the path. */
const screensOf = (name: RevisionedName): FeatureRoute[] => {
  const paths = REVISIONED_PATHS[name];
  const P = PERMISSIONS[name];
  const title = (screen: string) => `config.revisioned.titles.${name}.${screen}`;
  return [
    { path: paths.list, titleKey: title('list'), permission: P.view, component: screens },
    { path: paths.add, titleKey: title('add'), permission: P.add, component: screens },
    { path: routePattern(paths.edit), titleKey: title('edit'), permission: P.edit, component: screens },
    // the number is optional: the kit's list opens …/detail/{id}
    { path: routePattern(paths.detail), titleKey: title('detail'), permission: P.view, component: screens },
    { path: routePattern(paths.verify), titleKey: title('verify'), permission: P.review, component: screens },
  ];
};

/** The general configs, product config packages and function masks (issue 32), the special configs and an SN's effective configuration. */
export const revisionedRoutes: FeatureRoute[] = [
  ...screensOf('generalConfig'),
  ...screensOf('productConfig'),
  ...screensOf('maskConfig'),
  ...screensOf('configPack'),
  // a config pack's add may start from another (/configPack/add/{id?}); auditEdit changes one in review
  { path: `${CONFIG_PACK_PATHS.add}/:id?`, titleKey: 'config.revisioned.titles.configPack.add', permission: CONFIG_PACK_PERMISSION.add, component: screens },
  {
    path: CONFIG_PACK_PATHS.auditEdit.replace('{id}', ':id'),
    titleKey: 'config.revisioned.titles.configPack.auditEdit',
    permission: CONFIG_PACK_PERMISSION.edit,
    component: screens,
  },
  {
    path: SPECIAL_CONFIG_ROUTE,
    titleKey: 'config.special.listTitle',
    permission: SPECIAL_CONFIG_PERMISSION.view,
    component: screens,
  },
  {
    path: `${SPECIAL_CONFIG_INFO_ROUTE}/:sn?/:type?/:id?`,
    titleKey: 'config.effective.title',
    permission: SPECIAL_CONFIG_PERMISSION.effective,
    component: screens,
  },
];
