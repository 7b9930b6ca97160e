import {
  hotFunctionResource,
  ingestIssueResource,
  publicEventResource,
  TRACKING_ROUTES as R,
  resourceMenuSeed,
  TRACKING_FOLDER,
  trackingEventResource,
  trackingKeyResource,
} from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** /buryingPoint: the registry, the data screens and the quality screen (routes.tsv), with the ingestion warnings. */
export const TRACKING_MENU: MenuSeed[] = [
  { path: TRACKING_FOLDER, name: '埋点管理', enName: 'Tracking events', icon: 'FundOutlined', sortOrder: 730 },
  resourceMenuSeed(trackingEventResource),
  resourceMenuSeed(publicEventResource),
  resourceMenuSeed(trackingKeyResource),
  { path: R.dataQuery, name: '数据查询', enName: 'Data query', icon: 'BarChartOutlined', parent: TRACKING_FOLDER, sortOrder: 4 },
  { path: R.detailSearch, name: '明细查询', enName: 'Detail search', icon: 'UnorderedListOutlined', parent: TRACKING_FOLDER, sortOrder: 5 },
  { path: R.originalSearch, name: '原始数据查询', enName: 'Original data', icon: 'FileSearchOutlined', parent: TRACKING_FOLDER, sortOrder: 6 },
  { path: R.importData, name: '数据导入', enName: 'Imports', icon: 'CloudUploadOutlined', parent: TRACKING_FOLDER, sortOrder: 7 },
  { path: R.downloadData, name: '数据下载', enName: 'Downloads', icon: 'InboxOutlined', parent: TRACKING_FOLDER, sortOrder: 8 },
  { path: R.quality, name: '软件质量大屏', enName: 'Software quality', icon: 'DashboardOutlined', parent: TRACKING_FOLDER, sortOrder: 9 },
  { ...resourceMenuSeed(hotFunctionResource), sortOrder: 10 },
  resourceMenuSeed(ingestIssueResource),
];
