/** The names alone: the console's route manifest (in the shell) reads these without the labels. */
export const LOGFILE_PERMISSION = {
  logView: 'brand_filelog_view',
  logDownload: 'brand_filelog_download',
  appKeyManage: 'brand_filelog_appkey',
} as const;
