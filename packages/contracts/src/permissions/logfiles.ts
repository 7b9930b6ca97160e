import { LOGFILE_PERMISSION } from './logfiles-names';
import { definePermissions } from './registry';

export { LOGFILE_PERMISSION } from './logfiles-names';

/** Device log files (/brand/fileLog): view, download (single and batch zip) and the app keys devices upload with. */
export const LOGFILE_PERMISSIONS = definePermissions({
  logView: { name: LOGFILE_PERMISSION.logView, page: '/brand/fileLog', zh: '查看日志文件', en: 'View log files' },
  logDownload: { name: LOGFILE_PERMISSION.logDownload, page: '/brand/fileLog', zh: '下载日志文件', en: 'Download log files' },
  appKeyManage: { name: LOGFILE_PERMISSION.appKeyManage, page: '/brand/fileLog', zh: '管理应用密钥', en: 'Manage app keys' },
});
