import { definePermissions } from './registry';

/** Device log files (/brand/fileLog): view, download (single and batch zip) and the app keys devices upload with. */
export const LOGFILE_PERMISSIONS = definePermissions({
  logView: { name: 'brand_filelog_view', page: '/brand/fileLog', zh: '查看日志文件', en: 'View log files' },
  logDownload: { name: 'brand_filelog_download', page: '/brand/fileLog', zh: '下载日志文件', en: 'Download log files' },
  appKeyManage: { name: 'brand_filelog_appkey', page: '/brand/fileLog', zh: '管理应用密钥', en: 'Manage app keys' },
});
