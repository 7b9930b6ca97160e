import {
  TRACKING_DATA_PERMISSION as D,
  TRACKING_EVENT_PERMISSION as E,
  TRACKING_HOT_FUNCTION_PERMISSION as H,
  TRACKING_ISSUE_PERMISSION as I,
  TRACKING_KEY_PERMISSION as K,
  TRACKING_PUBLIC_EVENT_PERMISSION as PE,
} from '@diagops/contracts';
import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const events = () => import('./pages/event-pages');
const custom = lazy(() => events().then((m) => ({ default: m.CustomEventsPage })));
const pub = lazy(() => events().then((m) => ({ default: m.PublicEventsPage })));
const keyPages = () => import('./pages/key-pages');
const data = () => import('./pages/data-query-pages');
const search = () => import('./pages/search-pages');
const jobs = () => import('./pages/job-pages');

/** The 15 routes of /buryingPoint (routes.tsv, area tracking), the public events' add and edit forms, and the ingestion warnings. */
export const trackingRoutes: FeatureRoute[] = [
  { path: '/buryingPoint/customEvents/list', titleKey: 'tracking.titles.customEvents', permission: E.view, component: custom },
  { path: '/buryingPoint/customEvents/add/:id?', titleKey: 'tracking.titles.customEventAdd', permission: E.add, component: custom },
  { path: '/buryingPoint/customEvents/edit/:id', titleKey: 'tracking.titles.customEventEdit', permission: E.edit, component: custom },
  { path: '/buryingPoint/customEvents/detail/:id', titleKey: 'tracking.titles.customEventDetail', permission: E.view, component: custom },
  {
    path: '/buryingPoint/publicKey/list',
    titleKey: 'tracking.titles.publicKeys',
    permission: K.view,
    component: lazy(() => keyPages().then((m) => ({ default: m.PublicKeysPage }))),
  },
  { path: '/buryingPoint/publicEvent/list', titleKey: 'tracking.titles.publicEvents', permission: PE.view, component: pub },
  { path: '/buryingPoint/publicEvent/add', titleKey: 'tracking.titles.publicEventAdd', permission: PE.add, component: pub },
  { path: '/buryingPoint/publicEvent/edit/:id', titleKey: 'tracking.titles.publicEventEdit', permission: PE.edit, component: pub },
  { path: '/buryingPoint/publicEvent/detail/:id?', titleKey: 'tracking.titles.publicEventDetail', permission: PE.view, component: pub },
  {
    path: '/buryingPoint/dataQuery/list',
    titleKey: 'tracking.titles.dataQuery',
    permission: D.query,
    component: lazy(() => data().then((m) => ({ default: m.DataQueryPage }))),
  },
  {
    path: '/buryingPoint/dataQuery/detail/:eventId?/:softCode?',
    titleKey: 'tracking.titles.dataDetail',
    permission: D.query,
    component: lazy(() => data().then((m) => ({ default: m.DataDetailPage }))),
  },
  {
    path: '/buryingPoint/importData/list',
    titleKey: 'tracking.titles.importData',
    permission: D.import,
    component: lazy(() => jobs().then((m) => ({ default: m.ImportDataPage }))),
  },
  {
    path: '/buryingPoint/downloadData/list',
    titleKey: 'tracking.titles.downloadData',
    permission: D.download,
    component: lazy(() => jobs().then((m) => ({ default: m.DownloadDataPage }))),
  },
  {
    path: '/buryingPoint/softwareQualityScreen',
    titleKey: 'tracking.titles.quality',
    permission: D.quality,
    component: lazy(() => import('./pages/quality-page').then((m) => ({ default: m.QualityPage }))),
  },
  {
    path: '/buryingPoint/softwareQualityScreen/hotFunctionConfig',
    titleKey: 'tracking.titles.hotFunctions',
    permission: H.view,
    component: lazy(() => keyPages().then((m) => ({ default: m.HotFunctionsPage }))),
  },
  {
    path: '/buryingPoint/detailSearch',
    titleKey: 'tracking.titles.detailSearch',
    permission: D.search,
    component: lazy(() => search().then((m) => ({ default: m.DetailSearchPage }))),
  },
  {
    path: '/buryingPoint/originalDataSearch',
    titleKey: 'tracking.titles.originalSearch',
    permission: D.original,
    component: lazy(() => search().then((m) => ({ default: m.OriginalSearchPage }))),
  },
  {
    path: '/buryingPoint/ingestionWarnings',
    titleKey: 'tracking.titles.ingestIssues',
    permission: I.view,
    component: lazy(() => keyPages().then((m) => ({ default: m.IngestIssuesPage }))),
  },
];
