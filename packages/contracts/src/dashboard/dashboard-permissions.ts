import { definePermissions } from '../permissions/registry';
import { DASHBOARD_PERMISSION, DASHBOARD_ROUTES } from './dashboard-names';

/** The dashboards: view them (and receive them by e-mail), schedule e-mails, download the PDF. */
export const DASHBOARD_PERMISSIONS = definePermissions({
  view: { name: DASHBOARD_PERMISSION.view, page: DASHBOARD_ROUTES.current, zh: '查看数据大屏', en: 'View dashboards' },
  schedule: { name: DASHBOARD_PERMISSION.schedule, page: DASHBOARD_ROUTES.current, zh: '定时发送数据大屏', en: 'Schedule dashboard e-mails' },
  export: { name: DASHBOARD_PERMISSION.export, page: DASHBOARD_ROUTES.current, zh: '导出数据大屏PDF', en: 'Export dashboards as PDF' },
});
export const DASHBOARD_ALL_PERMISSIONS = Object.values(DASHBOARD_PERMISSIONS);
