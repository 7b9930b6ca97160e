import { FAULT_LIGHT_DETAIL_PERMISSION as D, FAULT_LIGHT_DETAIL_ROUTE, FAULT_LIGHT_ICON_ROUTE, FAULT_LIGHT_ICON_PERMISSION as I } from '@diagops/contracts';
import { type ComponentType, lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

type Pages = typeof import('./faultlight-pages');
const page = (name: keyof Pages) => lazy(() => import('./faultlight-pages').then((m) => ({ default: m[name] as ComponentType })));
const title = (screen: string) => `faultlight.titles.${screen}`;
const icons = page('FaultLightIconPage');
const details = page('FaultLightDetailPage');

/** The screens of fault-light icons and their details (routes.tsv): the forms name the record by its serial number. */
export const faultlightIconsRoutes: FeatureRoute[] = [
  { path: FAULT_LIGHT_ICON_ROUTE, titleKey: title('icons'), permission: I.view, component: icons },
  { path: '/faultlight/add/index', titleKey: title('iconAdd'), permission: I.add, component: icons },
  { path: '/faultlight/edit/index/:serialNumber', titleKey: title('iconEdit'), permission: I.edit, component: icons },
  { path: '/faultlight/detail/index/:serialNumber', titleKey: title('iconDetail'), permission: I.view, component: icons },
  { path: FAULT_LIGHT_DETAIL_ROUTE, titleKey: title('details'), permission: D.view, component: details },
  { path: '/faultlight/detailManage/add', titleKey: title('detailAdd'), permission: D.add, component: details },
  { path: '/faultlight/detailManage/edit/:serialNumber', titleKey: title('detailEdit'), permission: D.edit, component: details },
  { path: '/faultlight/detailManage/detail/:serialNumber', titleKey: title('detailDetail'), permission: D.view, component: details },
];
