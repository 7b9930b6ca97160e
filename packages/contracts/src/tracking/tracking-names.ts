/**
 * The permission names and routes of tracking events (/buryingPoint/*), apart from the declarations:
 * the console's route manifest (in the shell) reads these without loading the declarations and their schemas.
 */
export const TRACKING_FOLDER = '/buryingPoint';
export const TRACKING_ROUTES = {
  customEvents: '/buryingPoint/customEvents/list',
  customEventAdd: '/buryingPoint/customEvents/add/{id?}',
  customEventEdit: '/buryingPoint/customEvents/edit/{id}',
  customEventDetail: '/buryingPoint/customEvents/detail/{id}',
  publicKeys: '/buryingPoint/publicKey/list',
  publicEvents: '/buryingPoint/publicEvent/list',
  publicEventDetail: '/buryingPoint/publicEvent/detail/{id?}',
  dataQuery: '/buryingPoint/dataQuery/list',
  dataQueryDetail: '/buryingPoint/dataQuery/detail/{eventId?}/{softCode?}',
  importData: '/buryingPoint/importData/list',
  downloadData: '/buryingPoint/downloadData/list',
  quality: '/buryingPoint/softwareQualityScreen',
  hotFunctions: '/buryingPoint/softwareQualityScreen/hotFunctionConfig',
  detailSearch: '/buryingPoint/detailSearch',
  originalSearch: '/buryingPoint/originalDataSearch',
  /** project: events refused or warned at ingestion, with their reason (issue 34) */
  ingestIssues: '/buryingPoint/ingestionWarnings',
} as const;

export const TRACKING_EVENT_PERMISSION = {
  view: 'tracking_event_view',
  add: 'tracking_event_add',
  edit: 'tracking_event_edit',
  del: 'tracking_event_del',
  export: 'tracking_event_export',
} as const;
export const TRACKING_PUBLIC_EVENT_PERMISSION = {
  view: 'tracking_public_event_view',
  add: 'tracking_public_event_add',
  edit: 'tracking_public_event_edit',
  del: 'tracking_public_event_del',
  export: 'tracking_public_event_export',
} as const;
export const TRACKING_KEY_PERMISSION = { view: 'tracking_key_view', add: 'tracking_key_add', edit: 'tracking_key_edit', del: 'tracking_key_del' } as const;
export const TRACKING_HOT_FUNCTION_PERMISSION = {
  view: 'tracking_hot_function_view',
  add: 'tracking_hot_function_add',
  edit: 'tracking_hot_function_edit',
  del: 'tracking_hot_function_del',
} as const;
export const TRACKING_ISSUE_PERMISSION = { view: 'tracking_issue_view', export: 'tracking_issue_export' } as const;
/** the screens that read the rollups and the raw events, and the jobs over them */
export const TRACKING_DATA_PERMISSION = {
  query: 'tracking_data_query',
  refresh: 'tracking_rollup_run',
  search: 'tracking_detail_search',
  original: 'tracking_original_search',
  import: 'tracking_data_import',
  download: 'tracking_data_download',
  quality: 'tracking_quality_view',
} as const;
