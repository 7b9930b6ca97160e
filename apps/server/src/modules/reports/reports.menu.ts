import {
  REPORT_FOLDERS,
  REPORT_PUSH_SN_ROUTE,
  REPORT_PUSH_USER_ROUTE,
  REPORT_RESOURCES,
  reportPushResource,
  reportShareResource,
  resourceMenuSeed,
} from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** routes.tsv's three report groups: detection reports and shares, new-energy reports, test reports with their pushes. */
export const REPORTS_MENU: MenuSeed[] = [
  { path: REPORT_FOLDERS.detection, name: '用户检测报告', enName: 'Detection reports', icon: 'SafetyOutlined', sortOrder: 710 },
  { path: REPORT_FOLDERS.newEnergy, name: '新能源管理', enName: 'New energy', icon: 'ThunderboltOutlined', sortOrder: 715 },
  { path: REPORT_FOLDERS.test, name: '测试报告管理', enName: 'Test reports', icon: 'FileTextOutlined', sortOrder: 720 },
  ...Object.values(REPORT_RESOURCES).map((d) => resourceMenuSeed(d)),
  resourceMenuSeed(reportShareResource),
  { path: REPORT_PUSH_USER_ROUTE, name: '推送用户', enName: 'Push to users', icon: 'UserOutlined', parent: REPORT_FOLDERS.test, sortOrder: 4 },
  { path: REPORT_PUSH_SN_ROUTE, name: '推送SN', enName: 'Push to SNs', icon: 'MobileOutlined', parent: REPORT_FOLDERS.test, sortOrder: 5 },
  resourceMenuSeed(reportPushResource),
];
