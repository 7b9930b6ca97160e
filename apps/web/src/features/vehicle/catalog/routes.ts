import {
  BATTERY_PERMISSION as B,
  BATTERY_PATHS,
  BATTERY_ROUTE,
  BATTERY_STANDARD_PATHS,
  BATTERY_STANDARD_PERMISSION as BS,
  VEHICLE_CAR_PERMISSION as C,
  DLC_PERMISSION as D,
  DLC_PATHS,
  DLC_ROUTE,
  MARKETING_AD_PERMISSION as M,
  MARKETING_AD_ROUTE,
  OBD_CODE_PERMISSION as O,
  OBD_CODE_PATHS,
  OBD_CODE_ROUTE,
  TSB_PERMISSION as T,
  TESTABLE_CAR_PERMISSION as TC,
  TESTABLE_CAR_ROUTE,
  TSB_PATHS,
  TSB_ROUTE,
  VEHICLE_CAR_PATHS,
  VEHICLE_CAR_ROUTE,
} from '@diagops/contracts';
import { type ComponentType, lazy } from 'react';
import type { FeatureRoute } from '../../../shared/routing/feature-route';

type Pages = typeof import('./catalog-pages');
const page = (name: keyof Pages) => lazy(() => import('./catalog-pages').then((m) => ({ default: m[name] as ComponentType })));
type FilePages = typeof import('./catalog-file-pages');
const filePage = (name: keyof FilePages) => lazy(() => import('./catalog-file-pages').then((m) => ({ default: m[name] as ComponentType })));
// the OBD codes' screen is a module of its own: its description lookup and grid would put the others over 120 kB
const obdCodePage = lazy(() => import('./obd-code-page').then((m) => ({ default: m.ObdCodePage })));
/** a declared path as react-router's pattern */
const rr = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
const title = (object: string, screen: string) => `vehicleCatalog.titles.${object}.${screen}`;
type Perm = { view: string; add: string; edit: string };

/** A list and its three routed forms, all one page (the list opens the form its path names). */
function screens(object: string, component: ReturnType<typeof page>, list: string | null, paths: { add: string; edit: string; detail: string }, p: Perm) {
  const out: FeatureRoute[] = list ? [{ path: list, titleKey: title(object, 'list'), permission: p.view, component }] : [];
  out.push(
    { path: rr(paths.add), titleKey: title(object, 'add'), permission: p.add, component },
    { path: rr(paths.edit), titleKey: title(object, 'edit'), permission: p.edit, component },
    { path: rr(paths.detail), titleKey: title(object, 'detail'), permission: p.view, component },
  );
  return out;
}

const battery = page('BatteryPage');

/** The screens of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars (routes.tsv). */
export const catalogRoutes: FeatureRoute[] = [
  ...screens('car', page('VehicleCarPage'), VEHICLE_CAR_ROUTE, VEHICLE_CAR_PATHS, C),
  ...screens('obdCode', obdCodePage, OBD_CODE_ROUTE, OBD_CODE_PATHS, O),
  ...screens('tsb', filePage('TsbPage'), TSB_ROUTE, TSB_PATHS, T),
  ...screens('dlc', filePage('DlcPage'), DLC_ROUTE, DLC_PATHS, D),
  ...screens('battery', battery, BATTERY_ROUTE, BATTERY_PATHS, B),
  // the standards' list is the battery page's second tab
  ...screens('standard', battery, null, BATTERY_STANDARD_PATHS, BS),
  { path: MARKETING_AD_ROUTE, titleKey: title('marketingAd', 'list'), permission: M.view, component: filePage('MarketingAdPage') },
  { path: TESTABLE_CAR_ROUTE, titleKey: title('testableCar', 'list'), permission: TC.view, component: page('TestableCarPage') },
];
