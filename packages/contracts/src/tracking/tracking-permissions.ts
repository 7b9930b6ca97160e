import { definePermissions, type PermissionDef } from '../permissions/registry';
import { HOT_FUNCTION_PERMISSIONS } from './hot-functions';
import { INGEST_ISSUE_PERMISSIONS } from './ingest';
import { TRACKING_KEY_PERMISSIONS } from './keys';
import { PUBLIC_EVENT_PERMISSIONS, TRACKING_EVENT_PERMISSIONS } from './registry';
import { TRACKING_DATA_PERMISSION as D, TRACKING_ROUTES as R } from './tracking-names';

/** The permissions of the screens over the rollups and the raw events (not declarations). */
export const TRACKING_DATA_PERMISSIONS = /* @__PURE__ */ definePermissions({
  query: { name: D.query, page: R.dataQuery, zh: '查询埋点数据', en: 'Query event data' },
  refresh: { name: D.refresh, page: R.dataQuery, zh: '立即重算汇总', en: 'Recompute the rollups now' },
  search: { name: D.search, page: R.detailSearch, zh: '明细查询', en: 'Search event details' },
  original: { name: D.original, page: R.originalSearch, zh: '原始数据查询', en: 'Search original event data' },
  import: { name: D.import, page: R.importData, zh: '导入埋点数据', en: 'Import event data' },
  download: { name: D.download, page: R.downloadData, zh: '下载埋点数据', en: 'Download event data' },
  quality: { name: D.quality, page: R.quality, zh: '查看软件质量大屏', en: 'View the software quality screen' },
});

/** Every permission of the tracking area, for ALL_PERMISSIONS. */
export const TRACKING_ALL_PERMISSIONS: PermissionDef[] = [
  ...Object.values(TRACKING_EVENT_PERMISSIONS),
  ...Object.values(PUBLIC_EVENT_PERMISSIONS),
  ...Object.values(TRACKING_KEY_PERMISSIONS),
  ...Object.values(HOT_FUNCTION_PERMISSIONS),
  ...Object.values(INGEST_ISSUE_PERMISSIONS),
  ...Object.values(TRACKING_DATA_PERMISSIONS),
];
