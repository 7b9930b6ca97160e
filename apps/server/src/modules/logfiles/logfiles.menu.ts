import type { MenuSeed } from '../menus';

/** /brand/fileLog under the users-and-devices folder (the same folder node the devices area seeds; the first one seeded wins). */
export const LOGFILES_MENU: MenuSeed[] = [
  { path: '/brand', name: '用户管理', enName: 'Users and devices', icon: 'TeamOutlined', sortOrder: 700 },
  { path: '/brand/fileLog', name: '日志文件', enName: 'Log files', icon: 'FileTextOutlined', parent: '/brand', sortOrder: 30 },
];
