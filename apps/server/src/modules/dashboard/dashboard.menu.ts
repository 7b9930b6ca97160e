import { DASHBOARD_FOLDER, DASHBOARD_ROUTES } from '@diagops/contracts';
import type { MenuSeed } from '../menus';

/** /datascreen: the data monitoring folder and its dashboard; the four details open from it (routes of their own, not menu entries). */
export const DASHBOARD_MENU: MenuSeed[] = [
  { path: DASHBOARD_FOLDER, name: '数据监控', enName: 'Data monitoring', icon: 'DashboardOutlined', sortOrder: 150 },
  { path: DASHBOARD_ROUTES.current, name: '数据大屏', enName: 'Dashboard', icon: 'FundOutlined', parent: DASHBOARD_FOLDER, sortOrder: 1 },
];
